package gamut.check;

import gamut.ast.Board;
import gamut.ast.Name;
import gamut.ast.CellRef;
import gamut.ast.Item;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import gamut.core.BoardKind;
import gamut.core.BoardShape;
import gamut.core.BoardShapes;
import gamut.core.CellGraph;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import gamut.core.Move;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds the geometry of a board declaration, reporting mistakes in the board and its directions. */
final class BoardBuilder {
    private final List<Diagnostic> diagnostics;

    BoardBuilder(List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
    }

    Geometry build(Board board, Item.Directions declared) {
        CellGraph graph = board.accept(new Board.Visitor<CellGraph>() {
            @Override
            public CellGraph grid(Board.Grid grid) {
                List<String> names = new ArrayList<>();
                List<int[]> coords = new ArrayList<>();
                BoardKind kind = grid.with().isEmpty() ? BoardKind.GRID : BoardKind.EDGES;
                return BoardBuilder.this.grid(grid, names, coords) ? placed(kind, names, coords, declared) : null;
            }

            @Override
            public CellGraph hex(Board.Hex hex) {
                return hexagons(hex, hex.with(), declared, (names, coords) -> readMap(hex, names, coords));
            }

            @Override
            public CellGraph hexGrid(Board.HexGrid hex) {
                return hexagons(hex, hex.with(), declared, (names, coords) -> rhombus(hex, names, coords));
            }

            @Override
            public CellGraph points(Board.Points points) {
                if (points.count() < 1 || points.count() > 999) {
                    error(points.pos(), "a board of points has 1 to 999 points, not " + points.count());
                    return null;
                }
                List<String> names = new ArrayList<>();
                List<int[]> coords = new ArrayList<>();
                for (int i = 1; i <= points.count(); i++) {
                    names.add(Integer.toString(i));
                    coords.add(new int[] {i, 0});
                }
                return placed(BoardKind.POINTS, names, coords, declared);
            }

            @Override
            public CellGraph lines(Board.Lines lines) {
                Steps steps = directions(declared, BoardKind.LINES);
                return new PointsAndLines(diagnostics).graph(lines, steps.names(), steps.dxs(), steps.dys());
            }

            @Override
            public CellGraph shaped(Board.Shaped shaped) {
                Steps steps = directions(declared, null);
                return BoardBuilder.this.shaped(shaped, steps.names(), steps.dxs(), steps.dys());
            }
        });
        if (graph == null) {
            return null;
        }
        if (graph.names().size() > Move.MAX_CELLS - 1) {
            error(board.pos(), "a board has at most " + (Move.MAX_CELLS - 1) + " cells, not " + graph.names().size());
            return null;
        }
        return new Geometry(graph);
    }

    /** The directions of a board: each one's name and step. */
    private record Steps(List<String> names, int[] dxs, int[] dys) {}

    /** Reads the cells of a board into names and coordinates: false when they are wrong (reported). */
    private interface CellReader {
        boolean read(List<String> names, List<int[]> coords);
    }

    /** A hex map or rhombus, with the places on its edges when it has them. */
    private CellGraph hexagons(Board board, List<Name> with, Item.Directions declared, CellReader cells) {
        List<String> names = new ArrayList<>();
        List<int[]> coords = new ArrayList<>();
        Boolean edges = HexEdges.asked(with, diagnostics);
        boolean read = cells.read(names, coords);
        if (edges == null || !read) {
            return null;
        }
        if (!edges) {
            return placed(BoardKind.HEX, names, coords, declared);
        }
        GridPlace[] places = HexEdges.add(names, coords, board.pos(), diagnostics);
        if (places == null) {
            return null;
        }
        Steps steps = directions(declared, BoardKind.HEX_EDGES);
        return HexEdges.graph(names, xs(coords), ys(coords), places, steps.names(), steps.dxs(), steps.dys());
    }

    /** Cells placed at coordinates, linked by the directions' steps. */
    private CellGraph placed(BoardKind kind, List<String> names, List<int[]> coords, Item.Directions declared) {
        Steps steps = directions(declared, kind);
        return CellGraph.ofVectors(kind, names, xs(coords), ys(coords), steps.names(), steps.dxs(), steps.dys());
    }

    private static int[] xs(List<int[]> coords) {
        return coords.stream().mapToInt(c -> c[0]).toArray();
    }

    private static int[] ys(List<int[]> coords) {
        return coords.stream().mapToInt(c -> c[1]).toArray();
    }

