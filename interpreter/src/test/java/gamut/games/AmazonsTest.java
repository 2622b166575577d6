package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The Game of the Amazons (games/amazons.gamut): perft in plies against the published numbers and
 * against a reference written here over a plain array, and random games compared move by move.
 */
class AmazonsTest {
    static final String FILE = "amazons.gamut";
    static final long[] PUBLISHED = {2176, 4307152};

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        int depth = Integer.getInteger("gamut.amazons.depth", 1);
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= depth; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft(" + d + ")");
        }
        assertEquals(PUBLISHED[0], Reference.start().moves().size());
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        SplittableRandom random = new SplittableRandom(3);
        MoveList moves = new MoveList();
        int positions = 0;
        for (int game = 0; game < 3; game++) {
            State s = Games.start(rules());
            Reference r = Reference.start();
            while (!s.isOver()) {
                assertEquals(r.legal(), new TreeSet<>(Games.moveList(s)), "position " + positions);
                s.generate(moves);
                int m = moves.get(random.nextInt(moves.size()));
                String written = Notation.format(s, m);
                s.make(m);
                r.play(written);
                positions++;
            }
            assertEquals(r.loser() == 0 ? "black wins (no_moves)" : "white wins (no_moves)", Games.describe(s));
        }
        assertEquals(POSITIONS, positions);
    }

    static final int POSITIONS = 208;

    /** Cells 0..99 from a1 rank by rank; 1 white, 2 black, 3 arrow, 0 empty. White moves first. */
    static final class Reference {
        static final int[][] DIRS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
        final int[] b = new int[100];
        int toMove = 1;

        static Reference start() {
            Reference r = new Reference();
            for (String c : new String[] {"a4", "d1", "g1", "j4"}) {
                r.b[cell(c)] = 1;
            }
            for (String c : new String[] {"a7", "d10", "g10", "j7"}) {
                r.b[cell(c)] = 2;
            }
            return r;
        }

        static int cell(String name) {
            return (Integer.parseInt(name.substring(1)) - 1) * 10 + (name.charAt(0) - 'a');
        }

        static String name(int c) {
            return (char) ('a' + c % 10) + Integer.toString(c / 10 + 1);
        }

        /** The cells a queen on {@code from} reaches over empty cells. */
        List<Integer> reach(int from) {
            List<Integer> out = new ArrayList<>();
            for (int[] d : DIRS) {
                int x = from % 10 + d[0];
                int y = from / 10 + d[1];
                while (x >= 0 && x < 10 && y >= 0 && y < 10 && b[y * 10 + x] == 0) {
                    out.add(y * 10 + x);
                    x += d[0];
                    y += d[1];
                }
            }
            return out;
        }

        /** Every move as {from, to, arrow}. */
        List<int[]> moves() {
            List<int[]> out = new ArrayList<>();
            for (int from = 0; from < 100; from++) {
                if (b[from] != toMove) {
                    continue;
                }
                for (int to : reach(from)) {
                    b[from] = 0;
                    b[to] = toMove;
                    for (int arrow : reach(to)) {
                        out.add(new int[] {from, to, arrow});
                    }
                    b[to] = 0;
                    b[from] = toMove;
                }
            }
            return out;
        }

        TreeSet<String> legal() {
            TreeSet<String> out = new TreeSet<>();
            for (int[] m : moves()) {
                out.add("A" + name(m[0]) + "-" + name(m[1]) + " +X@" + name(m[2]));
            }
            return out;
        }

        void play(String written) {
            String[] parts = written.substring(1).split("[- ]");
            int from = cell(parts[0]);
            int to = cell(parts[1]);
            int arrow = cell(parts[2].substring(3));
            b[from] = 0;
            b[to] = toMove;
            b[arrow] = 3;
            toMove = 3 - toMove;
        }

        int loser() {
            return moves().isEmpty() ? toMove - 1 : -1;
        }
    }
}
