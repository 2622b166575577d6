package gamut.rules;

import java.util.List;

/** The starting position of a game: the pieces placed on the board, and each player's reserve by piece type. */
public record Setup(List<Placed> pieces, int[][] reserve) {

    /**
     * {@code count} pieces of the owner and type on a cell, over the stacks of {@code buried}
     * (owner, type, height triples from the top down, as the board keeps a column).
     */
    public record Placed(int owner, int piece, int cell, int count, int[] buried) {}
}
