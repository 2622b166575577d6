package gamut.engine;

import gamut.board.Board;

/**
 * What stands where in a position, for the library's readers (notation, position text, painters,
 * the viewer): pieces on cells, reserves and pieces borne off. Read from the board; kept apart
 * from the state's making and unmaking of moves.
 */
public interface PositionReading {
    /** The pieces of the position. */
    @SuppressWarnings("exports") // library-internal: the board's arrays are not part of the API
    Board board();

    /** The owner of the cell's pieces, -1 when it is empty, {@code players()} for a neutral piece. */
    default int owner(int cell) {
        return board().owner[cell];
    }

    /** Whether the cell holds a neutral piece, one that belongs to no player. */
    default boolean neutral(int cell) {
        return board().owner[cell] == board().neutral();
    }

    /** The piece type on the cell (meaningful only when it is occupied). */
    default int piece(int cell) {
        return board().piece[cell];
    }

    /** How many pieces stand on the cell (in its top stack, when others are buried under it). */
    default int height(int cell) {
        return board().height[cell];
    }

    /** The stacks under the cell's top ('captures stay beneath'), from the top down: owner, type, height. */
    default int[] buriedStacks(int cell) {
        return board().buriedStacks(cell);
    }

    /** The flag bits of the piece on the cell. */
    default int flags(int cell) {
        return board().flags[cell];
    }

    /** How many pieces of the type the player holds in reserve. */
    default int reserve(int player, int type) {
        return board().reserve[player * board().pieceTypes() + type];
    }

    /** Whether the player's reserve of the type never runs out ('unlimited'; {@link #reserve} is then 1000000). */
    default boolean unlimitedReserve(int player, int type) {
        return reserve(player, type) >= Board.UNLIMITED;
    }

    /** How many pieces the player has borne off. */
    default int exited(int player) {
        return board().exited[player];
    }

    /** How many pieces the player has on the board(). */
    default int onBoard(int player) {
        return board().onBoard[player];
    }
}
