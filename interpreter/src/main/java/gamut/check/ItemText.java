package gamut.check;

import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.base.Pos;
import gamut.core.RuleChange;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The source text of every item of a file, top level and in variants. The syntax tree keeps only
 * where an item starts, so an item is taken to run to the last token before the next item of its
 * block (or before the brace that closes the block): that covers a closing brace, the end of a
 * text in triple quotes and a condition continued on the next lines alike, and leaves out the
 * comments and blank lines between items, which belong to no item.
 */
final class ItemText {
    private final String file;
    private final String text;
    private final List<Integer> lineStarts = new ArrayList<>();
    /** Start and end offsets of the tokens that are neither blanks nor comments, in order. */
    private int[] starts = new int[256];
    private int[] ends = new int[256];
    private int tokens;
    private final Map<Item, RuleChange.Excerpt> excerpts = new IdentityHashMap<>();

    ItemText(GameFile source) {
        this.file = source.pos().file();
        this.text = source.sourceText();
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lineStarts.add(i + 1);
            }
        }
        scan();
        // The file's own items end before the last brace, which closes the game.
        block(source.items(), tokens > 0 ? starts[tokens - 1] : text.length());
        for (Item item : source.items()) {
            if (item instanceof Item.Variant v) {
                block(v.items(), closingBrace(offset(v.pos())));
            }
        }
    }

    /** The item's lines; an item made by the loader rather than written gets its first line only. */
    RuleChange.Excerpt of(Item item) {
        RuleChange.Excerpt known = excerpts.get(item);
        return known != null ? known : excerpt(item.pos().line(), item.pos().line());
    }

    private void block(List<Item> items, int close) {
        TreeSet<Integer> itemStarts = new TreeSet<>();
        items.forEach(item -> itemStarts.add(offset(item.pos())));
        for (Item item : items) {
            int start = offset(item.pos());
            Integer next = itemStarts.higher(start);
            int limit = next == null ? close : Math.min(next, close);
            int end = start;
            for (int t = firstTokenAt(start); t < tokens && starts[t] < limit; t++) {
                end = ends[t];
            }
            excerpts.put(item, excerpt(item.pos().line(), Math.max(item.pos().line(), lineOf(end - 1))));
        }
    }

    private RuleChange.Excerpt excerpt(int first, int last) {
        int from = lineStarts.get(first - 1);
        int to = last < lineStarts.size() ? lineStarts.get(last) - 1 : text.length();
        String lines = text.substring(from, Math.max(from, to)).replace("\r", "");
        return new RuleChange.Excerpt(file, first, last, lines);
    }

    /** Splits the text into tokens as the language's lexer does, as far as strings and comments go. */
    private void scan() {
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            } else if (text.startsWith("//", i)) {
                int e = text.indexOf('\n', i);
                i = e < 0 ? n : e;
                continue;
            } else if (text.startsWith("/*", i)) {
                int e = text.indexOf("*/", i + 2);
                i = e < 0 ? n : e + 2;
                continue;
            }
            int start = i;
            if (text.startsWith("\"\"\"", i)) {
                int e = text.indexOf("\"\"\"", i + 3);
                i = e < 0 ? n : e + 3;
            } else if (c == '"') {
                i = quoted(i + 1);
            } else {
                i++;
            }
            add(start, i);
        }
    }

    /** The end of a string in plain quotes whose text starts at i: after its closing quote or at its line's end. */
    private int quoted(int i) {
        int n = text.length();
        while (i < n && text.charAt(i) != '"' && text.charAt(i) != '\n') {
            i += text.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(n, i < n && text.charAt(i) == '"' ? i + 1 : i);
    }

    private void add(int start, int end) {
        if (tokens == starts.length) {
            starts = java.util.Arrays.copyOf(starts, tokens * 2);
            ends = java.util.Arrays.copyOf(ends, tokens * 2);
        }
        starts[tokens] = start;
        ends[tokens] = end;
        tokens++;
    }

    /** The offset of the brace that closes the first block opened at or after {@code from}. */
    private int closingBrace(int from) {
        int depth = 0;
        for (int t = firstTokenAt(from); t < tokens; t++) {
            char c = text.charAt(starts[t]);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return starts[t];
            }
        }
        return text.length();
    }

    private int firstTokenAt(int offset) {
        int i = java.util.Arrays.binarySearch(starts, 0, tokens, offset);
        return i >= 0 ? i : -i - 1;
    }

    /** The offset of a line and column; columns count characters as the parser does, a pair of surrogates as one. */
    private int offset(Pos pos) {
        int line = Math.min(Math.max(pos.line(), 1), lineStarts.size());
        int start = lineStarts.get(line - 1);
        try {
            return text.offsetByCodePoints(start, Math.max(0, pos.column() - 1));
        } catch (IndexOutOfBoundsException e) {
            return text.length();
        }
    }

    private int lineOf(int offset) {
        int i = java.util.Collections.binarySearch(lineStarts, offset);
        return i >= 0 ? i + 1 : -i - 1;
    }
}
