package gamut.ai;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.State;
import java.util.Arrays;

/**
 * The value of a position of a game of two players without dice with best play: a win for one
 * player, or a draw.
 *
 * <p>Alpha-beta searches, one ply deeper each time, each twice: once with a position where the
 * search stops counted as lost for the player who decides at the start and once as won. The first
 * gives a value that player is sure of, the second one they cannot beat; when the two meet the value
 * is proven. A win proven first at depth N is a win in N plies at most against any defence, and
 * not in fewer. The table keeps each position's bound per depth and kind of search, so it never
 * lends an answer of one depth to another; a position counts as the same wherever it is reached.
 */
public final class GameSolver {
    /** The value found: the winner or {@link Result#DRAW}, the plies to the end, a line of best play. */
    public record Proof(boolean proven, int winner, int plies, int[] line, int depthSearched, long positions) {}

    private static final int LOSS = -2;
    private static final int DRAW = 0;
    private static final int WIN = 2;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;
    /** The keys that tell the table's entries of one depth and kind of search from another's. */
    private static final long DEPTH_KEY = 0x9E3779B97F4A7C15L;
    private static final long HOPEFUL_KEY = 0x632BE59BD9B4E019L;

    private final State state;
    private final int player;
    private final ProofTable table;
    private final SolveClock clock;
    private MoveList[] lists = new MoveList[0];
    private long positions;
    private boolean timedOut;
    /** The value of a position where the search stops: {@link #LOSS} or {@link #WIN}. */
    private int horizon;
    private String searching = "";

    /** A solver for the player deciding at the state's position; the rest as {@link PuzzleSolver}'s. */
    public GameSolver(State state, int tableBits, long deadline, PuzzleSolver.Progress progress) {
        this.state = state;
        this.player = state.decider();
        this.table = new ProofTable(tableBits);
        this.clock = new SolveClock(deadline, progress);
    }

    /** The value with best play, searching at most {@code maxDepth} plies deep. */
    public Proof solve(int maxDepth) {
        return DeepStack.run("solve", () -> solveHere(maxDepth));
    }

    private Proof solveHere(int maxDepth) {
        if (state.isOver()) {
            return new Proof(true, state.result().winner(), 0, new int[0], 0, 0);
        }
        for (int depth = 1; depth <= maxDepth; depth++) {
            searching = "depth " + depth;
            int sure = value(depth, LOSS);
            if (timedOut) {
                return unknown(depth - 1);
            }
            int best = sure == WIN ? WIN : value(depth, WIN);
            if (timedOut) {
                return unknown(depth - 1);
            }
            if (sure == best) {
                int[] line = line(depth, sure == WIN ? LOSS : WIN, sure);
                int winner = sure == DRAW ? Result.DRAW : sure == WIN ? player : other();
                return new Proof(true, winner, sure == DRAW ? -1 : depth, line, depth, positions);
            }
        }
        return unknown(maxDepth);
    }

    private Proof unknown(int depth) {
        return new Proof(false, Result.DRAW, -1, new int[0], depth, positions);
    }

    private int value(int depth, int stop) {
        horizon = stop;
        if (lists.length < depth + 1) {
            lists = new MoveList[depth + 1];
            Arrays.setAll(lists, i -> new MoveList());
        }
        return search(depth, 0, LOSS, WIN);
    }

    /**
     * A line of best play: at each position a move that keeps the proven value, searched again with
     * the table filled (a winner's line ends in the win, a draw's where the depth proven ends).
     */
    private int[] line(int depth, int stop, int target) {
        horizon = stop;
        int[] line = new int[depth];
        int n = 0;
        MoveList moves = new MoveList();
        for (int left = depth; left > 0 && !state.isOver(); left--) {
            state.generate(moves);
            int chosen = -1;
            for (int i = 0; i < moves.size() && chosen < 0; i++) {
                state.make(moves.get(i));
                if (search(left - 1, 1, LOSS, WIN) == target) {
                    chosen = moves.get(i);
                }
                state.unmake();
            }
            if (chosen < 0) {
                break;
            }
            line[n++] = chosen;
            state.make(chosen);
        }
        for (int i = 0; i < n; i++) {
            state.unmake();
        }
        return Arrays.copyOf(line, n);
    }

    private int search(int remaining, int ply, int alpha, int beta) {
        if ((++positions & 4095) == 0 && clock.timeUp(searching, positions, table)) {
            timedOut = true;
        }
        if (timedOut) {
            return DRAW;
        }
        if (state.isOver()) {
            Result r = state.result();
            return r.isDraw() ? DRAW : r.winner() == player ? WIN : LOSS;
        }
        if (remaining == 0) {
            return horizon;
        }
        long key = state.hash() ^ (remaining * DEPTH_KEY) ^ (horizon == WIN ? HOPEFUL_KEY : 0);
        long known = table.get(key, -1);
        if (known >= 0) {
            int v = (int) (known & 7) - 2;
            int bound = (int) (known >>> 3);
            if (bound == EXACT || bound == LOWER && v >= beta || bound == UPPER && v <= alpha) {
                return v;
            }
        }
        if (lists.length <= ply) {
            lists = Arrays.copyOf(lists, ply + 8);
            for (int i = 0; i < lists.length; i++) {
                lists[i] = lists[i] != null ? lists[i] : new MoveList();
            }
        }
        MoveList moves = lists[ply];
        state.generate(moves);
        boolean maximising = state.deciderOf(moves) == player;
        int best = maximising ? LOSS - 1 : WIN + 1;
        int a = alpha;
        int b = beta;
        for (int i = 0; i < moves.size() && a < b; i++) {
            state.make(moves.get(i));
            int v = search(remaining - 1, ply + 1, a, b);
            state.unmake();
            if (maximising) {
                best = Math.max(best, v);
                a = Math.max(a, v);
            } else {
                best = Math.min(best, v);
                b = Math.min(b, v);
            }
        }
        if (timedOut) {
            return DRAW;
        }
        int bound = best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
        table.put(key, (best + 2) | ((long) bound << 3), remaining);
        return best;
    }

    private int other() {
        return 1 - player;
    }
}
