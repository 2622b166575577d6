package gamut.engine;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import gamut.core.MoveNotation;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws a position as text from the compiled geometry alone: each cell at its coordinates, a piece
 * as its type letter (upper case for the first player, lower case for the others; X and O when the
 * game has one piece type and two players), a neutral piece (no player's) as {@code #} whatever its
 * type, an empty cell as a dot, grid files and ranks at the edges.
 */
public final class BoardText {
    private BoardText() {}


    /** The board, and for boards without file and rank labels a map of cell names beside it. */
    public static String draw(State state) {
        if (state.rules().geometry.kind() == BoardKind.POINTS) {
            return points(state);
        }
        if (state.rules().geometry.kind() == BoardKind.EDGES) {
            return EdgeBoardText.draw(state);
        }
        String pieces = layout(state, false);
        if (labelled(state.rules().geometry)) {
            return pieces;
        }
        String[] left = pieces.split("\n");
        String[] right = layout(state, true).split("\n");
        int width = 0;
        for (String l : left) {
            width = Math.max(width, l.length());
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.max(left.length, right.length); i++) {
            String l = i < left.length ? left[i] : "";
            String r = i < right.length ? right[i] : "";
            out.append((l + " ".repeat(width - l.length() + 6) + r).stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private static String layout(State state, boolean names) {
        Rules rules = state.rules();
        Geometry geo = rules.geometry;
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int c = 0; c < geo.cells(); c++) {
            minX = Math.min(minX, geo.x(c));
            maxX = Math.max(maxX, geo.x(c));
            minY = Math.min(minY, geo.y(c));
            maxY = Math.max(maxY, geo.y(c));
        }
        boolean grid = labelled(geo) && !names;
        // the files and ranks as the game's notation labels them (Shogi's 9 to 1 and a to i), else a.. and 1..
        MoveNotation.Labels labels = rules.notation() == null ? null : rules.notation().labels();
        String[] shown = new String[geo.cells()];
        int widest = 0;
        for (int c = 0; c < geo.cells(); c++) {
            boolean cell = geo.place(c) == GridPlace.CELL;
            shown[c] = !cell ? (names ? "" : edgeMark(state, geo, c)) : names ? geo.cellName(c) : PieceGlyphs.glyph(state, c);
            widest = Math.max(widest, shown[c].length());
        }
        int colWidth = columnWidth(geo, widest);
        int margin = grid ? 3 : 0;
        int width = margin + (maxX - minX + 1) * colWidth + 1;
        int rows = maxY - minY + 1;
        char[][] canvas = new char[rows][width];
        for (char[] row : canvas) {
            java.util.Arrays.fill(row, ' ');
        }
        for (int c = 0; c < geo.cells(); c++) {
            int row = maxY - geo.y(c);
            int col = margin + (geo.x(c) - minX) * colWidth;
            for (int i = 0; i < shown[c].length() && col + i < width; i++) {
                canvas[row][col + i] = shown[c].charAt(i);
            }
        }
        if (geo.kind() == BoardKind.LINES || geo.kind() == BoardKind.GRAPH) {
            drawLines(geo, canvas, maxY, minX, margin, colWidth);
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            String line = new String(canvas[r]).stripTrailing();
            if (grid) {
                String rank = label(labels, MoveNotation.RANK, maxY - r, Integer.toString(maxY - r));
                // a rank whose cells are all left out of the grid is blank after its label
                line = (rank.length() == 1 ? " " + rank : rank) + (line.length() > 2 ? line.substring(2) : "");
            }
            out.append(line).append('\n');
        }
        if (grid) {
            StringBuilder files = new StringBuilder("   ");
            for (int x = minX; x <= maxX; x++) {
                String file = label(labels, MoveNotation.FILE, x, String.valueOf((char) ('a' + x - 1)));
                files.append(file).append(" ".repeat(Math.max(1, colWidth - file.length())));
            }
            out.append(files.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /**
     * A hexagon's edge (a hex board with edges) as a bar across the line joining its two hexagons
     * when a piece is on it ({@code |}, {@code /} or {@code \}), else blank.
     */
    private static String edgeMark(State state, Geometry geo, int edge) {
        if (state.owner(edge) < 0) {
            return "";
        }
        for (int d = 0; d < geo.directions(); d++) {
            int cell = geo.next(edge, d);
            if (cell >= 0) {
                int dx = geo.x(cell) - geo.x(edge);
                int dy = geo.y(cell) - geo.y(edge);
                return dy == 0 ? "|" : (dx > 0) == (dy > 0) ? "\\" : "/";
            }
        }
        return "+";
    }

    /** The notation's label of file or rank {@code n} (from 1), or the usual one. */
    private static String label(MoveNotation.Labels labels, int part, int n, String usual) {
        String label = labels == null ? null : labels.label(part, n);
        return label == null ? usual : label;
    }

    /** Boards whose cells are named by file and rank, drawn with the files and ranks at their edges. */
    private static boolean labelled(Geometry geo) {
        return geo.kind() == BoardKind.GRID || geo.kind() == BoardKind.LINES;
    }

    /** The lines between the points, drawn where the canvas is blank: '-', '|', '/' and '\\'. */
    private static void drawLines(Geometry geo, char[][] canvas, int maxY, int minX, int margin, int colWidth) {
        for (int c = 0; c < geo.cells(); c++) {
            for (int d = 0; d < geo.directions(); d++) {
                int to = geo.next(c, d);
                if (to < 0 || to < c && geo.linked(to, c)) {
                    continue; // each link once, from its lower point unless it is one-way; and none where there is none
                }
                int r0 = maxY - geo.y(c);
                int r1 = maxY - geo.y(to);
                int c0 = margin + (geo.x(c) - minX) * colWidth;
                int c1 = margin + (geo.x(to) - minX) * colWidth;
                char mark = r0 == r1 ? '-' : c0 == c1 ? '|' : (r1 < r0) == (c1 > c0) ? '/' : '\\';
                int steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
                for (int i = 1; i < steps; i++) {
                    int r = r0 + (r1 - r0) * i / steps;
                    int col = c0 + (c1 - c0) * i / steps;
                    boolean between = r0 == r1 || (r != r0 && r != r1);
                    if (between && canvas[r][col] == ' ') {
                        canvas[r][col] = mark;
                    }
                }
            }
        }
    }

    /**
     * Characters per unit of x: 2, or when something drawn is longer than 2 characters (a stack of
     * 10 or more, {@code X12}), enough that it and a space fit between the two closest cells of a
     * row, so that it does not run into its neighbour. Cells of a row on a hex board are two units
     * apart, so 2 already fits 3 characters there.
     */
    private static int columnWidth(Geometry geo, int widest) {
        if (widest <= 2) {
            return 2;
        }
        Map<Integer, List<Integer>> rows = new HashMap<>();
        for (int c = 0; c < geo.cells(); c++) {
            rows.computeIfAbsent(geo.y(c), y -> new ArrayList<>()).add(geo.x(c));
        }
        int closest = Integer.MAX_VALUE;
        for (List<Integer> xs : rows.values()) {
            Collections.sort(xs);
            for (int i = 1; i < xs.size(); i++) {
                closest = Math.min(closest, xs.get(i) - xs.get(i - 1));
            }
        }
        // ceiling of (widest + 1) / closest; a board without two cells in a row needs no room
        return closest == Integer.MAX_VALUE ? 2 : Math.max(2, (widest + closest) / closest);
    }

    /**
     * Numbered points in two rows, as on a backgammon board: the upper half left to right along
     * the top, the lower half right to left along the bottom, each point's name beside its pieces.
     */
    private static String points(State state) {
        Geometry geo = state.rules().geometry;
        int n = geo.cells();
        int half = (n + 1) / 2;
        int widest = 3;
        for (int c = 0; c < n; c++) {
            widest = Math.max(widest, PieceGlyphs.glyph(state, c).length());
        }
        String column = "%-" + (widest + 1) + "s";
        StringBuilder names = new StringBuilder();
        StringBuilder top = new StringBuilder();
        for (int c = half; c < n; c++) {
            names.append(String.format(column, geo.cellName(c)));
            top.append(String.format(column, PieceGlyphs.glyph(state, c)));
        }
        StringBuilder bottom = new StringBuilder();
        StringBuilder lowNames = new StringBuilder();
        for (int c = half - 1; c >= 0; c--) {
            bottom.append(String.format(column, PieceGlyphs.glyph(state, c)));
            lowNames.append(String.format(column, geo.cellName(c)));
        }
        return names.toString().stripTrailing() + "\n" + top.toString().stripTrailing() + "\n\n"
                + bottom.toString().stripTrailing() + "\n" + lowNames.toString().stripTrailing() + "\n";
    }

    /**
     * "X = black, O = white" and the like, and "# = a neutral piece" in a game that has them; where
     * the board's case tells the owners' pieces apart but moves name a piece by its letter, it says
     * that moves write it in capitals whoever owns it, as chess notation does ("C@e8" for white too).
     */
    public static String legend(Game game) {
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < game.players(); p++) {
            for (int t = 0; t < game.pieces(); t++) {
                if (out.length() > 0) {
                    out.append(", ");
                }
                out.append(PieceGlyphs.symbol(game, p, t)).append(" = ").append(game.playerName(p));
                if (game.pieces() > 1) {
                    out.append(' ').append(game.pieceName(t));
                }
            }
        }
        if (game.hasNeutrals()) {
            out.append(", ").append(PieceGlyphs.NEUTRAL).append(" = a neutral piece");
        }
        if (game.pieces() > 1 && game.players() > 1) {
            out.append("; moves write pieces in capitals");
        }
        return out.toString();
    }
}
