package gamut.core;

import java.math.BigDecimal;

/**
 * How a finished game ended: the winner's index, {@link #DRAW}, or {@link #LOSS}; points per
 * player (all zero when the game keeps no score; a margin with a compensation may have a
 * fraction, 3.5); and what ended it (an end rule's name,
 * "repetition", "limit", or "no_moves").
 */
public record Result(int winner, double[] scores, String end) {
    public static final int DRAW = -1;
    /**
     * No player wins and it is not a draw: the loss of a game's one player. With two players or
     * more a player's loss is the next player's win, so only a game of one has this result.
     */
    public static final int LOSS = -2;

    public boolean isDraw() {
        return winner == DRAW;
    }

    /** Whether the game's one player lost. */
    public boolean isLoss() {
        return winner == LOSS;
    }

    /** Whether a player won. */
    public boolean hasWinner() {
        return winner >= 0;
    }

    /**
     * The points the result gives: the winner's, or after a draw or a loss in a game of one player
     * that player's (pegs left, moves used); 0 otherwise.
     */
    public double points() {
        return winner >= 0 ? scores[winner] : scores.length == 1 ? scores[0] : 0;
    }

    /**
     * What the result is worth to the player, from 0 to 1: a win 1, a loss 0, a draw an even share
     * ({@link #drawn}). What the searches and the learning of weights maximise.
     */
    public double value(int player) {
        return winner == DRAW ? drawn(scores.length) : winner == player ? 1 : 0;
    }

    /**
     * A draw's worth to each of {@code players}: an even share, 1 / players; for a lone player a
     * half, between a win and a loss, since an even share of one would make a draw a win.
     */
    public static double drawn(int players) {
        return players == 1 ? 0.5 : 1.0 / players;
    }

    /** Points as players write them: a whole number without a point ("2"), else its decimals ("3.5"). */
    public static String points(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
