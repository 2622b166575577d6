package gamut.check;

import gamut.ast.Board;
import gamut.ast.Name;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.BoardKind;
import gamut.core.CellGraph;
import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The cell graph of a board of points and lines. A point is named by its file and rank, as a
 * grid's cell, and drawn there; each line joins its points in order, and a step goes between
 * neighbours on a line only, along the direction whose step points the same way (d1 to d2 and
 * a1 to d1, three files apart, are one step n and one step e). Points that no line joins
 * are not neighbours, however close they are drawn.
 */
final class PointsAndLines {
    private final List<Diagnostic> diagnostics;

    PointsAndLines(List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** The graph, or null when a point or a line is wrong (reported). */
    CellGraph graph(Board.Lines board, List<String> directions, int[] dxs, int[] dys) {
        List<String> names = points(board);
        if (names == null) {
            return null;
        }
        Map<String, Integer> index = new HashMap<>();
        for (String name : names) {
            index.put(name, index.size());
        }
        int nd = directions.size();
        int[] next = new int[names.size() * nd];
        Arrays.fill(next, -1);
        boolean ok = true;
        for (Board.PointLine line : board.lines()) {
            List<Name> points = line.points();
            for (int i = 0; i + 1 < points.size(); i++) {
                ok &= join(points.get(i), points.get(i + 1), names, index, directions, dxs, dys, next);
            }
        }
        if (!ok) {
            return null;
        }
        int[] xs = names.stream().mapToInt(n -> file(n)).toArray();
        int[] ys = names.stream().mapToInt(n -> rank(n)).toArray();
        return new CellGraph(BoardKind.LINES, names, xs, ys, directions, dxs, dys, next,
                CellGraph.oppositeVectors(dxs, dys));
    }

    /** The points the lines name, in the order of a grid's cells (by rank, then by file), or null. */
    private List<String> points(Board.Lines board) {
        TreeSet<String> points = new TreeSet<>(Comparator.comparingInt(PointsAndLines::rank)
                .thenComparingInt(PointsAndLines::file));
        boolean ok = true;
        for (Board.PointLine line : board.lines()) {
            List<String> seen = new ArrayList<>();
            for (Name point : line.points()) {
                if (file(point.text()) == 0) {
                    error(point.pos(), "a point of a board of lines is named by its file and rank, as a grid's cell"
                            + " (a1, d7), not '" + point.text() + "'");
                    ok = false;
                } else if (seen.contains(point.text())) {
                    error(point.pos(), "point '" + point.text() + "' is on the line twice");
                    ok = false;
                } else {
                    seen.add(point.text());
                    points.add(point.text());
                }
            }
        }
        return ok ? new ArrayList<>(points) : null;
    }

    /**
     * Joins two neighbours of a line: {@code from} to {@code to} along the direction that points
     * their way, and back along the one that points the other way, if the board has it. False
     * (reported) when no direction leads there or a point would get two neighbours one way.
     */
    private boolean join(Name from, Name to, List<String> names, Map<String, Integer> index, List<String> directions,
                         int[] dxs, int[] dys, int[] next) {
        int dx = file(to.text()) - file(from.text());
        int dy = rank(to.text()) - rank(from.text());
        int forward = along(dx, dy, dxs, dys);
        if (forward < 0) {
            error(to.pos(), "no direction of the board leads from '" + from.text() + "' to '" + to.text()
                    + "', a step of (" + dx + ", " + dy + ")");
            return false;
        }
        int back = along(-dx, -dy, dxs, dys);
        return link(from, to, forward, names, index, directions, next)
                && (back < 0 || link(to, from, back, names, index, directions, next));
    }

    private boolean link(Name from, Name to, int d, List<String> names, Map<String, Integer> index,
                         List<String> directions, int[] next) {
        int at = index.get(from.text()) * directions.size() + d;
        int b = index.get(to.text());
        if (next[at] >= 0 && next[at] != b) {
            error(to.pos(), "two lines leave '" + from.text() + "' along '" + directions.get(d) + "': to '"
                    + names.get(next[at]) + "' and to '" + to.text() + "'");
            return false;
        }
        next[at] = b;
        return true;
    }

    /** The first direction whose step points the way of (dx, dy), or -1. */
    private static int along(int dx, int dy, int[] dxs, int[] dys) {
        int g = gcd(dx, dy);
        for (int d = 0; d < dxs.length; d++) {
            int h = gcd(dxs[d], dys[d]);
            if (h > 0 && g > 0 && dxs[d] / h == dx / g && dys[d] / h == dy / g) {
                return d;
            }
        }
        return -1;
    }

    private static int file(String name) {
        return Geometry.fileOrRank(name, true);
    }

    private static int rank(String name) {
        return Geometry.fileOrRank(name, false);
    }

    private static int gcd(int a, int b) {
        return b == 0 ? Math.abs(a) : gcd(b, a % b);
    }

    private void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
