package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;

/**
 * Hex (games/hex.gamut): perft in plies from the start of every size and from set positions,
 * with and without the swap rule, against a reference generator written here over a plain array;
 * scripted games.
 */
class HexTest {
    static final String FILE = "hex.gamut";
    static final String STONES = "; reserve red: stone unlimited; reserve blue: stone unlimited";

    static Rules rules(String... variants) {
        return Games.load(FILE, variants);
    }

    @Test
    void noGameEndsBeforeRedHasAStoneOnEveryRank() {
        // On n by n the first possible win is Red's n-th stone, ply 2n - 1: until then n²(n²-1)...
        Perft perft = new Perft(Games.start(rules()));
        assertEquals(121, perft.count(1));
        assertEquals(121 * 120, perft.count(2));
        for (int n = 3; n <= 10; n++) {
            Perft small = new Perft(Games.start(rules("size=" + n)));
            assertEquals((long) n * n * (n * n - 1), small.count(2), "size " + n);
        }
    }

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        Perft three = new Perft(Games.start(rules("size=3")));
        Perft threeSwap = new Perft(Games.start(rules("size=3", "swap=on")));
        for (int d = 1; d <= 9; d++) {
            assertEquals(new Reference(3, false, "").perft(d), three.count(d), "3 by 3: perft(" + d + ")");
            assertEquals(new Reference(3, true, "").perft(d), threeSwap.count(d), "3 by 3 with swap: perft(" + d + ")");
        }
        assertEquals(new long[] {9, 72, 504, 3024, 15120, 54720, 146880, 207360, 120960}[8], three.count(9));
        Perft fourSwap = new Perft(Games.start(rules("size=4", "swap=on")));
        for (int d = 1; d <= 4; d++) {
            assertEquals(new Reference(4, true, "").perft(d), fourSwap.count(d), "4 by 4 with swap: perft(" + d + ")");
        }
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // Red one stone from joining, Blue with a chain across that a cell would finish.
        check("red: c1 c2 c4 b5; blue: a3 b3 d3 d4; turn: red");
        check("red: c1 c2 c4 b5 a2; blue: a3 b3 d3 d4; turn: blue");
        check("red: a1 b2 c3 d4; blue: a5 b4 c2 e1 e2; turn: red");
    }

    private static void check(String text) {
        for (int d = 1; d <= 4; d++) {
            assertEquals(new Reference(5, false, text).perft(d),
                    new Perft(position(rules("size=5"), text + STONES)).count(d), text + ": perft(" + d + ")");
        }
    }

    @Test
    void scriptedGamesEndAsTheyShould() {
        State s = Games.start(rules("size=5"));
        play(s, "S@c1", "S@a1", "S@c2", "S@a2", "S@c3", "S@a3", "S@c4", "S@a4");
        assertEquals("not over", Games.describe(s));
        play(s, "S@c5");
        assertEquals("red wins (red_joins)", Games.describe(s));

        // The swap: Red's b1 becomes Blue's a2, mirrored in the long diagonal a1-e5.
        State swap = Games.start(rules("size=5", "swap=on"));
        play(swap, "S@b1");
        // One move of the swap group, written with the stone it takes, so that it can be typed.
        MoveList moves = new MoveList();
        swap.generate(moves);
        int swapMove = -1;
        for (int i = 0; i < moves.size(); i++) {
            if (Kernel.rules(swap).program(Kernel.rules(swap).moveProgram(moves.get(i))).groups().contains("swap")) {
                swapMove = moves.get(i);
            }
        }
        assertEquals("S@a2 xb1", Notation.format(swap, swapMove));
        assertEquals(swapMove, Notation.parse(swap, "S@a2 xb1"));
        swap.make(swapMove);
        // The swap rule reads the turn number and the last move, so the position gives them.
        assertEquals("red:\nblue: a2\nturn: red\nturn number: 3\nlast move: a2",
                PositionFormat.format(swap).replaceAll("reserve.*\n", ""));
        play(swap, "S@b2", "S@b1", "S@c2", "S@c1", "S@d2", "S@d1", "S@e2");
        assertEquals("not over", Games.describe(swap));
        play(swap, "S@e1");
        assertEquals("blue wins (blue_joins)", Games.describe(swap));
    }

    /** Cells r * n + f from a1 (f file, r rank, from 0); 1 red (joins rank 0 to rank n-1), 2 blue (file 0 to n-1). */
    static final class Reference {
        static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
        final int n;
        final boolean swapRule;
        final int[] b;
        int toMove = 1;
        int ply;

        Reference(int n, boolean swapRule, String text) {
            this.n = n;
            this.swapRule = swapRule;
            this.b = new int[n * n];
            for (String clause : text.isEmpty() ? new String[0] : text.split(";")) {
                String[] kv = clause.split(":");
                String key = kv[0].trim();
                if (key.equals("turn")) {
                    toMove = kv[1].trim().equals("red") ? 1 : 2;
                    continue;
                }
                for (String cell : kv[1].trim().split("\\s+")) {
                    b[(Integer.parseInt(cell.substring(1)) - 1) * n + cell.charAt(0) - 'a'] = key.equals("red") ? 1 : 2;
                }
            }
            // A set position starts a new line of play: its turns count from 1.
            ply = text.isEmpty() ? 0 : 99;
        }

        boolean joined(int who) {
            boolean[] seen = new boolean[n * n];
            int[] stack = new int[n * n];
            int top = 0;
            for (int i = 0; i < n; i++) {
                int c = who == 1 ? i : i * n;
                if (b[c] == who) {
                    seen[c] = true;
                    stack[top++] = c;
                }
            }
            while (top > 0) {
                int c = stack[--top];
                int f = c % n;
                int r = c / n;
                if ((who == 1 ? r : f) == n - 1) {
                    return true;
                }
                for (int[] s : STEPS) {
                    int tf = f + s[0];
                    int tr = r + s[1];
                    int t = tr * n + tf;
                    if (tf >= 0 && tf < n && tr >= 0 && tr < n && b[t] == who && !seen[t]) {
                        seen[t] = true;
                        stack[top++] = t;
                    }
                }
            }
            return false;
        }

        long perft(int depth) {
            if (joined(1) || joined(2)) {
                return 0;
            }
            long total = 0;
            for (int c = 0; c < n * n; c++) {
                if (b[c] == 0) {
                    total += depth == 1 ? 1 : after(c, -1, depth);
                }
            }
            if (swapRule && ply == 1) {
                int red = 0;
                while (b[red] != 1) {
                    red++;
                }
                int mirror = (red % n) * n + red / n;
                total += depth == 1 ? 1 : after(mirror, red, depth);
            }
            return total;
        }

        /** Places a stone of the player to move on {@code cell}, taking the stone on {@code removed} away. */
        private long after(int cell, int removed, int depth) {
            int mover = toMove;
            if (removed >= 0) {
                b[removed] = 0;
            }
            b[cell] = mover;
            toMove = 3 - mover;
            ply++;
            long count = perft(depth - 1);
            ply--;
            toMove = mover;
            b[cell] = 0;
            if (removed >= 0) {
                b[removed] = 1;
            }
            return count;
        }
    }
}
