package gamut.ui.view;

import gamut.engine.State;
import java.util.ArrayDeque;
import java.util.Deque;
import javax.swing.Timer;

/**
 * Moves shown sliding, one after the other, on the event thread: the game's state is updated at
 * once and only the picture lags, by at most a slide and the one waiting after it (a computer's
 * reply, say). Off unless switched on (View, Animate moves), so that tests and trials see none;
 * a board that no longer shows the move's line (undo, a row of the move list, a new game) drops them.
 */
final class Animation {
    /** About 60 frames a second. */
    private static final int FRAME_MILLIS = 16;

    private final Runnable repaint;
    private final Timer timer;
    private final Deque<Slide> waiting = new ArrayDeque<>();
    private Slide current;
    private long started;
    private boolean enabled;

    Animation(Runnable repaint) {
        this.repaint = repaint;
        this.timer = new Timer(FRAME_MILLIS, e -> tick());
    }

    boolean isEnabled() {
        return enabled;
    }

    void setEnabled(boolean on) {
        enabled = on;
        if (!on) {
            stop();
        }
    }

    /** Shows the move just made on {@code state} sliding, after the one sliding now if any. */
    void start(State state, int move) {
        if (!enabled) {
            return;
        }
        Slide slide = Slide.of(state, move);
        if (slide == null) {
            return;
        }
        // More than one waiting (computers playing fast): the picture keeps up by skipping the older.
        waiting.clear();
        waiting.add(slide);
        if (current == null) {
            next();
        }
    }

    /** The slide to paint over the state shown now, its progress set; null when none (or it no longer fits). */
    Slide frame(State shown) {
        if (current == null) {
            return null;
        }
        if (!current.fits(shown)) {
            stop();
            return null;
        }
        current.setProgress((System.nanoTime() - started) / 1e6 / current.millis());
        return current;
    }

    /** Drops every slide: the board shows the game's state as it is. */
    void stop() {
        boolean any = current != null;
        current = null;
        waiting.clear();
        timer.stop();
        if (any) {
            repaint.run();
        }
    }

    boolean isRunning() {
        return current != null;
    }

    private void next() {
        current = waiting.poll();
        if (current == null) {
            timer.stop();
        } else {
            started = System.nanoTime();
            timer.restart();
        }
        repaint.run();
    }

    private void tick() {
        if (current != null && (System.nanoTime() - started) / 1e6 >= current.millis()) {
            next();
        } else {
            repaint.run();
        }
    }
}
