package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.PuzzleSolver;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The 15-puzzle (games/fifteen-puzzle.gamut) and its 8-puzzle: perft against a reference written
 * here over an array of the tiles, from the starts and from positions a few moves from the goal, and
 * random games compared move by move, with how each ends (solved and the moves it took, or the limit);
 * and the 8-puzzle's hardest start solved in 31 moves and no fewer.
 */
class FifteenPuzzleTest {
    static final String FILE = "fifteen-puzzle.gamut";
    private static final String DIGITS = "123456789ABCDEF";

    static Rules rules(int side) {
        return side == 4 ? Games.load(FILE) : Games.load(FILE, "size=3");
    }

    @Test
    void perftFromTheStartsAgreesWithTheReference() {
        long[] fifteen = new long[12];
        long[] eight = new long[12];
        for (int d = 1; d <= fifteen.length; d++) {
            fifteen[d - 1] = new Perft(Games.start(rules(4))).count(d);
            assertEquals(Reference.start4().perft(d), fifteen[d - 1], "15-puzzle perft(" + d + ")");
            eight[d - 1] = new Perft(Games.start(rules(3))).count(d);
            assertEquals(Reference.start3().perft(d), eight[d - 1], "8-puzzle perft(" + d + ")");
        }
        assertEquals("[2, 6, 18, 58, 186, 602, 1946, 6298, 20378, 65946, 213402, 690586]", Arrays.toString(fifteen));
        assertEquals("[3, 8, 24, 64, 192, 512, 1536, 4096, 12288, 32768, 98304, 262144]", Arrays.toString(eight));
    }

    @Test
    void perftNearTheGoalAgreesWithTheReference() {
        // Where some lines end solved: a few random moves from the goal on both frames.
        SplittableRandom random = new SplittableRandom(15);
        for (int side : new int[] {3, 4}) {
            for (int walk = 0; walk < 6; walk++) {
                Reference r = Reference.solved(side).walked(random, 4 + walk);
                State s = Games.position(rules(side), r.position());
                for (int d = 1; d <= 8; d++) {
                    assertEquals(r.perft(d), new Perft(s).count(d), r.position() + ": perft(" + d + ")");
                }
            }
        }
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        SplittableRandom random = new SplittableRandom(8);
        MoveList moves = new MoveList();
        List<String> ends = new ArrayList<>();
        int positions = 0;
        for (int side : new int[] {3, 4}) {
            for (int game = 0; game < 40; game++) {
                Reference r = game < 20 ? Reference.solved(side).walked(random, 2) : side == 3 ? Reference.start3() : Reference.start4();
                State s = game < 20 ? Games.position(rules(side), r.position()) : Games.start(rules(side));
                while (!s.isOver()) {
                    assertEquals(r.moves(), Games.moves(s), "position " + positions);
                    s.generate(moves);
                    int m = moves.get(random.nextInt(moves.size()));
                    String written = Notation.format(s, m);
                    s.make(m);
                    r.play(written);
                    assertEquals(Arrays.toString(r.tile), Arrays.toString(tiles(s, side)), "after " + written);
                    positions++;
                }
                String end = Games.describe(s) + (s.result().hasWinner() ? " by " + gamut.core.Result.points(s.result().points()) : "");
                assertEquals(r.outcome(), end);
                ends.add(end.replaceAll(" by \\d+", ""));
            }
        }
        assertEquals(List.of(14, 66), List.of(Collections.frequency(ends, "solo wins (solved)"),
                Collections.frequency(ends, "draw (limit)")));
        assertEquals(66_118, positions);
    }

    @Test
    void theEightPuzzleFromItsHardestStartIsSolvedIn31MovesAndNoFewer() {
        State s = Games.start(rules(3));
        long noDeadline = System.nanoTime() + 3_600_000_000_000L;
        PuzzleSolver.Proof proof = new PuzzleSolver(s, 20, noDeadline, null).solve(1000, false);
        assertEquals(31, proof.moves().length);
        assertEquals(true, proof.shortest());
        List<String> played = new ArrayList<>();
        for (int m : proof.moves()) {
            played.add(Notation.format(s, m));
            s.make(m);
        }
        assertEquals(List.of("1c1-b1", "4c2-c1", "5b2-c2"), played.subList(0, 3));
        assertEquals("solo wins (solved) by 31", Games.describe(s) + " by " + gamut.core.Result.points(s.result().points()));
    }

    @Test
    void theScrambledStartCanBeSolvedAndItsPerftAgreesWithTheReference() {
        State s = Games.start(Games.load(FILE, "start=scrambled"));
        Reference r = new Reference(4, tiles(s, 4));
        assertTrue(r.solvable(), Arrays.toString(r.tile));
        // The tiles' distances from their cells add up to a bound on the moves a solution needs.
        assertEquals(32, r.distance());
        for (int d = 1; d <= 10; d++) {
            assertEquals(r.perft(d), new Perft(s).count(d), "perft(" + d + ")");
        }
        // Two tiles swapped can never be put in order: the reference tells.
        int[] swapped = r.tile.clone();
        int a = swapped[0] == 0 ? 2 : 0;
        int b = swapped[1] == 0 ? 2 : 1;
        swapped[a] = r.tile[b];
        swapped[b] = r.tile[a];
        assertFalse(new Reference(4, swapped).solvable());
        assertTrue(Reference.start4().solvable() && Reference.start3().solvable());
    }

    /** The state's tiles in the reference's order of cells, 0 for the gap. */
    private static int[] tiles(State s, int side) {
        int[] out = new int[side * side];
        for (int c = 0; c < out.length; c++) {
            int cell = Kernel.rules(s).geometry.cell("" + (char) ('a' + c % side) + (char) ('1' + c / side));
            out[c] = s.owner(cell) < 0 ? 0 : s.piece(cell) + 1;
        }
        return out;
    }

