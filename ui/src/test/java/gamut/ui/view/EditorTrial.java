package gamut.ui.view;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.InputEvent;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;
import org.fife.ui.rsyntaxtextarea.RSyntaxTextArea;

/**
 * Shows the authoring tools through the real window, as a person would use them, and takes two
 * pictures: the definition tab with an error typed in (underlined, its tooltip shown, Apply refused
 * in the status line), and the position editor with pieces removed and placed by mouse clicks. Not
 * a unit test (it needs a display): run it under Xvfb, e.g.
 * {@code DISPLAY=:57 java -cp ui/target/test-classes:ui/target/gamut.jar gamut.ui.view.EditorTrial games/chess.gamut editor.png position.png [FIND REPLACE [EMPTY PLACE RESERVE]]}
 * The game file is copied to target/editor-trial first, so that nothing the trial does reaches it.
 * FIND (default "friend") is the word whose first occurrence is replaced by REPLACE (default "fiend").
 * EMPTY lists the cells to empty ("e2,e7"), PLACE the pieces to put ("white:knight:f3,black:pawn:e5"),
 * RESERVE the reserve spinners to click up once each ("black:bishop"); the defaults make a chess opening.
 */
public final class EditorTrial {
    private EditorTrial() {}

    public static void main(String[] args) throws Exception {
        // A folder of its own under target/ (ignored by git), named relatively as a user names a game file.
        Path dir = Path.of("target", "editor-trial");
        Files.createDirectories(dir); // (which may answer with the folder's absolute name)
        Path original = Path.of(args[0]);
        Path file = dir.resolve(original.getFileName());
        Files.copy(original, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        String find = args.length > 4 ? args[3] : "friend";
        String replace = args.length > 4 ? args[4] : "fiend";
        if (args.length > 7) {
            remove = args[5].split(",");
            place = args[6].split(",");
            reserve = args[7].split(",");
        }
        // The trial's games are not the user's, and no restore prompt from a trial before stops this one.
        Files.deleteIfExists(dir.resolve("autosave").resolve("autosave.record"));
        System.setProperty("gamut.autosave", dir.resolve("autosave").toString());
        AtomicReference<GameWindow> window = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            GameWindow.installLookAndFeel(gamut.ui.controller.ViewerPreferences.forTests());
            ToolTipManager.sharedInstance().setInitialDelay(200);
            ToolTipManager.sharedInstance().setDismissDelay(60_000);
            GameWindow w = new GameWindow(file, List.of(), List.of("human", "human"), 1);
            w.setBounds(0, 0, 1280, 880);
            w.showUntilClosed(() -> { });
            window.set(w);
        });
        GameWindow w = window.get();
        Robot robot = new Robot();
        robot.setAutoDelay(20);
        robot.delay(1200);
        definitionWithAnError(w, robot, find, replace, args[1]);
        positionEditor(w, robot, args[2]);
        System.exit(0);
    }

    private static void definitionWithAnError(GameWindow w, Robot robot, String find, String replace, String out)
            throws Exception {
        RSyntaxTextArea area = Trials.onEdt(() -> {
            w.tabs().setSelectedComponent(w.definition());
            return w.definition().area();
        });
        robot.delay(400);
        // Click into the word, select it, and type its replacement, as a person would.
        int at = Trials.onEdt(() -> area.getText().indexOf(find));
        Trials.onEdt(() -> {
            area.setCaretPosition(at);
            area.moveCaretPosition(at + find.length());
            Rectangle2D r = area.modelToView2D(at);
            area.scrollRectToVisible(new Rectangle((int) r.getX(), (int) r.getY() - 200, 10, 400));
            area.requestFocusInWindow();
            return null;
        });
        robot.delay(300);
        for (char c : replace.toCharArray()) {
            int key = java.awt.event.KeyEvent.getExtendedKeyCodeForChar(c);
            robot.keyPress(key);
            robot.keyRelease(key);
        }
        // Ctrl+Enter: apply, which the text with an error is refused.
        robot.keyPress(java.awt.event.KeyEvent.VK_CONTROL);
        robot.keyPress(java.awt.event.KeyEvent.VK_ENTER);
        robot.keyRelease(java.awt.event.KeyEvent.VK_ENTER);
        robot.keyRelease(java.awt.event.KeyEvent.VK_CONTROL);
        robot.delay(2500); // the parser's delay and the check, off the event thread
        int notices = Trials.onEdt(() -> area.getParserNotices().size());
        System.out.println("notices: " + notices + "; status: " + Trials.onEdt(w::statusText));
        Point hover = Trials.onEdt(() -> {
            Rectangle2D r = area.modelToView2D(at + 1);
            Point p = area.getLocationOnScreen();
            return new Point(p.x + (int) r.getCenterX(), p.y + (int) r.getCenterY());
        });
        robot.mouseMove(hover.x - 3, hover.y);
        robot.delay(100);
        robot.mouseMove(hover.x, hover.y);
        robot.delay(1500);
        save(robot, w, out);
    }

    private static void positionEditor(GameWindow w, Robot robot, String out) throws Exception {
        Trials.onEdt(() -> {
            w.tabs().setSelectedIndex(0);
            return null;
        });
        robot.delay(300);
        click(robot, Trials.onEdt(() -> centre(w.editing().button())), InputEvent.BUTTON1_DOWN_MASK);
        robot.delay(500);
        BoardPainter painter = w.board().painter();
        gamut.engine.Game game = w.controller().game();
        // Empty cells with the right button, then place pieces chosen in the palette, each on the cell after it.
        for (String name : remove) {
            int cell = game.geometry().cell(name);
            if (cell >= 0) {
                click(robot, screen(w, painter.centre(cell)), InputEvent.BUTTON3_DOWN_MASK);
            }
        }
        for (String placed : place) {
            String[] p = placed.split(":");
            int owner = game.info().players().indexOf(p[0]);
            int type = game.info().pieces().indexOf(p[1]);
            int cell = game.geometry().cell(p[2]);
            if (owner >= 0 && type >= 0 && cell >= 0) {
                AbstractButton choice = Trials.onEdt(() -> w.editing().panel().paletteButton(owner, type));
                click(robot, Trials.onEdt(() -> centre(choice)), InputEvent.BUTTON1_DOWN_MASK);
                click(robot, screen(w, painter.centre(cell)), InputEvent.BUTTON1_DOWN_MASK);
            }
        }
        for (String held : reserve) {
            String[] r = held.split(":");
            int player = game.info().players().indexOf(r[0]);
            int type = game.info().pieces().indexOf(r[1]);
            javax.swing.JSpinner spinner = player < 0 || type < 0 ? null
                    : Trials.onEdt(() -> w.editing().panel().reserveSpinner(player, type));
            if (spinner != null) {
                // The spinner's upper arrow: the right end of its upper half.
                Point p = Trials.onEdt(() -> centre(spinner));
                click(robot, new Point(p.x + spinner.getWidth() / 2 - 6, p.y - spinner.getHeight() / 4), InputEvent.BUTTON1_DOWN_MASK);
            }
        }
        click(robot, Trials.onEdt(() -> centre(w.editing().panel().copyTestButton())), InputEvent.BUTTON1_DOWN_MASK);
        robot.delay(300);
        System.out.println("copied:\n" + Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor));
        robot.mouseMove(5, 870);
        robot.delay(500);
        save(robot, w, out);
    }

    /** Cells the trial empties, where the game has them. */
    private static String[] remove = {"e2", "e7", "g1", "b8", "f1", "d8"};
    /** Owner, piece and cell of each piece the trial places, where the game has them. */
    private static String[] place = {"white:pawn:e4", "black:pawn:e5", "white:knight:f3", "black:knight:c6",
        "white:bishop:c4", "black:queen:h4"};
    /** Player and piece of each reserve the trial adds one to. */
    private static String[] reserve = {};

    private static void click(Robot robot, Point p, int button) {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(button);
        robot.mouseRelease(button);
        robot.delay(150);
    }

    /** The centre of a component on the screen, scrolled into view first. */
    private static Point centre(javax.swing.JComponent c) {
        c.scrollRectToVisible(new Rectangle(c.getSize()));
        Point p = c.getLocationOnScreen();
        return new Point(p.x + c.getWidth() / 2, p.y + c.getHeight() / 2);
    }

    private static Point screen(GameWindow w, Point2D p) throws Exception {
        Point origin = Trials.onEdt(() -> w.board().getLocationOnScreen());
        return new Point(origin.x + (int) Math.round(p.getX()), origin.y + (int) Math.round(p.getY()));
    }


    private static void save(Robot robot, GameWindow w, String file) throws Exception {
        Trials.capture(robot, w, file);
    }
}
