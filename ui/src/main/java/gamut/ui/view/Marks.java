package gamut.ui.view;

import gamut.ui.controller.LastMove;

/** What the view wants marked: the selection and where it may go, and the moves of the last turn, oldest first. */
public record Marks(int selectedCell, int[] targets, int selectedReservePlayer, int selectedReserveType,
                    boolean exitPossible, java.util.List<LastMove> last) {
    public static final Marks NONE = new Marks(-1, new int[0], -1, -1, false, java.util.List.of());

    /** The selection and its targets, with no last move marked. */
    public Marks(int selectedCell, int[] targets, int selectedReservePlayer, int selectedReserveType,
                 boolean exitPossible) {
        this(selectedCell, targets, selectedReservePlayer, selectedReserveType, exitPossible, java.util.List.of());
    }
}
