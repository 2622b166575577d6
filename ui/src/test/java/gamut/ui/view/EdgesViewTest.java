package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Game;
import gamut.engine.State;
import gamut.api.Gamut;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A grid with edges in the window: squares with grooves between them, a piece on an edge drawn as a
 * bar along its groove and on a vertex as a block where grooves cross, each picked by a click there.
 */
class EdgesViewTest {
    private static final String WALLS = "white: pawn e1 wall e4ne; reserve white: wall 9; black: pawn e9;"
            + " reserve black: wall 10; neutral: wall e4n f4n; turn: black";

    private static BufferedImage paint(BoardPainter painter, State state) {
        BufferedImage image = new BufferedImage(800, 700, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        painter.paint(g, 800, 700, state, null);
        g.dispose();
        return image;
    }

    private static Game quoridor() {
        for (Path base : new Path[] {Path.of(".."), Path.of(".")}) {
            Path p = base.resolve("games/quoridor.gamut");
            if (p.toFile().isFile()) {
                return Gamut.load(p, List.of());
            }
        }
        throw new AssertionError("no games/quoridor.gamut");
    }

    private static Point2D at(BoardPainter painter, Game game, String place) {
        return painter.centre(game.geometry().cell(place));
    }

    @Test
    void aClickOnAGroovePicksItsEdgeOrVertexAndOnASquareItsCell() {
        Game game = quoridor();
        BoardPainter painter = new BoardPainter();
        paint(painter, game.position(WALLS));
        for (String place : List.of("e4", "e4e", "e4n", "e4ne", "a1", "h8ne", "i9")) {
            Point2D p = at(painter, game, place);
            assertEquals(place, game.geometry().cellName(painter.cellAt(p.getX(), p.getY())));
        }
        // The groove between e4 and f4 is narrower than a square: a little off it lies f4.
        Point2D groove = at(painter, game, "e4e");
        Point2D f4 = at(painter, game, "f4");
        double step = f4.getX() - groove.getX();
        assertEquals("f4", game.geometry().cellName(painter.cellAt(groove.getX() + step / 3, groove.getY())));
        // Squares one apart, grooves three tenths of a square wide.
        assertEquals(at(painter, game, "f4").getX() - at(painter, game, "e4").getX(), 2 * step, 1e-9);
    }

    @Test
    void aWallIsDrawnInItsGroovesAndAFreeGrooveInTheBoardsWood() {
        Game game = quoridor();
        BoardPainter painter = new BoardPainter();
        BufferedImage image = paint(painter, game.position(WALLS));
        assertEquals(BoardPainter.playerColour(game, game.players()), colour(image, at(painter, game, "e4n")));
        assertEquals(BoardPainter.playerColour(game, game.players()), colour(image, at(painter, game, "f4n")));
        assertEquals(BoardPainter.playerColour(game, 0), colour(image, at(painter, game, "e4ne")));
        assertEquals(EdgesView.GROOVE_COLOUR, colour(image, at(painter, game, "e5n")));
        assertEquals(BoardColours.LIGHT, colour(image, at(painter, game, "c6")));
    }

    private static Color colour(BufferedImage image, Point2D p) {
        return new Color(image.getRGB((int) Math.round(p.getX()), (int) Math.round(p.getY())));
    }
}
