package gamut.compare;

import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The figures a game's record keeps beyond its result, worked out while it was played, each a
 * column of the games' CSV after the scores, in this order: the design metrics read them
 * ({@link Metric}), and a CSV written before a figure was added still resumes. A figure a game
 * cannot give is NaN (not available): the value figures of a game without searching players, the
 * drama of a draw, the coverage of a game read from a file that did not record it.
 *
 * <p>A new figure is a constant here, its value drawn from the game as played ({@link Played});
 * the CSV's header, rows and reading follow this list.
 */
public enum Observed {
    /** Cells ever occupied (the start position included) over the board's cells. */
    COVERAGE("coverage", 1, false, g -> g.cells().share()),
    /** Decisions with a search's estimate; 0 when no player searched. */
    SEARCHED("searched", Double.MAX_VALUE, true, g -> g.estimates().count()),
    /** How often the estimated leader changed. */
    LEAD_CHANGES("lead_changes", Double.MAX_VALUE, false, g -> g.estimates().leadChanges()),
    /** The mean amount by which the eventual winner was estimated to be behind. */
    DRAMA("drama", 1, false, g -> g.estimates().drama(g.winner())),
    /** Plies from the first estimate past {@link Estimates#DECISIVE} to the end. */
    DECISIVENESS("decisiveness", Double.MAX_VALUE, false, g -> g.estimates().decisiveness(g.plies())),
    /** The share of searched decisions whose choice was clear ({@link Estimates#CLEAR}). */
    DECISION_MOVES("decision_moves", 1, false, g -> g.estimates().clearShare());

    /**
     * A game as played, what the figures are drawn from: the cells a piece stood on, the searching
     * players' estimates, the winner (-1: a draw, or a lone player's loss) and the plies played.
     */
    record Played(CellsUsed cells, Estimates estimates, int winner, int plies) { }

    private final String column;
    private final double most;
    private final boolean whole;
    private final ToDoubleFunction<Played> value;

    Observed(String column, double most, boolean whole, ToDoubleFunction<Played> value) {
        this.column = column;
        this.most = most;
        this.whole = whole;
        this.value = value;
    }

    /** Its column's name in the games' CSV. */
    public String column() {
        return column;
    }

    /** The largest value it takes (1 for a share), which a row read back may not pass. */
    public double most() {
        return most;
    }

    /** Whether it is a count, written and read as a whole number, an empty field read as 0. */
    public boolean whole() {
        return whole;
    }

    double of(Played game) {
        return value.applyAsDouble(game);
    }

    /** Every column's name, in order. */
    public static List<String> columns() {
        return Arrays.stream(values()).map(Observed::column).toList();
    }
}
