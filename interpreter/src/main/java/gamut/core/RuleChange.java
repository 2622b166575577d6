package gamut.core;

/**
 * One item of the rules (a definition, a move program, an end rule, the board, ...) that one rule
 * set has and the other has not ({@code ADDED}: only the right one; {@code REMOVED}: only the
 * left one), or that both have but written differently ({@code CHANGED}). The loader reads it off
 * the syntax tree and hands it over in this plain form, so that no one after the compiler reads
 * the tree. {@code item} is the item's identity as the variants use it, definitions with their
 * parameters: {@code define trap_neighbours()}, {@code end loss}, {@code zone home of white}.
 */
public record RuleChange(Kind kind, String item, Excerpt left, Excerpt right) {
    public enum Kind { ADDED, REMOVED, CHANGED }

    /** Where an item is written: its file, its first and last line, and those lines as they stand. */
    public record Excerpt(String file, int line, int lastLine, String text) {}
}
