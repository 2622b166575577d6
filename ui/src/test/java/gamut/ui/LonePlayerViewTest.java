package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Notation;
import gamut.engine.State;
import gamut.ui.controller.GameController;
import gamut.ui.controller.MatchPlay;
import gamut.ui.controller.UiHost;
import gamut.ui.view.BoardPainter;
import gamut.ui.view.Marks;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The viewer on games of one player (the interpreter's test fixtures): the side panel holds the
 * lone player's reserve, a loss is said as a loss, a match counts the lone player's wins, and the
 * Thinking panel is idle once the game is over.
 */
class LonePlayerViewTest {
    private static final UiHost NOW = Runnable::run;

    private static Path fixture(String name) {
        return Games.file("tic-tac-toe").toAbsolutePath().getParent().getParent()
                .resolve("interpreter/src/test/resources/one-player").resolve(name + ".gamut");
    }

    private static GameController open(String name, String player) {
        return GameController.open(fixture(name), List.of(), List.of(player), 1, NOW, Runnable::run);
    }

    private static void play(GameController c, String... moves) {
        for (String m : moves) {
            c.choose(Notation.parse(c.state(), m));
        }
    }

    @Test
    void theSidePanelHoldsTheLonePlayersReserveFlippedOrNot() {
        State state = open("reserve", "human").state();
        for (boolean flipped : new boolean[] {false, true}) {
            BoardPainter painter = new BoardPainter();
            painter.setFlipped(flipped);
            BufferedImage image = new BufferedImage(900, 640, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            painter.paint(g, image.getWidth(), image.getHeight(), state, Marks.NONE);
            g.dispose();
            Point2D at = painter.reserveCentre(0, 0);
            assertEquals(new BoardPainter.Hit(BoardPainter.Hit.Kind.RESERVE, -1, 0, 0), painter.hitAt(at.getX(), at.getY()));
            assertEquals(Integer.toHexString(BoardPainter.playerColour(state.game(), 0).getRGB() & 0xffffff),
                    Integer.toHexString(image.getRGB((int) at.getX(), (int) at.getY()) & 0xffffff), "the reserve's stone");
        }
    }

    @Test
    void aLossIsSaidAsALoss() {
        List<String> said = new ArrayList<>();
        UiHost host = new UiHost() {
            @Override
            public void runOnUiThread(Runnable task) {
                task.run();
            }

            @Override
            public void gameOver(String text) {
                said.add(text);
            }
        };
        GameController c = GameController.open(fixture("jumps"), List.of(), List.of("human"), 1, host, Runnable::run);
        play(c, "c1xa1", "b3xb1", "c3xc1");
        assertEquals("Game over: solo loses, scoring solo 8 (no moves)", c.turnText());
        assertEquals(List.of("solo loses\nsolo has no legal move\nafter 3 moves"), said);
    }

    @Test
    void theThinkingPanelIsIdleOnceTheGameIsOver() {
        GameController c = open("walk", "mcts:200");
        assertEquals("Game over: solo wins (arrived)", c.turnText());
        assertEquals(List.of(true, "", "", 0), List.of(c.thinking().ended(), c.thinking().who(), c.thinking().searched(),
                c.thinking().rows().size()));
        c.undo();
        assertEquals(false, c.thinking().ended(), "the game goes on again");
    }

    @Test
    void aMatchOfOnePlayerCountsItsWins() {
        GameController c = MatchPlay.open(List.of(fixture("walk")), List.of(List.of()), 1, List.of("human"), 1, NOW,
                Runnable::run);
        assertEquals(true, c.turnText().endsWith("|  match to 1, game 1 (walk): solo 0"), c.turnText());
        play(c, "c1-d1", "d1-e1");
        assertEquals(true, c.turnText().endsWith("solo wins the match with 1 point"), c.turnText());
    }
}
