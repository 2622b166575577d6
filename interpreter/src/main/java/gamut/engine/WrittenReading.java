package gamut.engine;

import gamut.core.MoveNotation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * Reads a move written in a game's {@code notation} as other programs and players write it: the
 * form {@link WrittenMoves} writes, or the cell left given more fully than needed ({@code Ngf3},
 * {@code Ng1f3}), a promotion without its mark ({@code e8Q}), another spelling of a group's name
 * ({@code 0-0}), with the check and mate marks and a commentator's {@code !} and {@code ?} after
 * it or not. Case counts first, since {@code b} may be a file and {@code B} a piece's letter; a text
 * that names one move only when case is put aside is read too.
 */
final class WrittenReading {
    private WrittenReading() {}

    /** The move read, or -1; {@code several} lists the forms of the moves the text could name when it names more than one. */
    record Match(int move, List<String> several) {}

    static Match read(State state, String text) {
        WrittenMoves forms = WrittenMoves.of(state);
        String typed = bare(state.rules().notation(), text.strip());
        for (int i = 0; i < forms.legal.size(); i++) {
            if (forms.written[i].equals(typed)) {
                return new Match(forms.legal.get(i), List.of());
            }
        }
        List<List<String>> spellings = new ArrayList<>();
        for (int i = 0; i < forms.legal.size(); i++) {
            spellings.add(spellings(state.rules().notation(), forms, i));
        }
        Match exact = matching(forms, spellings, typed, String::equals);
        if (exact.move() >= 0 || !exact.several().isEmpty()) {
            return exact;
        }
        return matching(forms, spellings, typed, String::equalsIgnoreCase);
    }

    /** The one legal move with a spelling the text matches, or the forms of all that do. */
    private static Match matching(WrittenMoves forms, List<List<String>> spellings, String typed,
                                  BiPredicate<String, String> same) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < spellings.size(); i++) {
            for (String s : spellings.get(i)) {
                if (same.test(s, typed)) {
                    found.add(i);
                    break;
                }
            }
        }
        if (found.size() == 1) {
            return new Match(forms.legal.get(found.get(0)), List.of());
        }
        return new Match(-1, found.stream().map(i -> forms.written[i]).toList());
    }

    /** The text without the marks written after a move: '!' and '?', the check and mate marks. */
    private static String bare(MoveNotation style, String text) {
        String out = text;
        for (boolean cut = true; cut && !out.isEmpty(); ) {
            cut = false;
            for (String mark : new String[] {"!", "?", style.check(), style.mate()}) {
                if (mark != null && !mark.isEmpty() && out.endsWith(mark) && out.length() > mark.length()) {
                    out = out.substring(0, out.length() - mark.length());
                    cut = true;
                }
            }
        }
        return out.strip();
    }

    /** The ways of writing the i-th legal move a reader accepts. */
    private static List<String> spellings(MoveNotation style, WrittenMoves forms, int i) {
        int move = forms.legal.get(i);
        Set<String> out = new LinkedHashSet<>();
        out.add(forms.written[i]);
        String name = forms.form(move, WrittenMoves.NEEDED, true);
        for (MoveNotation.GroupName g : style.names()) {
            if (g.spellings().get(0).equals(name)) {
                // A move of a group written by its name: by one of its names only (O-O, 0-0).
                out.addAll(g.spellings());
                return List.copyOf(out);
            }
        }
        // A move of several landings by its first and last cells, as PDN allows (9x27 for 9x18x27).
        out.add(forms.form(move, WrittenMoves.NEEDED, true, true));
        for (int origin : new int[] {WrittenMoves.NEEDED, WrittenMoves.NONE, MoveNotation.FILE, MoveNotation.RANK, MoveNotation.CELL}) {
            if (origin == WrittenMoves.NEEDED || style.origin().length > 0) {
                out.add(forms.form(move, origin, true));
                out.add(forms.form(move, origin, false));
            }
        }
        for (boolean mark : new boolean[] {true, false}) {
            // Typed from the board and as engines write it: 7g-7f or 7g7f for P-7f, g1f3 for Nf3.
            out.addAll(forms.letterless(move, mark));
        }
        for (String s : List.copyOf(out)) {
            if (!style.hitMark().isEmpty()) {
                out.add(s.replace(style.hitMark(), "")); // 13/7 for 13/7*: the hit is the move's own
            }
        }
        if (style.byTrack()) {
            pastTheEnds(style, forms.cellsBeyond(), out);
        }
        return List.copyOf(out);
    }

    /**
     * With cells numbered along the mover's track, the reserve read as the number before the first
     * cell and the exit as 0, as other programs write them (25/20 for bar/20, 6/0 for 6/off).
     */
    private static void pastTheEnds(MoveNotation style, int beyond, Set<String> out) {
        for (String s : List.copyOf(out)) {
            String t = s;
            if (!style.dropMark().isEmpty() && t.startsWith(style.dropMark())) {
                t = beyond + style.moveMark() + t.substring(style.dropMark().length());
            }
            String exit = style.moveMark() + style.exitWord();
            if (t.endsWith(exit)) {
                t = t.substring(0, t.length() - style.exitWord().length()) + "0";
            }
            out.add(t);
        }
    }
}
