package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.engine.Game;
import gamut.engine.State;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A board of points keeps the pieces waiting to come in on its bar, as players lay them out: each
 * player's in the half of the bar on their side, drawn there and picked up there, and no longer in
 * the side panel.
 */
class BarTest {
    private static final String HIT = "white: 13*5, 8*3, 6*5; black: 23*2, 22*2, 21*2, 20*2, 19*2, 17*3, 12*2;"
            + " reserve white: checker 2; reserve black: checker 9; turn: white";

    private static Game game(String name) {
        for (Path base : new Path[] {Path.of(".."), Path.of(".")}) {
            Path p = base.resolve("games").resolve(name + ".gamut");
            if (p.toFile().isFile()) {
                return Gamut.load(p, List.of());
            }
        }
        throw new AssertionError(name);
    }

    private static BufferedImage paint(BoardPainter painter, State state) {
        BufferedImage image = new BufferedImage(800, 560, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        painter.paint(g, 800, 560, state, null);
        g.dispose();
        return image;
    }

    @Test
    void eachPlayersReserveStandsOnItsHalfOfTheBar() {
        Game game = game("backgammon");
        State state = game.position(HIT);
        BoardPainter painter = new BoardPainter();
        BufferedImage image = paint(painter, state);
        Point2D white = painter.reserveCentre(0, 0);
        Point2D black = painter.reserveCentre(1, 0);
        // The bar lies between points 7 and 6 at the bottom and 18 and 19 at the top, the white
        // checkers below its middle (white plays from the bottom), the black ones above.
        Point2D p7 = cellCentre(painter, game, "7");
        Point2D p6 = cellCentre(painter, game, "6");
        assertTrue(white.getX() > p7.getX() && white.getX() < p6.getX(), white + " between " + p7 + " and " + p6);
        assertEquals(white.getX(), black.getX(), 1e-9);
        assertTrue(white.getY() > 280 && black.getY() < 280, white + " below, " + black + " above the middle");
        assertEquals(BoardPainter.playerColour(game, 0), new Color(image.getRGB((int) white.getX(), (int) white.getY())));
        assertEquals(BoardPainter.playerColour(game, 1), new Color(image.getRGB((int) black.getX(), (int) black.getY())));
        BoardPainter.Hit hit = painter.hitAt(white.getX(), white.getY());
        assertEquals(new BoardPainter.Hit(BoardPainter.Hit.Kind.RESERVE, -1, 0, 0), hit);
        assertEquals(new BoardPainter.Hit(BoardPainter.Hit.Kind.RESERVE, -1, 1, 0), painter.hitAt(black.getX(), black.getY()));
    }

    @Test
    void flippedTheOtherPlayersReserveIsBelow() {
        Game game = game("backgammon");
        BoardPainter painter = new BoardPainter();
        painter.setFlipped(true);
        paint(painter, game.position(HIT));
        assertTrue(painter.reserveCentre(1, 0).getY() > 280 && painter.reserveCentre(0, 0).getY() < 280);
    }

    @Test
    void aBoardOfPointsWithoutABarKeepsItsReserveInTheSidePanel() {
        // Nine points a row have no bar in the middle: the reserve stays beside the board.
        Game game = Gamut.load("odd.gamut", """
                game "Odd" {
                    players white, black
                    board points 18
                    pieces { checker "o" }
                    setup { white: 1 black: 18 reserve white: checker 3 }
                    drops checker { verify empty drop }
                    end stuck: not can_move(mover) => mover loses
                }
                """, List.of());
        BoardPainter painter = new BoardPainter();
        paint(painter, game.newState());
        Point2D reserve = painter.reserveCentre(0, 0);
        assertTrue(reserve.getX() > 800 * 0.7, "in the side panel: " + reserve);
        assertNull(painter.hitAt(5, 5));
    }

    private static Point2D cellCentre(BoardPainter painter, Game game, String cell) {
        int c = game.geometry().cell(cell);
        return painter.centre(c);
    }
}
