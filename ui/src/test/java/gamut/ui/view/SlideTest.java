package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.Move;
import gamut.core.MoveList;
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
 * A move shown sliding, frame by frame, without a display or a clock: the piece in flight where its
 * progress puts it, the cells it arrives on and takes from as they were until it is over.
 */
class SlideTest {
    private static final BoardPainter PAINTER = new BoardPainter();

    private static Game game(String name) {
        for (Path base : new Path[] {Path.of(".."), Path.of(".")}) {
            Path p = base.resolve("games").resolve(name + ".gamut");
            if (p.toFile().isFile()) {
                return Gamut.load(p, List.of());
            }
        }
        throw new AssertionError(name);
    }

    private static int cell(Game game, String name) {
        return game.geometry().cell(name);
    }

    /** The frame at this progress, painted at 800 by 600. */
    private static BufferedImage frame(Slide slide, double progress) {
        slide.setProgress(progress);
        BufferedImage image = new BufferedImage(800, 600, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        PAINTER.paint(g, 800, 600, slide.after(), slide.marks(), slide);
        g.dispose();
        return image;
    }

    private static Color at(BufferedImage image, Point2D p) {
        return new Color(image.getRGB((int) Math.round(p.getX()), (int) Math.round(p.getY())));
    }

    private static Point2D between(Point2D a, Point2D b) {
        return new Point2D.Double((a.getX() + b.getX()) / 2, (a.getY() + b.getY()) / 2);
    }

    @Test
    void aDoubleJumpGoesThroughItsLandingAndTakesItsMenAtTheEnd() {
        Game draughts = game("english-draughts");
        State state = draughts.position("white: man c5; black: man d4 f2 a1; turn: white");
        MoveList moves = new MoveList();
        state.generate(moves);
        assertEquals(1, moves.size());
        int jump = moves.get(0);
        state.make(jump);
        Slide slide = Slide.of(state, jump);
        assertNotNull(slide);
        Color white = BoardPainter.playerColour(draughts, 1);
        Color black = BoardPainter.playerColour(draughts, 0);
        frame(slide, 0);
        Point2D c5 = PAINTER.centre(cell(draughts, "c5"));
        Point2D e3 = PAINTER.centre(cell(draughts, "e3"));
        Point2D g1 = PAINTER.centre(cell(draughts, "g1"));
        Point2D d4 = PAINTER.centre(cell(draughts, "d4"));
        Point2D f2 = PAINTER.centre(cell(draughts, "f2"));
        assertEquals(white, at(frame(slide, 0), c5), "it sets off from where it stood");
        BufferedImage half = frame(slide, 0.5);
        assertEquals(white, at(half, e3), "half way along its path it is on its landing");
        assertEquals(black, at(half, f2), "the men it takes are there until it arrives");
        assertFalse(white.equals(at(half, g1)), "not yet arrived");
        assertFalse(white.equals(at(half, c5)), "gone from where it stood");
        BufferedImage quarter = frame(slide, 0.3264); // eased: a quarter of the way at 0.3264 of the time
        assertEquals(white, at(quarter, d4), "over the first man taken");
        assertEquals(white, at(frame(slide, 1), g1));
    }

    @Test
    void aDropComesFromItsReserve() {
        Game knizia = game("run-knizia");
        State state = knizia.newState();
        MoveList moves = new MoveList();
        state.generate(moves);
        int drop = moves.get(0);
        assertEquals(Move.DROP, knizia.kind(drop));
        state.make(drop);
        Slide slide = Slide.of(state, drop);
        int to = knizia.to(drop);
        Color mover = BoardPainter.playerColour(knizia, 0);
        frame(slide, 0);
        Point2D reserve = PAINTER.reserveCentre(0, knizia.pieceOf(drop));
        Point2D cell = PAINTER.centre(to);
        assertEquals(mover, at(frame(slide, 0), reserve));
        assertTrue(!mover.equals(at(frame(slide, 0.5), cell)), "the cell is empty until it arrives");
        assertEquals(mover, at(frame(slide, 0.5), between(reserve, cell)));
        assertEquals(mover, at(frame(slide, 1), cell));
    }

    @Test
    void aMoveNoLongerOnTheLineShownIsDropped() {
        Game knizia = game("run-knizia");
        State state = knizia.newState();
        MoveList moves = new MoveList();
        state.generate(moves);
        state.make(moves.get(0));
        Slide slide = Slide.of(state, moves.get(0));
        assertTrue(slide.fits(state));
        state.unmake();
        assertFalse(slide.fits(state), "undone");
        state.make(moves.get(1));
        assertFalse(slide.fits(state), "another move in its place");
        assertNull(Slide.of(state, moves.get(0)), "not the last move made");
        Animation animation = new Animation(() -> { });
        animation.start(state, moves.get(1));
        assertFalse(animation.isRunning(), "off unless switched on");
        animation.setEnabled(true);
        animation.start(state, moves.get(1));
        assertTrue(animation.isRunning());
        state.unmake();
        assertNull(animation.frame(state), "undone: the board shows the state as it is");
        assertFalse(animation.isRunning());
    }
}
