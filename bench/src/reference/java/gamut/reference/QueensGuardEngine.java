package gamut.reference;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Queen's Guard as games/queens-guard.gamut defines it (its base rules, those of the spec
 * ../shared/rules/agon-queens-guard.md, section 4). White (0) moves first. Each side has a queen and
 * six guards on a hexagon of 91 cells in rings round the centre f6. A piece steps to a neighbouring
 * empty cell of its own ring or the next one in, and only a queen enters the centre. After such a
 * move, an enemy piece beside the landing cell in its ring whose other neighbour in the ring is the
 * mover's is trapped; the moved piece is trapped itself when both its neighbours in the ring are
 * enemies and it trapped neither. A player with a trapped piece must spend the turn moving it to
 * an empty cell of the next ring out (of the nearest one further out with room; the rim stays on
 * the rim), the queen before any guard, which frees it. A player without a move passes.
 *
 * <p>Judged for the player who just moved: the queen on the centre with the six guards round it
 * wins ("win"); the six guards round an empty centre lose ("loss"). Then the third occurrence of a
 * position (pieces, trapped marks, the player to move) draws ("repetition"), and so does the
 * 5000th ply ("limit").
 *
 * <p>Cells are (L, N), L the letter and N the number of the cell's name, 1 to 11 with |L - N| at
 * most 5, at index {@code L * 13 + N} of a 13 by 13 array whose other cells are a border. A move is
 * {@code from | to << 8}, or {@link #PASS}.
 */
public final class QueensGuardEngine extends ReferenceEngine<QueensGuardEngine> {
    static final int PASS = 0;
    private static final int SIZE = 13;
    private static final int EMPTY = 0;
    /** A piece of player p has p + 1 in its low bits, then these two. */
    private static final int QUEEN = 4;
    private static final int TRAPPED = 8;
    /** The border: no owner, so neither a friend nor an enemy, and not empty. */
    private static final int OFF = 16;
    private static final int CENTRE = 6 * SIZE + 6;
    private static final int[] DIRECTIONS = {1, -1, SIZE, -SIZE, SIZE + 1, -SIZE - 1};
    private static final int[] RING = new int[SIZE * SIZE];
    private static final int[] RING_ONE = new int[6];
    private static final int REPETITIONS = 3;
    private static final int LIMIT = 5000;
    /** Random keys per cell and content (owner, queen, trapped), and for Black to move. */
    private static final long[] KEYS = new long[SIZE * SIZE * 16];
    private static final long BLACK_TO_MOVE;
    /** Where each player's queen and guards start. */
    private static final int[] QUEENS = {cell("f1"), cell("f11")};
    private static final int[][] GUARDS = {cells("a5 b1 d9 h11 j5 k10"), cells("a2 b7 d1 h3 k7 j11")};

    static {
        for (int i = 0, k = 0; i < RING.length; i++) {
            int l = i / SIZE;
            int n = i % SIZE;
            RING[i] = Math.max(Math.abs(l - 6), Math.max(Math.abs(n - 6), Math.abs(l - n)));
            if (RING[i] == 1 && onBoard(i)) {
                RING_ONE[k++] = i;
            }
        }
        SplittableRandom random = new SplittableRandom(1_842);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private final int[] board = new int[SIZE * SIZE];
    /** The hash of the position after each ply, the start at 0. */
    private final long[] history = new long[LIMIT + 1];
    private long hash;
    private int toMove;

    public QueensGuardEngine() {
        reset();
    }

    private static boolean onBoard(int i) {
        int l = i / SIZE;
        int n = i % SIZE;
        return l >= 1 && l <= 11 && n >= 1 && n <= 11 && Math.abs(l - n) <= 5;
    }

    /** The index of a cell by its name, "f6". */
    private static int cell(String name) {
        return (name.charAt(0) - 'a' + 1) * SIZE + Integer.parseInt(name.substring(1));
    }

    private static int[] cells(String names) {
        return Arrays.stream(names.split(" ")).mapToInt(QueensGuardEngine::cell).toArray();
    }

    @Override
    public void reset() {
        for (int i = 0; i < board.length; i++) {
            board[i] = onBoard(i) ? EMPTY : OFF;
        }
        for (int player = 0; player < 2; player++) {
            board[QUEENS[player]] = player + 1 | QUEEN;
            for (int c : GUARDS[player]) {
                board[c] = player + 1;
            }
        }
        toMove = 0;
        hash = 0;
        for (int i = 0; i < board.length; i++) {
            if (board[i] != EMPTY && board[i] != OFF) {
                hash ^= KEYS[i * 16 + board[i]];
            }
        }
        history[0] = hash;
        restart();
    }

    @Override
    public int generate(int[] moves) {
        if (end != null) {
            return 0;
        }
        int own = toMove + 1;
        int trapped = -1;
        for (int i = SIZE; i < board.length - SIZE; i++) {
            int p = board[i];
            if ((p & 3) == own && (p & TRAPPED) != 0 && (trapped < 0 || (p & QUEEN) != 0)) {
                trapped = i;
            }
        }
        int n = trapped >= 0 ? relocations(trapped, moves) : steps(own, moves);
        if (n == 0) {
            moves[n++] = PASS;
        }
        return n;
    }

    /**
     * The moves of the trapped pieces to the nearest ring out with room: every guard's when the
     * queen is not trapped ({@code first} is then a guard), else the queen's alone.
     */
    private int relocations(int first, int[] moves) {
        int own = toMove + 1;
        int n = 0;
        for (int i = first; i < board.length - SIZE; i++) {
            int p = board[i];
            if ((p & 3) != own || (p & TRAPPED) == 0 || (p & QUEEN) != (board[first] & QUEEN)) {
                continue;
            }
            int target = Math.min(RING[i] + 1, 5);
            while (target < 5 && !hasRoom(target)) {
                target++;
            }
            for (int to = SIZE; to < board.length - SIZE; to++) {
                if (board[to] == EMPTY && RING[to] == target) {
                    moves[n++] = i | to << 8;
                }
            }
            if ((p & QUEEN) != 0) {
                break;
            }
        }
        return n;
    }

    private boolean hasRoom(int ring) {
        for (int i = SIZE; i < board.length - SIZE; i++) {
            if (board[i] == EMPTY && RING[i] == ring) {
                return true;
            }
        }
        return false;
    }

    /** A step of each piece to an empty neighbour no further out; the centre is the queens'. */
    private int steps(int own, int[] moves) {
        int n = 0;
        for (int i = SIZE; i < board.length - SIZE; i++) {
            int p = board[i];
            if ((p & 3) != own) {
                continue;
            }
            for (int d : DIRECTIONS) {
                int to = i + d;
                if (board[to] == EMPTY && RING[to] <= RING[i] && (to != CENTRE || (p & QUEEN) != 0)) {
                    moves[n++] = i | to << 8;
                }
            }
        }
        return n;
    }

    @Override
    public void make(int move) {
        if (move != PASS) {
            int from = move & 255;
            int to = move >>> 8;
            int piece = board[from];
            put(from, EMPTY);
            if ((piece & TRAPPED) != 0) {
                put(to, piece & ~TRAPPED);  // a relocation frees the piece and traps nothing
            } else {
                put(to, piece);
                trap(to);
            }
        }
        hash ^= BLACK_TO_MOVE;
        toMove = 1 - toMove;
        ply++;
        history[ply] = hash;
        judge(1 - toMove);
    }

    /** Traps round the landing cell of a step, as the definition's 'after normal' does. */
    private void trap(int at) {
        int own = toMove + 1;
        int enemy = 2 - toMove;
        int ring = RING[at];
        int caught = 0;
        int flankers = 0;
        for (int d : DIRECTIONS) {
            int flanked = at + d;
            if ((board[flanked] & 3) != enemy || RING[flanked] != ring) {
                continue;
            }
            flankers++;
            for (int d2 : DIRECTIONS) {
                int other = flanked + d2;
                if (other != at && (board[other] & 3) == own && RING[other] == ring) {
                    put(flanked, board[flanked] | TRAPPED);
                    caught++;
                }
            }
        }
        if (flankers == 2 && caught == 0) {
            put(at, board[at] | TRAPPED);
        }
    }

    private void put(int i, int content) {
        if (board[i] != EMPTY) {
            hash ^= KEYS[i * 16 + board[i]];
        }
        board[i] = content;
        if (content != EMPTY) {
            hash ^= KEYS[i * 16 + content];
        }
    }

    /** The end rules for the player who just moved, then repetition and the limit. */
    private void judge(int mover) {
        int guards = 0;
        for (int i : RING_ONE) {
            guards += board[i] == mover + 1 || board[i] == (mover + 1 | TRAPPED) ? 1 : 0;
        }
        if (guards == 6 && (board[CENTRE] & ~TRAPPED) == (mover + 1 | QUEEN)) {
            end = "win";
            winner = mover;
        } else if (guards == 6 && board[CENTRE] == EMPTY) {
            end = "loss";
            winner = 1 - mover;
        } else if (repetitions() >= REPETITIONS) {
            end = "repetition";
            winner = DRAW;
        } else if (ply >= LIMIT) {
            end = "limit";
            winner = DRAW;
        }
    }

    /** How often the position has occurred, this time included (pieces only come and go by moving, so the whole line counts). */
    private int repetitions() {
        int seen = 1;
        for (int p = ply - 2; p >= 0; p -= 2) {
            if (history[p] == hash) {
                seen++;
            }
        }
        return seen;
    }

    @Override
    public String notation(int move) {
        if (move == PASS) {
            return "pass";
        }
        int from = move & 255;
        return ((board[from] & QUEEN) != 0 ? "Q" : "G") + name(from) + "-" + name(move >>> 8);
    }

    private static String name(int i) {
        return "" + (char) ('a' + i / SIZE - 1) + (i % SIZE);
    }

    @Override
    QueensGuardEngine fresh() {
        return new QueensGuardEngine();
    }

    @Override
    void copyFrom(QueensGuardEngine other) {
        System.arraycopy(other.board, 0, board, 0, board.length);
        System.arraycopy(other.history, 0, history, 0, other.ply + 1);
        hash = other.hash;
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
