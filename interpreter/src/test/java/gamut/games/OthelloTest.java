package gamut.games;

import static gamut.testing.Games.play;
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
 * Othello (games/othello.gamut): perft in plies against the published numbers and against a
 * reference written here over a plain array, and whole random games compared move by move.
 */
class OthelloTest {
    static final String FILE = "othello.gamut";
    static final long[] PUBLISHED = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};

    static Rules rules() {
        return Games.load(FILE);
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        int depth = Integer.getInteger("gamut.othello.depth", 7);
        Perft perft = new Perft(Games.start(rules()));
        for (int d = 1; d <= depth; d++) {
            assertEquals(PUBLISHED[d - 1], perft.count(d), "perft(" + d + ")");
            assertEquals(PUBLISHED[d - 1], Reference.start().perft(d), "reference perft(" + d + ")");
        }
    }

    @Test
    void randomGamesAgreeWithTheReferenceMoveByMove() {
        SplittableRandom random = new SplittableRandom(15);
        MoveList moves = new MoveList();
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            State s = Games.start(rules());
            Reference r = Reference.start();
            while (!s.isOver()) {
                assertEquals(r.legal(), Games.sorted(String.join(" ", Games.moveList(s))), "position " + positions);
                s.generate(moves);
                int m = moves.get(random.nextInt(moves.size()));
                String written = Notation.format(s, m);
                s.make(m);
                r.play(written);
                assertEquals(r.board(), board(s), "after " + written);
                positions++;
            }
            assertEquals(r.outcome(), Games.describe(s));
        }
        assertEquals(3621, positions);
    }

    @Test
    void aPlayerWhoCannotPlacePassesAndTheGameEndsWhenNeitherCan() {
        // Black's one disc lies next to a white one in the corner, with nothing beyond: black
        // cannot place and passes; white then takes it, and neither side can place any more.
        State s = Games.position(rules(), "black: b1; white: a1; turn: black;"
                + " reserve black: disc unlimited; reserve white: disc unlimited");
        assertEquals(List.of("pass"), Games.moveList(s));
        play(s, "pass");
        assertEquals(List.of("D@c1"), Games.moveList(s));
        play(s, "D@c1");
        assertEquals(3, s.onBoard(1));
        assertEquals(0, s.onBoard(0));
        assertEquals("white wins (over)", Games.describe(s));
    }

    private static String board(State s) {
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < 64; c++) {
            out.append(s.owner(c) < 0 ? '.' : s.owner(c) == 0 ? 'b' : 'w');
        }
        return out.toString();
    }

    /** Cells 0..63 from a1 rank by rank; 1 black, 2 white, 0 empty. Black moves first. */
    static final class Reference {
        static final int[][] DIRS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
        final int[] b = new int[64];
        int toMove = 1;
        int passes;

        static Reference start() {
            Reference r = new Reference();
            r.b[at(3, 3)] = 2;
            r.b[at(4, 4)] = 2;
            r.b[at(3, 4)] = 1;
            r.b[at(4, 3)] = 1;
            return r;
        }

        static int at(int x, int y) {
            return y * 8 + x;
        }

        /** The discs a disc of {@code p} on the cell would turn, or an empty list. */
        List<Integer> flips(int cell, int p) {
            List<Integer> out = new ArrayList<>();
            if (b[cell] != 0) {
                return out;
            }
            for (int[] d : DIRS) {
                List<Integer> row = new ArrayList<>();
                int x = cell % 8 + d[0];
                int y = cell / 8 + d[1];
                while (x >= 0 && x < 8 && y >= 0 && y < 8 && b[at(x, y)] == 3 - p) {
                    row.add(at(x, y));
                    x += d[0];
                    y += d[1];
                }
                if (!row.isEmpty() && x >= 0 && x < 8 && y >= 0 && y < 8 && b[at(x, y)] == p) {
                    out.addAll(row);
                }
            }
            return out;
        }

        List<Integer> moves(int p) {
            List<Integer> out = new ArrayList<>();
            for (int c = 0; c < 64; c++) {
                if (!flips(c, p).isEmpty()) {
                    out.add(c);
                }
            }
            return out;
        }

        boolean over() {
            return moves(1).isEmpty() && moves(2).isEmpty();
        }

        void place(int cell) {
            for (int f : flips(cell, toMove)) {
                b[f] = toMove;
            }
            b[cell] = toMove;
        }

        long perft(int depth) {
            if (over()) {
                return 0;
            }
            List<Integer> moves = moves(toMove);
            if (depth == 1) {
                return Math.max(1, moves.size());
            }
            long n = 0;
            if (moves.isEmpty()) {
                toMove = 3 - toMove;
                n = perft(depth - 1);
                toMove = 3 - toMove;
                return n;
            }
            for (int m : moves) {
                int[] saved = b.clone();
                place(m);
                toMove = 3 - toMove;
                n += perft(depth - 1);
                toMove = 3 - toMove;
                System.arraycopy(saved, 0, b, 0, 64);
            }
            return n;
        }

        List<String> legal() {
            List<String> out = new ArrayList<>();
            for (int m : moves(toMove)) {
                out.add("D@" + (char) ('a' + m % 8) + (m / 8 + 1));
            }
            if (out.isEmpty()) {
                out.add("pass");
            }
            return new ArrayList<>(new TreeSet<>(out));
        }

        void play(String written) {
            if (!written.equals("pass")) {
                place(at(written.charAt(2) - 'a', Integer.parseInt(written.substring(3)) - 1));
            }
            toMove = 3 - toMove;
        }

        String board() {
            StringBuilder out = new StringBuilder();
            for (int v : b) {
                out.append(v == 0 ? '.' : v == 1 ? 'b' : 'w');
            }
            return out.toString();
        }

        String outcome() {
            int black = 0;
            int white = 0;
            for (int v : b) {
                black += v == 1 ? 1 : 0;
                white += v == 2 ? 1 : 0;
            }
            return black == white ? "draw (over)" : (black > white ? "black" : "white") + " wins (over)";
        }
    }
}
