package gamut.core;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.lang3.ArrayUtils;

/**
 * The board as integer-indexed cells with display coordinates, the declared directions, and the
 * step table {@code next[cell * directions + d]} (-1 off the board), all from a {@link CellGraph};
 * from its links alone come the tables the engine walks: lines along a direction and its opposite
 * get ids so that pieces on a line can be counted incrementally, and rays list the cells a walk
 * meets.
 */
public final class Geometry {
    private final BoardKind kind;
    private final String[] cellNames;
    private final int[] xs;
    private final int[] ys;
    private final Map<String, Integer> cellIndex = new HashMap<>();
    private final String[] directionNames;
    private final int[] dxs;
    private final int[] dys;
    private final int[] opposite;
    private final int[] next;
    private final int[] lineOf;
    private final int lineCount;
    private final int[] rays;
    private final int[] rayStart;
    private final int[] rayLength;
    private final int[][] cellLines;
    private final int[][] neighbours;
    /** Per cell, the file and rank its name gives (0 for a name not like a grid's), worked out once. */
    private final int[] files;
    private final int[] ranks;
    /** What each place is: a cell, or on a board with edges an edge or a vertex. */
    private final GridPlace[] places;

    /** The geometry of the board the graph describes: every table below follows from its links. */
    public Geometry(CellGraph graph) {
        this.kind = graph.kind();
        this.cellNames = graph.names().toArray(String[]::new);
        this.xs = graph.xs();
        this.ys = graph.ys();
        for (int i = 0; i < cellNames.length; i++) {
            cellIndex.put(cellNames[i], i);
        }
        this.directionNames = graph.directions().toArray(String[]::new);
        this.dxs = graph.dxs();
        this.dys = graph.dys();
        int nd = dxs.length;
        int nc = cellNames.length;
        opposite = graph.opposite();
        next = graph.next();
        neighbours = distinctPerCell(next, nc, nd);
        lineOf = lineTable(next, opposite, nc, nd);
        lineCount = Arrays.stream(lineOf).max().orElse(-1) + 1;
        rayLength = rayLengths(next, nc, nd);
        rayStart = new int[nc * nd];
        for (int i = 1; i < nc * nd; i++) {
            rayStart[i] = rayStart[i - 1] + rayLength[i - 1];
        }
        rays = rayCells(next, rayStart, rayLength, nd);
        cellLines = distinctPerCell(lineOf, nc, nd);
        files = new int[nc];
        ranks = new int[nc];
        places = new GridPlace[nc];
        for (int c = 0; c < nc; c++) {
            files[c] = fileOrRank(cellNames[c], true);
            ranks[c] = fileOrRank(cellNames[c], false);
            places[c] = graph.places() != null ? graph.places()[c]
                    : kind == BoardKind.EDGES ? GridPlace.at(xs[c], ys[c]) : GridPlace.CELL;
        }
    }

    /** What the place is: a cell, an edge or a vertex . */
    public GridPlace place(int place) {
        return places[place];
    }

    /** Per cell, the distinct non-negative values of {@code table[cell * nd + d]} in direction order. */
    private static int[][] distinctPerCell(int[] table, int nc, int nd) {
        int[][] out = new int[nc][];
        for (int c = 0; c < nc; c++) {
            int[] found = ArrayUtils.EMPTY_INT_ARRAY;
            for (int d = 0; d < nd; d++) {
                int v = table[c * nd + d];
                if (v >= 0 && !ArrayUtils.contains(found, v)) {
                    found = ArrayUtils.add(found, v);
                }
            }
            out[c] = found;
        }
        return out;
    }

    /**
     * The line id of each cell along each direction. A line is identified by its first cell against
     * the direction; a direction without an opposite still has lines (it just cannot be walked back).
     */
    private static int[] lineTable(int[] next, int[] opposite, int nc, int nd) {
        int[] lineOf = new int[nc * nd];
        Map<Long, Integer> lineIds = new HashMap<>();
        for (int d = 0; d < nd; d++) {
            int axis = opposite[d] >= 0 ? Math.min(d, opposite[d]) : d;
            int back = opposite[axis] >= 0 ? opposite[axis] : -1;
            for (int c = 0; c < nc; c++) {
                int start = back >= 0 ? lineStart(next, c, back, nc, nd) : c;
                long id = (long) axis * nc + start;
                Integer line = lineIds.get(id);
                if (line == null) {
                    line = lineIds.size();
                    lineIds.put(id, line);
                }
                lineOf[c * nd + d] = line;
            }
        }
        return lineOf;
    }

    /**
     * The cell a walk from {@code c} against the axis ends on; on a line that closes into a loop
     * (a ring of links) there is no end, and its lowest cell stands for it.
     */
    private static int lineStart(int[] next, int c, int back, int nc, int nd) {
        int start = c;
        int lowest = c;
        for (int steps = 0; next[start * nd + back] >= 0; steps++) {
            start = next[start * nd + back];
            lowest = Math.min(lowest, start);
            if (start == c || steps > nc) {
                return lowest;
            }
        }
        return start;
    }

    /**
     * How many cells a walk from each cell in each direction meets before leaving the board, or
     * before coming back to where it began on a line that loops.
     */
    private static int[] rayLengths(int[] next, int nc, int nd) {
        int[] rayLength = new int[nc * nd];
        for (int i = 0; i < nc * nd; i++) {
            int c = i / nd;
            int d = i % nd;
            int len = 0;
            for (int at = next[c * nd + d]; at >= 0 && at != c && len < nc; at = next[at * nd + d]) {
                len++;
            }
            rayLength[i] = len;
        }
        return rayLength;
    }

