package gamut.compare;

import gamut.engine.State;
import gamut.kernel.Kernel;

/**
 * The cells a piece ever stood on in one game, for board coverage: the position is read after each
 * ply (a pass over the board's owners, far cheaper than the ply itself for a searching player).
 */
final class CellsUsed {
    private final boolean[] used;
    private int count;

    /** Starts with the cells occupied in the state's position. */
    CellsUsed(State state) {
        used = new boolean[Kernel.board(state).cells()];
        note(state);
    }

    /** Adds the cells occupied now. */
    void note(State state) {
        for (int c = 0; c < used.length; c++) {
            if (!used[c] && state.owner(c) != -1) {
                used[c] = true;
                count++;
            }
        }
    }

    /** The share of the board's cells used so far (NaN for a board without cells). */
    double share() {
        return used.length == 0 ? Double.NaN : (double) count / used.length;
    }
}
