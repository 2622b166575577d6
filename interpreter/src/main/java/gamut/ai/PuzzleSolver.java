package gamut.ai;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.State;
import gamut.kernel.Kernel;
import java.util.Arrays;

/**
 * The shortest solution of a puzzle, a game of one player without dice: a line of moves to a
 * position the player wins.
 *
 * <p>First a depth-first search that visits each position once, wherever it is first reached: it
 * finds a solution, or shows that none can be reached at all when it runs out of positions. Where a
 * solution found is longer than allowed, or the search could not remember every position, a search
 * within the depth allowed follows. Then searches to 1, 2, 3, ... moves prove how short one can be,
 * the first that finds a solution finding a shortest.
 * Every search shares one table of what was shown: a position searched N more moves deep without a
 * solution (each line ending in a position without one, or cut at the depth), or a position from
 * which no line at all leads to one (every line ends, none in a win), which is never searched again.
 * The table is keyed by the position's hash and holds only what was shown, so a position reached again
 * by another line is not searched twice, and a game that loops (a piece slid back and forth) stops at
 * the depth. A position counts as the same wherever it is reached, as the table sees it.
 */
public final class PuzzleSolver {
    /** What the search found. */
    public record Proof(int[] moves, int noneShorterThan, boolean noneAtAll, boolean timedOut, long positions) {
        /** Whether {@link #moves} is a shortest solution. */
        public boolean shortest() {
            return moves != null && noneShorterThan >= moves.length;
        }
    }

    /** Told of the search now and then, for a progress line. */
    public interface Progress {
        void searching(String what, long positions, double tableLoad);

        /** A solution was found; searches for a shorter one may follow. */
        default void found(int moves, long positions) {}
    }

    private static final int FOUND = 0;
    private static final int DEAD = 1;
    private static final int CUT = 2;
    private static final int TIMEOUT = 3;
    private static final long DEAD_MARK = Long.MAX_VALUE;
    /** The deepest any search goes: each move is a level of the searching thread's stack. */
    public static final int DEEPEST = 100_000;
    /** Positions {@link #explore} remembers at the most: 2^23, 128 MiB of hashes. */
    private static final int SEEN_BITS = 24;

    private final State state;
    private final ProofTable table;
    private final PositionSet seen = new PositionSet(SEEN_BITS);
    private final SolveClock clock;
    private final Progress progress;
    private MoveList[] lists = new MoveList[0];
    private int[] path = new int[0];
    private long positions;
    private String searching = "";
    /** The length of the solution {@link #path} holds once a search returned {@link #FOUND}. */
    private int foundLength;
    /** The least ply at which a line of the position searched now ended by itself ({@link #endedByLine}). */
    private int cutAt = Integer.MAX_VALUE;

    /**
     * A solver from the state's position (left as it was after each search); the table has 2^bits
     * slots; {@code deadline} is a {@link System#nanoTime} past which the search gives up.
     */
    public PuzzleSolver(State state, int tableBits, long deadline, Progress progress) {
        this.state = state;
        this.table = new ProofTable(tableBits);
        this.clock = new SolveClock(deadline, progress);
        this.progress = progress;
    }

    /**
     * The shortest solution of at most {@code maxDepth} moves, or what could be shown about it; with
     * {@code anyLength}, the first solution found, not shown to be the shortest.
     */
    public Proof solve(int maxDepth, boolean anyLength) {
        return DeepStack.run("solve", () -> solveHere(maxDepth, anyLength));
    }

    private Proof solveHere(int maxDepth, boolean anyLength) {
        if (state.isOver()) {
            return won(state.result()) ? new Proof(new int[0], 0, false, false, 0)
                    : new Proof(null, Integer.MAX_VALUE, true, false, 0);
        }
        searching = "every position once";
        int explored = explore(0);
        if (explored == TIMEOUT) {
            return new Proof(null, 1, false, true, positions);
        }
        if (explored == DEAD) {
            return new Proof(null, Integer.MAX_VALUE, true, false, positions);
        }
        int[] best = explored == FOUND && foundLength <= maxDepth ? Arrays.copyOf(path, foundLength) : null;
        if (best == null) {
            // Positions first seen deep were not searched again from nearer the start: search within the depth.
            searching = "any solution within " + maxDepth + " moves";
            int first = search(maxDepth);
            if (first == TIMEOUT) {
                return new Proof(null, 1, false, true, positions);
            }
            if (first != FOUND) {
                return new Proof(null, maxDepth + 1, first == DEAD, false, positions);
            }
            best = Arrays.copyOf(path, foundLength);
        }
        if (progress != null) {
            progress.found(best.length, positions);
        }
        return anyLength ? new Proof(best, 1, false, false, positions) : shorter(best);
    }

