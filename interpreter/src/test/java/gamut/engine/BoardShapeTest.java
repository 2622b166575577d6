package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.core.BoardKind;
import gamut.core.BoardShape;
import gamut.core.BoardShapes;
import gamut.core.CellGraph;
import gamut.core.Geometry;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A board shape the language does not spell out, added by the program that uses the library
 * ({@link BoardShapes}): a ring of cells written here, and nowhere in the library. A definition
 * names it after {@code board}; the checker, the engine, the text board and the viewer take its
 * graph as they take any other, and perft agrees with a generator written here from the ring.
 */
class BoardShapeTest {
    /** N cells round a circle, 1 at the top and on clockwise, stepped along by cw and ccw. */
    static final class Ring implements BoardShape {
        @Override
        public String word() {
            return "ring";
        }

        @Override
        public String usage() {
            return "N, its number of cells (3 to 500)";
        }

        @Override
        public CellGraph graph(List<String> arguments, List<String> directions, int[] dxs, int[] dys) {
            if (!directions.isEmpty()) {
                throw new IllegalArgumentException("a ring has its own directions, cw and ccw, and no others");
            }
            if (arguments.size() != 1 || !arguments.get(0).matches("[0-9]{1,3}")
                    || Integer.parseInt(arguments.get(0)) < 3 || Integer.parseInt(arguments.get(0)) > 500) {
                throw new IllegalArgumentException("not '" + String.join(" ", arguments) + "'");
            }
            int n = Integer.parseInt(arguments.get(0));
            List<String> names = new ArrayList<>();
            int[] xs = new int[n];
            int[] ys = new int[n];
            int[] next = new int[2 * n];
            for (int c = 0; c < n; c++) {
                names.add(Integer.toString(c + 1));
                double angle = Math.PI / 2 - 2 * Math.PI * c / n;
                xs[c] = (int) Math.round(n / 2.0 * Math.cos(angle));
                ys[c] = (int) Math.round(n / 2.0 * Math.sin(angle));
                next[2 * c] = (c + 1) % n;
                next[2 * c + 1] = (c + n - 1) % n;
            }
            return new CellGraph(BoardKind.GRAPH, names, xs, ys, List.of("cw", "ccw"), new int[2], new int[2],
                    next, new int[] {1, 0});
        }
    }

    private static final Ring RING = new Ring();

    /** Runners go round, White's clockwise and Black's the other way, taking what they land on. */
    static final String RACE = """
            game "Round" {
                players white, black
                board ring 12
                pieces { runner }
                directions forward of white = cw
                directions forward of black = ccw
                setup {
                    white: 1, 2, 5
                    black: 7, 8, 11
                }
                moves runner {
                    for d in forward {
                        step d
                        verify not friend
                        move
                    }
                    for d in forward {
                        step d
                        step d
                        verify empty
                        move
                    }
                }
                end gone: count(opponent) == 0 => mover wins
                no_moves => mover loses
            }
            """;

    @BeforeAll
    static void addTheRing() {
        BoardShapes.add(RING);
    }

    private static Game race() {
        return Gamut.load("round.gamut", RACE, List.of());
    }

    @Test
    void theRingsCellsAndStepsAreTheShapes() {
        Geometry geo = race().geometry();
        assertEquals(BoardKind.GRAPH, geo.kind());
        assertEquals(12, geo.cells());
        assertEquals(geo.cell("1"), geo.next(geo.cell("12"), geo.direction("cw")));
        assertEquals(geo.cell("12"), geo.next(geo.cell("1"), geo.direction("ccw")));
        assertEquals(List.of("2", "8", "12"), List.of(geo.cellName(geo.next(geo.cell("1"), geo.direction("cw"))),
                geo.cellName(geo.next(geo.cell("9"), geo.direction("ccw"))),
                geo.cellName(geo.next(geo.cell("11"), geo.direction("cw")))));
    }