    /**
     * The directions the definition declares, each once and each a step; else the board's own: a
     * grid's eight, a hex board's six, none for points or a shape named by a word (it has its own).
     */
    private Steps directions(Item.Directions declared, BoardKind kind) {
        List<String> dirNames = new ArrayList<>();
        List<int[]> vectors = new ArrayList<>();
        if (declared != null) {
            Map<String, Item.Direction> seen = new LinkedHashMap<>();
            for (Item.Direction d : declared.directions()) {
                Item.Direction earlier = seen.putIfAbsent(d.name().text(), d);
                if (earlier != null) {
                    error(d.pos(), "direction '" + d.name().text() + "' is declared twice (first at line "
                            + earlier.pos().line() + ")");
                    continue;
                }
                if (d.dx() == 0 && d.dy() == 0) {
                    error(d.pos(), "direction '" + d.name().text() + "' does not move: (0, 0)");
                    continue;
                }
                dirNames.add(d.name().text());
                vectors.add(new int[] {d.dx(), d.dy()});
            }
        } else if (kind == BoardKind.GRID || kind == BoardKind.LINES || kind == BoardKind.EDGES) {
            addDefaults(dirNames, vectors, new String[] {"n", "ne", "e", "se", "s", "sw", "w", "nw"},
                    new int[][] {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}});
        } else if (kind == BoardKind.HEX || kind == BoardKind.HEX_EDGES) {
            addDefaults(dirNames, vectors, new String[] {"e", "ne", "nw", "w", "sw", "se"},
                    new int[][] {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}});
        }
        return new Steps(dirNames, vectors.stream().mapToInt(v -> v[0]).toArray(), vectors.stream().mapToInt(v -> v[1]).toArray());
    }

    /** The words the language gives the shapes it spells out; others are named by {@link BoardShapes}. */
    private static final List<String> SPELT_OUT = List.of("grid", "hex", "points", "lines");

    /** The graph a shape named by a word makes of its arguments, or null when it is unknown or refuses them (reported). */
    private CellGraph shaped(Board.Shaped board, List<String> directions, int[] dxs, int[] dys) {
        String word = board.shape().text();
        BoardShape shape = BoardShapes.named(word).orElse(null);
        if (shape == null) {
            List<String> known = new ArrayList<>(SPELT_OUT);
            known.addAll(BoardShapes.words());
            error(board.shape().pos(), "no board shape '" + word + "'" + Suggest.didYouMean(word, known, diagnostics)
                    + ": a board is " + String.join(", ", known.subList(0, known.size() - 1)) + " or "
                    + known.get(known.size() - 1));
            return null;
        }
        CellGraph graph;
        try {
            graph = shape.graph(board.arguments().stream().map(Name::text).toList(), directions, dxs, dys);
        } catch (IllegalArgumentException e) {
            error(board.pos(), "'board " + word + "' takes " + shape.usage() + ": " + e.getMessage());
            return null;
        }
        if (graph.names().isEmpty()) {
            List<String> written = new ArrayList<>(List.of("board", word));
            board.arguments().forEach(a -> written.add(a.text()));
            error(board.pos(), "'" + String.join(" ", written) + "' has no cells");
            return null;
        }
        return graph;
    }

    private static void addDefaults(List<String> names, List<int[]> vectors, String[] n, int[][] v) {
        for (int i = 0; i < n.length; i++) {
            names.add(n[i]);
            vectors.add(v[i]);
        }
    }

    /**
     * The cells of a grid W files by H ranks, a1 at the bottom left, less those left out: the others
     * keep their names and places, so that a step into a left-out cell leaves the board. With edges,
     * the places between the cells too ({@link EdgePlaces}).
     */
    private boolean grid(Board.Grid grid, List<String> names, List<int[]> coords) {
        EdgePlaces.Extra extra = EdgePlaces.extra(grid, diagnostics);
        if (extra == null) {
            return false;
        }
        if (grid.width() < 1 || grid.width() > 26 || grid.height() < 1 || grid.height() > 99) {
            error(grid.pos(), "a grid is 1 to 26 files wide and 1 to 99 ranks high, not "
                    + grid.width() + " by " + grid.height());
            return false;
        }
        Map<String, Integer> all = new LinkedHashMap<>();
        for (int y = 1; y <= grid.height(); y++) {
            for (int x = 1; x <= grid.width(); x++) {
                all.put((char) ('a' + x - 1) + Integer.toString(y), all.size());
            }
        }
        String shape = grid.width() + " by " + grid.height() + " grid";
        Set<Pos> counted = new HashSet<>();
        for (CellRef ref : grid.without()) {
            // a range's cells share its position: one report for the range
            if (ref.count() != 1 && counted.add(ref.pos())) {
                error(ref.pos(), "a cell left out of the grid takes no count, not '" + ref.name() + "*"
                        + ref.count() + "'");
            }
        }
        Refs.CellNames gridNames = new Refs.CellNames(name -> all.getOrDefault(name, -1), all.keySet(),
                "on the " + shape);
        Set<Integer> out = new HashSet<>();
        for (int cell : new Refs(diagnostics).cells(grid.without(), gridNames, "the cells left out of the grid")) {
            out.add(cell);
        }
        if (out.size() == all.size()) {
            error(grid.pos(), "every cell of the " + shape + " is left out");
            return false;
        }
        if (extra != EdgePlaces.Extra.NONE) {
            EdgePlaces.add(grid.width(), grid.height(), out, extra == EdgePlaces.Extra.EDGES_AND_VERTICES, names, coords);
            return true;
        }
        for (Map.Entry<String, Integer> cell : all.entrySet()) {
            if (!out.contains(cell.getValue())) {
                names.add(cell.getKey());
                coords.add(new int[] {cell.getValue() % grid.width() + 1, cell.getValue() / grid.width() + 1});
            }
        }
        return true;
    }

    /**
     * A rhombus of hexagons W files by H ranks, named like a grid: the cells, in the order and at
     * the places a hex map drawing it would give them (top rank first, each rank half a cell to the
     * right of the rank below), so that it is exactly that map's board.
     */
    private boolean rhombus(Board.HexGrid hex, List<String> names, List<int[]> coords) {
        if (hex.width() < 1 || hex.width() > 26 || hex.height() < 1 || hex.height() > 99) {
            error(hex.pos(), "a hex board is 1 to 26 files wide and 1 to 99 ranks high, not "
                    + hex.width() + " by " + hex.height());
            return false;
        }
        for (int y = hex.height(); y >= 1; y--) {
            for (int x = 1; x <= hex.width(); x++) {
                names.add((char) ('a' + x - 1) + Integer.toString(y));
                coords.add(new int[] {2 * (x - 1) + (y - 1), y - 1});
            }
        }
        return true;
    }

    /**
     * A hex map names its cells where they stand: rows are lines, and the column where a name
     * starts is its horizontal place. Neighbouring rows are offset by half a cell, so the unit of x
     * is the greatest common divisor of all horizontal offsets (half a cell). Tokens made only of
     * dots or dashes are holes.
     */
    private boolean readMap(Board.Hex hex, List<String> names, List<int[]> coords) {
        String[] lines = hex.map().split("\r?\n", -1);
        record Token(String text, int line, int column) {}
        List<Token> tokens = new ArrayList<>();
        for (int l = 0; l < lines.length; l++) {
            String line = lines[l];
            int c = 0;
            while (c < line.length()) {
                if (Character.isWhitespace(line.charAt(c))) {
                    c++;
                    continue;
                }
                int start = c;
                while (c < line.length() && !Character.isWhitespace(line.charAt(c))) {
                    c++;
                }
                tokens.add(new Token(line.substring(start, c), l, start));
            }
        }
        if (tokens.isEmpty()) {
            error(hex.pos(), "the hex map names no cells");
            return false;
        }
        int minColumn = tokens.stream().mapToInt(Token::column).min().orElse(0);
        int unit = 0;
        for (Token t : tokens) {
            unit = gcd(unit, t.column() - minColumn);
        }
        unit = Math.max(unit, 1);
        int lastLine = tokens.get(tokens.size() - 1).line();
        Map<String, Token> seen = new LinkedHashMap<>();
        boolean ok = true;
        for (Token t : tokens) {
            if (t.text().chars().allMatch(ch -> ch == '.' || ch == '-')) {
                continue;
            }
            Pos at = mapPos(hex, t.line(), t.column());
            if (!t.text().matches("[A-Za-z0-9_]+")) {
                error(at, "a cell name in a hex map is letters, digits and '_', not '" + t.text() + "'");
                ok = false;
                continue;
            }
            Token earlier = seen.putIfAbsent(t.text(), t);
            if (earlier != null) {
                error(at, "cell '" + t.text() + "' appears twice in the hex map (first at "
                        + mapPos(hex, earlier.line(), earlier.column()) + ")");
                ok = false;
                continue;
            }
            names.add(t.text());
            coords.add(new int[] {(t.column() - minColumn) / unit, lastLine - t.line()});
        }
        if (ok && names.isEmpty()) {
            error(hex.pos(), "the hex map names no cells");
            return false;
        }
        return ok;
    }

    private static Pos mapPos(Board.Hex hex, int line, int column) {
        Pos start = hex.mapPos();
        return line == 0
                ? new Pos(start.file(), start.line(), start.column() + column)
                : new Pos(start.file(), start.line() + line, column + 1);
    }

    private static int gcd(int a, int b) {
        return b == 0 ? Math.abs(a) : gcd(b, a % b);
    }

    private void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
