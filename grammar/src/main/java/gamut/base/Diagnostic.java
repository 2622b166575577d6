package gamut.base;

/** One problem found in a source file: where, and what is wrong. Returned as data, never thrown. */
public record Diagnostic(Pos pos, String message) {

    /** {@code file:line:col: error: message}, the source line, and a caret under the column. */
    public String format(String sourceText) {
        StringBuilder out = new StringBuilder();
        out.append(pos).append(": error: ").append(message);
        String line = lineOf(sourceText, pos.line());
        if (line != null) {
            out.append('\n').append(line.replace('\t', ' ')).append('\n');
            out.append(" ".repeat(Math.max(0, Math.min(pos.column() - 1, line.length())))).append('^');
        }
        return out.toString();
    }

    private static String lineOf(String text, int line) {
        if (text == null || line < 1) {
            return null;
        }
        String[] lines = text.split("\r?\n", -1);
        return line <= lines.length ? lines[line - 1] : null;
    }
}
