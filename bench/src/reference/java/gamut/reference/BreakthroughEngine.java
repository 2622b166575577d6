package gamut.reference;

/**
 * Breakthrough as games/breakthrough.gamut defines it: White (0) moves first, up the board; a pawn
 * steps straight ahead onto an empty cell, or diagonally ahead onto an empty cell or an enemy pawn,
 * which it takes. Whoever reaches the far row ("arrived") or takes the last enemy pawn
 * ("wiped_out") wins, the far row judged first.
 *
 * <p>The definition's default {@code no_moves => pass} is left out: a player cannot be blocked while
 * the game goes on. A blocked pawn has a friend diagonally ahead (every pawn has a diagonal on an 8
 * by 8 board, and an empty or enemy cell there would be a move), that friend is blocked in turn,
 * and so on up to the far row, where a pawn would have ended the game.
 *
 * <p>A move is {@code from | to << 7}, mailbox indices.
 */
public final class BreakthroughEngine extends ReferenceEngine<BreakthroughEngine> {
    private static final int EMPTY = 0;
    /** The border around the 8 by 8 cells: no step lands there. A pawn of player p is p + 1. */
    private static final int OFF = 3;

    private final int[] board = new int[100];
    private final int[] pawns = new int[2];
    private int toMove;

    public BreakthroughEngine() {
        reset();
    }

    @Override
    public void reset() {
        for (int sq = 0; sq < 100; sq++) {
            int rank = sq / 10;
            board[sq] = !inside(sq) ? OFF : rank <= 2 ? 1 : rank >= 7 ? 2 : EMPTY;
        }
        pawns[0] = 16;
        pawns[1] = 16;
        toMove = 0;
        restart();
    }

    @Override
    public int generate(int[] moves) {
        if (end != null) {
            return 0;
        }
        int own = toMove + 1;
        int enemy = 2 - toMove;
        int forward = toMove == 0 ? 10 : -10;
        int n = 0;
        for (int sq = 11; sq <= 88; sq++) {
            if (board[sq] != own) {
                continue;
            }
            int ahead = sq + forward;
            if (board[ahead] == EMPTY) {
                moves[n++] = sq | (ahead << 7);
            }
            int left = board[ahead - 1];
            if (left == EMPTY || left == enemy) {
                moves[n++] = sq | ((ahead - 1) << 7);
            }
            int right = board[ahead + 1];
            if (right == EMPTY || right == enemy) {
                moves[n++] = sq | ((ahead + 1) << 7);
            }
        }
        return n;
    }

    @Override
    public void make(int move) {
        int from = move & 127;
        int to = move >>> 7;
        int opponent = 1 - toMove;
        if (board[to] == opponent + 1) {
            pawns[opponent]--;
        }
        board[to] = toMove + 1;
        board[from] = EMPTY;
        ply++;
        // Only the pawn just moved can stand on the mover's far row (the game ends when one gets there).
        if (to / 10 == (toMove == 0 ? 8 : 1)) {
            winner = toMove;
            end = "arrived";
        } else if (pawns[opponent] == 0) {
            winner = toMove;
            end = "wiped_out";
        }
        toMove = opponent;
    }

    @Override
    public String notation(int move) {
        int from = move & 127;
        int to = move >>> 7;
        return cellName(from) + (board[to] == 2 - toMove ? "x" : "-") + cellName(to);
    }

    @Override
    BreakthroughEngine fresh() {
        return new BreakthroughEngine();
    }

    @Override
    void copyFrom(BreakthroughEngine other) {
        System.arraycopy(other.board, 0, board, 0, board.length);
        pawns[0] = other.pawns[0];
        pawns[1] = other.pawns[1];
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
