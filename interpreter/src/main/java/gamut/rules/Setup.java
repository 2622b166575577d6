package gamut.rules;

import java.util.List;

/** The starting position of a game: the pieces placed on the board, and each player's reserve by piece type. */
public record Setup(List<Placed> pieces, int[][] reserve) {

    /** {@code count} pieces of the owner and type on a cell. */
    public record Placed(int owner, int piece, int cell, int count) {}
}
