package gamut.ai;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Playout;
import gamut.engine.State;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.IntConsumer;

/**
 * Learns a {@link Network} for a game of two players from games it plays against itself, as
 * Tesauro's networks did: each side chooses its moves by the network's values of the ends of its turn
 * ({@link TurnLookahead}), and after each turn the network's outputs for the position before it
 * are moved towards its outputs for the position after (temporal differences, TD(0)); after the
 * last, towards what the result says. In a game of dice the rolls make every game new; in a game
 * without, a few random moves open each. Everything is drawn from the seed: the same rules,
 * options and seed learn the same network.
 */
public final class NetworkTrainer {
    /**
     * What to do: games, hidden units, the rate of learning at the first game and at the last (in
     * between, a straight line from one to the other), random opening moves, the seed.
     */
    public record Options(int games, int hidden, double rate, double lastRate, int openings, long seed) { }

    /** Random games played to find which points a win may give. */
    private static final int SURVEY = 200;

    private final Game game;
    private final Options options;

    public NetworkTrainer(Game game, Options options) {
        if (game.players() != 2) {
            throw new GamutException("a network values games of two players; " + game.title() + " has " + game.players());
        }
        this.game = game;
        this.options = options;
    }

    /** Learns, reporting the games played so far to {@code progress}; the network is described by {@code origin}. */
    public Network run(IntConsumer progress, String origin) {
        Network network = new Network(game, options.hidden(), levels(), WeightsFile.sectionName(game), origin);
        network.randomise(options.seed());
        TurnLookahead look = new TurnLookahead(network, 1);
        Network.Valuer valuer = look.valuer();
        int most = valuer.index.length;
        int[] before = new int[most];
        double[] beforeValue = new double[most];
        for (int g = 0; g < options.games(); g++) {
            SplittableRandom random = new SplittableRandom(options.seed() * 1_000_003L + g);
            double rate = options.rate() + (options.lastRate() - options.rate()) * g / Math.max(1, options.games() - 1);
            State state = game.newState();
            MoveList moves = new MoveList();
            int beforeActive = -1;
            int decisions = 0;
            while (!state.isOver()) {
                if (state.isChance()) {
                    state.make(state.randomOutcome(random));
                    continue;
                }
                int mover = state.toMove();
                int turn = state.turnNumber();
                int move;
                if (decisions++ < options.openings()) {
                    state.generate(moves);
                    move = moves.get(random.nextInt(moves.size()));
                } else {
                    move = look.choose(state);
                }
                state.make(move);
                if (!TurnLookahead.turnOver(state, mover, turn)) {
                    continue; // the turn goes on: its end is what is learned from
                }
                double[] target = state.isOver() ? network.target(state.result()) : valuer.outputs(state).clone();
                if (beforeActive >= 0) {
                    valuer.learn(before, beforeValue, beforeActive, target, rate);
                }
                if (!state.isOver()) {
                    valuer.outputs(state);
                    beforeActive = valuer.active;
                    System.arraycopy(valuer.index, 0, before, 0, beforeActive);
                    System.arraycopy(valuer.value, 0, beforeValue, 0, beforeActive);
                }
            }
            progress.accept(g + 1);
        }
        return network;
    }

    /**
     * The points a win gives in random games, least first: the levels the network tells apart,
     * or the least alone where they are more than {@link Network#MOST_LEVELS}.
     */
    private double[] levels() {
        TreeSet<Double> points = new TreeSet<>();
        SplittableRandom random = new SplittableRandom(options.seed());
        Playout playout = new Playout();
        for (int g = 0; g < SURVEY; g++) {
            Result result = playout.play(game.newState(), random, random, gamut.base.Limits.PLAYOUT_PLIES);
            if (result != null && result.winner() >= 0 && result.points() > 0) {
                points.add(result.points());
            }
        }
        if (points.isEmpty()) {
            return new double[] {1};
        }
        if (points.size() > Network.MOST_LEVELS) {
            return new double[] {points.first()};
        }
        return points.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The share of the points of {@code games} games the network's player (one turn ahead) wins
     * against the random player, each side in turn: a check that it learned something.
     */
    public static double againstRandom(Network network, Game game, int games, long seed) {
        TurnLookahead look = new TurnLookahead(network, 1);
        MoveList moves = new MoveList();
        double won = 0;
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(seed * 7_919L + g);
            State state = game.newState();
            int side = g % 2;
            for (int plies = 0; !state.isOver() && plies < gamut.base.Limits.PLAYOUT_PLIES; plies++) {
                int move = state.isChance() ? state.randomOutcome(random)
                        : state.toMove() == side ? look.choose(state) : state.randomMove(moves, random);
                state.make(move);
            }
            won += state.isOver() ? state.result().value(side) : 0.5;
        }
        return won / games;
    }
}
