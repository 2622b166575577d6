package gamut.records;

import gamut.core.Geometry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * SGF's points on a board, worked out from the board's files and ranks (a cell named like a
 * grid's, a letter and a number): two letters, column then row ({@code dd}), or the column's letter
 * and the row's number ({@code d4}, the cell of that name); a letter pair's rows counted down from
 * the top rank or up from rank 1, as the table of formats says for the game.
 */
final class SgfPoints {
    private final Geometry geometry;
    private final boolean letters;
    private final boolean rowsDown;
    private final int height;
    private final int width;
    private final Map<String, Integer> byPoint = new HashMap<>();

    SgfPoints(Geometry geometry, boolean letters, boolean rowsDown) {
        this.geometry = geometry;
        this.letters = letters;
        this.rowsDown = rowsDown;
        this.height = geometry.extent(false);
        this.width = geometry.extent(true);
        for (int c = 0; c < geometry.cells(); c++) {
            if (geometry.fileOrRank(c, true) > 0) {
                byPoint.put(lettersOf(c), c);
                byPoint.put(nameOf(c), c);
            }
        }
    }

    /** Whether points are letter pairs ('dd') rather than names ('d4'). */
    boolean letters() {
        return letters;
    }

    /** The board's size as SZ writes it: 9, or 9:7 for 9 columns and 7 rows. */
    String size() {
        return width == height ? Integer.toString(width) : width + ":" + height;
    }

    /** Whether the board is no larger than 19 by 19, where 'tt' is a pass. */
    boolean passAsTt() {
        return width <= 19 && height <= 19;
    }

    /** The cell as the game's SGF writes it. */
    String point(int cell) {
        return letters ? lettersOf(cell) : nameOf(cell);
    }

    /** The cell of a point (in either form, a name's case aside), or -1. */
    int cell(String point) {
        Integer c = byPoint.get(point.matches(".*[0-9]") ? point.toLowerCase(Locale.ROOT) : point);
        return c == null ? -1 : c;
    }

    /** The cells' points joined as the game's SGF writes a move: 'djddgd', or 'e1-e3' ('c2:c5' for a capture). */
    String move(int[] cells, boolean captures) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0 && !letters) {
                out.append(captures && i == 1 ? ':' : '-');
            }
            out.append(point(cells[i]));
        }
        return out.toString();
    }

    /**
     * The points a move's value names, in order: letter pairs ('djddgd') or names joined by '-' or
     * ':' ('e1-e3', 'C2:C5++'), marks such as '+', '!' and '?' at the end left aside; null when the
     * value is neither.
     */
    static List<String> points(String value) {
        String v = value.strip().replaceAll("[+!?#]+$", "");
        List<String> points = new ArrayList<>();
        if (v.matches("[A-Za-z]+[0-9]+([-:x]?[A-Za-z]+[0-9]+)*")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("[A-Za-z]+[0-9]+").matcher(v);
            while (m.find()) {
                points.add(m.group());
            }
            return points;
        }
        if (v.matches("([a-zA-Z]{2})+")) {
            for (int i = 0; i < v.length(); i += 2) {
                points.add(v.substring(i, i + 2));
            }
            return points;
        }
        return null;
    }

    private String lettersOf(int cell) {
        int file = geometry.fileOrRank(cell, true);
        int rank = geometry.fileOrRank(cell, false);
        return "" + letter(file) + letter(rowsDown ? height + 1 - rank : rank);
    }

    /** A point written as a name is the cell of that name: rows counted up or down concern letter pairs only. */
    private String nameOf(int cell) {
        return "" + (char) ('a' + geometry.fileOrRank(cell, true) - 1) + geometry.fileOrRank(cell, false);
    }

    /** 1 is 'a', 26 'z', 27 'A' (SGF's points past 26). */
    private static char letter(int n) {
        return n <= 26 ? (char) ('a' + n - 1) : (char) ('A' + n - 27);
    }
}
