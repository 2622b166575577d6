package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.PuzzleSolver;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
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
 * The knight's tour (games/knights-tour.gamut): every tour of 5 by 5 counted, 1,728 from any square
 * and 304 from a corner (Knuth, Leaper graphs); perft against a reference written here over a bit
 * mask of the squares visited, on every board and from positions part of the way through; random
 * games compared move by move with how each ends; and a tour from the corner found by gamut solve.
 */
class KnightsTourTest {
    static final String FILE = "knights-tour.gamut";

    static Rules rules(String... variants) {
        return Games.load(FILE, variants);
    }

    @Test
    void everyTourOfFiveByFiveIsCounted() {
        // A line of 25 plies is a tour: the knight put down, then 24 jumps onto squares not visited.
        assertEquals(1_728, new Perft(Games.start(rules())).count(25));
        assertEquals(1_728, Reference.board(5).perft(25));
        assertEquals(304, new Perft(Games.start(rules("start=corner"))).count(24));
        assertEquals(304, Reference.board(5).at(0).perft(24));
    }

    @Test
    void perftFromTheStartAgreesWithTheReference() {
        long[] five = new long[8];
        for (int d = 1; d <= five.length; d++) {
            five[d - 1] = new Perft(Games.start(rules())).count(d);
            assertEquals(Reference.board(5).perft(d), five[d - 1], "perft(" + d + ")");
        }
        assertEquals("[25, 96, 328, 976, 2800, 8352, 21664, 57392]", Arrays.toString(five));
        for (String size : List.of("6", "8")) {
            int side = Integer.parseInt(size);
            for (int d = 1; d <= 5; d++) {
                assertEquals(Reference.board(side).perft(d), new Perft(Games.start(rules("size=" + size))).count(d),
                        size + ": perft(" + d + ")");
                assertEquals(Reference.board(side).at(0).perft(d),
                        new Perft(Games.start(rules("size=" + size, "start=corner"))).count(d), size + " from a1: perft(" + d + ")");
            }
        }
    }

    @Test
    void perftPartOfTheWayThroughAgreesWithTheReference() {
        // Positions of random walks, 6 to 14 jumps long, where many lines end lost and some solved.
        SplittableRandom random = new SplittableRandom(5);
        List<String> positions = new ArrayList<>();
        for (int side : new int[] {5, 6}) {
            for (int walk = 0; walk < 3; walk++) {
                Reference r = Reference.board(side).at(random.nextInt(side * side)).walked(random, 6 + 4 * walk);
                State s = Games.position(side == 5 ? rules() : rules("size=6"), r.position());
                for (int d = 1; d <= 10; d++) {
                    assertEquals(r.perft(d), new Perft(s).count(d), r.position() + ": perft(" + d + ")");
                }
                positions.add(r.position());
            }
        }
        assertEquals("solo: knight d2; neutral: marker b2 d3 e3 b4 c4 d5; turn: solo", positions.get(0));
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        SplittableRandom random = new SplittableRandom(6);
        MoveList moves = new MoveList();
        List<String> ends = new ArrayList<>();
        int positions = 0;
        for (int side : new int[] {5, 6, 8}) {
            for (int game = 0; game < 100; game++) {
                Reference r = Reference.board(side);
                State s = Games.start(side == 5 ? rules() : rules("size=" + side));
                while (!s.isOver()) {
                    assertEquals(r.moves(), Games.moves(s), "position " + positions);
                    s.generate(moves);
                    int m = moves.get(random.nextInt(moves.size()));
                    String written = Notation.format(s, m);
                    s.make(m);
                    r.play(written);
                    positions++;
                }
                assertEquals(r.outcome(), Games.describe(s) + " by " + gamut.core.Result.points(s.result().points()), side + " game " + game);
                ends.add(Games.describe(s));
            }
        }
        assertEquals(0, Collections.frequency(ends, "solo wins (solved)"));
        assertEquals(6_884, positions);
    }

