package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * A hex board with edges ({@link BoardKind#HEX_EDGES}) drawn as a board with grooves between
 * its hexagons: each hexagon a little smaller than its place, each edge the groove along the side
 * two hexagons share. A piece on an edge is a bar filling its groove in its owner's colour; a click
 * on a groove picks that edge.
 */
final class HexEdgesView {
    /** A hexagon's size, as a share of its place's: what is left between two hexagons is the groove. */
    static final double HEXAGON = 0.84;
    /** How far across the groove is, as a share of a place's radius: the gap between two hexagons. */
    static final double GROOVE = Math.sqrt(3) * (1 - HEXAGON);
    /** The grooves, in the dark wood of a board's frame. */
    static final Color GROOVE_COLOUR = EdgesView.GROOVE_COLOUR;

    /** The style of such a board: these hexagons and grooves, each hexagon's name at its foot. */
    static final BoardStyle STYLE = new BoardStyle() {
        @Override
        public void layout(BoardLayout l, Rectangle2D area, boolean flipped) {
            HexEdgesView.layout(l, area, flipped, l.minX, l.maxX, l.minY, l.maxY);
        }

        @Override
        public Shape cellShape(BoardLayout l, int c) {
            return shape(l, c);
        }

        @Override
        public void paintBoard(Graphics2D g, BoardLayout l, boolean names) {
            HexEdgesView.paintBoard(g, l);
        }

        @Override
        public void paintNames(Graphics2D g, BoardLayout l, State state) {
            CellLabels.paintCellNames(g, l, state, 0.74);
        }
    };

    private HexEdgesView() {}

    /**
     * Places the hexagons as a hex board of places of radius {@code unit} (the places stand at twice
     * the map's coordinates), and each edge half-way between its two hexagons.
     */
    static void layout(BoardLayout l, Rectangle2D area, boolean flipped, int minX, int maxX, int minY, int maxY) {
        Geometry geo = l.game.geometry();
        double h = Math.sqrt(3) / 2;
        double across = (maxX - minX) / 2.0 + 2;
        double up = (maxY - minY) / 2.0 * 1.5 + 2;
        double r = Math.min(area.getWidth() / (across * h), area.getHeight() / up);
        double x0 = area.getX() + (area.getWidth() - across * h * r) / 2;
        double y0 = area.getY() + (area.getHeight() - up * r) / 2;
        l.unit = r;
        l.piece = 1.2 * r;
        l.board = new Rectangle2D.Double(x0, y0, across * h * r, up * r);
        for (int c = 0; c < l.cx.length; c++) {
            int x = flipped ? maxX + minX - geo.x(c) : geo.x(c);
            int y = flipped ? maxY + minY - geo.y(c) : geo.y(c);
            l.cx[c] = x0 + ((x - minX) / 2.0 + 1) * h * r;
            l.cy[c] = y0 + r + (maxY - y) / 2.0 * 1.5 * r;
        }
    }

    /** The outline of a place: its hexagon, or the groove of its edge. */
    static Shape shape(BoardLayout l, int c) {
        if (l.game.geometry().place(c) == GridPlace.CELL) {
            return HexagonsStyle.hexagon(l.cx[c], l.cy[c], l.unit * HEXAGON);
        }
        return groove(l, c, 1);
    }

    /**
     * The groove of an edge, {@code share} of its width: a bar along the side its two hexagons share,
     * across the line that joins them.
     */
    private static Shape groove(BoardLayout l, int edge, double share) {
        Geometry geo = l.game.geometry();
        double ux = 1;
        double uy = 0;
        for (int d = 0; d < geo.directions(); d++) {
            int cell = geo.next(edge, d);
            if (cell >= 0) {
                double dx = l.cx[cell] - l.cx[edge];
                double dy = l.cy[cell] - l.cy[edge];
                double length = Math.hypot(dx, dy);
                if (length > 0) {
                    ux = dx / length;
                    uy = dy / length;
                    break;
                }
            }
        }
        double half = l.unit * HEXAGON / 2; // half a side of a hexagon
        double width = l.unit * GROOVE * share / 2;
        Path2D bar = new Path2D.Double();
        bar.moveTo(l.cx[edge] - uy * half - ux * width, l.cy[edge] + ux * half - uy * width);
        bar.lineTo(l.cx[edge] - uy * half + ux * width, l.cy[edge] + ux * half + uy * width);
        bar.lineTo(l.cx[edge] + uy * half + ux * width, l.cy[edge] - ux * half + uy * width);
        bar.lineTo(l.cx[edge] + uy * half - ux * width, l.cy[edge] - ux * half - uy * width);
        bar.closePath();
        return bar;
    }

    /** The board: each hexagon, and the groove of each edge between them. */
    static void paintBoard(Graphics2D g, BoardLayout l) {
        Geometry geo = l.game.geometry();
        g.setStroke(new BasicStroke((float) Math.max(1, l.unit * 0.05)));
        for (int c = 0; c < geo.cells(); c++) {
            if (geo.place(c) == GridPlace.CELL) {
                Shape hex = shape(l, c);
                g.setColor(BoardColours.HEX_FILL);
                g.fill(hex);
                g.setColor(BoardColours.HEX_EDGE);
                g.draw(hex);
            } else {
                g.setColor(GROOVE_COLOUR);
                g.fill(groove(l, c, 0.7));
            }
        }
    }

    /** A piece on an edge: a bar filling its groove, in its owner's colour. */
    static void paintBar(Graphics2D g, BoardLayout l, State state, int c) {
        EdgesView.fill(g, l, state, c, groove(l, c, 1));
    }
}
