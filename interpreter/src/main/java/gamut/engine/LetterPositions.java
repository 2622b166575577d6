package gamut.engine;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.board.Board;
import gamut.core.Geometry;
import gamut.core.LetterFormat;
import gamut.core.Move;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Positions written in letters, as a game declares them ({@code position NAME { ... }}, FEN and
 * SFEN): read by translating them into the game's own position text ({@link PositionFormat}),
 * which then sets the state up, and written from a state. Fields are separated by spaces and may be
 * left off from the end; a field left off is as at the start of a game (the first player to move,
 * no flag set, nothing passed, an empty hand, clock 0, turn and round 1). Every problem is reported
 * with the field quoted, before the state is touched.
 */
final class LetterPositions {
    private LetterPositions() {}

    /** The game's own position text for {@code text}, written in the format {@code f}. */
    static String toText(Rules rules, LetterFormat f, String text) {
        return new Reader(rules, f).read(text.strip());
    }

    /** The state's position in the format; refused when it holds what the format cannot write. */
    static String write(State state, LetterFormat f) {
        return new Writer(state, f).write();
    }

    /** The board's cells row by row, top row first, each row left to right, as the board is drawn. */
    static List<int[]> rows(Geometry geometry) {
        Integer[] cells = new Integer[geometry.cells()];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = c;
        }
        Arrays.sort(cells, (a, b) -> geometry.y(a) != geometry.y(b) ? Integer.compare(geometry.y(b), geometry.y(a))
                : Integer.compare(geometry.x(a), geometry.x(b)));
        List<int[]> rows = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= cells.length; i++) {
            if (i == cells.length || geometry.y(cells[i]) != geometry.y(cells[start])) {
                rows.add(Arrays.stream(cells, start, i).mapToInt(Integer::intValue).toArray());
                start = i;
            }
        }
        return rows;
    }

    /** A piece type's letter for its owner: upper case for the first player, lower case for the second. */
    static String letter(LetterFormat.Board board, int owner, int type) {
        String letter = board.letters().get(type);
        return owner == 0 ? letter.toUpperCase() : letter.toLowerCase();
    }

    /** Reads the fields one by one and writes the game's own clauses for them. */
    private static final class Reader {
        private final Rules rules;
        private final LetterFormat f;
        private final Geometry geometry;
        private final String[] owner;
        private final String[] kind;
        private final int[] flags;
        private int toMove;
        private final StringBuilder facts = new StringBuilder();
        private final StringBuilder hand = new StringBuilder();

        Reader(Rules rules, LetterFormat f) {
            this.rules = rules;
            this.f = f;
            this.geometry = rules.geometry;
            this.owner = new String[geometry.cells()];
            this.kind = new String[geometry.cells()];
            this.flags = new int[geometry.cells()];
            this.toMove = rules.firstPlayer();
        }

        String read(String text) {
            // PDN's FEN may end with a full stop.
            String body = f.bySquares() && text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
            String[] parts = body.isEmpty() ? new String[0] : body.split(f.bySquares() ? ":" : "\\s+", -1);
            List<LetterFormat.Field> fields = slots();
            if (parts.length > fields.size()) {
                throw error("'" + text + "' has " + parts.length + " fields; this form has " + fields.size() + " ("
                        + String.join(", ", f.fields().stream().map(LetterFormat.Field::word).toList())
                        + (f.bySquares() ? ", a part for each player's squares, separated by ':'" : "") + ")");
            }
            if (parts.length == 0) {
                throw error("the position is empty");
            }
            // The player to move comes first: the fields after it (a square passed over) depend on it.
            for (int i = 0; i < parts.length; i++) {
                if (fields.get(i) instanceof LetterFormat.ToMove t) {
                    toMove(t, parts[i]);
                }
            }
            SquarePositions squares = null;
            for (int i = 0; i < parts.length; i++) {
                if (fields.get(i) instanceof LetterFormat.Squares q) {
                    squares = squares != null ? squares : new SquarePositions(rules, q, f.name());
                    squares.read(parts[i], owner, kind);
                } else {
                    field(fields.get(i), parts[i]);
                }
            }
            if (squares != null) {
                squares.finish();
            }
            return clauses();
        }

        /** The fields in the order of the parts of the text: the squares take one part per player. */
        private List<LetterFormat.Field> slots() {
            List<LetterFormat.Field> slots = new ArrayList<>();
            for (LetterFormat.Field field : f.fields()) {
                int n = field instanceof LetterFormat.Squares ? rules.players() : 1;
                for (int i = 0; i < n; i++) {
                    slots.add(field);
                }
            }
            return slots;
        }

        private void field(LetterFormat.Field field, String part) {
            if (field instanceof LetterFormat.Board b) {
                board(b, part);
            } else if (field instanceof LetterFormat.Rights r) {
                rights(r, part);
            } else if (field instanceof LetterFormat.Passed p) {
                passed(p, part);
            } else if (field instanceof LetterFormat.Hand) {
                hand(part);
            } else if (field instanceof LetterFormat.Clock) {
                facts.append("clock: ").append(number(part, 0, "the clock")).append('\n');
            } else if (field instanceof LetterFormat.Turns) {
                facts.append("turn number: ").append(number(part, 1, "the turn number")).append('\n');
            } else if (field instanceof LetterFormat.Rounds) {
                int round = number(part, 1, "the round");
                int players = rules.players();
                long turn = (long) (round - 1) * players + (toMove - rules.firstPlayer() + players) % players + 1;
                facts.append("turn number: ").append(Math.min(turn, Limits.GAME_PLIES)).append('\n');
            }
        }

        private void toMove(LetterFormat.ToMove t, String part) {
            toMove = t.letters().indexOf(part);
            if (toMove < 0) {
                throw error("'" + part + "' names no player to move (" + String.join(" or ", t.letters()) + ")");
            }
        }

        private void board(LetterFormat.Board b, String part) {
            List<int[]> rows = rows(geometry);
            String[] given = part.split("/", -1);
            if (given.length != rows.size()) {
                throw error("'" + part + "' has " + given.length + " rows; the board has " + rows.size());
            }
            for (int r = 0; r < rows.size(); r++) {
                int[] row = rows.get(r);
                String text = given[r];
                int at = 0;
                int i = 0;
                while (i < text.length()) {
                    if (Character.isDigit(text.charAt(i))) {
                        int end = i;
                        while (end < text.length() && Character.isDigit(text.charAt(end))) {
                            end++;
                        }
                        at += Math.min(number(text.substring(i, end), 1, "a run of empty cells"), row.length + 1);
                        i = end;
                        continue;
                    }
                    int[] match = longestLetter(b, text, i);
                    if (match == null) {
                        throw error("no piece is written '" + text.charAt(i) + "' (row " + (r + 1) + ", '" + text + "')");
                    }
                    if (at < row.length) {
                        owner[row[at]] = rules.playerName(match[0]);
                        kind[row[at]] = rules.pieceName(match[1]);
                    }
                    at++;
                    i += letter(b, match[0], match[1]).length();
                }
                if (at != row.length) {
                    throw error("row " + (r + 1) + " '" + text + "' gives " + at + " cells; the board's row has " + row.length);
                }
            }
        }

        /** The owner and type of the longest letter written at {@code i}, or null. */
        private static int[] longestLetter(LetterFormat.Board b, String text, int i) {
            int[] best = null;
            int length = 0;
            for (int p = 0; p < 2; p++) {
                for (int t = 0; t < b.letters().size(); t++) {
                    String l = letter(b, p, t);
                    if (l.length() > length && text.startsWith(l, i)) {
                        best = new int[] {p, t};
                        length = l.length();
                    }
                }
            }
            return best;
        }

        private void rights(LetterFormat.Rights r, String part) {
            for (int c = 0; c < owner.length; c++) {
                int type = kind[c] == null ? -1 : rules.info().pieces().indexOf(kind[c]);
                if (Arrays.stream(r.types()).anyMatch(t -> t == type)) {
                    flags[c] |= 1 << r.flag();
                }
            }
            if (part.equals("-")) {
                return;
            }
            boolean[] seen = new boolean[r.rights().size()];
            for (char ch : part.toCharArray()) {
                int i = 0;
                while (i < seen.length && r.rights().get(i).letter() != ch) {
                    i++;
                }
                if (i == seen.length || seen[i]) {
                    throw error("'" + part + "': '" + ch + "' is " + (i == seen.length ? "no right" : "given twice")
                            + (r.rights().isEmpty() ? " (this game has none: '-')" : " (rights: " + String.join("",
                            r.rights().stream().map(x -> String.valueOf(x.letter())).toList()) + ", or '-' for none)"));
                }
                seen[i] = true;
                LetterFormat.Right right = r.rights().get(i);
                for (int k = 0; k < right.cells().length; k++) {
                    int c = right.cells()[k];
                    if (!rules.playerName(right.owners()[k]).equals(owner[c]) || !rules.pieceName(right.types()[k]).equals(kind[c])) {
                        throw error("the right '" + ch + "' needs " + rules.playerName(right.owners()[k]) + "'s "
                                + rules.pieceName(right.types()[k]) + " on " + geometry.cellName(c));
                    }
                    flags[c] &= ~(1 << r.flag());
                }
            }
        }

        /** The cell passed over: the piece that passed it stands one step beyond, and came from one step before. */
        private void passed(LetterFormat.Passed p, String part) {
            if (part.equals("-")) {
                return;
            }
            int cell = geometry.cell(part);
            if (cell < 0) {
                throw error("'" + part + "' is no cell, nor '-'");
            }
            int mover = (toMove + rules.players() - 1) % rules.players();
            int d = p.direction()[mover];
            int to = geometry.next(cell, d);
            int from = geometry.next(cell, geometry.opposite(d));
            String piece = rules.pieceName(p.piece());
            if (to < 0 || from < 0 || owner[cell] != null || owner[from] != null
                    || !rules.playerName(mover).equals(owner[to]) || !piece.equals(kind[to])) {
                throw error("no " + piece + " of " + rules.playerName(mover) + " can have passed over " + part
                        + " on the last move");
            }
            facts.append("last move: ").append(geometry.cellName(from)).append(' ').append(geometry.cellName(to)).append('\n');
        }

        private void hand(String part) {
            if (part.equals("-")) {
                return;
            }
            LetterFormat.Board b = board();
            int[][] counts = new int[2][rules.pieces()];
            int i = 0;
            while (i < part.length()) {
                int end = i;
                while (end < part.length() && Character.isDigit(part.charAt(end))) {
                    end++;
                }
                int n = end == i ? 1 : number(part.substring(i, end), 1, "a count in hand");
                int[] match = end < part.length() ? longestLetter(b, part, end) : null;
                if (match == null) {
                    throw error("'" + part + "' is no hand: a count may come before each piece's letter, or '-' for none");
                }
                counts[match[0]][match[1]] = Math.min(counts[match[0]][match[1]] + n, Limits.POSITION_COUNT + 1);
                i = end + letter(b, match[0], match[1]).length();
            }
            for (int p = 0; p < 2; p++) {
                List<String> pairs = new ArrayList<>();
                for (int t = 0; t < counts[p].length; t++) {
                    if (counts[p][t] > 0) {
                        pairs.add(rules.pieceName(t) + " " + counts[p][t]);
                    }
                }
                if (!pairs.isEmpty()) {
                    hand.append("reserve ").append(rules.playerName(p)).append(": ").append(String.join(", ", pairs)).append('\n');
                }
            }
        }

        private LetterFormat.Board board() {
            for (LetterFormat.Field field : f.fields()) {
                if (field instanceof LetterFormat.Board b) {
                    return b;
                }
            }
            throw new IllegalStateException("a checked position format has a board");
        }

        /** The clauses of the game's own text: each player's pieces with their flags, the hand, the facts. */
        private String clauses() {
            StringBuilder out = new StringBuilder();
            for (int p = 0; p < 2; p++) {
                String name = rules.playerName(p);
                out.append(name).append(':');
                for (int c = 0; c < owner.length; c++) {
                    if (name.equals(owner[c])) {
                        out.append(' ').append(kind[c]).append(' ').append(geometry.cellName(c)).append(PositionParts.flags(rules, flags[c]));
                    }
                }
                out.append('\n');
            }
            return out.append(hand).append(facts).append("turn: ").append(rules.playerName(toMove)).toString();
        }

        private int number(String text, int least, String what) {
            if (!text.matches("\\d+")) {
                throw error(what + " is a number, not '" + text + "'");
            }
            int n = text.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(text);
            if (n < least || n > Limits.GAME_PLIES) {
                throw error(String.format(java.util.Locale.ROOT, "%s is %d to %,d, not %s", what, least, Limits.GAME_PLIES, text));
            }
            return n;
        }

        private GamutException error(String message) {
            return new GamutException("position " + f.name() + ": " + message);
        }
    }

    /** Writes each field of the state's position. */
    private static final class Writer {
        private final State state;
        private final LetterFormat f;
        private final Rules rules;
        private final Geometry geometry;

        Writer(State state, LetterFormat f) {
            this.state = state;
            this.f = f;
            this.rules = state.rules();
            this.geometry = rules.geometry;
        }

        String write() {
            List<String> parts = new ArrayList<>();
            for (LetterFormat.Field field : f.fields()) {
                parts.add(field instanceof LetterFormat.Squares q ? new SquarePositions(rules, q, f.name()).write(state)
                        : field(field));
            }
            return String.join(f.bySquares() ? ":" : " ", parts);
        }

        private String field(LetterFormat.Field field) {
            if (field instanceof LetterFormat.Board b) {
                return board(b);
            } else if (field instanceof LetterFormat.ToMove t) {
                return t.letters().get(state.toMove());
            } else if (field instanceof LetterFormat.Rights r) {
                return rights(r);
            } else if (field instanceof LetterFormat.Passed p) {
                return passed(p);
            } else if (field instanceof LetterFormat.Hand) {
                return hand();
            } else if (field instanceof LetterFormat.Clock) {
                return Integer.toString(state.quiet);
            } else if (field instanceof LetterFormat.Turns) {
                return Integer.toString(state.turnNumber());
            }
            return Integer.toString((state.turnNumber() - 1) / rules.players() + 1);
        }

        private String board(LetterFormat.Board b) {
            List<String> rows = new ArrayList<>();
            for (int[] row : rows(geometry)) {
                StringBuilder out = new StringBuilder();
                int empty = 0;
                for (int c : row) {
                    int who = state.owner(c);
                    if (who < 0) {
                        empty++;
                        continue;
                    }
                    if (who >= 2 || state.height(c) > 1) {
                        throw new GamutException("position " + f.name() + " cannot write " + geometry.cellName(c)
                                + (who >= 2 ? ", which holds a neutral piece" : ", which holds a stack of " + state.height(c)));
                    }
                    if (empty > 0) {
                        out.append(empty);
                        empty = 0;
                    }
                    out.append(letter(b, who, state.piece(c)));
                }
                rows.add(empty > 0 ? out.append(empty).toString() : out.toString());
            }
            return String.join("/", rows);
        }

        private String rights(LetterFormat.Rights r) {
            StringBuilder out = new StringBuilder();
            for (LetterFormat.Right right : r.rights()) {
                if (RepetitionFacts.holds(state.board(), right, 1 << r.flag())) {
                    out.append(right.letter());
                }
            }
            return out.length() == 0 ? "-" : out.toString();
        }

        /** The cell between the last move's ends, when it was two steps of the piece in its player's direction. */
        private String passed(LetterFormat.Passed p) {
            int last = state.undo.lastDecision();
            if (last < 0 || rules.moveKind(last) != Move.MOVE) {
                return "-";
            }
            int from = rules.moveFrom(last);
            int to = rules.moveTo(last);
            int mover = state.owner(to);
            if (mover < 0 || mover >= 2 || state.piece(to) != p.piece()) {
                return "-";
            }
            int d = p.direction()[mover];
            int over = geometry.next(from, d);
            return over >= 0 && geometry.next(over, d) == to ? geometry.cellName(over) : "-";
        }

        private String hand() {
            LetterFormat.Board b = null;
            for (LetterFormat.Field field : f.fields()) {
                b = field instanceof LetterFormat.Board board ? board : b;
            }
            StringBuilder out = new StringBuilder();
            for (int p = 0; p < 2; p++) {
                for (int t = 0; t < rules.pieces(); t++) {
                    int n = state.reserve(p, t);
                    if (n >= Board.UNLIMITED) {
                        throw new GamutException("position " + f.name() + " cannot write " + rules.playerName(p)
                                + "'s unlimited reserve of " + rules.pieceName(t));
                    }
                    if (n > 0) {
                        out.append(n > 1 ? Integer.toString(n) : "").append(letter(b, p, t));
                    }
                }
            }
            return out.length() == 0 ? "-" : out.toString();
        }
    }
}
