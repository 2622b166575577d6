package gamut.engine;

import gamut.base.GamutException;
import gamut.core.LetterFormat;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code squares} field of a position in letters: each player's pieces by the numbers the
 * notation gives the cells, PDN's way ({@code W21,22,K24} for a player written W). Read into the
 * owner and kind of each cell; written a part per player, the numbers in order.
 */
final class SquarePositions {
    private final Rules rules;
    private final LetterFormat.Squares field;
    private final String format;
    /** Each cell's number, 0 for one without. */
    private final int[] numbers;
    /** Each number's cell, -1 for none; index 0 unused. */
    private final int[] cellOf;
    private final boolean[] given;

    SquarePositions(Rules rules, LetterFormat.Squares field, String format) {
        this.rules = rules;
        this.field = field;
        this.format = format;
        int[][] all = rules.notation().numbers();
        this.numbers = all == null ? new int[rules.geometry.cells()] : all[0];
        this.cellOf = new int[java.util.Arrays.stream(numbers).max().orElse(0) + 1];
        java.util.Arrays.fill(cellOf, -1);
        for (int c = 0; c < numbers.length; c++) {
            if (numbers[c] > 0) {
                cellOf[numbers[c]] = c;
            }
        }
        this.given = new boolean[field.players().size()];
    }

    /** Reads one player's part into the cells' owners and kinds (player and piece names). */
    void read(String part, String[] owner, String[] kind) {
        int player = -1;
        for (int p = 0; p < field.players().size(); p++) {
            String letter = field.players().get(p);
            if (part.startsWith(letter) && (player < 0 || letter.length() > field.players().get(player).length())) {
                player = p;
            }
        }
        if (player < 0) {
            throw error("'" + part + "' starts with no player's letter (" + String.join(" or ", field.players()) + ")");
        }
        if (given[player]) {
            throw error("the pieces of " + rules.playerName(player) + " are given twice ('" + part + "')");
        }
        given[player] = true;
        String rest = part.substring(field.players().get(player).length());
        for (String entry : rest.isEmpty() ? new String[0] : rest.split(",", -1)) {
            int type = pieceOf(entry);
            String number = entry.substring(field.letters().get(type).length());
            String[] ends = number.split("-", -1);
            if (ends.length > 2) {
                throw error("'" + entry + "' is a square number or a run such as 31-35");
            }
            int first = square(ends[0], entry);
            int last = ends.length == 2 ? square(ends[1], entry) : first;
            for (int n = Math.min(first, last); n <= Math.max(first, last); n++) {
                int cell = cellOf[n];
                if (cell < 0) {
                    throw error("no cell is numbered " + n);
                }
                if (owner[cell] != null) {
                    throw error("square " + n + " is given twice");
                }
                owner[cell] = rules.playerName(player);
                kind[cell] = rules.pieceName(type);
            }
        }
    }

    /** Every player's part must have been read. */
    void finish() {
        for (int p = 0; p < given.length; p++) {
            if (!given[p]) {
                throw error("the pieces of " + rules.playerName(p) + " are missing (a part starting with "
                        + field.players().get(p) + ")");
            }
        }
    }

    /** The piece type whose letters begin the entry: the longest that does, letters "" last. */
    private int pieceOf(String entry) {
        int best = -1;
        for (int t = 0; t < field.letters().size(); t++) {
            String letters = field.letters().get(t);
            if (letters != null && entry.startsWith(letters)
                    && (best < 0 || letters.length() > field.letters().get(best).length())) {
                best = t;
            }
        }
        if (best < 0) {
            throw error("'" + entry + "' names no piece");
        }
        return best;
    }

    private int square(String text, String entry) {
        int highest = cellOf.length - 1;
        if (!text.matches("\\d{1,9}")) {
            throw error("'" + entry + "' is no square number after a piece's letters (" + written() + ")");
        }
        if (Integer.parseInt(text) < 1 || Integer.parseInt(text) > highest) {
            throw error("'" + entry + "': the squares are numbered 1 to " + highest);
        }
        return Integer.parseInt(text);
    }

    /** How each piece is written before its number, for a message. */
    private String written() {
        List<String> ways = new ArrayList<>();
        for (int t = 0; t < field.letters().size(); t++) {
            String letters = field.letters().get(t);
            if (letters != null) {
                ways.add((letters.isEmpty() ? "none" : letters) + " for " + rules.pieceName(t));
            }
        }
        return String.join(", ", ways);
    }

    /** Each player's part, the numbers in order, separated by ':'. */
    String write(State state) {
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < field.players().size(); p++) {
            List<String> entries = new ArrayList<>();
            for (int n = 1; n < cellOf.length; n++) {
                int cell = cellOf[n];
                if (cell >= 0 && state.owner(cell) == p) {
                    entries.add(entry(state, cell, n));
                }
            }
            parts.add(field.players().get(p) + String.join(",", entries));
        }
        for (int c = 0; c < numbers.length; c++) {
            if (state.owner(c) >= 0 && (numbers[c] == 0 || state.owner(c) >= field.players().size())) {
                throw new GamutException("position " + format + " cannot write " + rules.geometry.cellName(c)
                        + (numbers[c] == 0 ? ", a cell without a number" : ", which holds a neutral piece"));
            }
        }
        return String.join(":", parts);
    }

    private String entry(State state, int cell, int number) {
        String letters = field.letters().get(state.piece(cell));
        if (letters == null || state.height(cell) > 1) {
            throw new GamutException("position " + format + " cannot write " + rules.geometry.cellName(cell)
                    + (letters == null ? ", which holds a " + rules.pieceName(state.piece(cell)) + " (the field gives it no letters)"
                    : ", which holds a stack of " + state.height(cell)));
        }
        return letters + number;
    }

    private GamutException error(String message) {
        return new GamutException("position " + format + ": " + message);
    }
}
