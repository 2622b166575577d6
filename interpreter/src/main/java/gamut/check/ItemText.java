package gamut.check;

import gamut.ast.Item;
import java.util.List;

/**
 * The text of an item as written, from its first word to the next item of the same block (or to
 * the block's end), with comments and runs of blanks left out: two items with the same text say
 * the same thing.
 */
final class ItemText {
    private ItemText() {}

    /** The item's text; {@code siblings} are the items of the block it stands in (the game's, or a variant's). */
    static String of(String source, Item item, List<Item> siblings) {
        int start = offset(source, item.pos().line(), item.pos().column());
        int end = -1;
        for (Item other : siblings) {
            int at = offset(source, other.pos().line(), other.pos().column());
            if (at > start && (end < 0 || at < end)) {
                end = at;
            }
        }
        return normal(source, start, end < 0 ? source.length() : end);
    }

    /** The text from start to end without comments and with single blanks, stopping where the enclosing block closes. */
    private static String normal(String s, int start, int end) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean blank = false;
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            if (c == '/' && i + 1 < end && s.charAt(i + 1) == '/') {
                while (i < end && s.charAt(i) != '\n') {
                    i++;
                }
                blank = true;
                continue;
            }
            if (c == '"') {
                int close = s.startsWith("\"\"\"", i) ? s.indexOf("\"\"\"", i + 3) + 3 : closingQuote(s, i);
                close = close < i + 1 ? end : Math.min(close, end);
                appendWord(out, blank, s.substring(i, close));
                i = close - 1;
                blank = false;
                continue;
            }
            if (Character.isWhitespace(c)) {
                blank = true;
                continue;
            }
            if (c == '{' || c == '(') {
                depth++;
            } else if ((c == '}' || c == ')') && --depth < 0) {
                break;
            }
            appendWord(out, blank, String.valueOf(c));
            blank = false;
        }
        return out.toString();
    }

    private static void appendWord(StringBuilder out, boolean blank, String text) {
        if (blank && out.length() > 0) {
            out.append(' ');
        }
        out.append(text);
    }

    private static int closingQuote(String s, int open) {
        for (int i = open + 1; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.charAt(i) == '"' || s.charAt(i) == '\n') {
                return i + 1;
            }
        }
        return s.length();
    }

    private static int offset(String s, int line, int column) {
        int at = 0;
        for (int l = 1; l < line; l++) {
            int next = s.indexOf('\n', at);
            if (next < 0) {
                return s.length();
            }
            at = next + 1;
        }
        return Math.min(s.length(), at + Math.max(0, column - 1));
    }
}