    private static int[] rayCells(int[] next, int[] rayStart, int[] rayLength, int nd) {
        int n = rayStart.length;
        int[] rays = new int[n == 0 ? 0 : rayStart[n - 1] + rayLength[n - 1]];
        for (int i = 0; i < n; i++) {
            int d = i % nd;
            int k = rayStart[i];
            for (int at = next[(i / nd) * nd + d]; at >= 0 && k < rayStart[i] + rayLength[i]; at = next[at * nd + d]) {
                rays[k++] = at;
            }
        }
        return rays;
    }

    /**
     * The cells met walking from each cell in each direction, laid out one after the other:
     * {@code rays[rayStart[cell * directions + d] + k]} is the (k+1)-th cell, for k below
     * {@code rayLength[...]}. Walks read them without chasing one step after another.
     */
    public int[] rays() {
        return rays;
    }

    public int[] rayStart() {
        return rayStart;
    }

    public int[] rayLength() {
        return rayLength;
    }

    /** The distinct lines through a cell, one per axis. */
    public int[] linesThrough(int cell) {
        return cellLines[cell];
    }

    public BoardKind kind() {
        return kind;
    }

    public int cells() {
        return cellNames.length;
    }

    public int directions() {
        return dxs.length;
    }

    public String cellName(int cell) {
        return cellNames[cell];
    }

    /**
     * The file (a = 1) of a cell named like a grid's, a letter and a number ({@code a1},
     * {@code k11}), or its rank (the number); 0 for another name. The builtins file and rank.
     */
    public int fileOrRank(int cell, boolean file) {
        return file ? files[cell] : ranks[cell];
    }

    /** The highest file ({@code file}) or rank of the cells named like a grid's; 0 where none is. */
    public int extent(boolean file) {
        return Arrays.stream(file ? files : ranks).max().orElse(0);
    }

    /**
     * The part of the cell's name that writes its file (the letters of {@code e4}) or its rank (the
     * digits); the whole name for a name that is not letters then digits.
     */
    public String namePart(int cell, boolean file) {
        String name = cellNames[cell];
        int digits = digitsFrom(name);
        if (digits < 0) {
            return name;
        }
        return file ? name.substring(0, digits) : name.substring(digits);
    }

    /**
     * The file or rank of a name, before there is a board to look it up on: the name must be one
     * letter and a number of one to three digits, not starting with 0.
     */
    public static int fileOrRank(String name, boolean file) {
        int digits = digitsFrom(name);
        if (digits != 1 || name.length() > 4 || name.charAt(0) < 'a' || name.charAt(0) > 'z'
                || name.charAt(1) == '0') {
            return 0;
        }
        return file ? name.charAt(0) - 'a' + 1 : Integer.parseInt(name.substring(1));
    }

    /** Where the digits that end a name of letters then digits start, or -1 for another name. */
    private static int digitsFrom(String name) {
        int digits = name.length();
        while (digits > 0 && name.charAt(digits - 1) >= '0' && name.charAt(digits - 1) <= '9') {
            digits--;
        }
        return digits == 0 || digits == name.length() ? -1 : digits;
    }

    /** The cell's index, or -1. */
    public int cell(String name) {
        Integer i = cellIndex.get(name);
        return i == null ? -1 : i;
    }

    public Iterable<String> cellNames() {
        return Arrays.asList(cellNames);
    }

    public String directionName(int d) {
        return directionNames[d];
    }

    public int direction(String name) {
        return ArrayUtils.indexOf(directionNames, name);
    }

    public int x(int cell) {
        return xs[cell];
    }

    public int y(int cell) {
        return ys[cell];
    }

    public int dx(int d) {
        return dxs[d];
    }

    public int dy(int d) {
        return dys[d];
    }

    /**
     * Whether the rays from any cell along different directions never meet a common cell: then the
     * cell a move reaches by steps in one direction tells the direction (false on a board that wraps
     * round, or with two directions along one line).
     */
    public boolean raysApart() {
        int[] reachedFrom = new int[cells()];
        java.util.Arrays.fill(reachedFrom, -1);
        for (int c = 0; c < cells(); c++) {
            reachedFrom[c] = c;
            for (int d = 0; d < directions(); d++) {
                for (int at = next[c * directions() + d]; at >= 0; at = next[at * directions() + d]) {
                    if (reachedFrom[at] == c) {
                        // Met again: by another direction, or by this one going round.
                        return false;
                    }
                    reachedFrom[at] = c;
                }
            }
        }
        return true;
    }

    /** The step table, shared, not copied: index {@code cell * directions() + d}. */
    public int[] nextTable() {
        return next;
    }

    public int next(int cell, int d) {
        return next[cell * dxs.length + d];
    }

    public int opposite(int d) {
        return opposite[d];
    }

    public int[] lineTable() {
        return lineOf;
    }

    public int lines() {
        return lineCount;
    }

    /** Whether a step in some direction leads from one cell to the other. */
    public boolean linked(int from, int to) {
        return ArrayUtils.contains(neighbours[from], to);
    }

    /** Distinct cells one step away in any declared direction. */
    public int[] neighbours(int cell) {
        return neighbours[cell];
    }

    /** Fewest steps between two cells over the declared directions, or -1 when unreachable. */
    public int[] distancesFrom(int from) {
        int[] dist = new int[cells()];
        Arrays.fill(dist, -1);
        int[] queue = new int[cells()];
        int head = 0;
        int tail = 0;
        dist[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int c = queue[head++];
            for (int n : neighbours[c]) {
                if (dist[n] < 0) {
                    dist[n] = dist[c] + 1;
                    queue[tail++] = n;
                }
            }
        }
        return dist;
    }
}
