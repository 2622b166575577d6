package gamut.base;

import java.util.List;

/**
 * One problem found in a source file: where, what is wrong, and how bad it is. Returned as data,
 * never thrown. An error stops the game from loading; a warning points at something that runs but
 * is likely not what the author meant, and stops nothing.
 */
public record Diagnostic(Pos pos, String message, Severity severity) {
    /** What marks a quoted line cut short, at either end. */
    private static final String CUT = "...";

    public enum Severity { ERROR, WARNING }

    /** The message as printed: text quoted from the file may hold control characters, which are escaped. */
    public Diagnostic {
        message = SourceText.printable(message);
    }

    /** An error. */
    public Diagnostic(Pos pos, String message) {
        this(pos, message, Severity.ERROR);
    }

    public static Diagnostic warning(Pos pos, String message) {
        return new Diagnostic(pos, message, Severity.WARNING);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** Whether any of the diagnostics is an error (warnings alone let a game load). */
    public static boolean anyError(List<Diagnostic> diagnostics) {
        for (Diagnostic d : diagnostics) {
            if (d.isError()) {
                return true;
            }
        }
        return false;
    }

    /** "1 error", "2 errors, 1 warning", "1 warning": what a summary line says of the diagnostics. */
    public static String tally(List<Diagnostic> diagnostics) {
        long errors = diagnostics.stream().filter(Diagnostic::isError).count();
        long warnings = diagnostics.size() - errors;
        String e = errors + (errors == 1 ? " error" : " errors");
        String w = warnings + (warnings == 1 ? " warning" : " warnings");
        return warnings == 0 ? e : errors == 0 ? w : e + ", " + w;
    }

    /**
     * {@code file:line:col: error: message} (or {@code warning:}), the source line (its control
     * characters escaped), and a caret under the column. A line longer than {@link
     * Limits#QUOTED_LINE} is quoted only around the column, its cut ends marked "...".
     */
    public String format(String sourceText) {
        StringBuilder out = new StringBuilder();
        out.append(pos).append(isError() ? ": error: " : ": warning: ").append(message);
        // The line without its line end, whichever ends it (LF, CR LF or a lone CR).
        String line = SourceText.line(sourceText, pos.line());
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
            String shown = SourceText.printable(line.substring(start, end)).replace('\t', ' ');
            out.append('\n').append(before).append(shown).append(after).append('\n');
            // An escaped character is wider than one: the caret goes under the column as printed.
            int under = SourceText.printable(line.substring(start, caret)).length();
            out.append(" ".repeat(before.length() + under)).append('^');
        }
        return out.toString();
    }

    /**
     * The diagnostics of one file, each formatted with its line, one after the other: at most
     * {@link Limits#DIAGNOSTICS} of them, then a last line "... and N more errors" for the rest
     * ("warnings", or "problems" when the rest holds both).
     */
    public static String report(List<Diagnostic> diagnostics, String sourceText) {
        StringBuilder out = new StringBuilder();
        int shown = Math.min(diagnostics.size(), Limits.DIAGNOSTICS);
        for (int i = 0; i < shown; i++) {
            out.append(i == 0 ? "" : "\n").append(diagnostics.get(i).format(sourceText));
        }
        int more = diagnostics.size() - shown;
        if (more > 0) {
            List<Diagnostic> rest = diagnostics.subList(shown, diagnostics.size());
            boolean errors = anyError(rest);
            boolean warnings = rest.stream().anyMatch(d -> !d.isError());
            String noun = errors && warnings ? " more problem" : errors ? " more error" : " more warning";
            out.append("\n... and ").append(more).append(noun).append(more == 1 ? "" : "s");
        }
        return out.toString();
    }
}
