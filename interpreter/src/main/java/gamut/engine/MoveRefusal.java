package gamut.engine;

import gamut.base.GamutException;
import gamut.core.Geometry;
import gamut.core.Move;
import gamut.core.MoveList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Why a move as written is not one of the legal moves, and which legal moves come nearest: a
 * player who typed {@code b3-b8} learns that no piece stands on b3 and sees the moves to b8,
 * rather than a list of every legal move.
 */
final class MoveRefusal {
    private MoveRefusal() {}

    /** The most moves a refusal lists. */
    static final int LISTED = 12;

    /** What the text names: the cells it starts and ends on, or why none could be read. */
    private record Reading(int origin, int destination, String dropLetter, String problem) {}

    /**
     * The refusal of {@code typed}, which is none of the legal {@code moves} (their notation in
     * {@code legal}): {@code 'b3-b8' is not a legal move here: no piece stands on b3; moves to b8: ...}.
     */
    static GamutException of(State state, String typed, MoveList moves, List<String> legal) {
        String shown = typed.trim();
        Reading r = read(state, shown);
        StringBuilder why = new StringBuilder("'" + shown + "' is not a legal move here: ");
        if (r.problem() != null) {
            why.append(r.problem());
        } else if (r.dropLetter() != null) {
            why.append("no ").append(r.dropLetter()).append(" can be dropped on ").append(name(state, r.destination()));
        } else {
            why.append(origin(state, r));
        }
        why.append(nearest(state, r, moves, legal));
        return new GamutException(why.toString());
    }

    /** What is wrong with the origin the text names, or with going from it to its destination. */
    private static String origin(State state, Reading r) {
        int owner = state.owner(r.origin());
        String cell = name(state, r.origin());
        Game game = state.game();
        if (owner < 0) {
            return "no piece stands on " + cell;
        }
        if (owner >= game.players()) {
            return "the piece on " + cell + " is neutral: no player moves it";
        }
        if (owner != state.decider()) {
            return "the piece on " + cell + " is " + game.playerName(owner) + "'s, and " + game.playerName(state.decider())
                    + " is to move";
        }
        return r.destination() == Move.NONE ? "the piece on " + cell + " cannot move so"
                : "the piece on " + cell + " cannot go to " + name(state, r.destination());
    }

