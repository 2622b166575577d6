package gamut.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Geometry;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Rows answered from the cells changed since the last "no" equal a search of the whole board, through pieces placed, captured, turned to the other side and taken back, set-up changes
 * made outside the log, a new line of play, and questions that change between one time and the next.
 */
class GoalsFromChangesTest {
    @Test
    void rowsFoundFromChangedCellsEqualRowsFoundOnTheWholeBoard() {
        Geometry geometry = Games.load("connect-four.gamut").geometry;
        int[] yes = new int[1];
        play(geometry, 11, (board, random, step) -> {
            int player = random.nextInt(2);
            int n = 4 + random.nextInt(random.nextInt(8) == 0 ? 2 : 1);
            boolean expected = rowOnWholeBoard(board.owner, geometry, player, n);
            yes[0] += expected ? 1 : 0;
            assertEquals(expected, board.ask().inARow(player, n), "step " + step + " player " + player + " n " + n);
        });
        // Both answers were given often, so neither was left untried.
        assertTrue(yes[0] > 1_000 && yes[0] < 19_000, yes[0] + " rows");
    }

    private interface Question {
        void ask(Board board, SplittableRandom random, int step);
    }

    /** 20,000 random changes to a board of two players, the question asked after each. */
    private static void play(Geometry geometry, long seed, Question question) {
        int cells = geometry.cells();
        Board board = new Board(geometry, new Zobrist(cells, 2, 1, 1), 2, 1, 0, null, false, false);
        board.clear();
        SplittableRandom random = new SplittableRandom(seed);
        List<Integer> marks = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            int cell = random.nextInt(cells);
            int who = random.nextInt(2);
            switch (random.nextInt(12)) {
                case 0, 1 -> marks.add(board.mark());
                case 2, 3, 4 -> {
                    if (!marks.isEmpty()) {
                        board.undoTo(marks.remove(random.nextInt(marks.size())));
                        marks.removeIf(m -> m > board.mark());
                    }
                }
                case 5 -> board.put(cell, random.nextInt(3) == 0 ? -1 : who, 0, 1);
                case 6 -> {
                    board.forgetLog();
                    marks.clear();
                }
                case 7 -> board.changeOwner(cell, who);
                case 8, 9, 10 -> {
                    if (board.owner[cell] >= 0) {
                        board.capture(cell, who);
                    }
                }
                default -> {
                    if (board.owner[cell] < 0) {
                        board.place(cell, who, 0, who);
                    }
                }
            }
            question.ask(board, random, step);
        }
    }

    private static boolean rowOnWholeBoard(int[] owner, Geometry geometry, int player, int n) {
        int[] next = geometry.nextTable();
        int dirs = geometry.directions();
        for (int c = 0; c < owner.length; c++) {
            for (int d = 0; d < dirs; d++) {
                int length = 0;
                for (int at = c; at >= 0 && owner[at] == player && length < n; at = next[at * dirs + d]) {
                    length++;
                }
                if (length >= n) {
                    return true;
                }
            }
        }
        return false;
    }
}
