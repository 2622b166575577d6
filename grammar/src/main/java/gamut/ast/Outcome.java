package gamut.ast;

import gamut.base.Pos;
/** The result an end rule gives. */
public sealed interface Outcome {
    Pos pos();

    record Draw(Pos pos) implements Outcome {}

    /** {@code player} wins (or loses), scoring {@code score} match points when given. */
    record PlayerResult(Pos pos, Name player, boolean wins, Expr score) implements Outcome {}

    /** The player with the highest tally wins (equal tallies draw), by the margin when asked. */
    record Highest(Pos pos, Expr tally, boolean byMargin) implements Outcome {}
}
