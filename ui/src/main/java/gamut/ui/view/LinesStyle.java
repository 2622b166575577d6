package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/**
 * Points joined by lines, each where its coordinates put it: a board of lines
 * ({@link BoardKind#LINES}), named by files and ranks beside it, or a shape's graph
 * ({@link BoardKind#GRAPH}), each point's own name under it. Every link is drawn once,
 * one-way links too.
 */
final class LinesStyle implements BoardStyle {
    static final LinesStyle FILES_AND_RANKS = new LinesStyle(true);
    static final LinesStyle NAMED = new LinesStyle(false);

    /** Whether the points are named by file and rank, labelled at the edges, rather than each by its own name. */
    private final boolean filesAndRanks;

    private LinesStyle(boolean filesAndRanks) {
        this.filesAndRanks = filesAndRanks;
    }

    @Override
    public void layout(BoardLayout l, Rectangle2D area, boolean flipped) {
        l.grid(area, flipped);
    }

    /** A disc round the point, nearly a unit across. */
    @Override
    public Shape cellShape(BoardLayout l, int c) {
        return new Ellipse2D.Double(l.cx[c] - l.unit * 0.48, l.cy[c] - l.unit * 0.48, l.unit * 0.96, l.unit * 0.96);
    }

    @Override
    public boolean hits(BoardLayout l, int c, double x, double y) {
        return Point2D.distance(x, y, l.cx[c], l.cy[c]) <= 0.5 * l.unit;
    }

    /** The board's wood, the lines joining its points, and a dot on each point. */
    @Override
    public void paintBoard(Graphics2D g, BoardLayout l, boolean names) {
        Geometry geo = l.game.geometry();
        double s = l.unit;
        g.setColor(BoardColours.LIGHT);
        g.fill(l.board);
        g.setColor(BoardColours.DARK.darker());
        g.setStroke(new BasicStroke((float) Math.max(2, s * 0.06), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int c = 0; c < geo.cells(); c++) {
            for (int d = 0; d < geo.directions(); d++) {
                int to = geo.next(c, d);
                if (to > c || to >= 0 && !geo.linked(to, c)) { // each link once, one-way ones too
                    g.draw(new Line2D.Double(l.cx[c], l.cy[c], l.cx[to], l.cy[to]));
                }
            }
        }
        double r = s * 0.12;
        for (int c = 0; c < geo.cells(); c++) {
            g.fill(new Ellipse2D.Double(l.cx[c] - r, l.cy[c] - r, 2 * r, 2 * r));
        }
        if (names && filesAndRanks) {
            CellLabels.paintFilesAndRanks(g, l);
        }
    }

    @Override
    public void paintNames(Graphics2D g, BoardLayout l, State state) {
        if (!filesAndRanks) {
            CellLabels.paintCellNames(g, l, state, 0.68);
        }
    }
}
