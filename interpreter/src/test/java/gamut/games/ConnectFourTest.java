package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Connect Four (games/connect-four.gamut): perft in plies against the published numbers and
 * against a reference generator written here (columns of a plain array), from the start and from
 * set positions; a scripted game.
 */
class ConnectFourTest {
    static final String FILE = "connect-four.gamut";
    static final long[] PUBLISHED = {7, 49, 343, 2401, 16807, 117649, 823536};

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= 7; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft(" + d + ")");
            assertEquals(PUBLISHED[d - 1], new Reference(List.of(), List.of(), 1).perft(d), "reference perft(" + d + ")");
        }
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // Threats in a row, a column and a diagonal, and a full column.
        check(List.of("a1", "b1", "c1", "d2", "e3"), List.of("d1", "e1", "e2", "a2", "b2"), 1);
        check(List.of("a1", "a3", "a5", "b2", "c3"), List.of("a2", "a4", "a6", "b1", "c1", "c2"), 1);
        check(List.of("d1", "d2", "d3", "c1", "g1", "g2"), List.of("e1", "f1", "e2", "g3", "g4"), 2);
    }

    private static void check(List<String> yellow, List<String> red, int toMove) {
        String text = "yellow: " + String.join(" ", yellow) + "; red: " + String.join(" ", red)
                + "; turn: " + (toMove == 1 ? "yellow" : "red") + "; reserve yellow: disc unlimited; reserve red: disc unlimited";
        for (int d = 1; d <= 5; d++) {
            assertEquals(new Reference(yellow, red, toMove).perft(d), new Perft(position(rules(), text)).count(d),
                    text + ": perft(" + d + ")");
        }
    }

    @Test
    void aScriptedGameEndsAsItShould() {
        State s = Games.start(rules());
        // A drop is written with the cell where the disc comes to rest.
        play(s, "O@c1", "O@d1", "O@d2", "O@e1", "O@e2", "O@f1", "O@e3", "O@f2", "O@f3", "O@a1");
        assertEquals("not over", Games.describe(s));
        assertEquals(List.of("O@a2", "O@b1", "O@c2", "O@d3", "O@e4", "O@f4", "O@g1"), Games.moves(s));
        play(s, "O@f4");
        assertEquals("yellow wins (four)", Games.describe(s));
    }

    /** board[col][row], row 0 at the bottom; 1 yellow, 2 red. */
    static final class Reference {
        final int[][] board = new int[7][6];
        final int[] height = new int[7];
        int toMove;
        int filled;

        Reference(List<String> yellow, List<String> red, int toMove) {
            this.toMove = toMove;
            for (String c : yellow) {
                put(c, 1);
            }
            for (String c : red) {
                put(c, 2);
            }
        }

        private void put(String cell, int who) {
            int col = cell.charAt(0) - 'a';
            int row = Integer.parseInt(cell.substring(1)) - 1;
            board[col][row] = who;
            height[col] = Math.max(height[col], row + 1);
            filled++;
        }

        boolean fourAnywhere() {
            int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
            for (int c = 0; c < 7; c++) {
                for (int r = 0; r < 6; r++) {
                    int who = board[c][r];
                    for (int[] s : steps) {
                        int k = 1;
                        while (k < 4 && inside(c + s[0] * k, r + s[1] * k) && who != 0
                                && board[c + s[0] * k][r + s[1] * k] == who) {
                            k++;
                        }
                        if (who != 0 && k == 4) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        private static boolean inside(int c, int r) {
            return c >= 0 && c < 7 && r >= 0 && r < 6;
        }

        long perft(int depth) {
            if (fourAnywhere() || filled == 42) {
                return 0;
            }
            long n = 0;
            for (int c = 0; c < 7; c++) {
                if (height[c] == 6) {
                    continue;
                }
                if (depth == 1) {
                    n++;
                    continue;
                }
                board[c][height[c]++] = toMove;
                filled++;
                toMove = 3 - toMove;
                n += perft(depth - 1);
                toMove = 3 - toMove;
                filled--;
                board[c][--height[c]] = 0;
            }
            return n;
        }
    }
}
