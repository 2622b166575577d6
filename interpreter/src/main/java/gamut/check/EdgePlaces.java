package gamut.check;

import gamut.ast.Board;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.ast.Item;
import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import java.util.List;
import java.util.stream.IntStream;
import java.util.Set;

/**
 * The places of a grid {@code with edges} or {@code with edges and vertices}: its cells, an edge
 * between every two cells side by side or one above the other, and a vertex where four cells meet,
 * all on doubled coordinates ({@link GridPlace}) and listed rank by rank from the bottom, each from
 * the left, so that a1, a1e, b1, ... come before a1n, a1ne, b1n, ....
 */
final class EdgePlaces {
    /** What the grid has besides its cells. */
    enum Extra { NONE, EDGES, EDGES_AND_VERTICES }

    private EdgePlaces() {}

    /** What the words after the grid's size ask for, or null when they are wrong (reported). */
    static Extra extra(Board.Grid grid, List<Diagnostic> diagnostics) {
        List<Name> with = grid.with();
        if (with.isEmpty()) {
            return Extra.NONE;
        }
        String words = words(with);
        if (words.equals("with edges")) {
            return Extra.EDGES;
        }
        if (words.equals("with edges and vertices")) {
            return Extra.EDGES_AND_VERTICES;
        }
        diagnostics.add(new Diagnostic(with.get(0).pos(),
                "a grid may have 'with edges' or 'with edges and vertices' after its size, not '" + words + "'"));
        return null;
    }

    /** The words after a board's size as written: 'with', then the places with 'and' between them. */
    static String words(List<Name> with) {
        return with.get(0).text() + " " + String.join(" and ", with.stream().skip(1).map(Name::text).toList());
    }

    /**
     * Adds the places of a grid W by H whose cells {@code out} (numbered rank by rank from a1) are
     * left out: an edge needs the cells on both its sides, a vertex the four cells around it.
     */
    static void add(int width, int height, Set<Integer> out, boolean vertices, List<String> names, List<int[]> coords) {
        for (int y = 1; y < 2 * height; y++) {
            for (int x = 1; x < 2 * width; x++) {
                GridPlace place = GridPlace.at(x, y);
                boolean kept = switch (place) {
                    case CELL -> cell(width, out, x, y);
                    case EDGE_EAST -> cell(width, out, x - 1, y) && cell(width, out, x + 1, y);
                    case EDGE_NORTH -> cell(width, out, x, y - 1) && cell(width, out, x, y + 1);
                    case VERTEX -> vertices && cell(width, out, x - 1, y - 1) && cell(width, out, x + 1, y - 1)
                            && cell(width, out, x - 1, y + 1) && cell(width, out, x + 1, y + 1);
                    case EDGE -> false; // a hexagon's edge: no place of a grid
                };
                if (kept) {
                    names.add(GridPlace.name(x, y));
                    coords.add(new int[] {x, y});
                }
            }
        }
    }

    /** Whether the cell at these doubled coordinates is on the board. */
    private static boolean cell(int width, Set<Integer> out, int x, int y) {
        return !out.contains((y - 1) / 2 * width + (x - 1) / 2);
    }

    /**
     * A grid with edges has two zones of its own, {@code edges} and {@code vertices}, and a hex board
     * with edges one, {@code edges}, which a game may not declare again: moves and conditions tell
     * the places apart with them ({@code in(edges)}).
     */
    static void addZones(Geometry geometry, List<Item> items, List<String> zoneNames, List<RuleSet.ZoneCells> zones,
                         List<Diagnostic> diagnostics) {
        if (geometry.kind() != BoardKind.EDGES && geometry.kind() != BoardKind.HEX_EDGES) {
            return;
        }
        String board = geometry.kind() == BoardKind.EDGES ? "a grid" : "a hex board";
        for (String name : geometry.kind() == BoardKind.EDGES ? List.of("edges", "vertices") : List.of("edges")) {
            int index = zoneNames.indexOf(name);
            if (index >= 0) {
                Item.Zone declared = items.stream().filter(i -> i instanceof Item.Zone z && z.name().text().equals(name))
                        .map(Item.Zone.class::cast).findFirst().orElseThrow();
                diagnostics.add(new Diagnostic(declared.name().pos(), "zone '" + name
                        + "' is the board's own on " + board + " with edges: give this one another name"));
                continue;
            }
            boolean edges = name.equals("edges");
            int[] cells = IntStream.range(0, geometry.cells()).filter(c -> {
                GridPlace place = geometry.place(c);
                return edges ? place == GridPlace.EDGE_EAST || place == GridPlace.EDGE_NORTH || place == GridPlace.EDGE
                        : place == GridPlace.VERTEX;
            }).toArray();
            zones.add(new RuleSet.ZoneCells(zoneNames.size(), -1, cells));
            zoneNames.add(name);
        }
    }
}
