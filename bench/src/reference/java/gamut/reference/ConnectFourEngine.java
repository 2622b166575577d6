package gamut.reference;

import java.util.Arrays;

/**
 * Connect Four as games/connect-four.gamut defines it: Yellow (0) moves first; a disc dropped into
 * a column that is not full comes to rest on its lowest empty cell. Four or more of the mover's
 * discs in a line, across, up or diagonally, win ("four"); a full board without one is a draw
 * ("no_moves").
 *
 * <p>A move is the column, 0 for file a. The board is 7 columns of 6 cells with a border of one cell
 * all round, a row of 9 cells, so that a line counted from the new disc stops at the border
 * without a bounds check.
 */
public final class ConnectFourEngine extends ReferenceEngine<ConnectFourEngine> {
    private static final int COLUMNS = 7;
    private static final int ROWS = 6;
    private static final int WIDTH = COLUMNS + 2;
    private static final int EMPTY = 0;
    /** The border: no line goes on through it. A disc of player p is p + 1. */
    private static final int OFF = 3;
    /** Across, up, and the two diagonals; each line is counted both ways from the new disc. */
    private static final int[] LINES = {1, WIDTH, WIDTH + 1, WIDTH - 1};

    private final int[] board = new int[WIDTH * (ROWS + 2)];
    /** Discs in each column: the row the next one comes to rest on. */
    private final int[] heights = new int[COLUMNS];
    private int toMove;

    public ConnectFourEngine() {
        reset();
    }

    @Override
    public void reset() {
        for (int sq = 0; sq < board.length; sq++) {
            int row = sq / WIDTH - 1;
            int column = sq % WIDTH - 1;
            board[sq] = row >= 0 && row < ROWS && column >= 0 && column < COLUMNS ? EMPTY : OFF;
        }
        Arrays.fill(heights, 0);
        toMove = 0;
        restart();
    }

    private static int square(int column, int row) {
        return (row + 1) * WIDTH + column + 1;
    }

    @Override
    public int generate(int[] moves) {
        if (end != null) {
            return 0;
        }
        int n = 0;
        for (int c = 0; c < COLUMNS; c++) {
            if (heights[c] < ROWS) {
                moves[n++] = c;
            }
        }
        if (n == 0) {
            end = "no_moves";
            winner = DRAW;
        }
        return n;
    }

    @Override
    public void make(int move) {
        int sq = square(move, heights[move]++);
        int own = toMove + 1;
        board[sq] = own;
        ply++;
        // The game ends at the first row, so a new row runs through the disc just placed.
        for (int d : LINES) {
            int count = 1;
            for (int at = sq + d; board[at] == own; at += d) {
                count++;
            }
            for (int at = sq - d; board[at] == own; at -= d) {
                count++;
            }
            if (count >= 4) {
                end = "four";
                winner = toMove;
                break;
            }
        }
        toMove = 1 - toMove;
    }

    @Override
    public String notation(int move) {
        return "O@" + (char) ('a' + move) + (heights[move] + 1);
    }

    @Override
    ConnectFourEngine fresh() {
        return new ConnectFourEngine();
    }

    @Override
    void copyFrom(ConnectFourEngine other) {
        System.arraycopy(other.board, 0, board, 0, board.length);
        System.arraycopy(other.heights, 0, heights, 0, heights.length);
        toMove = other.toMove;
        ply = other.ply;
        winner = other.winner;
        end = other.end;
    }
}
