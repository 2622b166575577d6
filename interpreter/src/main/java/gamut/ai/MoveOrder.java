package gamut.ai;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.engine.UnjudgedMoves;
import gamut.kernel.Kernel;
import gamut.rules.CompoundMoves;
import java.util.Arrays;

/**
 * The order in which the alpha-beta search tries a node's moves, best first, since a good move
 * found early cuts the rest short: the table's move, then captures (the most valuable victim
 * first, the least valuable attacker first among equals), then the two killer moves of the ply
 * (quiet moves that cut off a sibling), then the other quiet moves by their history (how often
 * and how deep they cut off anywhere).
 */
final class MoveOrder {
    private static final int HASH_MOVE = 1 << 30;
    static final int CAPTURE = 1 << 28;
    private static final int KILLER = 1 << 27;
    private static final int HISTORY_BITS = 16;
    private static final int HISTORY_MOST = 1 << 26;

    private int[][] scores = new int[AlphaBeta.MAX_PLY + 1][];
    /** Beside the scores, whether each move was judged allowed ({@link #nextAllowed}). */
    private final boolean[][] allowed = new boolean[AlphaBeta.MAX_PLY + 1][];
    private final int[][] killers = new int[AlphaBeta.MAX_PLY + 1][2];
    private final int[] history = new int[1 << HISTORY_BITS];

    /** Forgets the killers and history of the last search. */
    void clear() {
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
        Arrays.fill(history, 0);
    }

    /** Scores the moves of a node at {@code ply}; with {@code capturesOnly}, quiet moves score below every capture. */
    int[] score(State state, Heuristics values, MoveList moves, int ply, int hashMove, boolean capturesOnly) {
        int n = moves.size();
        int[] s = scores[ply];
        if (s == null || s.length < n) {
            s = new int[Math.max(n, 64)];
            scores[ply] = s;
            allowed[ply] = new boolean[s.length];
        }
        Arrays.fill(allowed[ply], 0, n, false);
        for (int i = 0; i < n; i++) {
            int move = moves.get(i);
            int victims = victims(state, values, move);
            if (move == hashMove && !capturesOnly) {
                s[i] = HASH_MOVE;
            } else if (victims > 0) {
                int type = state.game().pieceOf(move);
                s[i] = CAPTURE + 64 * victims - (type >= 0 ? values.value(type) : 0);
            } else if (capturesOnly) {
                s[i] = Integer.MIN_VALUE;
            } else if (move == killers[ply][0]) {
                s[i] = KILLER + 1;
            } else if (move == killers[ply][1]) {
                s[i] = KILLER;
            } else {
                s[i] = history[slot(move)];
            }
        }
        return s;
    }

    /** How many of the scored moves are captures (when scored captures only). */
    static int captures(MoveList moves, int[] scores) {
        int n = 0;
        for (int i = 0; i < moves.size(); i++) {
            if (scores[i] >= CAPTURE) {
                n++;
            }
        }
        return n;
    }

    /** Brings the best of the moves from {@code i} on to {@code i} and returns it: a sort done only as far as needed. */
    static int next(MoveList moves, int[] scores, int i) {
        int best = i;
        for (int j = i + 1; j < moves.size(); j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        if (best != i) {
            swap(moves, scores, i, best);
        }
        return moves.get(i);
    }

    /**
     * As {@link #next}, among the moves the rules allow of a list not yet judged ({@link
     * UnjudgedMoves}): the move at {@code i} and the best are judged before they are swapped, and
     * one not allowed is taken out, those after it moving up, so that the allowed moves come in
     * the order {@code next} gives them in a list of them alone. Moves scored below {@code least}
     * are never chosen, and one at {@code i} is not judged (their places do not change the order of
     * the others). False when no allowed move scored at least {@code least} is left from {@code i}.
     */
    boolean nextAllowed(State state, MoveList moves, int[] scores, int ply, int i, int least) {
        boolean[] ok = allowed[ply];
        while (i < moves.size()) {
            if (scores[i] >= least && !judge(state, moves, scores, ok, i)) {
                continue;
            }
            int best = i;
            for (int j = i + 1; j < moves.size(); j++) {
                if (scores[j] > scores[best]) {
                    best = j;
                }
            }
            if (scores[best] < least) {
                return false;
            }
            if (best != i) {
                if (!judge(state, moves, scores, ok, best)) {
                    continue;
                }
                swap(moves, scores, i, best);
                boolean b = ok[i];
                ok[i] = ok[best];
                ok[best] = b;
            }
            return true;
        }
        return false;
    }

    private static void swap(MoveList moves, int[] scores, int i, int j) {
        moves.swap(i, j);
        int s = scores[i];
        scores[i] = scores[j];
        scores[j] = s;
    }

    /** Whether the move at k is allowed; one that is not is taken out of the list and its scores. */
    private static boolean judge(State state, MoveList moves, int[] scores, boolean[] ok, int k) {
        if (ok[k]) {
            return true;
        }
        if (UnjudgedMoves.allowed(state, moves.get(k))) {
            ok[k] = true;
            return true;
        }
        moves.remove(k);
        System.arraycopy(scores, k + 1, scores, k, moves.size() - k);
        System.arraycopy(ok, k + 1, ok, k, moves.size() - k);
        return false;
    }

    /** A move cut off the search at the ply: a quiet one becomes a killer and gains history. */
    void cutoff(int move, int score, int ply, int depth) {
        if (score >= CAPTURE) {
            return;
        }
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int slot = slot(move);
        history[slot] = Math.min(HISTORY_MOST, history[slot] + depth * depth);
    }

    private static int slot(int move) {
        return (move * 0x9E3779B9) >>> (Integer.SIZE - HISTORY_BITS);
    }

    /** The value a capture on the move's landing and jumped cells takes, 0 for none. */
    static int victims(State state, Heuristics values, int move) {
        Game game = state.game();
        Board board = Kernel.board(state);
        int mover = state.toMove();
        int sum = 0;
        int to = game.to(move);
        if (to != Move.NONE && board.owner[to] >= 0 && board.owner[to] != mover
                && board.owner[to] != board.neutral()) {
            sum += worth(values, board.piece[to]);
        }
        if (Move.isCompound(move)) {
            CompoundMoves compounds = Kernel.rules(state).compounds();
            for (int k = 0, cell; (cell = compounds.capture(move, k)) >= 0; k++) {
                if (board.owner[cell] >= 0) {
                    sum += worth(values, board.piece[cell]);
                }
            }
        }
        return sum;
    }

    /** A piece's worth as a victim: a royal piece, worth nothing as material, is worth most of all. */
    private static int worth(Heuristics values, int type) {
        int v = values.value(type);
        return v == 0 ? 100 * Heuristics.UNIT : v;
    }
}
