package gamut.reference;

import java.util.SplittableRandom;

/**
 * English draughts as games/english-draughts.gamut defines it. Black (0) moves first, up the board.
 * A man steps diagonally forward, a king either way, onto an empty square. Taking is compulsory (any
 * capture, not the longest): a piece jumps an enemy piece onto the empty square beyond and must go
 * on jumping while it can, the whole path one move. The jumped pieces come off when the move is
 * over, so they still block and none is jumped twice; the square the piece left is empty meanwhile.
 * A man that reaches the far row is crowned and its move ends there. A player who cannot move loses
 * ("no_moves"); the third occurrence of a position (same pieces, same player to move, the start
 * counted) draws ("repetition"), and so does the 1000th ply ("limit"), judged in that order.
 *
 * <p>A move is {@code from | jumps << 7 | directions << 11}: the mailbox index it starts from, the
 * number of jumps (0 for a step), then 2 bits per jump (one for a step) indexing {@link #DIAGONALS}.
 * The squares one piece can land on in a move are 8 of the 64, joined by 9 possible jumps, each
 * taking another piece: 9 jumps at most, 4 + 18 bits, so an int holds every path.
 */
public final class DraughtsEngine extends ReferenceEngine<DraughtsEngine> {
    private static final int EMPTY = 0;
    /** A man of player p is p + 1; a king has the KING bit as well. */
    private static final int KING = 4;
    /** The border around the 8 by 8 squares: no step or jump lands there. */
    private static final int OFF = 8;
    /** Marks a piece jumped by the path being explored: it neither counts as an enemy nor is empty. */
    private static final int TAKEN = 16;
    /** nw, ne (Black's forward), sw, se (White's forward). */
    private static final int[] DIAGONALS = {9, 11, -11, -9};
    private static final int REPETITIONS = 3;
    /** Random keys per square and piece, and for White to move: a position's hash for repetition. */
    private static final long[] KEYS = new long[100 * 8];
    private static final long WHITE_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(20_240_611);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        WHITE_TO_MOVE = random.nextLong();
    }

    /** The plies after which the game is drawn: the definition's 1000, or another for the tests. */
    private final int limit;
    private final int[] board = new int[100];
    /** The hash of the position after each ply, the start at 0. */
    private final long[] history;
    private long hash;
    /** The ply of the last capture or man's move: no earlier position can come again. */
    private int irreversible;
    private int toMove;

    public DraughtsEngine() {
        this(1000);
    }

    /** With another move limit, for the tests: random games from the start seldom last 1000 plies. */
    DraughtsEngine(int limit) {
        this.limit = limit;
        history = new long[limit + 1];
        reset();
    }

    @Override
    public void reset() {
        hash = 0;
        for (int sq = 0; sq < 100; sq++) {
            int rank = sq / 10;
            int file = sq % 10;
            boolean dark = (rank + file) % 2 == 0;  // a1 is dark
            board[sq] = !inside(sq) ? OFF : !dark ? EMPTY : rank <= 3 ? 1 : rank >= 6 ? 2 : EMPTY;
            if (board[sq] == 1 || board[sq] == 2) {
                hash ^= KEYS[sq * 8 + board[sq]];
            }
        }
        history[0] = hash;
        irreversible = 0;
        toMove = 0;
        restart();
    }

    /**
     * A new game from a position of the tests' choosing, to meet rules random games seldom reach:
     * the board holds only the pieces given (the piece's letter, upper case for Black, then the
     * square: "Kc3" a Black king, "md4" a White man), {@code player} to move.
     */
    void setUp(int player, String... pieces) {
        reset();
        for (int sq = 11; sq <= 88; sq++) {
            board[sq] = board[sq] == OFF ? OFF : EMPTY;
        }
        hash = player == 1 ? WHITE_TO_MOVE : 0;
        for (String p : pieces) {
            int sq = (p.charAt(2) - '0') * 10 + p.charAt(1) - 'a' + 1;
            char letter = p.charAt(0);
            board[sq] = (Character.isUpperCase(letter) ? 1 : 2) | (Character.toUpperCase(letter) == 'K' ? KING : 0);
            hash ^= KEYS[sq * 8 + board[sq]];
        }
        history[0] = hash;
        toMove = player;
    }

    @Override
    public int generate(int[] moves) {
        if (end != null) {
            return 0;
        }
        int own = toMove + 1;
        int n = 0;
        for (int sq = 11; sq <= 88; sq++) {
            if ((board[sq] & ~KING) == own) {
                int piece = board[sq];
                board[sq] = EMPTY;  // lifted while it jumps: a king may land again where it started
                n = jumps(sq, piece, sq, 0, 0, moves, n);
                board[sq] = piece;
            }
        }
        if (n > 0) {
            return n;
        }
        for (int sq = 11; sq <= 88; sq++) {
            int piece = board[sq];
            if ((piece & ~KING) != own) {
                continue;
            }
            int first = (piece & KING) != 0 || toMove == 0 ? 0 : 2;
            int last = (piece & KING) != 0 || toMove == 1 ? 4 : 2;
            for (int i = first; i < last; i++) {
                if (board[sq + DIAGONALS[i]] == EMPTY) {
                    moves[n++] = sq | (i << 11);
                }
            }
        }
        if (n == 0) {
            end = "no_moves";
            winner = 1 - toMove;
        }
        return n;
    }

    /**
     * The jumps on from {@code at}, the piece having made {@code count} jumps (directions in
     * {@code path}) from {@code from}; when there are none a path of one jump or more is a move.
     */
    private int jumps(int at, int piece, int from, int path, int count, int[] moves, int n) {
        int first = 0;
        int last = 4;
        if ((piece & KING) == 0) {
            // A man on the far row has just been crowned: its move ends.
            if (at / 10 == (toMove == 0 ? 8 : 1)) {
                return record(from, path, count, moves, n);
            }
            first = toMove == 0 ? 0 : 2;
            last = first + 2;
        }
        int enemy = 2 - toMove;
        int before = n;
        for (int i = first; i < last; i++) {
            int d = DIAGONALS[i];
            int over = at + d;
            if ((board[over] & ~KING) != enemy || board[over + d] != EMPTY) {
                continue;
            }
            board[over] |= TAKEN;
            n = jumps(over + d, piece, from, path | (i << (2 * count)), count + 1, moves, n);
            board[over] &= ~TAKEN;
        }
        return n == before ? record(from, path, count, moves, n) : n;
    }

    private static int record(int from, int path, int count, int[] moves, int n) {
        if (count == 0) {
            return n;
        }
        moves[n] = from | (count << 7) | (path << 11);
        return n + 1;
    }

    @Override
    public void make(int move) {
        int from = move & 127;
        int count = (move >>> 7) & 15;
        int piece = board[from];
        board[from] = EMPTY;
        hash ^= KEYS[from * 8 + piece];
        int at = from;
        if (count == 0) {
            at += DIAGONALS[(move >>> 11) & 3];
        }
        for (int k = 0; k < count; k++) {
            int d = DIAGONALS[(move >>> (11 + 2 * k)) & 3];
            hash ^= KEYS[(at + d) * 8 + board[at + d]];
            board[at + d] = EMPTY;
            at += 2 * d;
        }
        boolean man = (piece & KING) == 0;
        if (man && at / 10 == (toMove == 0 ? 8 : 1)) {
            piece |= KING;
        }
        board[at] = piece;
        hash ^= KEYS[at * 8 + piece] ^ WHITE_TO_MOVE;
        toMove = 1 - toMove;
        ply++;
        history[ply] = hash;
        if (count > 0 || man) {
            irreversible = ply;
        }
        judge();
    }

    /** Repetition, then the limit; a blocked player is found when the moves are generated. */
    private void judge() {
        int seen = 1;
        for (int p = ply - 2; p >= irreversible; p -= 2) {
            if (history[p] == hash) {
                seen++;
            }
        }
        if (seen >= REPETITIONS) {
            end = "repetition";
            winner = DRAW;
        } else if (ply >= limit) {
            end = "limit";
            winner = DRAW;
        }
    }

    @Override
    public String notation(int move) {
        int from = move & 127;
        int count = (move >>> 7) & 15;
        StringBuilder out = new StringBuilder((board[from] & KING) != 0 ? "K" : "M").append(cellName(from));
        if (count == 0) {
            return out.append('-').append(cellName(from + DIAGONALS[(move >>> 11) & 3])).toString();
        }
        for (int k = 0, at = from; k < count; k++) {
            at += 2 * DIAGONALS[(move >>> (11 + 2 * k)) & 3];
            out.append('x').append(cellName(at));
        }
        return out.toString();
    }

    @Override
    DraughtsEngine fresh() {
        return new DraughtsEngine(limit);
    }

    @Override
    void copyFrom(DraughtsEngine other) {
        System.arraycopy(other.board, 0, board, 0, board.length);
        System.arraycopy(other.history, 0, history, 0, other.ply + 1);
        hash = other.hash;
        irreversible = other.irreversible;
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