    /** Searches to 1, 2, 3, ... moves, up to one fewer than the solution known. */
    private Proof shorter(int[] best) {
        for (int limit = 1; limit < best.length; limit++) {
            searching = "a solution of " + limit + " moves (" + best.length + " found)";
            int r = search(limit);
            if (r == TIMEOUT) {
                return new Proof(best, limit, false, true, positions);
            }
            if (r == FOUND) {
                return new Proof(Arrays.copyOf(path, foundLength), foundLength, false, false, positions);
            }
        }
        return new Proof(best, best.length, false, false, positions);
    }

    private int search(int limit) {
        lists(limit);
        return dfs(limit, 0);
    }

    private void lists(int ply) {
        if (lists.length <= ply) {
            int n = Math.max(ply + 1, Math.min(2 * lists.length, DEEPEST + 1));
            MoveList[] more = Arrays.copyOf(lists, n);
            for (int i = lists.length; i < n; i++) {
                more[i] = new MoveList();
            }
            lists = more;
            path = Arrays.copyOf(path, n);
        }
    }

    /**
     * Depth first over positions never seen before, each searched once wherever it is first reached:
     * {@link #DEAD} when every position that can be reached was and none is won, so there is no
     * solution at all; {@link #CUT} when the search reached {@link #DEEPEST} or the set filled.
     */
    private int explore(int ply) {
        if ((++positions & 4095) == 0 && clock.timeUp(searching, positions, table)) {
            return TIMEOUT;
        }
        if (state.isOver()) {
            if (won(state.result())) {
                foundLength = ply;
                return FOUND;
            }
            return endedByLine(state.result()) ? CUT : DEAD;
        }
        if (ply == DEEPEST || !seen.add(state.hash())) {
            return ply == DEEPEST || seen.full() ? CUT : DEAD;
        }
        lists(ply);
        MoveList moves = lists[ply];
        state.generate(moves);
        boolean cut = false;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            state.make(move);
            int r = explore(ply + 1);
            state.unmake();
            if (r == FOUND) {
                path[ply] = move;
                return FOUND;
            }
            if (r == TIMEOUT) {
                return TIMEOUT;
            }
            cut |= r == CUT;
        }
        return cut ? CUT : DEAD;
    }

    private int dfs(int remaining, int ply) {
        if ((++positions & 4095) == 0 && clock.timeUp(searching, positions, table)) {
            return TIMEOUT;
        }
        if (state.isOver()) {
            if (won(state.result())) {
                foundLength = ply;
                return FOUND;
            }
            if (endedByLine(state.result())) {
                cutAt = Math.min(cutAt, ply);
                return CUT;
            }
            return DEAD;
        }
        // The move limit ends every line at the same ply: no line from here is longer than what it leaves.
        remaining = Math.min(remaining, movesLeft());
        if (remaining == 0) {
            return CUT;
        }
        long hash = state.hash();
        long known = table.get(hash, -1);
        if (known >= remaining) {
            return known == DEAD_MARK ? DEAD : CUT;
        }
        MoveList moves = lists[ply];
        state.generate(moves);
        boolean dead = true;
        int outer = cutAt;
        cutAt = Integer.MAX_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            state.make(move);
            int r = dfs(remaining - 1, ply + 1);
            state.unmake();
            if (r == FOUND) {
                path[ply] = move;
                return FOUND;
            }
            if (r == TIMEOUT) {
                return TIMEOUT;
            }
            dead &= r == DEAD;
        }
        // A line its own end cut short was searched only so far: reached by a shorter one, it may go on and win.
        int searched = cutAt == Integer.MAX_VALUE ? remaining : (int) Math.max(known, Math.min(remaining, cutAt - ply));
        table.put(hash, dead ? DEAD_MARK : searched, dead ? Integer.MAX_VALUE : searched);
        cutAt = Math.min(cutAt, outer);
        return dead ? DEAD : CUT;
    }

    /** The plies the move limit leaves from this position (counted in plies: every ply is a turn alone). */
    private int movesLeft() {
        int limit = Kernel.rules(state).limitPlies();
        return limit > 0 && !Kernel.rules(state).limitCountsTurns() ? Math.max(0, limit - state.ply()) : Integer.MAX_VALUE;
    }

    /**
     * A game ended by the line that led to it, not by its position: the move limit or a repetition.
     * The same position reached by another line may go on. (The engine's cap on a game's length is
     * as deep as any search goes, {@link #DEEPEST}, and ends a line as a position without moves.)
     */
    private static boolean endedByLine(Result result) {
        return switch (result.end()) {
            case "limit", "repetition" -> true;
            default -> false;
        };
    }

    /** The lone player (player 0) won. */
    private static boolean won(Result result) {
        return result.winner() == 0;
    }
}
