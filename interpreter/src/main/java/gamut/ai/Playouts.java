package gamut.ai;

import gamut.base.Limits;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.AvoidedMoves;
import gamut.engine.Game;
import gamut.engine.Playout;
import gamut.engine.State;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * How an iteration of the tree search plays on from the edge of the tree, and what the end is
 * worth to each player. Plain: uniformly random moves to the end of the game. Guided, as chosen:
 * <ul>
 * <li>MAST (move-average sampling): a move that did well for its player in earlier playouts of
 *     the search is played more often. Most moves are the best by that average, some at random,
 *     so that every move keeps being tried;
 * <li>a cut: after {@code cut} decisions the playout stops and the position is scored by the
 *     game's evaluation ({@link Heuristics}) as each player's chance to win, instead of being
 *     played to the end: long games are scored sooner, and by knowledge rather than chance.
 * </ul>
 * Every playout, guided or not, stops after {@link Limits#PLAYOUT_PLIES} decisions at most and is
 * then scored by the evaluation as a cut one is: a game that cannot end would otherwise play each
 * playout to the game's own cap, {@link Limits#GAME_PLIES}. One per tree, on its tree's thread.
 */
final class Playouts {
    /** Options of the guided playouts: MAST, and the decisions after which a playout is cut (0: never). */
    record Guide(boolean mast, int cut) {
        boolean plain() {
            return !mast && cut == 0;
        }
    }

    /** The share of a MAST playout's moves drawn at random rather than by the moves' averages. */
    private static final double EXPLORE = 0.2;
    private static final int TABLE_BITS = 16;
    /** Moves drawn at random before the moves not avoided are listed instead. */
    private static final int AVOIDED_DRAWS = 8;

    private final Guide guide;
    private final Playout plain = new Playout();
    private final MoveList moves = new MoveList();
    private final MoveList scratch = new MoveList();
    /** Whether the game's 'computer avoids' lines pass over some moves. */
    private final boolean avoids;
    private final Game game;
    /** How a playout that stops before the end is scored: made from the game when one first does. */
    private final Function<Game, Evaluator> evaluation;
    private Evaluator evaluator;
    /** MAST: per (move, player) slot, the rewards summed and the times played. */
    private final double[] sums;
    private final int[] counts;
    /** The slots of the playout under way and who moved in each. */
    private int[] played = new int[256];
    private int[] movers = new int[256];

    Playouts(Game game, Guide guide, Function<Game, Evaluator> evaluation) {
        this.guide = guide;
        this.evaluation = evaluation;
        this.game = game;
        this.avoids = AvoidedMoves.any(game);
        this.sums = guide.mast() ? new double[1 << TABLE_BITS] : null;
        this.counts = guide.mast() ? new int[1 << TABLE_BITS] : null;
    }

    /** Plays on from the state (left where the playout stopped) and writes each player's reward. */
    void run(State state, SplittableRandom random, SplittableRandom dice, double[] reward) {
        if (guide.plain() && !avoids) {
            Result result = plain.play(state, random, dice, Limits.PLAYOUT_PLIES);
            if (result != null) {
                rewards(result, reward);
            } else {
                estimate(state, reward);
            }
            return;
        }
        int n = 0;
        int decisions = 0;
        int most = guide.cut() == 0 ? Limits.PLAYOUT_PLIES : Math.min(guide.cut(), Limits.PLAYOUT_PLIES);
        while (!state.isOver() && decisions < most) {
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
                continue;
            }
            int mover = state.toMove();
            int move = guide.mast() ? mastMove(state, mover, random)
                    : avoids ? unavoidedMove(state, random) : state.randomMove(moves, random);
            if (move == -1) {
                throw new IllegalStateException("no legal move and no result");
            }
            if (guide.mast()) {
                if (n == played.length) {
                    played = Arrays.copyOf(played, 2 * n);
                    movers = Arrays.copyOf(movers, 2 * n);
                }
                played[n] = slot(move, mover);
                movers[n++] = mover;
            }
            state.make(move);
            decisions++;
        }
        if (state.isOver()) {
            rewards(state.result(), reward);
        } else {
            estimate(state, reward);
        }
        for (int i = 0; i < n; i++) {
            sums[played[i]] += reward[movers[i]];
            counts[played[i]]++;
        }
    }

    /** The move of the best average for its player, or now and then one at random (a move never played counts as a win). */
    private int mastMove(State state, int mover, SplittableRandom random) {
        state.generate(moves);
        AvoidedMoves.keepUnavoided(state, moves, scratch);
        int size = moves.size();
        if (size == 0) {
            return -1;
        }
        if (random.nextDouble() < EXPLORE) {
            return moves.get(random.nextInt(size));
        }
        int best = -1;
        double bestValue = -1;
        int ties = 0;
        for (int i = 0; i < size; i++) {
            int s = slot(moves.get(i), mover);
            double value = counts[s] == 0 ? 1 : sums[s] / counts[s];
            if (value > bestValue) {
                bestValue = value;
                best = i;
                ties = 1;
            } else if (value == bestValue && random.nextInt(++ties) == 0) {
                best = i;
            }
        }
        return moves.get(best);
    }

    /**
     * A random move among those the game's 'computer avoids' lines leave, all of them when they
     * leave none: moves drawn among all are kept when not avoided (each kept move as likely as
     * another), and after a few draws avoided, the moves left are listed and one drawn.
     */
    private int unavoidedMove(State state, SplittableRandom random) {
        for (int draw = 0; draw < AVOIDED_DRAWS; draw++) {
            int move = state.randomMove(moves, random);
            if (move == -1 || !AvoidedMoves.avoided(state, move)) {
                return move;
            }
        }
        state.generate(moves);
        AvoidedMoves.keepUnavoided(state, moves, scratch);
        return moves.size() == 0 ? -1 : moves.get(random.nextInt(moves.size()));
    }

    private static int slot(int move, int player) {
        return ((move * 31 + player) * 0x9E3779B9) >>> (Integer.SIZE - TABLE_BITS);
    }

    /** Each player's chance to win as the evaluation sees it, the chances of two players or more summing to one. */
    private void estimate(State state, double[] reward) {
        if (evaluator == null) {
            evaluator = evaluation.apply(game);
        }
        double sum = 0;
        for (int p = 0; p < reward.length; p++) {
            reward[p] = RootMoves.expected(evaluator.evaluate(state, p), 2);
            sum += reward[p];
        }
        if (reward.length == 1) {
            return; // a lone player's chance is its own: shared out with no one else it would always be 1
        }
        for (int p = 0; p < reward.length; p++) {
            reward[p] = sum > 0 ? reward[p] / sum : 1.0 / reward.length;
        }
    }

    static void rewards(Result result, double[] reward) {
        for (int p = 0; p < reward.length; p++) {
            reward[p] = result.value(p);
        }
    }
}
