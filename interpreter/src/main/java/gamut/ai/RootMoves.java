package gamut.ai;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * The root's moves of an alpha-beta search and what each depth found of them: the best move is
 * searched first at the next depth, the others in the order of their last values (a bound for all
 * but the best), and each move's nodes are kept for the analysis.
 */
final class RootMoves {
    private final int[] moves;
    private final int[] values;
    private final long[] nodes;
    /** The move that raised the bound last in the depth under way. */
    private int bestIndex;
    /** Whether some move of the depth under way was searched in full (so its result may stand if time runs out). */
    boolean improved;

    /** Each move's bonus ({@link AlphaBeta#NOISE}), kept with the move as the moves are sorted. */
    private final int[] noise;

    RootMoves(MoveList list, int[] noise) {
        moves = list.toArray();
        values = new int[moves.length];
        nodes = new long[moves.length];
        this.noise = noise.clone();
    }

    int noise(int i) {
        return noise[i];
    }

    int size() {
        return moves.length;
    }

    int move(int i) {
        return moves[i];
    }

    /** The move chosen: the first, once a depth is done. */
    int best() {
        return moves[0];
    }

    /** The i-th move was searched: its value (exact when it {@code raised} the bound, else a bound). */
    void searched(int i, int value, long under, boolean raised) {
        values[i] = value;
        nodes[i] = under;
        if (raised) {
            bestIndex = i;
            improved = true;
        }
    }

    /** A depth is over: the best move first, the others by their values, the first found first among equals. */
    void finish(int value, int depth) {
        int bestMove = moves[bestIndex];
        values[bestIndex] = value;
        Integer[] order = new Integer[moves.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> a == bestIndex ? -1 : b == bestIndex ? 1
                : Integer.compare(values[b], values[a]));
        int[] m = moves.clone();
        int[] v = values.clone();
        long[] n = nodes.clone();
        int[] b = noise.clone();
        for (int i = 0; i < order.length; i++) {
            moves[i] = m[order[i]];
            values[i] = v[order[i]];
            nodes[i] = n[order[i]];
            noise[i] = b[order[i]];
        }
        bestIndex = 0;
        assert moves[0] == bestMove;
    }

    /**
     * The analysis of the last depth: the root's moves in order, each with the nodes searched under
     * it as its visits and its value as an expected score of the root's player.
     */
    Analysis analysis(Game game, int player, int depth, long allNodes, int[] line) {
        List<Analysis.Candidate> candidates = new ArrayList<>();
        for (int i = 0; i < moves.length; i++) {
            candidates.add(new Analysis.Candidate(moves[i], (int) Math.min(Integer.MAX_VALUE, nodes[i]),
                    expected(values[i], game.players())));
        }
        int proof = values[0] > AlphaBeta.WON ? Analysis.PROVEN_WIN
                : values[0] < -AlphaBeta.WON ? Analysis.PROVEN_LOSS : Analysis.UNPROVEN;
        return new Analysis(player, (int) Math.min(Integer.MAX_VALUE, allNodes), expected(values[0], game.players()),
                candidates, line, proof, depth);
    }

    /**
     * A value as an expected score: a win 1, a loss 0, an even position a draw's share; between, a
     * logistic curve on which two units ahead is about three chances in four.
     */
    static double expected(int value, int players) {
        if (value > AlphaBeta.WON) {
            return 1;
        } else if (value < -AlphaBeta.WON) {
            return 0;
        }
        double even = Result.drawn(players);
        double x = value / (2.0 * Heuristics.UNIT);
        double s = 1 / (1 + Math.exp(-x));
        return s < 0.5 ? 2 * s * even : even + (s - 0.5) * 2 * (1 - even);
    }
}
