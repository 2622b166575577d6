package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.BoardKind;
import gamut.core.BoardShape;
import gamut.core.BoardShapes;
import gamut.core.CellGraph;
import gamut.engine.Game;
import gamut.engine.State;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * A board of a shape the viewer was never told of (a {@link BoardShape} a test adds): its cells
 * drawn where the shape puts them, joined by their links, each picked by a click on it.
 */
class GraphBoardViewTest {
    /** A wheel: a hub, named h, and N cells round it, each joined to its neighbours and to the hub. */
    private static final BoardShape WHEEL = new BoardShape() {
        @Override
        public String word() {
            return "wheel";
        }

        @Override
        public String usage() {
            return "N, the cells round the hub";
        }

        @Override
        public CellGraph graph(List<String> arguments, List<String> directions, int[] dxs, int[] dys) {
            int n = Integer.parseInt(arguments.get(0));
            List<String> names = IntStream.rangeClosed(0, n).mapToObj(i -> i == 0 ? "h" : "r" + i).toList();
            int[] xs = IntStream.rangeClosed(0, n).map(i -> i == 0 ? 0 : (int) Math.round(4 * Math.sin(2 * Math.PI * (i - 1) / n))).toArray();
            int[] ys = IntStream.rangeClosed(0, n).map(i -> i == 0 ? 0 : (int) Math.round(4 * Math.cos(2 * Math.PI * (i - 1) / n))).toArray();
            int[] next = new int[3 * (n + 1)]; // round, back, across the hub
            java.util.Arrays.fill(next, -1);
            for (int i = 1; i <= n; i++) {
                next[3 * i] = i % n + 1;
                next[3 * i + 1] = (i + n - 2) % n + 1;
                next[3 * i + 2] = 0;
            }
            return new CellGraph(BoardKind.GRAPH, names, xs, ys, List.of("round", "back", "hub"), new int[3],
                    new int[3], next, new int[] {1, 0, -1});
        }
    };

    private static final String SPOKES = """
            game "Spokes" {
                players white, black
                board wheel 8
                pieces { stone }
                setup {
                    white: r1, r2
                    black: r5, r6
                }
                moves stone {
                    for d in directions {
                        step d
                        verify empty
                        move
                    }
                }
            }
            """;

    @Test
    void eachCellIsDrawnWhereTheShapePutsItAndPickedByAClick() throws IOException {
        BoardShapes.add(WHEEL);
        Game game = Gamut.load("spokes.gamut", SPOKES, List.of());
        State state = game.newState();
        BoardPainter painter = new BoardPainter();
        BufferedImage image = new BufferedImage(800, 700, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        painter.paint(g, 800, 700, state, null);
        g.dispose();
        Files.createDirectories(Path.of("target"));
        ImageIO.write(image, "png", Path.of("target", "graph-board.png").toFile());
        for (int c = 0; c < game.geometry().cells(); c++) {
            Point2D p = painter.centre(c);
            assertEquals(game.geometry().cellName(c), game.geometry().cellName(painter.cellAt(p.getX(), p.getY())));
        }
        Point2D hub = painter.centre(game.geometry().cell("h"));
        Point2D r1 = painter.centre(game.geometry().cell("r1"));
        Point2D r3 = painter.centre(game.geometry().cell("r3"));
        assertEquals(hub.getX(), r1.getX(), 1e-9, "r1 straight above the hub");
        assertEquals(hub.getY(), r3.getY(), 1e-9, "r3 level with it");
        assertEquals(BoardPainter.playerColour(game, 0), new Color(image.getRGB((int) r1.getX(), (int) r1.getY())));
        Point2D r7 = painter.centre(game.geometry().cell("r7"));
        int spokeX = (int) Math.round((hub.getX() + r7.getX()) / 2);
        assertEquals(BoardColours.DARK.darker(), new Color(image.getRGB(spokeX, (int) Math.round(hub.getY()))),
                "the one-way link from r7 to the hub is drawn");
    }
}
