package gamut.ui.controller;

import gamut.api.Gamut;
import gamut.base.Diagnostic;
import gamut.base.SourceText;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The checker's diagnostics of a definition text as places in that text, for an editor to mark:
 * each at its line and column, over the word that starts there. Without Swing; it may take a while
 * on a large file with many variants (each is compiled), so an editor calls it off its event thread.
 */
public final class DefinitionCheck {
    private static final Pattern FIRST_PLACE = Pattern.compile(":(\\d+):(\\d+): error: ");

    private DefinitionCheck() {}

    /**
     * One diagnostic: its 1-based line, the offset and length in the text checked of what it marks
     * (at least one character, unless the text is empty), the message, and whether it is an error.
     */
    public record Notice(int line, int offset, int length, String message, boolean error) {}

    /** The diagnostics of the text, in the order of the text. */
    public static List<Notice> check(String name, String text) {
        List<Notice> out = new ArrayList<>();
        for (Diagnostic d : Gamut.check(name, text).diagnostics()) {
            int offset = offset(text, d.pos().line(), d.pos().column());
            out.add(new Notice(d.pos().line(), offset, wordLength(text, offset), d.message(), d.isError()));
        }
        return out;
    }

    /** The offset of a 1-based line and column, kept inside the text (a place past a line's end is its end). */
    public static int offset(String text, int line, int column) {
        int start = 0;
        // Lines counted as the checker counts them: a lone CR ends one too.
        for (int l = 1; l < line; l++) {
            int end = SourceText.lineEnd(text, start);
            if (end == text.length()) {
                break;
            }
            start = SourceText.nextLine(text, end);
        }
        int lineEnd = SourceText.lineEnd(text, start);
        int offset = Math.min(start + Math.max(0, column - 1), lineEnd);
        // A place at the very end (an unclosed block) marks the last character, so that it shows.
        return offset == text.length() && offset > 0 ? offset - 1 : offset;
    }

    /** The length of the word at the offset, or 1 for any other character (0 at the end of the text). */
    private static int wordLength(String text, int offset) {
        int i = offset;
        while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
            i++;
        }
        return i > offset ? i - offset : Math.min(1, text.length() - offset);
    }

    /**
     * The offset in {@code text} of the first error of a refusal ({@code file:line:col: error: ...}),
     * so that an editor can put its caret there; -1 when the problems name no place.
     */
    public static int firstError(String text, String problems) {
        Matcher m = FIRST_PLACE.matcher(problems);
        return m.find() ? offset(text, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))) : -1;
    }
}
