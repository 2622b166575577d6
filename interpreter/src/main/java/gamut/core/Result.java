package gamut.core;

import java.math.BigDecimal;

/**
 * How a finished game ended: the winner's index or {@link #DRAW}, match points per player (all zero
 * when the game keeps no score; a margin with a compensation may have a fraction, 3.5), and what
 * ended it (an end rule's name, "repetition", "limit", or "no_moves").
 */
public record Result(int winner, double[] scores, String end) {
    public static final int DRAW = -1;

    public boolean isDraw() {
        return winner == DRAW;
    }

    /** Points as players write them: a whole number without a point ("2"), else its decimals ("3.5"). */
    public static String points(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** The winner's points, or 0 for a draw. */
    public double winnerPoints() {
        return winner < 0 ? 0 : scores[winner];
    }
}
