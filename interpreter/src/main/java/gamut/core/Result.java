package gamut.core;

/**
 * How a finished game ended: the winner's index or {@link #DRAW}, match points per player (all zero
 * when the game keeps no score), and what ended it (an end rule's name, "repetition", "limit",
 * or "no_moves").
 */
public record Result(int winner, int[] scores, String end) {
    public static final int DRAW = -1;

    public boolean isDraw() {
        return winner == DRAW;
    }
}
