package gamut.core;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A board as its players see it before any table is derived: the cells, where each is drawn, the
 * declared directions, and the links, {@code next[cell * directions + d]}, the cell one step from a
 * cell in a direction (-1 off the board). Every kind of board produces one (a grid and a hex map
 * from coordinates and step vectors, with {@link #ofVectors}); {@link Geometry} derives all its
 * tables from the links alone, so a board whose links are given rather than computed needs no new
 * case there.
 *
 * @param kind      how the board is drawn and its cells named
 * @param names     the cells' names, in index order
 * @param xs        each cell's place across, in the drawing's units
 * @param ys        each cell's place up
 * @param directions the declared directions' names
 * @param dxs       each direction's step across, 0 where a direction is no vector
 * @param dys       each direction's step up
 * @param next      the links
 * @param opposite  for each direction, the direction that walks each of its links back, or -1
 * @param places    what each place is, where the board says so (a hex board with edges); null where
 *                  its kind and coordinates tell ({@link GridPlace})
 */
public record CellGraph(BoardKind kind, List<String> names, int[] xs, int[] ys, List<String> directions,
                        int[] dxs, int[] dys, int[] next, int[] opposite, GridPlace[] places) {
    /** A graph whose places are told by its kind and coordinates. */
    public CellGraph(BoardKind kind, List<String> names, int[] xs, int[] ys, List<String> directions,
                     int[] dxs, int[] dys, int[] next, int[] opposite) {
        this(kind, names, xs, ys, directions, dxs, dys, next, opposite, null);
    }

    public CellGraph {
        names = List.copyOf(names);
        directions = List.copyOf(directions);
        int nc = names.size();
        int nd = directions.size();
        if (xs.length != nc || ys.length != nc || dxs.length != nd || dys.length != nd
                || next.length != nc * nd || opposite.length != nd || places != null && places.length != nc) {
            throw new IllegalArgumentException("a cell graph's tables do not match its " + nc + " cells and "
                    + nd + " directions");
        }
        xs = xs.clone();
        ys = ys.clone();
        dxs = dxs.clone();
        dys = dys.clone();
        next = next.clone();
        opposite = opposite.clone();
        places = places == null ? null : places.clone();
    }

    /**
     * The graph of cells placed at coordinates, where a direction is a step vector: a cell links to
     * the cell at its place plus the vector, and two directions are opposite when their vectors are.
     */
    public static CellGraph ofVectors(BoardKind kind, List<String> names, int[] xs, int[] ys,
                                      List<String> directions, int[] dxs, int[] dys) {
        return ofVectors(kind, names, xs, ys, directions, dxs, dys, null, (from, d, to) -> true);
    }

    /** Whether a step of direction {@code d} from place {@code from} that lands on place {@code to} links them. */
    public interface Link {
        boolean links(int from, int d, int to);
    }

    /**
     * The same, where the board says what each place is ({@code places}, or null) and which of the
     * steps that land on a place link it ({@code link}).
     */
    public static CellGraph ofVectors(BoardKind kind, List<String> names, int[] xs, int[] ys, List<String> directions,
                                      int[] dxs, int[] dys, GridPlace[] places, Link link) {
        return new CellGraph(kind, names, xs, ys, directions, dxs, dys, stepTable(xs, ys, dxs, dys, link),
                oppositeVectors(dxs, dys), places);
    }

    /** For each direction, the (last) one whose step vector is its negation, or -1. */
    public static int[] oppositeVectors(int[] dxs, int[] dys) {
        int nd = dxs.length;
        int[] opposite = new int[nd];
        Arrays.fill(opposite, -1);
        for (int a = 0; a < nd; a++) {
            for (int b = 0; b < nd; b++) {
                if (dxs[a] == -dxs[b] && dys[a] == -dys[b]) {
                    opposite[a] = b;
                }
            }
        }
        return opposite;
    }

    private static int[] stepTable(int[] xs, int[] ys, int[] dxs, int[] dys, Link link) {
        int nd = dxs.length;
        int nc = xs.length;
        Map<Long, Integer> byCoord = new HashMap<>();
        for (int i = 0; i < nc; i++) {
            byCoord.put(key(xs[i], ys[i]), i);
        }
        int[] next = new int[nc * nd];
        for (int c = 0; c < nc; c++) {
            for (int d = 0; d < nd; d++) {
                Integer to = byCoord.get(key(xs[c] + dxs[d], ys[c] + dys[d]));
                next[c * nd + d] = to == null || !link.links(c, d, to) ? -1 : to;
            }
        }
        return next;
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xffffffffL);
    }
}