    /** The legal moves from the same cell, else those to the same cell, else a few of all. */
    private static String nearest(State state, Reading r, MoveList moves, List<String> legal) {
        Game game = state.game();
        List<String> from = new ArrayList<>();
        List<String> to = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (r.origin() != Move.NONE && game.from(m) == r.origin()) {
                from.add(legal.get(i));
            }
            if (r.destination() != Move.NONE && game.to(m) == r.destination()) {
                to.add(legal.get(i));
            }
        }
        if (!from.isEmpty()) {
            return "; moves from " + name(state, r.origin()) + ": " + listed(from);
        }
        if (!to.isEmpty()) {
            return "; moves to " + name(state, r.destination()) + ": " + listed(to);
        }
        if (legal.isEmpty()) {
            return "; there is no legal move";
        }
        String such = legal.size() == 1 ? "; the one legal move: " : "; " + legal.size() + " legal moves, such as ";
        return such + joined(legal.subList(0, Math.min(3, legal.size())));
    }

    /** At most {@link #LISTED} moves, then how many more. */
    static String listed(List<String> moves) {
        int shown = Math.min(moves.size(), LISTED);
        return joined(moves.subList(0, shown)) + (moves.size() > shown ? " ... and " + (moves.size() - shown) + " more" : "");
    }

    /** Moves one after another: separated by spaces, or by commas when a move's notation has spaces of its own. */
    private static String joined(List<String> moves) {
        return String.join(moves.stream().anyMatch(m -> m.contains(" ")) ? ", " : " ", moves);
    }

    /**
     * The cells the text names: a drop LETTER@CELL, {@code remove CELL}, or [LETTER]CELL then '-'
     * or 'x' and more cells (or 'off'); the origin or destination is {@link Move#NONE} when the
     * text names none, and {@code problem} says why a text is no move's notation.
     */
    private static Reading read(State state, String typed) {
        String s = typed.toLowerCase(Locale.ROOT).strip();
        String firstWord = s.split("\\s+")[0];
        if ((firstWord.equals("remove") || firstWord.equals("sow")) && s.contains(" ")) {
            firstWord = s.split("\\s+")[1];
        }
        int at = firstWord.indexOf('@');
        if (at >= 0) {
            String letter = typed.strip().substring(0, at);
            String cellName = firstWord.substring(at + 1);
            int cell = cell(state, cellName);
            if (!letter.matches("[A-Za-z]{1,3}") || (cell < 0 && !looksLikeCell(cellName))) {
                return notWritten(state);
            }
            if (cell < 0) {
                return noCell(cellName);
            }
            if (pieceLetter(state, letter) < 0) {
                return new Reading(Move.NONE, cell, null, "no piece is written '" + letter + "' in this game");
            }
            return new Reading(Move.NONE, cell, letter, null);
        }
        String[] parts = firstWord.replaceAll("(?<=[0-9])x(?=[a-z0-9])", "-").split("-", -1);
        int origin = originCell(state, parts[0]);
        if (origin < 0) {
            if (!looksLikeCell(parts[0])) {
                return notWritten(state);
            }
            String letter = parts[0].replaceFirst("[0-9].*$", "").replaceFirst(".$", "");
            boolean lettered = !letter.isEmpty() && pieceLetter(state, letter) >= 0;
            return noCell(lettered ? parts[0].substring(letter.length()) : parts[0]);
        }
        int destination = Move.NONE;
        if (parts.length > 1 && !parts[parts.length - 1].equals("off")) {
            destination = cell(state, parts[parts.length - 1]);
            if (destination < 0) {
                Reading missing = looksLikeCell(parts[parts.length - 1]) ? noCell(parts[parts.length - 1])
                        : notWritten(state);
                return new Reading(origin, Move.NONE, null, missing.problem());
            }
        }
        return new Reading(origin, destination, null, null);
    }

    /** Letters and digits with a digit among them, as cells are named (a1, 24, k11): a typing slip, not another kind of text. */
    private static boolean looksLikeCell(String text) {
        return text.matches("[a-z]{0,3}[0-9]{1,3}");
    }

    private static Reading notWritten(State state) {
        return new Reading(Move.NONE, Move.NONE, null, "it is not written as a move (moves look like " + example(state)
                + ")");
    }

    /** The piece type whose letter this is (case aside), or -1. */
    private static int pieceLetter(State state, String letter) {
        Game game = state.game();
        for (int t = 0; t < game.pieces(); t++) {
            if (game.letter(t).equalsIgnoreCase(letter)) {
                return t;
            }
        }
        return -1;
    }

    private static Reading noCell(String name) {
        return new Reading(Move.NONE, Move.NONE, null, "there is no cell '" + name + "' on this board");
    }

    /** The cell a move's text starts on, a piece's letter before it or not (Qf1, f1), or -1. */
    private static int originCell(State state, String text) {
        int cell = cell(state, text);
        for (int k = 1; cell < 0 && k <= 3 && k < text.length(); k++) {
            if (pieceLetter(state, text.substring(0, k)) >= 0) {
                cell = cell(state, text.substring(k));
            }
        }
        return cell;
    }

    private static int cell(State state, String name) {
        Geometry geo = state.game().geometry();
        int cell = geo.cell(name);
        return cell >= 0 ? cell : geo.cell(name.toUpperCase(Locale.ROOT));
    }

    private static String name(State state, int cell) {
        return state.game().geometry().cellName(cell);
    }

    private static String example(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        return moves.size() == 0 ? "b1-b3" : Notation.format(state, moves.get(0));
    }
}
