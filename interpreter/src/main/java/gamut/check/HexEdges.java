package gamut.check;

import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.BoardKind;
import gamut.core.CellGraph;
import gamut.core.GridPlace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The places of a hex board {@code with edges}: its hexagons, and an edge between every two of
 * them side by side, where barriers go between the cells. The hexagons stand at twice
 * their map's coordinates and each edge half-way between its two, so that a step of the board's
 * directions goes half a cell: from a hexagon onto an edge, and from the edge onto the next hexagon.
 * Three hexagons meet at a corner, which is no point of these coordinates: a hex board has no
 * vertices.
 */
final class HexEdges {
    /** The sides an edge is named by, each edge once: east, north-east and north-west of its hexagon. */
    private static final String[] SIDES = {"e", "ne", "nw"};
    /** Where the hexagon beyond each of those sides stands, in the map's units (half a cell across). */
    private static final int[][] BEYOND = {{2, 0}, {1, 1}, {-1, 1}};

    private HexEdges() {}

    /** Whether the words after a hex board ask for its edges; null when they are wrong (reported). */
    static Boolean asked(List<Name> with, List<Diagnostic> diagnostics) {
        if (with.isEmpty()) {
            return false;
        }
        String words = EdgePlaces.words(with);
        if (words.equals("with edges")) {
            return true;
        }
        diagnostics.add(new Diagnostic(with.get(0).pos(), words.equals("with edges and vertices")
                ? "a hex board has no vertices among its places (three hexagons meet at each corner): write 'with edges'"
                : "a hex board may have 'with edges' after it, not '" + words + "'"));
        return null;
    }

    /**
     * Turns the hexagons' names and places into the board's: each hexagon, at twice its place,
     * followed by its edges with the hexagons east, north-east and north-west of it, named after it
     * and that side ({@code c3e}, {@code c3ne}, {@code c3nw}). The places' kinds, or null when an
     * edge's name is a hexagon's (reported at {@code pos}).
     */
    static GridPlace[] add(List<String> names, List<int[]> coords, Pos pos, List<Diagnostic> diagnostics) {
        Map<Long, String> byPlace = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            byPlace.put(key(coords.get(i)[0], coords.get(i)[1]), names.get(i));
        }
        Set<String> hexagons = new HashSet<>(names);
        List<String> outNames = new ArrayList<>();
        List<int[]> outCoords = new ArrayList<>();
        List<GridPlace> kinds = new ArrayList<>();
        boolean ok = true;
        for (int i = 0; i < names.size(); i++) {
            int x = coords.get(i)[0];
            int y = coords.get(i)[1];
            outNames.add(names.get(i));
            outCoords.add(new int[] {2 * x, 2 * y});
            kinds.add(GridPlace.CELL);
            for (int s = 0; s < SIDES.length; s++) {
                String beyond = byPlace.get(key(x + BEYOND[s][0], y + BEYOND[s][1]));
                if (beyond == null) {
                    continue;
                }
                String edge = names.get(i) + SIDES[s];
                if (hexagons.contains(edge)) {
                    diagnostics.add(new Diagnostic(pos, "the edge between '" + names.get(i) + "' and '" + beyond
                            + "' is named '" + edge + "', which is a hexagon's name: give that hexagon another name"));
                    ok = false;
                }
                outNames.add(edge);
                outCoords.add(new int[] {2 * x + BEYOND[s][0], 2 * y + BEYOND[s][1]});
                kinds.add(GridPlace.EDGE);
            }
        }
        names.clear();
        names.addAll(outNames);
        coords.clear();
        coords.addAll(outCoords);
        return ok ? kinds.toArray(GridPlace[]::new) : null;
    }

    /**
     * The links of the board's places by its directions: a hexagon links to whatever place its step
     * reaches, an edge only to the two hexagons on either side of it (half a cell away), so that no
     * way slips from edge to edge past the hexagon between them, nor leaps from an edge to a far one.
     */
    static CellGraph graph(List<String> names, int[] xs, int[] ys, GridPlace[] kinds, List<String> directions,
                           int[] dxs, int[] dys) {
        return CellGraph.ofVectors(BoardKind.HEX_EDGES, names, xs, ys, directions, dxs, dys, kinds,
                (from, d, to) -> kinds[from] == GridPlace.CELL || kinds[to] == GridPlace.CELL && halfACell(dxs[d], dys[d]));
    }

    /** Whether the step goes from an edge to a hexagon beside it: half of a step to a neighbour. */
    private static boolean halfACell(int dx, int dy) {
        for (int[] b : BEYOND) {
            if (Math.abs(dx) == Math.abs(b[0]) && Math.abs(dy) == Math.abs(b[1])) {
                return true;
            }
        }
        return false;
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xffffffffL);
    }
}
