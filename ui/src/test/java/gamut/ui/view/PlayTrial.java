package gamut.ui.view;

import gamut.core.MoveList;
import gamut.ui.controller.GameController;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;

/**
 * Plays a game against the random player through the window, then browses its move list with real
 * clicks and keys, asks for a new game (the discard question, answered with Escape), and saves a
 * picture at each step. Not a unit test (it needs a display): under Xvfb,
 * {@code DISPLAY=:59 java -cp ui/target/test-classes:ui/target/gamut.jar gamut.ui.view.PlayTrial games/english-draughts.gamut 3 20 /tmp/shots/play}
 * (the file, the seed, the person's moves, where the pictures go: PREFIX-end.png and so on). With
 * moves 0 the person plays on to the end, for a picture of the game-over dialog.
 */
public final class PlayTrial {
    private PlayTrial() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        int moves = Integer.parseInt(args[2]);
        String prefix = args[3];
        System.setProperty("gamut.autosave", java.nio.file.Files.createTempDirectory("gamut-trial").toString());
        AtomicReference<GameWindow> window = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            GameWindow.installLookAndFeel(gamut.ui.controller.ViewerPreferences.forTests());
            GameWindow w = new GameWindow(file, List.of(), List.of("human", "random"), seed);
            w.showUntilClosed(() -> { });
            window.set(w);
        });
        GameWindow w = window.get();
        Robot robot = new Robot();
        robot.setAutoDelay(20);
        robot.delay(1500);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; moves == 0 || i < moves; i++) {
            waitForHuman(w);
            if (Trials.onEdt(() -> w.controller().state().isOver())) {
                break;
            }
            Trials.onEdt(() -> {
                MoveList legal = new MoveList();
                w.controller().state().generate(legal);
                return w.controller().choose(legal.get(random.nextInt(legal.size())));
            });
        }
        waitForHuman(w);
        robot.delay(800);
        save(robot, w, prefix + "-end.png");
        if (moves == 0) {
            System.out.println("over: " + Trials.onEdt(() -> w.controller().turnText()));
            System.exit(0);
        }
        click(robot, Trials.onEdt(() -> rowCentre(w, 5)));
        robot.delay(500);
        save(robot, w, prefix + "-row5.png");
        System.out.println("row 5: " + Trials.onEdt(() -> w.controller().status() + " | " + w.controller().turnText()));
        key(robot, KeyEvent.VK_LEFT);
        robot.delay(400);
        System.out.println("left: " + Trials.onEdt(() -> w.controller().status()));
        key(robot, KeyEvent.VK_DOWN);
        key(robot, KeyEvent.VK_DOWN);
        robot.delay(400);
        System.out.println("down twice: " + Trials.onEdt(() -> w.controller().status()));
        save(robot, w, prefix + "-row6.png");
        key(robot, KeyEvent.VK_HOME);
        robot.delay(400);
        System.out.println("home: " + Trials.onEdt(() -> w.controller().status()));
        key(robot, KeyEvent.VK_END);
        robot.delay(400);
        System.out.println("end: " + Trials.onEdt(() -> w.controller().status() + " | " + w.controller().turnText()));
        robot.keyPress(KeyEvent.VK_CONTROL);
        key(robot, KeyEvent.VK_N);
        robot.keyRelease(KeyEvent.VK_CONTROL);
        robot.delay(800);
        save(robot, w, prefix + "-discard.png");
        key(robot, KeyEvent.VK_ESCAPE);
        robot.delay(400);
        System.out.println("after escape: " + Trials.onEdt(() -> w.controller().moveNames().size()) + " moves kept");
        System.exit(0);
    }

    private static Point rowCentre(GameWindow w, int row) {
        javax.swing.JList<String> list = w.moveList().list();
        list.ensureIndexIsVisible(row);
        Rectangle r = list.getCellBounds(row, row);
        Point p = list.getLocationOnScreen();
        return new Point(p.x + r.x + r.width / 2, p.y + r.y + r.height / 2);
    }

    private static void click(Robot robot, Point p) {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    }

    private static void key(Robot robot, int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
    }

    private static void waitForHuman(GameWindow w) throws Exception {
        while (!Trials.onEdt(() -> {
            GameController c = w.controller();
            return c.state().isOver() || !c.isThinking() && !c.state().isChance() && c.isHuman(c.state().decider());
        })) {
            Thread.sleep(50);
        }
    }


    private static void save(Robot robot, GameWindow w, String target) throws Exception {
        Trials.capture(robot, w, target);
    }
}
