package gamut.reference;

/**
 * Othello as games/othello.gamut defines it: Black (0) moves first; a disc goes on an empty square
 * from which, along some line, a row of enemy discs ends in one of the mover's own, and every such
 * row is turned over. A player who cannot place passes; when neither can ("over"), the one with more
 * discs wins, equal counts draw.
 *
 * <p>A move is the mailbox index of the square, or {@link #PASS}.
 */
public final class OthelloEngine extends ReferenceEngine<OthelloEngine> {
    /** Index 0 is a border square, where no disc goes. */
    static final int PASS = 0;
    private static final int EMPTY = 0;
    /** The border around the 8 by 8 squares: every line stops there. A disc of player p is p + 1. */
    private static final int OFF = 3;
    private static final int[] DIRECTIONS = {-11, -10, -9, -1, 1, 9, 10, 11};

    private final int[] board = new int[100];
    private final int[] discs = new int[2];
    private int toMove;

    public OthelloEngine() {
        reset();
    }

    @Override
    public void reset() {
        for (int sq = 0; sq < 100; sq++) {
            board[sq] = inside(sq) ? EMPTY : OFF;
        }
        board[44] = 2;  // d4 white
        board[55] = 2;  // e5 white
        board[54] = 1;  // d5 black
        board[45] = 1;  // e4 black
        discs[0] = 2;
        discs[1] = 2;
        toMove = 0;
        restart();
    }

    @Override
    public int generate(int[] moves) {
        if (end != null) {
            return 0;
        }
        int own = toMove + 1;
        int n = 0;
        for (int sq = 11; sq <= 88; sq++) {
            if (board[sq] == EMPTY && flanks(sq, own)) {
                moves[n++] = sq;
            }
        }
        if (n > 0) {
            return n;
        }
        if (canPlace(2 - toMove)) {
            moves[0] = PASS;
            return 1;
        }
        // The end rule "neither can place", judged in the position after the last move: this one.
        end = "over";
        winner = discs[0] > discs[1] ? 0 : discs[1] > discs[0] ? 1 : DRAW;
        return 0;
    }

    /** Whether a disc of {@code own} on the empty square would turn over a row along some line. */
    private boolean flanks(int sq, int own) {
        int enemy = 3 - own;
        for (int d : DIRECTIONS) {
            int at = sq + d;
            if (board[at] != enemy) {
                continue;
            }
            do {
                at += d;
            } while (board[at] == enemy);
            if (board[at] == own) {
                return true;
            }
        }
        return false;
    }

    private boolean canPlace(int own) {
        for (int sq = 11; sq <= 88; sq++) {
            if (board[sq] == EMPTY && flanks(sq, own)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void make(int move) {
        ply++;
        if (move == PASS) {
            toMove = 1 - toMove;
            return;
        }
        int own = toMove + 1;
        int enemy = 2 - toMove;
        board[move] = own;
        int flipped = 0;
        for (int d : DIRECTIONS) {
            int at = move + d;
            while (board[at] == enemy) {
                at += d;
            }
            if (board[at] != own) {
                continue;
            }
            for (int c = move + d; c != at; c += d) {
                board[c] = own;
                flipped++;
            }
        }
        discs[toMove] += flipped + 1;
        discs[1 - toMove] -= flipped;
        toMove = 1 - toMove;
    }

    @Override
    public String notation(int move) {
        return move == PASS ? "pass" : "D@" + cellName(move);
    }

    @Override
    OthelloEngine fresh() {
        return new OthelloEngine();
    }

    @Override
    void copyFrom(OthelloEngine other) {
        System.arraycopy(other.board, 0, board, 0, board.length);
        discs[0] = other.discs[0];
        discs[1] = other.discs[1];
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
