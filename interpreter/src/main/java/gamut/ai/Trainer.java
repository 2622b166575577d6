package gamut.ai;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * Learns the weights of a game's evaluation from games it plays itself: a few random moves to
 * open each game (so that no two games are the same), then the alpha-beta search with the weights
 * learned so far, one move in five random (or, in a game of dice, random moves), to the end; every position after the
 * opening is kept with the game's result, and the weights become those of the logistic regression
 * of the results on the features ({@link Regression}). Rounds repeat this with the new weights.
 * Everything is drawn from the seed: the same rules, options and seed learn the same weights.
 */
public final class Trainer {
    /** What to do: games a round, rounds, random opening moves, the search's depth, the seed. */
    public record Options(int games, int rounds, int openings, int depth, long seed) { }

    /** A round done: its weights and how well they foretell the results of the games kept aside. */
    public record Round(int round, Heuristics weights, int positions, double heldOutLoss, double baselineLoss) { }

    /**
     * One move in this many is random after the opening too: a search that plays its own best
     * moves alone would play much the same game every time, and the results of games that all
     * end alike teach nothing.
     */
    private static final int EXPLORE = 5;
    /** The share of each round's games kept aside to judge the weights, not learned from. */
    private static final int HELD_OUT_EVERY = 5;

    private final Game game;
    private final Options options;
    private final Features features;

    public Trainer(Game game, Options options) {
        this.game = game;
        this.options = options;
        this.features = new Features(game);
    }

    /** Runs every round, reporting the games played so far (over all rounds) to {@code progress}. */
    public List<Round> run(IntConsumer progress) {
        Heuristics weights = Heuristics.of(game);
        List<Round> rounds = new ArrayList<>();
        int played = 0;
        for (int r = 1; r <= options.rounds(); r++) {
            List<double[]> learn = new ArrayList<>();
            List<double[]> judge = new ArrayList<>();
            for (int g = 0; g < options.games(); g++) {
                long seed = options.seed() + 1_000_003L * r + g;
                play(weights, seed, g % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 ? judge : learn);
                progress.accept(++played);
            }
            double[] beta = Regression.fit(learn, features.size());
            // The intercept, the edge of moving first, is left out: a position's value does not depend on who began.
            double[] w = new double[features.size()];
            for (int k = 0; k < w.length; k++) {
                w[k] = beta[k] * 2 * Heuristics.UNIT;
            }
            weights = new Heuristics(game, w, "learned");
            rounds.add(new Round(r, weights, learn.size(), Regression.loss(judge, beta),
                    Regression.loss(judge, new double[beta.length])));
        }
        return rounds;
    }

    /** One game; each position after the opening goes to {@code out} as its feature differences and the result. */
    private void play(Heuristics weights, long seed, List<double[]> out) {
        SplittableRandom random = new SplittableRandom(seed);
        State state = game.newState();
        MoveList moves = new MoveList();
        AlphaBeta search = game.hasDice() ? null : new AlphaBeta(options.depth(), 0, weights.evaluator(), 16).seeded(seed);
        List<double[]> positions = new ArrayList<>();
        int[][] measured = new int[game.players()][features.size()];
        int decisions = 0;
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(random));
                continue;
            }
            if (decisions >= options.openings()) {
                positions.add(differences(state, measured));
            }
            int move;
            if (decisions < options.openings() || search == null || random.nextInt(EXPLORE) == 0) {
                state.generate(moves);
                move = moves.get(random.nextInt(moves.size()));
            } else {
                move = search.choose(state, null, () -> false);
            }
            state.make(move);
            decisions++;
        }
        Result result = state.result();
        double outcome = result.value(0);
        for (double[] p : positions) {
            p[p.length - 1] = outcome;
            out.add(p);
        }
    }

    /** The first player's features less the others' mean, with room for the result at the end. */
    private double[] differences(State state, int[][] measured) {
        for (int p = 0; p < measured.length; p++) {
            features.measure(state, p, null, measured[p]);
        }
        double[] row = new double[features.size() + 1];
        for (int k = 0; k < features.size(); k++) {
            row[k] = Heuristics.difference(measured, 0, k);
        }
        return row;
    }
}
