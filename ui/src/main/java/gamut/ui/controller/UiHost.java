package gamut.ui.controller;

/**
 * What the controller needs from the view, so that it has no Swing in it: a way back onto the
 * thread that owns the view (for results of computer players searching in the background) and a
 * nudge to show the new state.
 */
public interface UiHost {
    /** Runs the task on the view's thread (Swing: the event dispatch thread). */
    void runOnUiThread(Runnable task);

    /** The position, the selection, the move list or the thinking indicator changed. */
    default void changed() {}

    /**
     * A move was just played on the board, a person's or a computer's (not an undo, a redo, a row of
     * the move list, nor a record replayed): the state already holds it as its last decision, so a
     * view may show it moving. Called before the dice of the next turn are rolled.
     */
    default void played(int move) {}

    /**
     * A move just ended the game (not a record opened at its end, nor an undo back to it): the
     * result on the first line, then why and after how long, for a dialog the player cannot miss.
     */
    default void gameOver(String text) {}
}
