package gamut.rules;

import gamut.board.Board;
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
    public record Placed(int owner, int piece, int cell, int count, int[] buried) {
        /** Puts the pieces on the board, the column under them included (a set-up: not logged). */
        public void putOn(Board board) {
            board.put(cell, owner, piece, count);
            for (int k = 0; k < buried.length; k += 3) {
                board.putBuried(cell, buried[k], buried[k + 1], buried[k + 2]);
            }
        }
    }
}