    @Test
    void perftAgreesWithAGeneratorWrittenFromTheRing() {
        State s = race().newState();
        long hash = s.hash();
        Perft perft = new Perft(s);
        int[] owners = new int[12];
        java.util.Arrays.fill(owners, -1);
        for (int c : new int[] {0, 1, 4}) {
            owners[c] = 0;
        }
        for (int c : new int[] {6, 7, 10}) {
            owners[c] = 1;
        }
        for (int depth = 1; depth <= 9; depth++) {
            assertEquals(reference(owners, 0, depth), perft.count(depth), "depth " + depth);
            assertEquals(hash, s.hash());
        }
        assertEquals(List.of("1-3", "2-3", "2-4", "5-6"), Games.moves(race().newState()));
    }

    @Test
    void theTextBoardDrawsTheRingWithItsNamesBeside() {
        assertEquals("""
                            X                              1
                      .           X                  12          2
                    //              \\\\             //              \\\\
                  O                   .          11                  3
                 /                    \\         /                    \\
                /                      \\       /                      \\
                .                       .      10                      4
                 \\                      /       \\                      /
                  \\                    /         \\                    /
                  .                   X          9                   5
                   \\\\              //             \\\\              //
                      O           .                  8           6
                            O                              7
                """, BoardText.draw(race().newState()));
    }

    @Test
    void aShapeNoOneAddedIsNamedWithTheShapesThereAre() {
        assertEquals("round.gamut:3:11: error: no board shape 'rnig' (did you mean 'ring'?): a board is grid, hex,"
                + " points, lines or ring", firstLine(RACE.replace("ring 12", "rnig 12")));
        assertEquals("round.gamut:3:11: error: no board shape 'gird' (did you mean 'grid'?): a board is grid, hex,"
                + " points, lines or ring", firstLine(RACE.replace("ring 12", "gird 8 by 8")));
    }

    @Test
    void theShapeSaysWhatItTakes() {
        assertEquals("round.gamut:3:11: error: 'board ring' takes N, its number of cells (3 to 500): not 'twelve'",
                firstLine(RACE.replace("ring 12", "ring twelve")));
        assertEquals("round.gamut:3:11: error: 'board ring' takes N, its number of cells (3 to 500): not '2'",
                firstLine(RACE.replace("ring 12", "ring 2")));
        assertEquals("round.gamut:3:11: error: 'board ring' takes N, its number of cells (3 to 500): a ring has its"
                + " own directions, cw and ccw, and no others",
                firstLine(RACE.replace("pieces { runner }", "pieces { runner }\n    directions { up = (1, 0) }")));
    }

    @Test
    void aWordNamesOneShape() {
        BoardShapes.add(RING);
        assertEquals("a board shape named 'ring' is already known",
                assertThrows(IllegalArgumentException.class, () -> BoardShapes.add(new Ring())).getMessage());
    }

    private static String firstLine(String text) {
        return EdgesTest.firstLine("round.gamut", text);
    }

    /** Moves from the position: each runner one step on to a cell without a friend, or two to an empty one. */
    private static long reference(int[] owners, int mover, int depth) {
        int n = owners.length;
        int way = mover == 0 ? 1 : n - 1;
        List<int[]> moves = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            if (owners[c] != mover) {
                continue;
            }
            int one = (c + way) % n;
            int two = (one + way) % n;
            if (owners[one] != mover) {
                moves.add(new int[] {c, one});
            }
            if (owners[two] < 0) {
                moves.add(new int[] {c, two});
            }
        }
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (int[] m : moves) {
            int[] next = owners.clone();
            next[m[1]] = mover;
            next[m[0]] = -1;
            boolean opponentLeft = false;
            for (int o : next) {
                opponentLeft |= o == 1 - mover;
            }
            total += opponentLeft ? reference(next, 1 - mover, depth - 1) : 0;
        }
        return total;
    }
}
