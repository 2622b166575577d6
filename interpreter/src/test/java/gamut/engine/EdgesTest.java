package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A grid with edges ('board grid W by H with edges [and vertices]', docs/language.md section 4): the
 * places between the cells, their names and order, steps of half a cell, the board's zones 'edges'
 * and 'vertices', the text board, and the mistakes.
 */
class EdgesTest {
    /** Lines drawn on the edges of a 3 by 2 grid: any free edge, one a turn. */
    static final String LINES = """
            game "Lines" {
                players red, blue
                board grid 3 by 2 with edges
                pieces { line }
                setup {
                    reserve red: line 4
                    reserve blue: line 4
                }
                drops line {
                    for c in edges where empty {
                        drop
                    }
                }
            }
            """;

    /** A token that steps n, e, s, w across free edges only: a line on an edge is a wall. */
    static final String WALK = """
            game "Walk" {
                players red, blue
                board grid 3 by 3 with edges and vertices
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { token, line }
                setup {
                    red token: b2
                    blue token: a1
                    neutral line: b2n, b2ne, c2n
                }
                moves token {
                    for d in n e s w {
                        step d
                        verify empty
                        step d
                        verify empty
                        move
                    }
                }
                end cut_off: not reaches(c in a1 to c3 where not in(vertices) and (empty or c == a1)) => mover wins
            }
            """;

    private static Game game(String text) {
        return Gamut.load("edges.gamut", text, List.of());
    }

    private static List<String> names(Geometry geo) {
        List<String> out = new ArrayList<>();
        geo.cellNames().forEach(out::add);
        return out;
    }

    @Test
    void theEdgesComeBetweenTheCellsRankByRank() {
        Geometry geo = game(LINES).geometry();
        assertEquals("a1 a1e b1 b1e c1 a1n b1n c1n a2 a2e b2 b2e c2", String.join(" ", names(geo)));
        assertEquals(BoardKind.EDGES, geo.kind());
        // doubled coordinates: a1 stays at (1, 1), b1 moves to (3, 1), the edge between them at (2, 1)
        int b1e = geo.cell("b1e");
        assertEquals(List.of(4, 1, GridPlace.EDGE_EAST), List.of(geo.x(b1e), geo.y(b1e), geo.place(b1e)));
        assertEquals(GridPlace.EDGE_NORTH, geo.place(geo.cell("c1n")));
        assertEquals(GridPlace.CELL, geo.place(geo.cell("c2")));
    }

    @Test
    void verticesStandWhereFourCellsMeetAndLeftOutCellsTakeTheirEdges() {
        Geometry geo = game(WALK).geometry();
        assertEquals(25, geo.cells()); // 9 cells, 12 edges, 4 vertices
        assertEquals(GridPlace.VERTEX, geo.place(geo.cell("b2ne")));
        String holed = WALK.replace("with edges and vertices", "without b2 with edges and vertices")
                .replace("red token: b2", "red token: c3").replace("neutral line: b2n, b2ne, c2n", "neutral line: a1n")
                ;
        // the four edges and four vertices around b2 go with it
        assertEquals("a1 a1e b1 b1e c1 a1n c1n a2 c2 a2n c2n a3 a3e b3 b3e c3", String.join(" ", names(game(holed).geometry())));
    }

    @Test
    void aStepGoesHalfACellFromACellOntoAnEdgeAndOnToTheNextCell() {
        Geometry geo = game(WALK).geometry();
        int n = geo.direction("n");
        int e = geo.direction("e");
        assertEquals("a1n", geo.cellName(geo.next(geo.cell("a1"), n)));
        assertEquals("a2", geo.cellName(geo.next(geo.cell("a1n"), n)));
        assertEquals("a1ne", geo.cellName(geo.next(geo.cell("a1n"), e)));
        assertEquals(-1, geo.next(geo.cell("b1"), geo.direction("s"))); // no edge below the first rank
        // Red's token crosses every free edge; the line on b2n (and c2n, b2ne) walls it in to the north.
        assertEquals(List.of("Tb2-c2", "Tb2-b1", "Tb2-a2"), movesOf(game(WALK)));
    }

    @Test
    void aPathGoesThroughFreeEdgesOnly() {
        // From a1 to c3 by free edges (a vertex would slip between two lines), until c3 is walled in.
        assertEquals(false, game(WALK).newState().isOver());
        State walled = game(WALK.replace("b2n, b2ne, c2n", "b2n, b2ne, c2n, b3e")).newState();
        assertEquals(List.of(true, 1), List.of(walled.isOver(), walled.result().winner()));
    }

    /** The legal moves at the start, as the notation writes them. */
    static List<String> movesOf(Game game) {
        State state = game.newState();
        gamut.core.MoveList list = new gamut.core.MoveList();
        state.generate(list);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(Notation.format(state, list.get(i)));
        }
        return out;
    }

    @Test
    void drawnLinesFillTheEdgesOneATurn() {
        Perft perft = new Perft(game(LINES).newState());
        assertEquals(7, perft.count(1));
        assertEquals(7 * 6, perft.count(2));
        assertEquals(7 * 6 * 5, perft.count(3));
    }

    @Test
    void theTextBoardDrawsAPieceOnAnEdgeAsABarAndOnAVertexAsACross() {
        State state = game(WALK.replace("b2n, b2ne, c2n", "b2n, b2ne, c2n, b3e")).newState();
        assertEquals("""
                 3 . .|.
                     -+-
                 2 . T .

                 1 t . .
                   a b c
                """, BoardText.draw(state));
    }

    @Test
    void theWordsAfterTheSizeAreChecked() {
        String text = LINES.replace("with edges", "with corners");
        assertEquals("edges.gamut:3:23: error: a grid may have 'with edges' or 'with edges and vertices' after its size,"
                + " not 'with corners'", firstLine(text));
        assertEquals("edges.gamut:3:23: error: a grid may have 'with edges' or 'with edges and vertices' after its size,"
                + " not 'with vertices and edges'", firstLine(LINES.replace("with edges", "with vertices and edges")));
        assertEquals("edges.gamut:3:23: error: a grid may have 'with edges' or 'with edges and vertices' after its size,"
                + " not 'with edges and vertices and corners'",
                firstLine(LINES.replace("with edges", "with edges and vertices and corners")));
    }

    @Test
    void theBoardsZonesCannotBeDeclaredAgain() {
        String text = LINES.replace("    pieces { line }", "    pieces { line }\n    zone edges = a1n");
        assertEquals("edges.gamut:5:10: error: zone 'edges' is the board's own on a grid with edges: give this one"
                + " another name", firstLine(text));
    }

    private static String firstLine(String text) {
        return firstLine("edges.gamut", text);
    }

    /** The first line of the first diagnostic of the text, checked as {@code file}. */
    static String firstLine(String file, String text) {
        var report = Gamut.check(file, text);
        return report.diagnostics().get(0).format(text).lines().findFirst().orElseThrow();
    }
}
