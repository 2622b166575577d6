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
     * A move just ended the game (not a record opened at its end, nor an undo back to it): the
     * result on the first line, then why and after how long, for a dialog the player cannot miss.
     */
    default void gameOver(String text) {}
}
