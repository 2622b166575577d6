package gamut.ast;

import gamut.base.Pos;
/** The result an end rule gives. */
public sealed interface Outcome {
    Pos pos();

    record Draw(Pos pos) implements Outcome {}

    /**
     * {@code player} wins (or loses), scoring {@code score} match points when given, or {@code points}
     * when the score is written with a fraction ('by 2.5'; null otherwise).
     */
    record PlayerResult(Pos pos, Name player, boolean wins, Expr score, Double points) implements Outcome {}

    /** The player takes the next place and leaves the turn order ('mover finishes'). */
    record Finishes(Pos pos, Name player) implements Outcome {}

    /** The player with the highest tally wins (equal tallies draw), by the margin when asked. */
    record Highest(Pos pos, Expr tally, boolean byMargin) implements Outcome {}
}
