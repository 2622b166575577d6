package gamut.compare;

/**
 * What the design metrics need of one game beyond its result and length, worked out while it was
 * played ({@link GameTally}): the share of the board's cells a piece ever stood on, and, from the
 * estimates of the players who searched, the lead changes, the drama, the decisiveness and the
 * share of clear decisions. A figure that a game cannot give is NaN (not available): the value
 * figures of a game without searching players, the drama of a draw, the coverage of a game read
 * from a file that did not record it.
 *
 * <p>Every figure is rounded to six decimals when the record is made, so that a game read back from
 * a CSV (where they are written with six decimals) is the same record as the game just played, and
 * a resumed run prints the same table as one run.
 *
 * @param coverage      cells ever occupied (the start position included) over the board's cells
 * @param searched      decisions with a search's estimate; 0 when no player searched
 * @param leadChanges   how often the estimated leader changed
 * @param drama         the mean amount by which the eventual winner was estimated to be behind
 * @param decisiveness  plies from the first estimate past {@link Estimates#DECISIVE} to the end
 * @param decisionMoves the share of searched decisions whose choice was clear ({@link Estimates#CLEAR})
 */
public record Observations(double coverage, int searched, double leadChanges, double drama, double decisiveness,
                           double decisionMoves) {
    /** A game of which nothing beyond its result is known. */
    public static final Observations NONE = new Observations(Double.NaN, 0, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN);

    public Observations {
        coverage = round(coverage);
        leadChanges = round(leadChanges);
        drama = round(drama);
        decisiveness = round(decisiveness);
        decisionMoves = round(decisionMoves);
    }

    /** The value to six decimals (NaN stays NaN): what a CSV keeps. */
    public static double round(double v) {
        return Double.isNaN(v) ? v : Math.round(v * 1e6) / 1e6;
    }
}
