package gamut.core;

import java.math.BigDecimal;

/**
 * How a finished game ended: the winner's index, {@link #DRAW}, or {@link #LOSS}; points per
 * player (all zero when the game keeps no score; a margin with a compensation may have a
 * fraction, 3.5); what ended it (an end rule's name,
 * "repetition", "limit", or "no_moves"); and in a game of places ('mover finishes') each player's
 * place from 1, players who share places all having the first of them, else null.
 */
public record Result(int winner, double[] scores, String end, int[] places) {
    public static final int DRAW = -1;
    /**
     * No player wins and it is not a draw: the loss of a game's one player. With two players or
     * more a player's loss is the next player's win, so only a game of one has this result.
     */
    public static final int LOSS = -2;

    /** A result without places: a winner, a draw or a loss. */
    public Result(int winner, double[] scores, String end) {
        this(winner, scores, end, null);
    }

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

    /** Whether the result gives places ('mover finishes'). */
    public boolean hasPlaces() {
        return places != null;
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
     * ({@link #drawn}). What the searches and the learning of weights maximise. With places, place
     * k of n players is worth (n - k) / (n - 1), first 1 and last 0; players who share places
     * share their worth evenly.
     */
    public double value(int player) {
        if (places != null) {
            return placeValue(player);
        }
        return winner == DRAW ? drawn(scores.length) : winner == player ? 1 : 0;
    }

    private double placeValue(int player) {
        int n = places.length;
        if (n == 1) {
            return 1;
        }
        int shared = 0;
        for (int p : places) {
            shared += p == places[player] ? 1 : 0;
        }
        double sum = 0;
        for (int k = places[player]; k < places[player] + shared; k++) {
            sum += (double) (n - k) / (n - 1);
        }
        return sum / shared;
    }

    /**
     * A draw's worth to each of {@code players}: an even share, 1 / players; for a lone player a
     * half, between a win and a loss, since an even share of one would make a draw a win.
     */
    public static double drawn(int players) {
        return players == 1 ? 0.5 : 1.0 / players;
    }

    /** A place as players write it: 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st. */
    public static String ordinal(int place) {
        int tens = place % 100;
        String suffix = tens >= 11 && tens <= 13 ? "th"
                : place % 10 == 1 ? "st" : place % 10 == 2 ? "nd" : place % 10 == 3 ? "rd" : "th";
        return place + suffix;
    }

    /** Points as players write them: a whole number without a point ("2"), else its decimals ("3.5"). */
    public static String points(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
