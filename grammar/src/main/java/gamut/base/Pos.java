package gamut.base;

/** A place in a source file: 1-based line and column, as printed in diagnostics. */
public record Pos(String file, int line, int column) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