    @Test
    void gamutSolveFindsATourOfFiveByFiveFromTheCorner() {
        State s = Games.start(rules("start=corner"));
        long noDeadline = System.nanoTime() + 3_600_000_000_000L;
        PuzzleSolver.Proof proof = new PuzzleSolver(s, 22, noDeadline, null).solve(1000, true);
        assertEquals(24, proof.moves().length);
        List<String> played = new ArrayList<>();
        for (int m : proof.moves()) {
            played.add(Notation.format(s, m));
            s.make(m);
        }
        assertEquals("solo wins (solved) by 25", Games.describe(s) + " by " + gamut.core.Result.points(s.result().points()));
        // The tour, checked here: 24 knight's jumps, each onto a square not visited before.
        Reference r = Reference.board(5).at(0);
        for (String move : played) {
            assertTrue(r.moves().contains(move), move);
            r.play(move);
        }
        assertEquals("solo wins (solved) by 25", r.outcome());
    }

    /** A board of {@code side} by {@code side}, square (x, y) at bit {@code y * side + x} from a1. */
    static final class Reference {
        private static final int[][] JUMPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        final int side;
        long visited;
        int knight = -1;

        private Reference(int side) {
            this.side = side;
        }

        static Reference board(int side) {
            return new Reference(side);
        }

        /** The knight on a square, the first move made. */
        Reference at(int square) {
            knight = square;
            visited = 1L << square;
            return this;
        }

        private int squares() {
            return Long.bitCount(visited);
        }

        boolean solved() {
            return squares() == side * side;
        }

        /** The squares the knight may go to next: any at first, then a jump onto one not visited. */
        private List<Integer> next() {
            List<Integer> out = new ArrayList<>();
            if (knight < 0) {
                for (int c = 0; c < side * side; c++) {
                    out.add(c);
                }
                return out;
            }
            int x = knight % side;
            int y = knight / side;
            for (int[] j : JUMPS) {
                int a = x + j[0];
                int b = y + j[1];
                if (a >= 0 && a < side && b >= 0 && b < side && (visited >> (b * side + a) & 1) == 0) {
                    out.add(b * side + a);
                }
            }
            return out;
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            if (solved()) {
                return 0;
            }
            long total = 0;
            int from = knight;
            for (int c : next()) {
                knight = c;
                visited |= 1L << c;
                total += perft(depth - 1);
                visited &= ~(1L << c);
                knight = from;
            }
            return total;
        }

        /** {@code n} random jumps, or fewer where the knight is stuck. */
        Reference walked(SplittableRandom random, int n) {
            for (int k = 0; k < n; k++) {
                List<Integer> next = next();
                if (next.size() <= 1) {
                    break;
                }
                int c = next.get(random.nextInt(next.size()));
                knight = c;
                visited |= 1L << c;
            }
            return this;
        }

        List<String> moves() {
            List<String> out = new ArrayList<>();
            if (!solved()) {
                next().forEach(c -> out.add(knight < 0 ? "N@" + name(c) : "N" + name(knight) + "-" + name(c)));
            }
            Collections.sort(out);
            return out;
        }

        void play(String move) {
            int c = cell(move.substring(move.length() - 2));
            knight = c;
            visited |= 1L << c;
        }

        /** As the definition says it: every square visited wins, a knight with nowhere to go loses; both score the squares. */
        String outcome() {
            return "solo " + (solved() ? "wins (solved)" : "loses (no_moves)") + " by " + squares();
        }

        /** The board as a position is written: the knight, the markers on the squares it left. */
        String position() {
            StringBuilder out = new StringBuilder("solo: knight " + name(knight) + "; neutral: marker");
            for (int c = 0; c < side * side; c++) {
                if ((visited >> c & 1) != 0 && c != knight) {
                    out.append(' ').append(name(c));
                }
            }
            return out.append("; turn: solo").toString();
        }

        private String name(int c) {
            return "" + (char) ('a' + c % side) + (c / side + 1);
        }

        private int cell(String name) {
            return (name.charAt(1) - '1') * side + name.charAt(0) - 'a';
        }
    }
}
