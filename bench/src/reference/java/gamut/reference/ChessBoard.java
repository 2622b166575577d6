package gamut.reference;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The position of {@link ChessEngine} and its legal moves: a 10 by 12 mailbox (two border rows
 * above and below, so that a knight's jump from the edge lands on the border too), the squares
 * holding a piece's type with its player's colour bit. Moves are generated pseudo-legally and each
 * is tried on the board, kept when the mover's king is then not attacked.
 *
 * <p>A move is {@code from | to << 7 | promotion << 14 | special}, mailbox indices, the promotion
 * the type a pawn becomes (0 for none) and {@link #SPECIAL} telling a double step, a capture in
 * passing and castling (the king's move; the rook's follows from it) apart.
 */
final class ChessBoard {
    static final int EMPTY = 0;
    static final int PAWN = 1;
    static final int KNIGHT = 2;
    static final int BISHOP = 3;
    static final int ROOK = 4;
    static final int QUEEN = 5;
    static final int KING = 6;
    /** White's colour bit; Black's is twice it. A piece is its type with its player's bit. */
    static final int WHITE = 8;
    /** The border carries both colour bits: to neither player is it an enemy piece, which could be taken. */
    static final int OFF = 24;

    static final int PROMOTION_SHIFT = 14;
    static final int SPECIAL = 3 << 17;
    static final int DOUBLE_STEP = 1 << 17;
    static final int EN_PASSANT = 2 << 17;
    static final int CASTLING = 3 << 17;

    /** The castling rights, as FEN orders them. */
    static final int WHITE_SHORT = 1;
    static final int WHITE_LONG = 2;
    static final int BLACK_SHORT = 4;
    static final int BLACK_LONG = 8;

    private static final int[] KNIGHT_STEPS = {-21, -19, -12, -8, 8, 12, 19, 21};
    private static final int[] KING_STEPS = {-11, -10, -9, -1, 1, 9, 10, 11};
    private static final int[] STRAIGHT = {-10, -1, 1, 10};
    private static final int[] DIAGONAL = {-11, -9, 9, 11};
    private static final int[] BACK_RANK = {ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK};
    /** The castling rights a move keeps when it leaves or lands on each square: a king's or rook's home square loses its rights. */
    private static final int[] RIGHTS_KEPT = new int[120];
    /** Random keys per square and piece, and for Black to move: the pieces' part of a position's hash. */
    private static final long[] KEYS = new long[120 * 32];
    private static final long BLACK_TO_MOVE;

    static {
        Arrays.fill(RIGHTS_KEPT, 15);
        RIGHTS_KEPT[square(5, 1)] = ~(WHITE_SHORT | WHITE_LONG) & 15;
        RIGHTS_KEPT[square(8, 1)] = ~WHITE_SHORT & 15;
        RIGHTS_KEPT[square(1, 1)] = ~WHITE_LONG & 15;
        RIGHTS_KEPT[square(5, 8)] = ~(BLACK_SHORT | BLACK_LONG) & 15;
        RIGHTS_KEPT[square(8, 8)] = ~BLACK_SHORT & 15;
        RIGHTS_KEPT[square(1, 8)] = ~BLACK_LONG & 15;
        SplittableRandom random = new SplittableRandom(1_475);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    final int[] board = new int[120];
    final int[] kings = new int[2];
    /** The pieces on the board by their type, both players' together, for the dead positions. */
    final int[] types = new int[KING + 1];
    int pieces;
    /** The player to move, 0 for White. */
    int side;
    int rights;
    /** The square a pawn passed over in a double step on the last move, or 0. */
    int passed;
    /** Of the pieces and the player to move. */
    long hash;

    /** The square of a file (1 for a) and rank (1 to 8). */
    static int square(int file, int rank) {
        return (rank + 1) * 10 + file;
    }

    static int file(int square) {
        return square % 10;
    }

    static int rank(int square) {
        return square / 10 - 1;
    }

    static int colour(int player) {
        return WHITE << player;
    }

    void reset() {
        for (int sq = 0; sq < 120; sq++) {
            int file = file(sq);
            int rank = rank(sq);
            board[sq] = file < 1 || file > 8 || rank < 1 || rank > 8 ? OFF : EMPTY;
        }
        for (int file = 1; file <= 8; file++) {
            int type = BACK_RANK[file - 1];
            board[square(file, 1)] = type | colour(0);
            board[square(file, 2)] = PAWN | colour(0);
            board[square(file, 7)] = PAWN | colour(1);
            board[square(file, 8)] = type | colour(1);
        }
        kings[0] = square(5, 1);
        kings[1] = square(5, 8);
        side = 0;
        rights = WHITE_SHORT | WHITE_LONG | BLACK_SHORT | BLACK_LONG;
        passed = 0;
        count();
    }

    /** The piece counts and the hash, from the board. */
    private void count() {
        Arrays.fill(types, 0);
        pieces = 0;
        hash = side == 1 ? BLACK_TO_MOVE : 0;
        for (int sq = 21; sq <= 98; sq++) {
            int p = board[sq];
            if (p != EMPTY && p != OFF) {
                types[p & 7]++;
                pieces++;
                hash ^= KEYS[sq * 32 + p];
            }
        }
    }

    void copyFrom(ChessBoard other) {
        System.arraycopy(other.board, 0, board, 0, board.length);
        System.arraycopy(other.types, 0, types, 0, types.length);
        kings[0] = other.kings[0];
        kings[1] = other.kings[1];
        pieces = other.pieces;
        side = other.side;
        rights = other.rights;
        passed = other.passed;
        hash = other.hash;
    }

    /** Whether a piece of {@code player} attacks the square (pinned pieces too: they still give check). */
    boolean attacked(int sq, int player) {
        int c = colour(player);
        int pawnsFrom = player == 0 ? -10 : 10;
        if (board[sq + pawnsFrom - 1] == (PAWN | c) || board[sq + pawnsFrom + 1] == (PAWN | c)) {
            return true;
        }
        for (int d : KNIGHT_STEPS) {
            if (board[sq + d] == (KNIGHT | c)) {
                return true;
            }
        }
        for (int d : KING_STEPS) {
            if (board[sq + d] == (KING | c)) {
                return true;
            }
        }
        return slider(sq, STRAIGHT, ROOK | c, QUEEN | c) || slider(sq, DIAGONAL, BISHOP | c, QUEEN | c);
    }

    private boolean slider(int sq, int[] lines, int piece, int queen) {
        for (int d : lines) {
            int at = sq + d;
            while (board[at] == EMPTY) {
                at += d;
            }
            if (board[at] == piece || board[at] == queen) {
                return true;
            }
        }
        return false;
    }

    boolean inCheck(int player) {
        return attacked(kings[player], 1 - player);
    }

    /**
     * The legal moves of the player to move; returns how many. Each move the pieces' ways of moving
     * give is kept when the mover's king is then safe (castling's own conditions are checked where
     * it is found), so that only legal moves take room: 218 at most in any position.
     */
    int generate(int[] moves) {
        int own = colour(side);
        int n = 0;
        for (int sq = 21; sq <= 98; sq++) {
            int p = board[sq];
            if ((p & OFF) != own) {
                continue;
            }
            switch (p & 7) {
                case PAWN:
                    n = pawn(sq, moves, n);
                    break;
                case KNIGHT:
                    n = leaps(sq, KNIGHT_STEPS, moves, n);
                    break;
                case BISHOP:
                    n = slides(sq, DIAGONAL, moves, n);
                    break;
                case ROOK:
                    n = slides(sq, STRAIGHT, moves, n);
                    break;
                case QUEEN:
                    n = slides(sq, DIAGONAL, moves, n);
                    n = slides(sq, STRAIGHT, moves, n);
                    break;
                default:
                    n = leaps(sq, KING_STEPS, moves, n);
                    n = castling(sq, moves, n);
                    break;
            }
        }
        return n;
    }

    private int leaps(int from, int[] steps, int[] moves, int n) {
        int enemy = colour(1 - side);
        for (int d : steps) {
            int p = board[from + d];
            if (p == EMPTY || (p & OFF) == enemy) {
                n = add(moves, n, from | (from + d) << 7);
            }
        }
        return n;
    }

    private int slides(int from, int[] lines, int[] moves, int n) {
        int enemy = colour(1 - side);
        for (int d : lines) {
            int at = from + d;
            while (board[at] == EMPTY) {
                n = add(moves, n, from | at << 7);
                at += d;
            }
            if ((board[at] & OFF) == enemy) {
                n = add(moves, n, from | at << 7);
            }
        }
        return n;
    }

    private int pawn(int from, int[] moves, int n) {
        int ahead = side == 0 ? 10 : -10;
        int enemy = colour(1 - side);
        int to = from + ahead;
        if (board[to] == EMPTY) {
            n = pawnTo(from, to, 0, moves, n);
            if (rank(from) == (side == 0 ? 2 : 7) && board[to + ahead] == EMPTY) {
                n = add(moves, n, from | (to + ahead) << 7 | DOUBLE_STEP);
            }
        }
        for (int across = -1; across <= 1; across += 2) {
            int at = to + across;
            if ((board[at] & OFF) == enemy) {
                n = pawnTo(from, at, 0, moves, n);
            } else if (at == passed && passed != 0) {
                n = add(moves, n, from | at << 7 | EN_PASSANT);
            }
        }
        return n;
    }

    /** A pawn's step or capture, as four moves when it reaches the far rank (one try of the king's safety for the four). */
    private int pawnTo(int from, int to, int special, int[] moves, int n) {
        int move = from | to << 7 | special;
        if (!leavesKingSafe(move)) {
            return n;
        }
        if (rank(to) != 1 && rank(to) != 8) {
            moves[n++] = move;
            return n;
        }
        for (int type = QUEEN; type >= KNIGHT; type--) {
            moves[n++] = move | type << PROMOTION_SHIFT;
        }
        return n;
    }

    /** The king goes two squares towards a rook with the right, over an empty square no enemy attacks. */
    private int castling(int from, int[] moves, int n) {
        int shortRight = side == 0 ? WHITE_SHORT : BLACK_SHORT;
        int longRight = side == 0 ? WHITE_LONG : BLACK_LONG;
        if ((rights & (shortRight | longRight)) == 0 || inCheck(side)) {
            return n;
        }
        int enemy = 1 - side;
        if ((rights & shortRight) != 0 && board[from + 1] == EMPTY && board[from + 2] == EMPTY
                && !attacked(from + 1, enemy)) {
            n = add(moves, n, from | (from + 2) << 7 | CASTLING);
        }
        if ((rights & longRight) != 0 && board[from - 1] == EMPTY && board[from - 2] == EMPTY
                && board[from - 3] == EMPTY && !attacked(from - 1, enemy)) {
            n = add(moves, n, from | (from - 2) << 7 | CASTLING);
        }
        return n;
    }

    private int add(int[] moves, int n, int move) {
        if (leavesKingSafe(move)) {
            moves[n++] = move;
        }
        return n;
    }

    /**
     * Whether the mover's king is safe once the move is made, tried on the board and taken back. A
     * castling rook cannot shield the king's new square: a line to it through the rook's would
     * cross the king's own square, which is not attacked.
     */
    private boolean leavesKingSafe(int move) {
        int from = move & 127;
        int to = (move >>> 7) & 127;
        int piece = board[from];
        int there = board[to];
        int takenAt = (move & SPECIAL) == EN_PASSANT ? to - (side == 0 ? 10 : -10) : to;
        int taken = board[takenAt];
        board[takenAt] = EMPTY;
        board[to] = piece;
        board[from] = EMPTY;
        boolean safe = !attacked((piece & 7) == KING ? to : kings[side], 1 - side);
        board[from] = piece;
        board[takenAt] = taken;
        board[to] = there;
        return safe;
    }

    /** Plays a legal move; returns whether it took a piece or moved a pawn, after which no earlier position comes again. */
    boolean play(int move) {
        int from = move & 127;
        int to = (move >>> 7) & 127;
        int piece = board[from];
        int special = move & SPECIAL;
        int takenAt = special == EN_PASSANT ? to - (side == 0 ? 10 : -10) : to;
        boolean took = board[takenAt] != EMPTY;
        if (took) {
            lift(takenAt);
        }
        lift(from);
        int promotion = (move >>> PROMOTION_SHIFT) & 7;
        put(to, promotion != 0 ? promotion | colour(side) : piece);
        if (special == CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rook = board[rookFrom];
            lift(rookFrom);
            put(to > from ? from + 1 : from - 1, rook);
        }
        if ((piece & 7) == KING) {
            kings[side] = to;
        }
        rights &= RIGHTS_KEPT[from] & RIGHTS_KEPT[to];
        passed = special == DOUBLE_STEP ? (from + to) / 2 : 0;
        side = 1 - side;
        hash ^= BLACK_TO_MOVE;
        return took || (piece & 7) == PAWN;
    }

    private void lift(int sq) {
        int p = board[sq];
        hash ^= KEYS[sq * 32 + p];
        types[p & 7]--;
        pieces--;
        board[sq] = EMPTY;
    }

    private void put(int sq, int p) {
        hash ^= KEYS[sq * 32 + p];
        types[p & 7]++;
        pieces++;
        board[sq] = p;
    }
}
