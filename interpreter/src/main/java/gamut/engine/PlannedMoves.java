package gamut.engine;

import gamut.board.Board;
import gamut.core.MoveList;

/**
 * The last moves generated under a turn plan, kept while the position stays the same. After each
 * part of a turn the state asks whether the player can go on, which generates the moves of the
 * parts still to play; the next draw or search asks for the same moves again. The position is the
 * same while no move was made or taken back, no line started ({@link State#changes}) and the board
 * did not change ({@link Board#version}); a move tried and taken back while judging the moves
 * counts as a change, so the key is taken once they are judged.
 */
final class PlannedMoves {
    private final State state;
    private final Board board;
    private final MoveList moves = new MoveList();
    private long changes = -1;
    private long version = -1;
    private int player = -1;

    PlannedMoves(State state, Board board) {
        this.state = state;
        this.board = board;
    }

    /** Copies the kept moves to {@code out} when they were generated for the player in this position. */
    boolean recall(int player, MoveList out) {
        if (changes != state.changes || version != board.version() || this.player != player) {
            return false;
        }
        out.copyOf(moves);
        return true;
    }

    /** Keeps the moves just generated for the player in this position. */
    void keep(int player, MoveList generated) {
        moves.copyOf(generated);
        changes = state.changes;
        version = board.version();
        this.player = player;
    }
}
