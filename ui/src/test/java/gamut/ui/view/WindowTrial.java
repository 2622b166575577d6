package gamut.ui.view;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.ui.controller.GameController;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.geom.Point2D;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

/**
 * Plays whole games through the real window with real mouse events (java.awt.Robot), a person's
 * random moves against the random player, as a new user would click them: a piece, then its
 * destination; a reserve piece, then a cell; a piece, then the 'off' box; the Pass button. Not a
 * unit test (it needs a display): run it under Xvfb, e.g.
 * {@code DISPLAY=:55 java -cp ui/target/test-classes:ui/target/gamut.jar gamut.ui.view.WindowTrial games/run-fevga.gamut 1 out.png [MOVES]}
 * (with MOVES, the game stops after that many moves, rolls included, for a picture of a game under
 * way; a fifth argument names variants, as -v does)
 */
public final class WindowTrial {
    private WindowTrial() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        // A fourth argument stops the game after that many moves (rolls included), for a picture of a game under way.
        int stopAfter = args.length > 3 ? Integer.parseInt(args[3]) : Integer.MAX_VALUE;
        // A fifth names variants, as -v does: cube=on.
        List<String> variants = args.length > 4 ? List.of(args[4].split(",")) : List.of();
        // a trial's games are not the user's: they are autosaved apart (and no restore prompt stops the clicks)
        System.setProperty("gamut.autosave", java.nio.file.Files.createTempDirectory("gamut-trial").toString());
        AtomicReference<GameWindow> window = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            GameWindow.installLookAndFeel(gamut.ui.controller.ViewerPreferences.forTests());
            GameWindow w = new GameWindow(file, variants, List.of("human", "random"), seed);
            w.showUntilClosed(() -> { });
            window.set(w);
        });
        GameWindow w = window.get();
        Robot robot = new Robot();
        robot.setAutoDelay(15);
        robot.delay(1500);
        SplittableRandom random = new SplittableRandom(seed);
        Map<String, Integer> kinds = new TreeMap<>();
        int clicks = 0;
        while (true) {
            waitForHuman(w);
            if (Trials.onEdt(() -> w.controller().state().isOver() || w.controller().moveNames().size() >= stopAfter)) {
                break;
            }
            int before = Trials.onEdt(() -> w.controller().moveNames().size());
            List<Point> points = Trials.onEdt(() -> plan(w, random, kinds));
            for (Point p : points) {
                robot.mouseMove(p.x, p.y);
                robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
                robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
                robot.delay(60);
                clicks++;
            }
            robot.delay(150);
            if (Trials.onEdt(() -> w.controller().moveNames().size()) == before) {
                // One click meant several moves: pick ours from the chooser, as a person would.
                Point item = Trials.onEdt(() -> chooserItem(w, wanted[0]));
                if (item != null) {
                    robot.mouseMove(item.x, item.y);
                    robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
                    robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
                    clicks++;
                    kinds.merge("chooser", 1, Integer::sum);
                }
            }
            long deadline = System.currentTimeMillis() + 5000;
            while (Trials.onEdt(() -> w.controller().moveNames().size()) == before) {
                if (System.currentTimeMillis() > deadline) {
                    System.out.println("the clicks did not make a move: " + Trials.onEdt(() -> w.controller().turnText()));
                    save(robot, w, args);
                    System.exit(1);
                }
                robot.delay(50);
            }
        }
        robot.delay(500);
        save(robot, w, args);
        String result = Trials.onEdt(() -> {
            State s = w.controller().state();
            return !s.isOver() ? "stopped under way" : s.result().isDraw() ? "draw (" + s.result().end() + ")"
                    : s.game().playerName(s.result().winner()) + " wins (" + s.result().end() + ")";
        });
        System.out.println(file + ": game over after " + Trials.onEdt(() -> w.controller().moveNames().size())
                + " moves (rolls included), " + result + "; " + clicks + " clicks; the person's moves by kind: " + kinds);
        System.exit(0);
    }

    /** The clicks of one random legal move of the person, in screen coordinates. */
    private static List<Point> plan(GameWindow w, SplittableRandom random, Map<String, Integer> kinds) {
        GameController c = w.controller();
        State state = c.state();
        gamut.engine.Game game = state.game();
        MoveList moves = new MoveList();
        state.generate(moves);
        // Prefer moves that one click sequence names alone (no chooser needed).
        List<Integer> plain = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            boolean alone = true;
            for (int j = 0; j < moves.size(); j++) {
                int o = moves.get(j);
                alone &= o == m || game.kind(o) != game.kind(m) || game.from(o) != game.from(m) || game.to(o) != game.to(m);
            }
            if (alone) {
                plain.add(m);
            }
        }
        int move = plain.isEmpty() ? moves.get(random.nextInt(moves.size())) : plain.get(random.nextInt(plain.size()));
        BoardPainter painter = w.board().painter();
        Point origin = w.board().getLocationOnScreen();
        List<Point> points = new ArrayList<>();
        int player = state.toMove();
        String kind;
        switch (game.kind(move)) {
            case Move.PASS -> {
                Rectangle b = w.passButton().getBounds();
                Point p = w.passButton().getLocationOnScreen();
                points.add(new Point(p.x + b.width / 2, p.y + b.height / 2));
                kind = "pass";
            }
            case Move.DROP -> {
                int type = state.game().pieceOf(move);
                points.add(screen(origin, painter.reserveCentre(player, type)));
                points.add(screen(origin, painter.centre(game.to(move))));
                kind = "drop";
            }
            case Move.EXIT -> {
                points.add(screen(origin, painter.centre(game.from(move))));
                points.add(screen(origin, painter.offCentre(player)));
                kind = "exit";
            }
            case Move.REMOVE, Move.REMOVE_TO_RESERVE -> {
                points.add(screen(origin, painter.centre(game.from(move))));
                kind = "remove";
            }
            default -> {
                // A move of several landings is clicked along its path, one landing after another.
                points.add(screen(origin, painter.centre(game.from(move))));
                for (int landing : game.landings(move)) {
                    points.add(screen(origin, painter.centre(landing)));
                }
                for (int placed : game.placed(move)) {
                    points.add(screen(origin, painter.centre(placed)));
                }
                int to = game.to(move);
                kind = game.sows(move) ? "sowing" : game.landings(move).length > 1 ? "multi-jump"
                        : game.captures(move).length > 0 || state.owner(to) >= 0 && state.owner(to) != player ? "capture" : "move";
            }
        }
        kinds.merge(kind, 1, Integer::sum);
        wanted[0] = Notation.format(state, move);
        System.out.println("clicking " + wanted[0]);
        return points;
    }

    /** The move the last plan clicks, as the chooser would list it. */
    private static final String[] wanted = new String[1];

    /** The centre of the chooser's item for the move, if the chooser is open. */
    private static Point chooserItem(GameWindow w, String move) {
        // The chooser is a popup: inside the window's layers, or a small window of its own.
        for (java.awt.Window window : java.awt.Window.getWindows()) {
            Point found = find(window, move);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static Point find(java.awt.Component c, String move) {
        if (c instanceof javax.swing.JMenuItem item && c.isShowing() && item.getText().startsWith(move)) {
            Point p = item.getLocationOnScreen();
            return new Point(p.x + item.getWidth() / 2, p.y + item.getHeight() / 2);
        }
        if (c instanceof java.awt.Container container) {
            for (java.awt.Component child : container.getComponents()) {
                Point p = find(child, move);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }

    private static Point screen(Point origin, Point2D p) {
        return new Point(origin.x + (int) Math.round(p.getX()), origin.y + (int) Math.round(p.getY()));
    }

    private static void waitForHuman(GameWindow w) throws Exception {
        while (true) {
            boolean ready = Trials.onEdt(() -> {
                GameController c = w.controller();
                State s = c.state();
                return s.isOver() || !c.isThinking() && !s.isChance() && c.isHuman(s.decider());
            });
            if (ready) {
                return;
            }
            Thread.sleep(50);
        }
    }


    private static void save(Robot robot, GameWindow w, String[] args) throws Exception {
        if (args.length > 2) {
            Rectangle r = Trials.onEdt(() -> new Rectangle(w.getLocationOnScreen(), w.getSize()));
            ImageIO.write(robot.createScreenCapture(r), "png", new File(args[2]));
        }
    }
}
