package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;

/**
 * Tic-tac-toe (games/tic-tac-toe.gamut): perft in plies against the published numbers and against
 * a reference generator written here over a plain array, from the start and from set positions.
 */
class TicTacToeTest {
    static final String FILE = "tic-tac-toe.gamut";
    static final long[] PUBLISHED = {9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= 9; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft(" + d + ")");
            assertEquals(PUBLISHED[d - 1], new Reference(new int[9], 1).perft(d), "reference perft(" + d + ")");
        }
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // Crosses can win at once on a row or a diagonal; noughts threaten a column.
        check("crosses: a1, b2; noughts: c3, a3; turn: crosses", new int[] {1, 0, 0, 0, 1, 0, 2, 0, 2}, 1);
        check("crosses: a1, c1, b2; noughts: b1, a3, c3; turn: noughts", new int[] {1, 2, 1, 0, 1, 0, 2, 0, 2}, 2);
        // Already decided: noughts have the top row, so nobody moves.
        check("crosses: a1, b1, c2; noughts: a3, b3, c3; turn: crosses", new int[] {1, 1, 0, 0, 0, 1, 2, 2, 2}, 1);
    }

    private static void check(String position, int[] cells, int toMove) {
        // A set position names every reserve: here the unlimited supplies of marks.
        String text = position + "; reserve crosses: mark unlimited; reserve noughts: mark unlimited";
        for (int d = 1; d <= 7; d++) {
            assertEquals(new Reference(cells.clone(), toMove).perft(d), new Perft(position(rules(), text)).count(d),
                    text + ": perft(" + d + ")");
        }
    }

    @Test
    void aScriptedGameEndsAsItShould() {
        State s = Games.start(rules());
        play(s, "b2", "a1", "c1", "a3", "a2", "c2");
        assertEquals("not over", Games.describe(s));
        play(s, "b3", "b1");
        assertEquals("not over", Games.describe(s));
        play(s, "c3");
        assertEquals("draw (no_moves)", Games.describe(s));
        State win = Games.start(rules());
        play(win, "a1", "b1", "b2", "c1", "c3");
        assertEquals("crosses wins (three)", Games.describe(win));
    }

    /** Cells 0..8 from a1 row by row (a1 b1 c1 a2 ...); 1 crosses, 2 noughts, 0 empty. */
    static final class Reference {
        static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        final int[] b;
        int toMove;

        Reference(int[] b, int toMove) {
            this.b = b;
            this.toMove = toMove;
        }

        boolean over() {
            int filled = 0;
            for (int v : b) {
                filled += v != 0 ? 1 : 0;
            }
            for (int[] l : LINES) {
                if (b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) {
                    return true;
                }
            }
            return filled == 9;
        }

        long perft(int depth) {
            if (over()) {
                return 0;
            }
            long n = 0;
            for (int c = 0; c < 9; c++) {
                if (b[c] == 0) {
                    if (depth == 1) {
                        n++;
                        continue;
                    }
                    b[c] = toMove;
                    toMove = 3 - toMove;
                    n += perft(depth - 1);
                    toMove = 3 - toMove;
                    b[c] = 0;
                }
            }
            return n;
        }
    }
}
