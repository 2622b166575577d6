package gamut.base;

import java.util.List;

/** One problem found in a source file: where, and what is wrong. Returned as data, never thrown. */
public record Diagnostic(Pos pos, String message) {
    /** What marks a quoted line cut short, at either end. */
    private static final String CUT = "...";

    /**
     * {@code file:line:col: error: message}, the source line, and a caret under the column. A line
     * longer than {@link Limits#QUOTED_LINE} is quoted only around the column, its cut ends marked "...".
     */
    public String format(String sourceText) {
        StringBuilder out = new StringBuilder();
        out.append(pos).append(": error: ").append(message);
        String line = lineOf(sourceText, pos.line());
        if (line != null) {
            int caret = Math.max(0, Math.min(pos.column() - 1, line.length()));
            int start = 0;
            int end = line.length();
            if (line.length() > Limits.QUOTED_LINE) {
                start = Math.max(0, Math.min(caret - Limits.QUOTED_LINE / 2, line.length() - Limits.QUOTED_LINE));
                end = start + Limits.QUOTED_LINE;
            }
            String before = start > 0 ? CUT : "";
            String after = end < line.length() ? CUT : "";
            out.append('\n').append(before).append(line.substring(start, end).replace('\t', ' ')).append(after).append('\n');
            out.append(" ".repeat(before.length() + caret - start)).append('^');
        }
        return out.toString();
    }

    /**
     * The diagnostics of one file, each formatted with its line, one after the other: at most
     * {@link Limits#DIAGNOSTICS} of them, then a last line "... and N more errors" for the rest.
     */
    public static String report(List<Diagnostic> diagnostics, String sourceText) {
        StringBuilder out = new StringBuilder();
        int shown = Math.min(diagnostics.size(), Limits.DIAGNOSTICS);
        for (int i = 0; i < shown; i++) {
            out.append(i == 0 ? "" : "\n").append(diagnostics.get(i).format(sourceText));
        }
        int more = diagnostics.size() - shown;
        if (more > 0) {
            out.append("\n... and ").append(more).append(more == 1 ? " more error" : " more errors");
        }
        return out.toString();
    }

    /** The line (without its line break), or null when the text has no such line. */
    private static String lineOf(String text, int line) {
        if (text == null || line < 1) {
            return null;
        }
        int start = 0;
        for (int l = 1; l < line; l++) {
            start = text.indexOf('\n', start) + 1;
            if (start == 0) {
                return null;
            }
        }
        int end = text.indexOf('\n', start);
        end = end < 0 ? text.length() : end;
        return text.substring(start, end > start && text.charAt(end - 1) == '\r' ? end - 1 : end);
    }
}
