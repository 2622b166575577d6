package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.PuzzleSolver;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Tower of Hanoi (games/tower-of-hanoi.gamut): perft against a reference written here over
 * three arrays of disc sizes, from the start of every tower and from positions of random walks;
 * random games compared move by move, with how each ends; and the shortest solutions, 2^N - 1 moves.
 */
class TowerOfHanoiTest {
    static final String FILE = "tower-of-hanoi.gamut";

    static Rules rules(int discs) {
        return discs == 4 ? Games.load(FILE) : Games.load(FILE, "discs=" + discs);
    }

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        long[] four = new long[14];
        for (int d = 1; d <= four.length; d++) {
            four[d - 1] = new Perft(Games.start(rules(4))).count(d);
            assertEquals(Reference.tower(4).perft(d), four[d - 1], "perft(" + d + ")");
        }
        assertEquals("[2, 6, 16, 46, 130, 376, 1086, 3164, 9230, 27030, 79270, 232954, 685396, 2019208]",
                Arrays.toString(four));
        // Three discs: the tower can be moved within 7 plies, so lines end there and the counts part.
        long[] three = new long[10];
        for (int d = 1; d <= three.length; d++) {
            three[d - 1] = new Perft(Games.start(rules(3))).count(d);
            assertEquals(Reference.tower(3).perft(d), three[d - 1], "3 discs: perft(" + d + ")");
        }
        assertEquals("[2, 6, 16, 46, 130, 376, 1086, 3160, 9202, 26860]", Arrays.toString(three));
        for (int discs = 5; discs <= 8; discs++) {
            for (int d = 1; d <= 8; d++) {
                assertEquals(Reference.tower(discs).perft(d), new Perft(Games.start(rules(discs))).count(d),
                        discs + " discs: perft(" + d + ")");
            }
        }
    }

    @Test
    void perftFromRandomPositionsAgreesWithTheReference() {
        // Positions of random walks, with discs on every peg, some near the goal.
        SplittableRandom random = new SplittableRandom(3);
        List<String> positions = new ArrayList<>();
        for (int discs = 3; discs <= 6; discs++) {
            for (int walk = 0; walk < 3; walk++) {
                Reference r = Reference.tower(discs).walked(random, 5 + 7 * walk);
                State s = Games.position(rules(discs), r.position());
                for (int d = 1; d <= 9; d++) {
                    assertEquals(r.perft(d), new Perft(s).count(d), r.position() + ": perft(" + d + ")");
                }
                positions.add(r.position());
            }
        }
        assertEquals("solo: disc3 a1 disc1 b1; beneath solo: disc2 b1; turn: solo", positions.get(0));
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        SplittableRandom random = new SplittableRandom(4);
        MoveList moves = new MoveList();
        List<String> ends = new ArrayList<>();
        int positions = 0;
        for (int discs = 3; discs <= 5; discs++) {
            for (int game = 0; game < 20; game++) {
                Reference r = Reference.tower(discs);
                State s = Games.start(rules(discs));
                while (!s.isOver()) {
                    assertEquals(r.moves(), Games.moves(s), "position " + positions);
                    s.generate(moves);
                    int m = moves.get(random.nextInt(moves.size()));
                    String written = Notation.format(s, m);
                    s.make(m);
                    r.play(written);
                    assertEquals(r.position(), PositionFormat.format(s).replace("\n", "; ").replaceAll("; turn number: \\d+", ""),
                            "after " + written);
                    positions++;
                }
                String end = Games.describe(s) + (s.result().hasWinner() ? " by " + gamut.core.Result.points(s.result().points()) : "");
                assertEquals(r.outcome(), end);
                ends.add(discs + ": " + end.replaceAll(" by \\d+", ""));
            }
        }
        assertEquals(List.of(20, 13, 3), List.of(Collections.frequency(ends, "3: solo wins (solved)"),
                Collections.frequency(ends, "4: solo wins (solved)"), Collections.frequency(ends, "5: solo wins (solved)")));
        assertEquals(35_636, positions);
    }

    @Test
    void theShortestSolutionsTake2ToTheNMinus1Moves() {
        long noDeadline = System.nanoTime() + 3_600_000_000_000L;
        for (int discs = 3; discs <= 8; discs++) {
            State s = Games.start(rules(discs));
            PuzzleSolver.Proof proof = new PuzzleSolver(s, 22, noDeadline, null).solve(1000, false);
            assertEquals((1 << discs) - 1, proof.moves().length, discs + " discs");
            assertTrue(proof.shortest());
            List<String> played = new ArrayList<>();
            for (int m : proof.moves()) {
                played.add(Notation.format(s, m));
                s.make(m);
            }
            assertEquals("solo wins (solved) by " + ((1 << discs) - 1), Games.describe(s) + " by " + gamut.core.Result.points(s.result().points()));
            if (discs == 4) {
                assertEquals("1a1-b1 2a1-c1 1b1-c1 3a1-b1 1c1-a1 2c1-b1 1a1-b1 4a1-c1 1b1-c1 2b1-a1 1c1-a1 3b1-c1 1a1-b1 "
                        + "2a1-c1 1b1-c1", String.join(" ", played));
            }
        }
    }

    /** Three pegs, a1 b1 c1, each an array of disc sizes from the bottom. */
    static final class Reference {
        final int discs;
        final int[][] peg;
        final int[] height = new int[3];
        int played;

        private Reference(int discs) {
            this.discs = discs;
            this.peg = new int[3][discs];
        }

        /** The tower of {@code discs} on the first peg, the largest at the bottom. */
        static Reference tower(int discs) {
            Reference r = new Reference(discs);
            for (int i = 0; i < discs; i++) {
                r.peg[0][i] = discs - i;
            }
            r.height[0] = discs;
            return r;
        }

        private int top(int p) {
            return height[p] == 0 ? 0 : peg[p][height[p] - 1];
        }

        /** Each move as {from, to}: the top disc of a peg onto an empty peg or a larger disc. */
        private List<int[]> moveList() {
            List<int[]> out = new ArrayList<>();
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < 3; b++) {
                    if (a != b && height[a] > 0 && (height[b] == 0 || top(b) > top(a))) {
                        out.add(new int[] {a, b});
                    }
                }
            }
            return out;
        }

        private void shift(int a, int b) {
            peg[b][height[b]++] = peg[a][--height[a]];
        }

        boolean solved() {
            return height[2] == discs;
        }

        /** The tower after {@code n} random moves that never undo the one before, stopping short of the goal. */
        Reference walked(SplittableRandom random, int n) {
            int[] last = {-1, -1};
            for (int k = 0; k < n; k++) {
                List<int[]> moves = moveList();
                int[] undo = last;
                moves.removeIf(mv -> mv[0] == undo[1] && mv[1] == undo[0]);
                last = moves.get(random.nextInt(moves.size()));
                shift(last[0], last[1]);
                if (solved()) {
                    shift(last[1], last[0]);
                    break;
                }
            }
            return this;
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            if (solved()) {
                return 0;
            }
            long total = 0;
            for (int[] mv : moveList()) {
                shift(mv[0], mv[1]);
                total += perft(depth - 1);
                shift(mv[1], mv[0]);
            }
            return total;
        }

        List<String> moves() {
            List<String> out = new ArrayList<>();
            if (!solved() && played < 1000) {
                moveList().forEach(mv -> out.add(top(mv[0]) + name(mv[0]) + "-" + name(mv[1])));
            }
            Collections.sort(out);
            return out;
        }

        void play(String move) {
            int a = move.charAt(1) - 'a';
            int b = move.charAt(4) - 'a';
            assertEquals(top(a), move.charAt(0) - '0', move);
            shift(a, b);
            played++;
        }

        /** As the definition says it: the tower on the last peg scores the moves made; a thousand end in a draw. */
        String outcome() {
            return solved() ? "solo wins (solved) by " + played : "draw (limit)";
        }

        /** The pegs as a position writes them: the top discs, then each layer beneath, from the top down, peg by peg. */
        String position() {
            StringBuilder out = new StringBuilder("solo:");
            for (int layer = 0; layer < discs; layer++) {
                StringBuilder line = new StringBuilder();
                for (int p = 0; p < 3; p++) {
                    if (height[p] > layer) {
                        line.append(" disc").append(peg[p][height[p] - 1 - layer]).append(' ').append(name(p));
                    }
                }
                if (line.length() > 0) {
                    out.append(layer == 0 ? "" : "; beneath solo:").append(line);
                }
            }
            return out.append("; turn: solo").toString();
        }

        private static String name(int p) {
            return (char) ('a' + p) + "1";
        }
    }
}
