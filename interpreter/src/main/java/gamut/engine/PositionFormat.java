package gamut.engine;

import gamut.base.GamutException;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * A text form of positions, one clause per player and one for the player to move, separated by
 * new lines or semicolons:
 * <pre>
 *   black: d5 f5
 *   white: stone a5, stone h5
 *   reserve white: runner 4, blocker 3
 *   exited white: 2
 *   turn: black
 * </pre>
 * A piece type may stand before a group of cells (it then holds until the next type); with one
 * piece type it may be left out. {@code cell*N} is a stack of N.
 */
public final class PositionFormat {
    private PositionFormat() {}

    /** Sets up {@code state} from the text; the player to move defaults to the rules' first player. */
    public static void apply(State state, String text) {
        Rules rules = state.rules();
        List<String[]> clauses = new ArrayList<>();
        int turn = rules.firstPlayer();
        for (String raw : text.split("[;\n]")) {
            String clause = raw.strip();
            if (clause.isEmpty() || clause.startsWith("#")) {
                continue;
            }
            int colon = clause.indexOf(':');
            if (colon < 0) {
                throw new GamutException("position: '" + clause + "' needs a colon, as in 'black: a1 b2'");
            }
            String head = clause.substring(0, colon).strip();
            String body = clause.substring(colon + 1).strip();
            if (head.equals("turn")) {
                turn = player(rules, body, clause);
            } else {
                clauses.add(new String[] {head, body, clause});
            }
        }
        state.clear(turn);
        for (String[] c : clauses) {
            String[] head = c[0].split("\\s+");
            if (head.length == 2 && head[0].equals("reserve")) {
                int who = player(rules, head[1], c[2]);
                for (String[] pair : pairs(c[1], c[2])) {
                    state.board().setReserve(who, pieceType(rules, pair[0], c[2]), number(pair[1], c[2]));
                }
            } else if (head.length == 2 && head[0].equals("exited")) {
                state.board().setExited(player(rules, head[1], c[2]), number(c[1].strip(), c[2]));
            } else if (head.length == 1) {
                placePieces(state, player(rules, head[0], c[2]), c[1], c[2]);
            } else {
                throw new GamutException("position: cannot read '" + c[2] + "'");
            }
        }
        state.startLine();
    }

    private static void placePieces(State state, int who, String body, String clause) {
        Rules rules = state.rules();
        int type = rules.pieces() == 1 ? 0 : -1;
        for (String word : body.replace(',', ' ').split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            int t = rules.info().pieces().indexOf(word);
            if (t >= 0) {
                type = t;
                continue;
            }
            int count = 1;
            String name = word;
            int star = word.indexOf('*');
            if (star > 0) {
                name = word.substring(0, star);
                count = number(word.substring(star + 1), clause);
            }
            int cell = rules.geometry.cell(name);
            if (cell < 0) {
                throw new GamutException("position: no cell or piece '" + name + "' in '" + clause + "'");
            }
            if (type < 0) {
                throw new GamutException("position: say which piece stands on " + name + " in '" + clause
                        + "' (pieces: " + String.join(", ", rules.info().pieces()) + ")");
            }
            if (state.owner(cell) >= 0) {
                throw new GamutException("position: cell " + name + " is given twice");
            }
            state.board().put(cell, who, type, count);
        }
    }

    private static List<String[]> pairs(String body, String clause) {
        List<String[]> out = new ArrayList<>();
        for (String part : body.split(",")) {
            String[] words = part.strip().split("\\s+");
            if (words.length != 2) {
                throw new GamutException("position: expected 'piece count' pairs in '" + clause + "'");
            }
            out.add(words);
        }
        return out;
    }

    private static int player(Rules rules, String name, String clause) {
        int p = rules.info().players().indexOf(name.strip());
        if (p < 0) {
            throw new GamutException("position: unknown player '" + name.strip() + "' in '" + clause
                    + "' (players: " + String.join(", ", rules.info().players()) + ")");
        }
        return p;
    }

    private static int pieceType(Rules rules, String name, String clause) {
        int t = rules.info().pieces().indexOf(name);
        if (t < 0) {
            throw new GamutException("position: unknown piece '" + name + "' in '" + clause + "'");
        }
        return t;
    }

    private static int number(String text, String clause) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new GamutException("position: '" + text + "' is not a number in '" + clause + "'");
        }
    }

    /** The position in the same text form, parseable by {@link #apply}. */
    public static String format(State state) {
        Rules rules = state.rules();
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < rules.players(); p++) {
            out.append(rules.playerName(p)).append(":");
            int lastType = -1;
            for (int c = 0; c < rules.cells; c++) {
                if (state.owner(c) == p) {
                    if (rules.pieces() > 1 && state.piece(c) != lastType) {
                        lastType = state.piece(c);
                        out.append(' ').append(rules.pieceName(lastType));
                    }
                    out.append(' ').append(rules.geometry.cellName(c));
                    if (state.height(c) > 1) {
                        out.append('*').append(state.height(c));
                    }
                }
            }
            out.append('\n');
            StringBuilder reserve = new StringBuilder();
            for (int t = 0; t < rules.pieces(); t++) {
                int n = state.reserve(p, t);
                if (n > 0) {
                    reserve.append(reserve.length() == 0 ? " " : ", ").append(rules.pieceName(t)).append(' ').append(n);
                }
            }
            if (reserve.length() > 0) {
                out.append("reserve ").append(rules.playerName(p)).append(':').append(reserve).append('\n');
            }
            if (state.exited(p) > 0) {
                out.append("exited ").append(rules.playerName(p)).append(": ").append(state.exited(p)).append('\n');
            }
        }
        out.append("turn: ").append(rules.playerName(state.toMove()));
        return out.toString();
    }
}
