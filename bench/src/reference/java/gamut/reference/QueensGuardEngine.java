package gamut.reference;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

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
    /** The cells of each ring, 0 (the centre) to 5 (the rim). */
    private static final int[][] RING_CELLS = new int[6][];
    private static final int REPETITIONS = 3;
    private static final int LIMIT = 5000;
    /** Random keys per cell and content (owner, queen, trapped), and for Black to move. */
    private static final long[] KEYS = new long[SIZE * SIZE * 16];
    private static final long BLACK_TO_MOVE;
    /** Where each player's queen and guards start. */
    private static final int[] QUEENS = {cell("f1"), cell("f11")};
    private static final int[][] GUARDS = {cells("a5 b1 d9 h11 j5 k10"), cells("a2 b7 d1 h3 k7 j11")};

    static {
        for (int i = 0; i < RING.length; i++) {
            int l = i / SIZE;
            int n = i % SIZE;
            RING[i] = Math.max(Math.abs(l - 6), Math.max(Math.abs(n - 6), Math.abs(l - n)));
        }
        for (int r = 0; r <= 5; r++) {
            int ring = r;
            RING_CELLS[r] = IntStream.range(0, RING.length).filter(i -> onBoard(i) && RING[i] == ring).toArray();
        }
        SplittableRandom random = new SplittableRandom(1_842);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private final int[] board = new int[SIZE * SIZE];
    /** The cell of each piece: player p's queen is piece 7p, its guards the six after. */
    private final int[] cellOf = new int[14];
    /** The piece on each occupied cell. */
    private final int[] pieceOn = new int[SIZE * SIZE];
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
            cellOf[7 * player] = QUEENS[player];
            for (int k = 0; k < 6; k++) {
                board[GUARDS[player][k]] = player + 1;
                cellOf[7 * player + 1 + k] = GUARDS[player][k];
            }
        }
        for (int k = 0; k < cellOf.length; k++) {
            pieceOn[cellOf[k]] = k;
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
        int queen = 7 * toMove;
        int n = 0;
        if ((board[cellOf[queen]] & TRAPPED) != 0) {
            n = relocations(cellOf[queen], moves, n);
        } else {
            for (int k = queen + 1; k < queen + 7; k++) {
                if ((board[cellOf[k]] & TRAPPED) != 0) {
                    n = relocations(cellOf[k], moves, n);
                }
            }
            if (n == 0) {
                n = steps(queen, moves);
            }
        }
        if (n == 0) {
            moves[n++] = PASS;
        }
        return n;
    }

    /**
     * The moves of a trapped piece to the nearest ring out with room (there is always some: 14
     * pieces never fill the rim's 30 cells); a trapped queen's are the only moves, else every
     * trapped guard's are.
     */
    private int relocations(int from, int[] moves, int n) {
        int target = Math.min(RING[from] + 1, 5);
        while (target < 5 && !hasRoom(target)) {
            target++;
        }
        for (int to : RING_CELLS[target]) {
            if (board[to] == EMPTY) {
                moves[n++] = from | to << 8;
            }
        }
        return n;
    }

    private boolean hasRoom(int ring) {
        for (int c : RING_CELLS[ring]) {
            if (board[c] == EMPTY) {
                return true;
            }
        }
        return false;
    }

    /** A step of each piece to an empty neighbour no further out; the centre is the queens'. */
    private int steps(int queen, int[] moves) {
        int n = 0;
        for (int k = queen; k < queen + 7; k++) {
            int from = cellOf[k];
            for (int d : DIRECTIONS) {
                int to = from + d;
                if (board[to] == EMPTY && RING[to] <= RING[from] && (to != CENTRE || k == queen)) {
                    moves[n++] = from | to << 8;
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
            cellOf[pieceOn[from]] = to;
            pieceOn[to] = pieceOn[from];
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
        for (int i : RING_CELLS[1]) {
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
        System.arraycopy(other.cellOf, 0, cellOf, 0, cellOf.length);
        System.arraycopy(other.pieceOn, 0, pieceOn, 0, pieceOn.length);
        System.arraycopy(other.history, 0, history, 0, other.ply + 1);
        hash = other.hash;
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
