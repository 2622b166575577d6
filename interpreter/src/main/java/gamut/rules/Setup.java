package gamut.rules;

import java.util.List;

/**
 * The starting position of a game: the pieces placed on the board, and each player's reserve by
 * piece type; then, when {@code scramble} is above 0, that many random moves chosen by {@code seed}.
 */
public record Setup(List<Placed> pieces, int[][] reserve, int scramble, int seed) {

    /**
     * {@code count} pieces of the owner and type on a cell, over the stacks of {@code buried}
     * (owner, type, height triples from the top down, as the board keeps a column).
     */
    public record Placed(int owner, int piece, int cell, int count, int[] buried) {}
}
