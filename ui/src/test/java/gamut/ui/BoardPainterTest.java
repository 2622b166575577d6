package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.ui.view.BoardPainter;
import gamut.ui.view.Marks;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Paints each shipped game without a display and checks the colour at every cell's centre. */
class BoardPainterTest {
    @ParameterizedTest
    @ValueSource(strings = {"lines-of-action", "queens-guard", "run-knizia", "run-fevga"})
    void paintsEveryCellInItsOwnersColour(String game) throws IOException {
        Game loaded = Games.load(game);
        State state = loaded.newState();
        check(game + "-start", state, false);
        // a few scripted moves: the first legal move each time, dice rolled from a fixed seed
        SplittableRandom random = new SplittableRandom(3);
        MoveList moves = new MoveList();
        for (int i = 0; i < 12 && !state.isOver(); i++) {
            if (state.isChance()) {
                state.make(state.randomOutcome(random));
                continue;
            }
            state.generate(moves);
            state.make(moves.get(i % moves.size()));
        }
        check(game + "-moved", state, false);
        check(game + "-flipped", state, true);
    }

    @Test
    void aCellLeftOutOfTheGridIsNotPainted() throws IOException {
        String text = """
                game "Diamond" {
                    players white, black
                    board grid 3 by 3 without a1, c1, a3, c3
                    pieces { king }
                    setup {
                        white: b1
                        black: b3
                    }
                    moves king { for d in directions { step d  verify empty  move } }
                }
                """;
        State state = Gamut.load("diamond.gamut", text, List.of()).newState();
        check("diamond-start", state, false);
        BoardPainter painter = new BoardPainter();
        BufferedImage image = paint(painter, state);
        // where a1 would be: as far left of b1 as b1 is left of c2's file, on b1's rank
        Point2D b1 = painter.centre(state.game().geometry().cell("b1"));
        Point2D c2 = painter.centre(state.game().geometry().cell("c2"));
        double x = 2 * b1.getX() - c2.getX();
        assertEquals(image.getRGB(1, 1), image.getRGB((int) Math.round(x), (int) Math.round(b1.getY())),
                "a1 shows the background");
        assertEquals(-1, painter.cellAt(x, b1.getY()));
    }

    @Test
    void aBoardOfLinesShowsItsPointsAndNothingWhereNoPointIs() throws IOException {
        String text = """
                game "Square of lines" {
                    players white, black
                    board lines a1-b1-c1, a3-b3-c3, a1-a2-a3, c1-c2-c3, a1-b2-c3
                    pieces { man }
                    setup {
                        white: a1, b2
                        black: c3
                    }
                    moves man { for d in directions { step d  verify empty  move } }
                }
                """;
        State state = Gamut.load("lines.gamut", text, List.of()).newState();
        check("lines-start", state, false);
        check("lines-flipped", state, true);
        BoardPainter painter = new BoardPainter();
        BufferedImage image = paint(painter, state);
        // between a2 and b3 there is no point, and no line: half way is the board's wood
        Point2D a2 = painter.centre(state.game().geometry().cell("a2"));
        Point2D b3 = painter.centre(state.game().geometry().cell("b3"));
        double x = (a2.getX() + b3.getX()) / 2;
        double y = (a2.getY() + b3.getY()) / 2;
        assertEquals(-1, painter.cellAt(x, y));
        assertEquals(Integer.toHexString(0xeedab2), Integer.toHexString(image.getRGB((int) x, (int) y) & 0xffffff),
                "the board's wood");
    }

