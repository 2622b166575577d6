package gamut.ui.view;

import java.awt.Rectangle;
import java.awt.Robot;
import java.io.File;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

/** What the window trials (WindowTrial, EditorTrial, PlayTrial) share: reading on the event thread, and a picture of the window. */
final class Trials {
    private Trials() {}

    /** The value read on the event thread, its exception thrown here. */
    static <T> T onEdt(Callable<T> read) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                value.set(read.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return value.get();
    }

    /** The screen where the window stands (dialogs over it included), as a PNG. */
    static void capture(Robot robot, GameWindow w, String file) throws Exception {
        Rectangle r = onEdt(() -> new Rectangle(w.getLocationOnScreen(), w.getSize()));
        ImageIO.write(robot.createScreenCapture(r), "png", new File(file));
    }
}
