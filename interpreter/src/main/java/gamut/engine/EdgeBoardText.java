package gamut.engine;

import gamut.core.Geometry;
import gamut.core.GridPlace;
import java.util.Arrays;

/**
 * A grid with edges as text: each cell as {@link BoardText} draws it, a character between two cells
 * for the edge between them ({@code |} when a piece is on it, blank when not), the rows between the
 * ranks for the edges above the cells ({@code -}) and the vertices ({@code +}), files and ranks at
 * the board's sides.
 */
final class EdgeBoardText {
    private EdgeBoardText() {}

    static String draw(State state) {
        Geometry geo = state.rules().geometry;
        int maxX = 1;
        int maxY = 1;
        int widest = 1;
        for (int c = 0; c < geo.cells(); c++) {
            maxX = Math.max(maxX, geo.x(c));
            maxY = Math.max(maxY, geo.y(c));
            if (geo.place(c) == GridPlace.CELL) {
                widest = Math.max(widest, PieceGlyphs.glyph(state, c).length());
            }
        }
        // Each file takes the width of the widest cell, and each groove one character.
        int margin = 3;
        char[][] canvas = new char[maxY][margin + (maxX + 1) / 2 * (widest + 1)];
        for (char[] row : canvas) {
            Arrays.fill(row, ' ');
        }
        for (int c = 0; c < geo.cells(); c++) {
            int x = geo.x(c);
            int col = margin + (x - 1) / 2 * (widest + 1) + (x % 2 == 0 ? widest : 0);
            String shown = shown(state, geo, c);
            for (int i = 0; i < shown.length(); i++) {
                canvas[maxY - geo.y(c)][col + i] = shown.charAt(i);
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < maxY; r++) {
            int y = maxY - r;
            String rank = y % 2 == 1 ? Integer.toString((y + 1) / 2) : "";
            String line = new String(canvas[r]).substring(margin);
            out.append(String.format("%2s ", rank)).append(line).append('\n');
        }
        StringBuilder files = new StringBuilder("   ");
        for (int f = 0; f < (maxX + 1) / 2; f++) {
            files.append((char) ('a' + f)).append(" ".repeat(widest));
        }
        out.append(files.toString().stripTrailing()).append('\n');
        return out.toString().lines().map(String::stripTrailing).reduce("", (a, b) -> a + b + "\n");
    }

    /** A cell as the text board shows it; an edge or a vertex as a mark when a piece is on it, else blank. */
    private static String shown(State state, Geometry geo, int c) {
        GridPlace place = geo.place(c);
        if (place == GridPlace.CELL) {
            return PieceGlyphs.glyph(state, c);
        }
        if (state.owner(c) < 0) {
            return " ";
        }
        return switch (place) {
            case EDGE_EAST -> "|";
            case EDGE_NORTH -> "-";
            default -> "+";
        };
    }
}
