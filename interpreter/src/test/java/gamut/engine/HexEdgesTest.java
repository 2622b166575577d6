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
 * A hex board with edges ('board hex ... with edges', docs/language.md section 4): an edge between
 * every two hexagons side by side, named after the hexagon and its side, steps of half a cell that
 * go from hexagon to edge to hexagon and never from edge to edge, the zone 'edges', the text board,
 * and the mistakes.
 */
class HexEdgesTest {
    /** Five hexagons: a fence dropped on any free edge, one a turn. */
    static final String FENCES = """
            game "Fences" {
                players red, blue
                board hex \"""
                    a2  b2
                  a1  b1  c1
                \""" with edges
                pieces { fence }
                setup {
                    reserve red: fence 4
                    reserve blue: fence 4
                }
                drops fence {
                    for c in edges where empty {
                        drop
                    }
                }
            }
            """;

    /** A token crosses free edges only: a fence on an edge is a wall. */
    static final String WALK = """
            game "Walk" {
                players red, blue
                board hex \"""
                    a2  b2
                  a1  b1  c1
                \""" with edges
                pieces { token "T", fence "F" }
                setup {
                    red token: a1
                    blue token: c1
                    neutral fence: a1ne
                }
                moves token {
                    for d in directions {
                        step d
                        verify empty
                        step d
                        verify empty
                        move
                    }
                }
            }
            """;

    private static Game game(String text) {
        return Gamut.load("hex-edges.gamut", text, List.of());
    }

    private static List<String> names(Geometry geo) {
        List<String> out = new ArrayList<>();
        geo.cellNames().forEach(out::add);
        return out;
    }

    @Test
    void eachHexagonIsFollowedByItsEdgesEastNorthEastAndNorthWest() {
        Geometry geo = game(FENCES).geometry();
        assertEquals(BoardKind.HEX_EDGES, geo.kind());
        assertEquals("a2 a2e b2 a1 a1e a1ne b1 b1e b1ne b1nw c1 c1nw", String.join(" ", names(geo)));
        // twice the map's coordinates: b1 from (2, 0) to (4, 0), the edge to a2 (1, 1) half-way at (3, 1)
        int b1nw = geo.cell("b1nw");
        assertEquals(List.of(3, 1, GridPlace.EDGE), List.of(geo.x(b1nw), geo.y(b1nw), geo.place(b1nw)));
        assertEquals(List.of(4, 0, GridPlace.CELL), List.of(geo.x(geo.cell("b1")), geo.y(geo.cell("b1")),
                geo.place(geo.cell("b1"))));
        assertEquals(0, geo.fileOrRank(b1nw, true), "an edge is no grid cell");
    }

    @Test
    void aRhombusWithEdgesNamesItsEdgesTheSameWay() {
        String rhombus = FENCES.substring(0, FENCES.indexOf("board hex")) + "board hex 2 by 2 with edges"
                + FENCES.substring(FENCES.indexOf("with edges") + "with edges".length());
        Geometry geo = game(rhombus).geometry();
        assertEquals("a2 a2e b2 a1 a1e a1ne b1 b1ne b1nw", String.join(" ", names(geo)));
    }

    @Test
    void aStepGoesFromHexagonToEdgeToHexagonAndNeverFromEdgeToEdge() {
        Geometry geo = game(WALK).geometry();
        int e = geo.direction("e");
        int ne = geo.direction("ne");
        assertEquals("a1e", geo.cellName(geo.next(geo.cell("a1"), e)));
        assertEquals("b1", geo.cellName(geo.next(geo.cell("a1e"), e)));
        assertEquals(-1, geo.next(geo.cell("a1e"), ne), "b1nw lies there, past b1's corner: no way slips through");
        assertEquals(-1, geo.next(geo.cell("c1"), e), "the rim has no edges");
        // Red's token would go to b1 and a2; the fence on a1ne walls a2 off.
        assertEquals(List.of("Ta1-b1"), movesOf(game(WALK)));
        assertEquals(List.of("Ta1-b1", "Ta1-a2"), movesOf(game(WALK.replace("    neutral fence: a1ne\n", ""))));
    }

    @Test
    void fencesFillTheEdgesOneATurn() {
        Perft perft = new Perft(game(FENCES).newState());
        assertEquals(7, perft.count(1));
        assertEquals(7 * 6, perft.count(2));
    }

    @Test
    void theTextBoardDrawsAPieceOnAnEdgeAsABarAcrossTheWayBetweenItsHexagons() {
        assertEquals("""
                    .       .              a2      b2
                  \\
                T       .       t      a1      b1      c1
                """, BoardText.draw(game(WALK).newState()));
    }

    @Test
    void aHexBoardHasNoVertices() {
        assertEquals("hex-edges.gamut:6:9: error: a hex board has no vertices among its places (three hexagons meet at"
                + " each corner): write 'with edges'", firstLine(FENCES.replace("with edges", "with edges and vertices")));
        assertEquals("hex-edges.gamut:6:9: error: a hex board may have 'with edges' after it, not 'with walls'",
                firstLine(FENCES.replace("with edges", "with walls")));
    }

    @Test
    void anEdgeMayNotTakeAHexagonsName() {
        String text = FENCES.replace("a1  b1  c1", "a1  b1  a1e");
        assertEquals("hex-edges.gamut:3:11: error: the edge between 'a1' and 'b1' is named 'a1e', which is a"
                + " hexagon's name: give that hexagon another name", firstLine(text));
    }

    @Test
    void theEdgesZoneIsTheBoardsOwn() {
        String text = FENCES.replace("    pieces { fence }", "    pieces { fence }\n    zone edges = a1e");
        assertEquals("hex-edges.gamut:8:10: error: zone 'edges' is the board's own on a hex board with edges: give"
                + " this one another name", firstLine(text));
    }

    private static List<String> movesOf(Game game) {
        return EdgesTest.movesOf(game);
    }

    private static String firstLine(String text) {
        return EdgesTest.firstLine("hex-edges.gamut", text);
    }
}
