package gamut.base;

import java.util.Locale;

/**
 * Source text as diagnostics count and quote it: its lines, whichever of LF, CR LF or a lone CR
 * ends them, and its characters made safe to print.
 */
public final class SourceText {
    private SourceText() {}

    /**
     * The text with each control character but the tab written as a backslash, 'u' and its four hex
     * digits (ESC as backslash-u001b), so that text
     * quoted from a file (an escape sequence in a string, say) can neither clear a terminal nor move
     * its cursor, nor break a one-line message.
     */
    public static String printable(String text) {
        int i = 0;
        while (i < text.length() && !escaped(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (escaped(c)) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean escaped(char c) {
        return Character.isISOControl(c) && c != '\t';
    }

    /**
     * The text with each carriage return that ends a line alone (as the old Mac OS saved files) made
     * a line feed: the lexer counts lines by line feeds only. Nothing moves, so an offset into one is
     * an offset into the other.
     */
    public static String withLineFeeds(String text) {
        if (text.indexOf('\r') < 0) {
            return text;
        }
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] == '\r' && (i + 1 == chars.length || chars[i + 1] != '\n')) {
                chars[i] = '\n';
            }
        }
        return new String(chars);
    }

    /** Where the line that starts at {@code from} ends: its first LF or CR, or the end of the text. */
    public static int lineEnd(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    /** Where the next line starts, after the line end at {@code end} (a CR LF is one line end). */
    public static int nextLine(String text, int end) {
        return text.startsWith("\r\n", end) ? end + 2 : end + 1;
    }

    /** The 1-based line without its line end, or null when the text has no such line. */
    public static String line(String text, int line) {
        if (text == null || line < 1) {
            return null;
        }
        int start = 0;
        for (int l = 1; l < line; l++) {
            int end = lineEnd(text, start);
            if (end == text.length()) {
                return null;
            }
            start = nextLine(text, end);
        }
        return text.substring(start, lineEnd(text, start));
    }
}
