package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Peg solitaire (games/peg-solitaire.gamut): perft against the published numbers and against a
 * reference written here over a bit mask of the 7 by 7 holes, on the English and French boards, and
 * whole random games compared move by move, with how each ends and scores.
 */
class PegSolitaireTest {
    static final String FILE = "peg-solitaire.gamut";
    /** The English board's counts from the start (Beasley; the first eight, as issue 40 lists them). */
    static final long[] PUBLISHED = {4, 12, 60, 400, 2_960, 24_600, 221_072, 2_076_744};

    static Rules rules(String... variants) {
        return Games.load(FILE, variants);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        int depth = Integer.getInteger("gamut.pegs.depth", 7);
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= depth; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft(" + d + ")");
            assertEquals(PUBLISHED[d - 1], Reference.english().perft(d), "reference perft(" + d + ")");
        }
    }

    @Test
    void perftOfTheFrenchBoardAgreesWithTheReference() {
        Perft perft = new Perft(Games.start(rules("board=french")));
        long[] counts = new long[6];
        for (int d = 1; d <= counts.length; d++) {
            counts[d - 1] = perft.count(d);
            assertEquals(Reference.french().perft(d), counts[d - 1], "perft(" + d + ")");
        }
        assertEquals("[3, 12, 78, 644, 5878, 59130]", java.util.Arrays.toString(counts));
    }

    @Test
    void perftFromSetPositionsAgreesWithTheReference() {
        // Half-way positions of random games, on both boards.
        SplittableRandom random = new SplittableRandom(40);
        for (String variant : List.of("", "board=french")) {
            for (int game = 0; game < 4; game++) {
                State s = Games.start(variant.isEmpty() ? rules() : rules(variant));
                Reference r = variant.isEmpty() ? Reference.english() : Reference.french();
                playRandomly(s, r, random, 12);
                for (int d = 1; d <= 5; d++) {
                    assertEquals(r.perft(d), new Perft(s).count(d), variant + " game " + game + ": perft(" + d + ")");
                }
            }
        }
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        SplittableRandom random = new SplittableRandom(33);
        int positions = 0;
        List<String> ends = new ArrayList<>();
        for (String variant : List.of("", "finish=centre", "board=french")) {
            for (int game = 0; game < 100; game++) {
                State s = Games.start(variant.isEmpty() ? rules() : rules(variant));
                Reference r = variant.equals("board=french") ? Reference.french() : Reference.english();
                positions += playRandomly(s, r, random, Integer.MAX_VALUE);
                assertEquals(r.outcome(variant.equals("finish=centre")), Games.describe(s) + " by " + Result.points(s.result().points()),
                        variant + " game " + game);
                ends.add(Games.describe(s));
            }
        }
        assertEquals(7_445, positions);
        assertEquals(0, Collections.frequency(ends, "solo wins (solved)"), "random jumps never solve it");
    }

    /** Plays random moves on both until the game ends or {@code plies} are played; the positions seen. */
    private static int playRandomly(State s, Reference r, SplittableRandom random, int plies) {
        MoveList moves = new MoveList();
        int positions = 0;
        while (!s.isOver() && positions < plies) {
            assertEquals(r.moves(), Games.moves(s), "position " + positions);
            s.generate(moves);
            int m = moves.get(random.nextInt(moves.size()));
            String written = Notation.format(s, m);
            s.make(m);
            r.play(written);
            assertEquals(r.pegs, pegs(s), "after " + written);
            positions++;
        }
        if (s.isOver()) {
            assertEquals(List.of(), r.moves());
        }
        return positions;
    }

    private static long pegs(State s) {
        long pegs = 0;
        for (int c = 0; c < Kernel.rules(s).cells; c++) {
            if (s.owner(c) == 0) {
                String name = Kernel.rules(s).geometry.cellName(c);
                pegs |= 1L << Reference.at(name.charAt(0) - 'a', name.charAt(1) - '1');
            }
        }
        return pegs;
    }

    /** Holes of a 7 by 7 square as bits, (x, y) at {@code y * 7 + x} from a1; a peg is a bit set. */
    static final class Reference {
        private static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        final long holes;
        long pegs;

        private Reference(long holes, int empty) {
            this.holes = holes;
            this.pegs = holes & ~(1L << empty);
        }

        /** The cross of 33 holes: the square without its four corners of 2 by 2; the centre empty. */
        static Reference english() {
            return new Reference(board(2), at(3, 3));
        }

        /** The 37 holes: corners of three holes left out; d2 empty. */
        static Reference french() {
            return new Reference(board(1), at(3, 1));
        }

        /** A square without the holes whose distance from the nearer two edges sums to less than {@code cut}. */
        private static long board(int cut) {
            long holes = 0;
            for (int x = 0; x < 7; x++) {
                for (int y = 0; y < 7; y++) {
                    int dx = Math.min(x, 6 - x);
                    int dy = Math.min(y, 6 - y);
                    boolean corner = cut == 2 ? dx < 2 && dy < 2 : dx + dy < 2;
                    if (!corner) {
                        holes |= 1L << at(x, y);
                    }
                }
            }
            return holes;
        }

        static int at(int x, int y) {
            return y * 7 + x;
        }

        private boolean hole(int x, int y) {
            return x >= 0 && x < 7 && y >= 0 && y < 7 && (holes >> at(x, y) & 1) != 0;
        }

        private boolean peg(int x, int y) {
            return hole(x, y) && (pegs >> at(x, y) & 1) != 0;
        }

        /** Each jump as {from, over, to}. */
        private List<int[]> jumps() {
            List<int[]> out = new ArrayList<>();
            for (int y = 0; y < 7; y++) {
                for (int x = 0; x < 7; x++) {
                    for (int[] d : STEPS) {
                        if (peg(x, y) && peg(x + d[0], y + d[1]) && hole(x + 2 * d[0], y + 2 * d[1])
                                && !peg(x + 2 * d[0], y + 2 * d[1])) {
                            out.add(new int[] {at(x, y), at(x + d[0], y + d[1]), at(x + 2 * d[0], y + 2 * d[1])});
                        }
                    }
                }
            }
            return out;
        }

        long perft(int depth) {
            if (depth == 0) {
                return 1;
            }
            if (Long.bitCount(pegs) == 1) {
                return 0;
            }
            long total = 0;
            for (int[] j : jumps()) {
                long saved = pegs;
                pegs ^= 1L << j[0] | 1L << j[1] | 1L << j[2];
                total += perft(depth - 1);
                pegs = saved;
            }
            return total;
        }

        List<String> moves() {
            List<String> out = new ArrayList<>();
            if (Long.bitCount(pegs) > 1) {
                jumps().forEach(j -> out.add(name(j[0]) + "x" + name(j[2])));
            }
            Collections.sort(out);
            return out;
        }

        void play(String move) {
            int from = cell(move.substring(0, 2));
            int to = cell(move.substring(3, 5));
            pegs ^= 1L << from | 1L << (from + to) / 2 | 1L << to;
        }

        /** As the definition's end rules say it: one peg wins (in the centre, with the variant), else a loss. */
        String outcome(boolean centre) {
            int left = Long.bitCount(pegs);
            boolean won = left == 1 && (!centre || pegs == 1L << at(3, 3));
            return won ? "solo wins (solved) by 1" : "solo loses (no_moves) by " + left;
        }

        private static String name(int cell) {
            return "" + (char) ('a' + cell % 7) + (char) ('1' + cell / 7);
        }

        private static int cell(String name) {
            return at(name.charAt(0) - 'a', name.charAt(1) - '1');
        }
    }
}