    @Test
    void everyPlayerOfAGameOfThreeHasAReserveInTheSidePanel() {
        String text = """
                game "Three" {
                    players red, green, blue
                    board grid 4 by 4
                    pieces { stone }
                    setup {
                        reserve red: stone 5
                        reserve green: stone 5
                        reserve blue: stone 5
                    }
                    drops stone { for c in cells where empty { drop } }
                }
                """;
        State state = Gamut.load("three.gamut", text, List.of()).newState();
        for (boolean flipped : new boolean[] {false, true}) {
            BoardPainter painter = new BoardPainter();
            painter.setFlipped(flipped);
            BufferedImage image = paint(painter, state);
            List<Double> heights = new java.util.ArrayList<>();
            for (int p = 0; p < 3; p++) {
                Point2D at = painter.reserveCentre(p, 0);
                assertEquals(new BoardPainter.Hit(BoardPainter.Hit.Kind.RESERVE, -1, p, 0), painter.hitAt(at.getX(), at.getY()));
                assertEquals(Integer.toHexString(BoardPainter.playerColour(state.game(), p).getRGB() & 0xffffff),
                        Integer.toHexString(image.getRGB((int) at.getX(), (int) at.getY()) & 0xffffff),
                        "player " + p + "'s reserve piece");
                heights.add(at.getY());
            }
            // The first player nearest the viewer, at the bottom, unless the board is flipped.
            assertTrue(flipped ? heights.get(0) < heights.get(2) : heights.get(0) > heights.get(2), heights.toString());
        }
    }

    /** The state as the painter draws it in a picture of 900 by 640. */
    @Test
    void aKingInCheckGlowsRedAndAKingOutOfCheckDoesNot() {
        Game chess = Games.load("chess");
        State state = chess.newState();
        for (String move : List.of("Pe2-e4", "Pf7-f6", "Qd1-h5")) {
            state.make(gamut.engine.Notation.parse(state, move));
        }
        BoardPainter painter = new BoardPainter();
        BufferedImage checked = paint(painter, state);
        // beside the king, inside its square and clear of the piece: red over the light square
        Point2D e8 = painter.centre(chess.geometry().cell("e8"));
        Point2D d8 = painter.centre(chess.geometry().cell("d8"));
        int x = (int) Math.round(e8.getX() + (d8.getX() - e8.getX()) * 0.32);
        int y = (int) Math.round(e8.getY() + (d8.getX() - e8.getX()) * 0.32);
        Color glow = new Color(checked.getRGB(x, y));
        state.make(gamut.engine.Notation.parse(state, "Pg7-g6"));
        Color plain = new Color(paint(painter, state).getRGB(x, y));
        assertTrue(glow.getGreen() < plain.getGreen() - 40 && glow.getRed() >= plain.getRed() - 10,
                "red beside the king in check (" + glow + "), the square's own colour once out of it (" + plain + ")");
    }

    private static BufferedImage paint(BoardPainter painter, State state) {
        BufferedImage image = new BufferedImage(900, 640, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        painter.paint(g, image.getWidth(), image.getHeight(), state, Marks.NONE);
        g.dispose();
        return image;
    }

    private static void check(String name, State state, boolean flipped) throws IOException {
        Game game = state.game();
        BoardPainter painter = new BoardPainter();
        painter.setFlipped(flipped);
        BufferedImage image = paint(painter, state);
        Path out = Path.of("target", "paint");
        Files.createDirectories(out);
        ImageIO.write(image, "png", out.resolve(name + ".png").toFile());
        int occupied = 0;
        for (int c = 0; c < game.geometry().cells(); c++) {
            Point2D p = painter.centre(c);
            int rgb = image.getRGB((int) Math.round(p.getX()), (int) Math.round(p.getY())) & 0xffffff;
            String where = name + " " + game.geometry().cellName(c);
            if (state.owner(c) >= 0) {
                occupied++;
                assertEquals(Integer.toHexString(BoardPainter.playerColour(game, state.owner(c)).getRGB() & 0xffffff),
                        Integer.toHexString(rgb), where + " should show its owner's colour");
            } else {
                for (int player = 0; player < game.players(); player++) {
                    assertNotEquals(BoardPainter.playerColour(game, player).getRGB() & 0xffffff, rgb,
                            where + " is empty but shows a piece colour");
                }
            }
            assertEquals(c, painter.cellAt(p.getX(), p.getY()), where + ": hit-testing its centre");
        }
        assertTrue(occupied > 0 || name.endsWith("-start"), name + ": no pieces on the board?");
        // the colours of the players differ
        assertNotEquals(new Color(BoardPainter.playerColour(game, 0).getRGB()),
                new Color(BoardPainter.playerColour(game, 1).getRGB()));
    }
}
