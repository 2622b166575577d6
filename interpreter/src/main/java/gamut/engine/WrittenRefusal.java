package gamut.engine;

import gamut.core.MoveNotation;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Why a move typed in a game's own notation is not read, in the words that notation gives: a move
 * that leaves out an origin it needs ({@code Nd2 is ambiguous: Nbd2 or Nfd2}), a promotion without
 * the type it becomes, a piece's letter and a cell no piece of that type can go to. The pieces are
 * named as the definition names them; null where none of these is why.
 */
final class WrittenRefusal {
    private WrittenRefusal() {}

    static String why(State state, String typed, List<String> several) {
        String text = typed.strip();
        if (several.size() > 1) {
            return "'" + text + "' is ambiguous: " + either(several);
        }
        WrittenMoves forms = WrittenMoves.of(state);
        String promotion = promotion(state, forms, text);
        return promotion != null ? promotion : noPiece(state, forms, text);
    }

    /** "a or b", "a, b or c". */
    private static String either(List<String> forms) {
        int last = forms.size() - 1;
        return String.join(", ", forms.subList(0, last)) + " or " + forms.get(last);
    }

    /** A move that promotes, typed without what it becomes: the moves it could be. */
    private static String promotion(State state, WrittenMoves forms, String text) {
        Rules rules = state.rules();
        MoveNotation style = rules.notation();
        List<String> meant = new ArrayList<>();
        String piece = null;
        for (int i = 0; i < forms.legal.size(); i++) {
            int move = forms.legal.get(i);
            int type = rules.compounds().promotion(move);
            if (type < 0) {
                continue;
            }
            String suffix = style.promoteMark() + (style.promoteLetter() ? rules.letter(type) : "");
            String written = forms.written[i];
            if (written.endsWith(suffix) && written.substring(0, written.length() - suffix.length()).equalsIgnoreCase(text)) {
                meant.add(Notation.format(state, move));
                piece = rules.pieceName(rules.program(rules.moveProgram(move)).piece());
            }
        }
        return meant.isEmpty() ? null : "'" + text + "' is not a legal move here: the " + piece
                + " promotes there; say to what: " + either(meant);
    }

    /** A piece's letter (or none, for the pieces written without one) and a cell none of those pieces can go to. */
    private static String noPiece(State state, WrittenMoves forms, String text) {
        Rules rules = state.rules();
        MoveNotation style = rules.notation();
        int cell = -1;
        for (int c = 0; c < rules.geometry.cells(); c++) {
            String name = forms.cell(c);
            if (text.endsWith(name) && (cell < 0 || name.length() > forms.cell(cell).length())) {
                cell = c;
            }
        }
        if (cell < 0) {
            return null;
        }
        Set<Integer> types = new LinkedHashSet<>();
        for (int t = 0; t < rules.pieces(); t++) {
            boolean lettered = !style.unlettered()[t] && !rules.letter(t).isEmpty();
            if (lettered ? text.startsWith(rules.letter(t)) && text.length() > rules.letter(t).length()
                    && !Character.isUpperCase(text.charAt(rules.letter(t).length()))
                    : !text.isEmpty() && !Character.isUpperCase(text.charAt(0))) {
                types.add(t);
            }
        }
        if (types.isEmpty()) {
            return null;
        }
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < forms.legal.size(); i++) {
            int move = forms.legal.get(i);
            int[] landings = rules.compounds().landings(move);
            int piece = rules.program(rules.moveProgram(move)).piece();
            if (types.contains(piece)) {
                if (landings.length > 0 && landings[landings.length - 1] == cell) {
                    return null; // some piece of the type goes there: the refusal is another one's
                }
                moves.add(Notation.format(state, move));
            }
        }
        java.util.Collections.sort(moves);
        List<String> names = types.stream().map(rules::pieceName).toList();
        String who = String.join(" or ", names);
        return "'" + text + "' is not a legal move here: no " + who + " can go to " + forms.cell(cell)
                + (moves.isEmpty() ? "; no " + who + " can move" : "; " + who + " moves: " + String.join(" ", moves));
    }
}
