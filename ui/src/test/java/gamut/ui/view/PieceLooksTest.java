package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.engine.Game;
import gamut.engine.State;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pieces and zones as the 'show' lines say, painted without a display: types that differ by
 * shape (their outlines, not their letters), a shown zone's cells tinted, an SVG piece drawn, and
 * a broken SVG drawn as its shape and said once.
 */
class PieceLooksTest {
    private static final String GAME = """
            game "Looks" {
                players red, blue
                board grid 3 by 3
                pieces { stone "S", tower "T" }
                zone middle = b2
                zone home of red = a2, c2
                setup {
                    red stone: a1
                    red tower: b1
                    blue stone: a3
                }
                moves stone, tower { step n  verify empty  move }
                LINES
            }
            """;

    private static Game game(String... lines) {
        return Gamut.load("looks.gamut", GAME.replace("LINES", String.join("\n", lines)), List.of());
    }

    /** One piece painted alone on a transparent square of 100 pixels. */
    private static BufferedImage piece(Game game, int owner, int type) {
        BufferedImage image = new BufferedImage(100, 100, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        PiecePainter.paint(g, game, owner, type, 50, 50, 80, 0, true);
        g.dispose();
        return image;
    }

    /** How many pixels one picture covers and the other does not: what their outlines differ by. */
    private static int outlineDifference(BufferedImage a, BufferedImage b) {
        int differ = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                boolean inA = (a.getRGB(x, y) >>> 24) > 128;
                boolean inB = (b.getRGB(x, y) >>> 24) > 128;
                differ += inA != inB ? 1 : 0;
            }
        }
        return differ;
    }

    @Test
    void twoTypesDifferByTheirOutlineWithoutAnyShowLine() {
        Game game = game();
        BufferedImage stone = piece(game, 0, 0);
        BufferedImage tower = piece(game, 0, 1);
        // A disc and a square: the square's corners (about 4 x 170 pixels) are outside the disc.
        int differ = outlineDifference(stone, tower);
        assertTrue(differ > 500, "outlines differ by " + differ + " pixels");
        assertEquals(0, stone.getRGB(20, 20) >>> 24, "the disc leaves the corner empty");
        assertEquals(255, tower.getRGB(20, 20) >>> 24, "the square covers it");
        assertEquals(0, outlineDifference(stone, piece(game, 1, 0)), "each player's stones have one outline");
    }

    @Test
    void aShapeNamedIsTheShapeDrawn() {
        Game game = game("show stone as triangle", "show tower as cross");
        BufferedImage triangle = piece(game, 0, 0);
        BufferedImage cross = piece(game, 0, 1);
        assertTrue(outlineDifference(triangle, cross) > 500);
        assertEquals(0, triangle.getRGB(20, 30) >>> 24, "a triangle's upper left is empty");
        assertEquals(255, triangle.getRGB(50, 30) >>> 24, "its apex region is covered");
        assertEquals(0, cross.getRGB(20, 20) >>> 24, "a cross leaves its corners empty");
        assertEquals(255, cross.getRGB(15, 50) >>> 24, "and covers its arms");
    }

    @Test
    void aSymbolIsDrawnInTheOwnersColour() {
        Game game = game("show stone as symbol \"\u265f\"");
        BufferedImage pawn = piece(game, 0, 0);
        BufferedImage disc = piece(game(), 0, 0);
        assertTrue(outlineDifference(pawn, disc) > 500, "a symbol has its own outline");
        int red = BoardPainter.playerColour(game, 0).getRGB();
        int found = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                found += pawn.getRGB(x, y) == red ? 1 : 0;
            }
        }
        assertTrue(found > 300, "pixels of red's colour: " + found);
    }

    @Test
    void aShownZonesCellsAreTintedUnderThePieces() {
        Game plain = game();
        Game shown = game("show zone middle", "show zone home");
        BoardPainter painter = new BoardPainter();
        BufferedImage before = board(painter, plain.newState());
        BufferedImage after = board(painter, shown.newState());
        for (String cell : List.of("b2", "a2", "c2")) {
            Point2D p = painter.centre(plain.geometry().cell(cell));
            Color was = new Color(before.getRGB((int) p.getX(), (int) p.getY()));
            Color is = new Color(after.getRGB((int) p.getX(), (int) p.getY()));
            assertNotEquals(was, is, cell + " is tinted");
            if (!cell.equals("b2")) {
                assertTrue(is.getRed() - is.getBlue() > was.getRed() - was.getBlue(), cell + " is tinted red: " + was + " -> " + is);
            }
        }
        Point2D b3 = painter.centre(plain.geometry().cell("b3"));
        assertEquals(before.getRGB((int) b3.getX(), (int) b3.getY()), after.getRGB((int) b3.getX(), (int) b3.getY()),
                "a cell of no shown zone is not");
        Point2D a1 = painter.centre(plain.geometry().cell("a1"));
        assertEquals(BoardPainter.playerColour(plain, 0).getRGB(), after.getRGB((int) a1.getX(), (int) a1.getY()),
                "pieces lie over the tints");
    }

    private static BufferedImage board(BoardPainter painter, State state) {
        BufferedImage image = new BufferedImage(400, 400, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        painter.paint(g, 400, 400, state, Marks.NONE);
        g.dispose();
        return image;
    }

    @Test
    void anSvgPieceIsDrawnAndABrokenOneIsItsShapeSaidOnce(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("pieces"));
        Files.writeString(dir.resolve("pieces/blue.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\""
                + " height=\"20\" viewBox=\"0 0 20 20\"><rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#0000ff\"/></svg>");
        Files.writeString(dir.resolve("pieces/broken.svg"), "this is not <svg");
        Path file = dir.resolve("looks.gamut");
        Files.writeString(file, GAME.replace("LINES", "show stone as image \"pieces/blue.svg\"\n"
                + "show tower as image \"pieces/broken.svg\""));
        Game game = Gamut.load(file, List.of());
        SvgPieces.takeProblems();
        BufferedImage svg = piece(game, 0, 0);
        assertEquals(new Color(0, 0, 255), new Color(svg.getRGB(50, 50), true));
        assertEquals(new Color(0, 0, 255), new Color(svg.getRGB(12, 12), true), "the picture fills its square");
        assertEquals(List.of(), SvgPieces.takeProblems());
        BufferedImage broken = piece(game, 0, 1);
        assertEquals(0, outlineDifference(broken, piece(game(), 0, 1)), "drawn as its default shape, a square");
        List<String> said = SvgPieces.takeProblems();
        assertEquals(1, said.size());
        assertTrue(said.get(0).startsWith("cannot draw broken.svg ("), said.get(0));
        assertTrue(said.get(0).endsWith("): its pieces are drawn as shapes"), said.get(0));
        piece(game, 1, 1);
        assertEquals(List.of(), SvgPieces.takeProblems(), "said once");
    }
}