    /** The tiles of a frame of {@code side} by {@code side}, cell (x, y) at {@code y * side + x} from a1; 0 the gap. */
    static final class Reference {
        final int side;
        final int[] tile;
        int played;

        private Reference(int side, int[] tile) {
            this.side = side;
            this.tile = tile;
        }

        /** Rows from the top, 0 for the gap. */
        private static Reference of(int side, int... rowsFromTop) {
            int[] tile = new int[side * side];
            for (int i = 0; i < tile.length; i++) {
                tile[(side - 1 - i / side) * side + i % side] = rowsFromTop[i];
            }
            return new Reference(side, tile);
        }

        static Reference start4() {
            return of(4, 0, 1, 7, 3, 5, 2, 6, 4, 10, 9, 11, 8, 14, 13, 15, 12);
        }

        static Reference start3() {
            return of(3, 8, 6, 7, 2, 5, 4, 3, 0, 1);
        }

        static Reference solved(int side) {
            int[] rows = new int[side * side];
            for (int i = 0; i < rows.length - 1; i++) {
                rows[i] = i + 1;
            }
            return of(side, rows);
        }

        /** The frame after {@code n} random slides that never undo the one before. */
        Reference walked(SplittableRandom random, int n) {
            int back = -1;
            for (int k = 0; k < n; k++) {
                List<int[]> slides = slides();
                int gap = gap();
                int undo = back;
                slides.removeIf(sl -> sl[0] == undo);
                int[] pick = slides.get(random.nextInt(slides.size()));
                tile[gap] = tile[pick[0]];
                tile[pick[0]] = 0;
                back = gap;
            }
            return this;
        }

        private int gap() {
            for (int c = 0; ; c++) {
                if (tile[c] == 0) {
                    return c;
                }
            }
        }

        /** Each slide as {from, to}: a tile next to the gap into it. */
        private List<int[]> slides() {
            List<int[]> out = new ArrayList<>();
            int gap = gap();
            int x = gap % side;
            int y = gap / side;
            int[][] next = {{x, y + 1}, {x + 1, y}, {x, y - 1}, {x - 1, y}};
            for (int[] n : next) {
                if (n[0] >= 0 && n[0] < side && n[1] >= 0 && n[1] < side) {
                    out.add(new int[] {n[1] * side + n[0], gap});
                }
            }
            return out;
        }

        /**
         * Whether slides can put the tiles in order: each slide swaps the gap with a tile, so the
         * parity of the arrangement (the gap counted as a tile) follows the gap's distance from its
         * cell in the goal, the bottom right corner.
         */
        boolean solvable() {
            int[] goal = solved(side).tile;
            int[] where = new int[tile.length];
            for (int c = 0; c < tile.length; c++) {
                where[goal[c]] = c;
            }
            int[] perm = new int[tile.length];
            for (int c = 0; c < tile.length; c++) {
                perm[c] = where[tile[c]];
            }
            int swaps = 0;
            for (int c = 0; c < perm.length; c++) {
                while (perm[c] != c) {
                    int t = perm[perm[c]];
                    perm[perm[c]] = perm[c];
                    perm[c] = t;
                    swaps++;
                }
            }
            int gap = gap();
            int corner = side - 1;
            return swaps % 2 == (Math.abs(gap % side - corner) + gap / side) % 2;
        }

        /** The sum of each tile's steps from its cell in the goal. */
        int distance() {
            int[] goal = solved(side).tile;
            int total = 0;
            for (int c = 0; c < tile.length; c++) {
                for (int g = 0; g < goal.length && tile[c] != 0; g++) {
                    if (goal[g] == tile[c]) {
                        total += Math.abs(c % side - g % side) + Math.abs(c / side - g / side);
                    }
                }
            }
            return total;
        }

        boolean solved() {
            for (int i = 0; i < tile.length - 1; i++) {
                if (tile[(side - 1 - i / side) * side + i % side] != i + 1) {
                    return false;
                }
            }
            return true;
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            if (solved()) {
                return 0;
            }
            long total = 0;
            for (int[] sl : slides()) {
                tile[sl[1]] = tile[sl[0]];
                tile[sl[0]] = 0;
                total += perft(depth - 1);
                tile[sl[0]] = tile[sl[1]];
                tile[sl[1]] = 0;
            }
            return total;
        }

        List<String> moves() {
            List<String> out = new ArrayList<>();
            if (!solved() && played < 1000) {
                slides().forEach(sl -> out.add(DIGITS.charAt(tile[sl[0]] - 1) + name(sl[0]) + "-" + name(sl[1])));
            }
            Collections.sort(out);
            return out;
        }

        void play(String move) {
            int from = cell(move.substring(1, 3));
            int to = cell(move.substring(4, 6));
            tile[to] = tile[from];
            tile[from] = 0;
            played++;
        }

        /** As the definition says it: solved scores the moves made; a thousand moves end in a draw. */
        String outcome() {
            return solved() ? "solo wins (solved) by " + played : "draw (limit)";
        }

        /** The frame as a position is written: the tiles by number, each with its cell. */
        String position() {
            StringBuilder out = new StringBuilder("solo:");
            for (int t = 1; t < side * side; t++) {
                for (int c = 0; c < tile.length; c++) {
                    if (tile[c] == t) {
                        out.append(" t").append(t).append(' ').append(name(c));
                    }
                }
            }
            return out.append("; turn: solo").toString();
        }

        private String name(int cell) {
            return "" + (char) ('a' + cell % side) + (char) ('1' + cell / side);
        }

        private int cell(String name) {
            return (name.charAt(1) - '1') * side + name.charAt(0) - 'a';
        }
    }
}
