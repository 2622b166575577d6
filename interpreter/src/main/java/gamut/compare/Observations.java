package gamut.compare;

import java.util.Arrays;

/**
 * What the design metrics need of one game beyond its result and length, worked out while it was
 * played ({@link GameTally}): a value per {@link Observed} figure, NaN where the game gives none.
 *
 * <p>Every value is rounded to six decimals when the record is made, so that a game read back from
 * a CSV (where they are written with six decimals) is the same record as the game just played, and
 * a resumed run prints the same table as one run.
 */
public final class Observations {
    /** A game of which nothing beyond its result is known. */
    public static final Observations NONE = none();

    private final double[] values;

    /** The values in the order of {@link Observed#values()}, one for each. */
    public Observations(double... values) {
        if (values.length != Observed.values().length) {
            throw new IllegalArgumentException(values.length + " values for " + Observed.values().length + " figures");
        }
        this.values = values.clone();
        for (int i = 0; i < this.values.length; i++) {
            this.values[i] = round(this.values[i]);
        }
    }

    /** The figures of a game as played. */
    static Observations of(Observed.Played game) {
        Observed[] figures = Observed.values();
        double[] values = new double[figures.length];
        for (int i = 0; i < figures.length; i++) {
            values[i] = figures[i].of(game);
        }
        return new Observations(values);
    }

    private static Observations none() {
        double[] values = new double[Observed.values().length];
        Arrays.fill(values, Double.NaN);
        values[Observed.SEARCHED.ordinal()] = 0;
        return new Observations(values);
    }

    /** The figure's value, NaN when the game gives none. */
    public double get(Observed figure) {
        return values[figure.ordinal()];
    }

    /** The value to six decimals (NaN stays NaN): what a CSV keeps. */
    public static double round(double v) {
        return Double.isNaN(v) ? v : Math.round(v * 1e6) / 1e6;
    }

    /** Equal when every value is, NaN equal to NaN. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Observations other && Arrays.equals(values, other.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("Observations[");
        for (Observed figure : Observed.values()) {
            b.append(figure.ordinal() == 0 ? "" : ", ").append(figure.column()).append('=').append(get(figure));
        }
        return b.append(']').toString();
    }
}
