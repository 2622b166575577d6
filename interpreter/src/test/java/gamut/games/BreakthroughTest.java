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
 * Breakthrough (games/breakthrough.gamut): perft in plies against a reference generator written
 * here over a plain array (Dan Troyka's rules), from the start and from positions near the end;
 * a scripted game.
 */
class BreakthroughTest {
    static final String FILE = "breakthrough.gamut";

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        Perft perft = new Perft(Games.start(rules()));
        long[] expected = {22, 484, 11132, 256036};
        for (int d = 1; d <= 4; d++) {
            assertEquals(expected[d - 1], new Reference(Reference.START).perft(d), "reference perft(" + d + ")");
            assertEquals(expected[d - 1], perft.count(d), "perft(" + d + ")");
        }
    }

    @Test
    void perftNearTheEndAgreesWithTheReference() {
        // Races to the far rows, captures onto them, and a side with one pawn left.
        check("white: b6 d7 g2 h4; black: c7 e8 a3 h5; turn: white");
        check("white: a6 b5 e2; black: b7 a2 d3 e3; turn: black");
        check("white: h7; black: a2 b3 g8; turn: black");
    }

    private static void check(String text) {
        for (int d = 1; d <= 4; d++) {
            assertEquals(new Reference(text).perft(d), new Perft(position(rules(), text)).count(d), text + ": perft(" + d + ")");
        }
    }

    @Test
    void aScriptedGameEndsAsItShould() {
        State s = Games.start(rules());
        play(s, "e2-e3", "h7-h6", "e3-e4", "h6-h5", "e4-e5", "h5-h4", "e5-e6", "h4-h3", "e6xd7", "h3xg2");
        assertEquals("not over", Games.describe(s));
        play(s, "d7xc8");
        assertEquals("white wins (arrived)", Games.describe(s));
        State wiped = position(rules(), "white: c4; black: d5; turn: white");
        play(wiped, "c4xd5");
        assertEquals("white wins (wiped_out)", Games.describe(wiped));
    }

    /** Cells 0..63 from a1 row by row; 1 white (moves up), 2 black (moves down), 0 empty. */
    static final class Reference {
        static final String START = "white: a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2;"
                + " black: a7 b7 c7 d7 e7 f7 g7 h7 a8 b8 c8 d8 e8 f8 g8 h8; turn: white";
        final int[] b = new int[64];
        int toMove = 1;

        Reference(String text) {
            for (String clause : text.split(";")) {
                String[] kv = clause.split(":");
                String key = kv[0].trim();
                if (key.equals("turn")) {
                    toMove = kv[1].trim().equals("white") ? 1 : 2;
                    continue;
                }
                for (String cell : kv[1].trim().split("\\s+")) {
                    b[(cell.charAt(1) - '1') * 8 + cell.charAt(0) - 'a'] = key.equals("white") ? 1 : 2;
                }
            }
        }

        /** Whether the player who just moved has won: a pawn on the far row, or no enemy pawn left. */
        boolean won(int mover) {
            int enemies = 0;
            for (int c = 0; c < 64; c++) {
                if (b[c] == mover && c / 8 == (mover == 1 ? 7 : 0)) {
                    return true;
                }
                enemies += b[c] == 3 - mover ? 1 : 0;
            }
            return enemies == 0;
        }

        long perft(int depth) {
            long n = 0;
            int dy = toMove == 1 ? 1 : -1;
            int moves = 0;
            for (int c = 0; c < 64; c++) {
                if (b[c] != toMove) {
                    continue;
                }
                int x = c % 8;
                int y = c / 8 + dy;
                if (y < 0 || y > 7) {
                    continue;
                }
                for (int dx = -1; dx <= 1; dx++) {
                    int tx = x + dx;
                    if (tx < 0 || tx > 7) {
                        continue;
                    }
                    int to = y * 8 + tx;
                    if (dx == 0 ? b[to] != 0 : b[to] == toMove) {
                        continue;
                    }
                    moves++;
                    n += depth == 1 ? 1 : child(c, to, depth);
                }
            }
            // A blocked player passes.
            if (moves == 0) {
                n += depth == 1 ? 1 : child(-1, -1, depth);
            }
            return n;
        }

        private long child(int from, int to, int depth) {
            int mover = toMove;
            int taken = to >= 0 ? b[to] : 0;
            if (from >= 0) {
                b[to] = mover;
                b[from] = 0;
            }
            toMove = 3 - mover;
            long n = won(mover) && from >= 0 ? 0 : perft(depth - 1);
            toMove = mover;
            if (from >= 0) {
                b[from] = mover;
                b[to] = taken;
            }
            return n;
        }
    }
}
