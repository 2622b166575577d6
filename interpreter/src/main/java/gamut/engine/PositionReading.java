package gamut.engine;

import gamut.board.Board;

/**
 * What stands where in a position, for the library's readers (notation, position text, painters,
 * the viewer): pieces on cells, reserves and pieces borne off. Read from the board; kept apart
 * from the state's making and unmaking of moves.
 */
public abstract class PositionReading {
    PositionReading() {}

    /** The pieces of the position (library-internal: the board's arrays are not part of the API). */
    abstract Board board();

    /** The owner of the cell's pieces, -1 when it is empty, {@code players()} for a neutral piece. */
    public int owner(int cell) {
        return board().owner[cell];
    }

    /** Whether the cell holds a neutral piece, one that belongs to no player. */
    public boolean neutral(int cell) {
        return board().owner[cell] == board().neutral();
    }

    /** The piece type on the cell (meaningful only when it is occupied). */
    public int piece(int cell) {
        return board().piece[cell];
    }

    /** How many pieces stand on the cell (in its top stack, when others are buried under it). */
    public int height(int cell) {
        return board().height[cell];
    }

    /** The stacks under the cell's top ('captures stay beneath'), from the top down: owner, type, height. */
    public int[] buriedStacks(int cell) {
        return board().buriedStacks(cell);
    }

    /** The flag bits of the piece on the cell. */
    public int flags(int cell) {
        return board().flags[cell];
    }

    /** How many pieces of the type the player holds in reserve. */
    public int reserve(int player, int type) {
        return board().reserve[player * board().pieceTypes() + type];
    }

    /** Whether the player's reserve of the type never runs out ('unlimited'; {@link #reserve} is then 1000000). */
    public boolean unlimitedReserve(int player, int type) {
        return reserve(player, type) >= Board.UNLIMITED;
    }

    /** How many pieces the player has borne off. */
    public int exited(int player) {
        return board().exited[player];
    }

    /** How many pieces the player has on the board(). */
    public int onBoard(int player) {
        return board().onBoard[player];
    }
}
