package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;

/**
 * A grid with edges ({@link BoardKind#EDGES}) drawn as a player sees a board with grooves: the
 * cells as squares, the edges as the grooves between them and the vertices where grooves cross. A
 * piece on an edge is a bar along its groove in its owner's colour, on a vertex a small square; a
 * click anywhere on a groove picks that edge or vertex.
 */
final class EdgesView {
    /** The width of a groove, as a share of a square's side. */
    static final double GROOVE = 0.3;
    /** The grooves, in the dark wood of a board's frame. */
    static final Color GROOVE_COLOUR = new Color(120, 84, 54);

    /** The style of such a board: these squares and grooves, the files and ranks beside them. */
    static final BoardStyle STYLE = new BoardStyle() {
        @Override
        public void layout(BoardLayout l, Rectangle2D area, boolean flipped) {
            EdgesView.layout(l, area, flipped, l.minX, l.maxX, l.minY, l.maxY);
        }

        @Override
        public java.awt.Shape cellShape(BoardLayout l, int c) {
            return shape(l, c);
        }

        @Override
        public void paintBoard(Graphics2D g, BoardLayout l, boolean names) {
            EdgesView.paintBoard(g, l);
            if (names) {
                CellLabels.paintFilesAndRanks(g, l);
            }
        }
    };

    private EdgesView() {}

    /** Places the cells, edges and vertices in the area: squares of side {@code unit}, grooves between them. */
    static void layout(BoardLayout l, Rectangle2D area, boolean flipped, int minX, int maxX, int minY, int maxY) {
        Geometry geo = l.game.geometry();
        int files = (maxX - minX) / 2 + 1;
        int ranks = (maxY - minY) / 2 + 1;
        double across = files + (files - 1) * GROOVE;
        double up = ranks + (ranks - 1) * GROOVE;
        double s = Math.min(area.getWidth() / (across + 0.8), area.getHeight() / (up + 0.8));
        double x0 = area.getX() + (area.getWidth() - s * across) / 2 + 0.2 * s;
        double y0 = area.getY() + (area.getHeight() - s * up) / 2 - 0.2 * s;
        l.unit = s;
        l.piece = 0.78 * s;
        l.board = new Rectangle2D.Double(x0, y0, s * across, s * up);
        for (int c = 0; c < l.cx.length; c++) {
            int col = flipped ? maxX - geo.x(c) : geo.x(c) - minX;
            int row = flipped ? geo.y(c) - minY : maxY - geo.y(c);
            l.cx[c] = x0 + offset(col, s);
            l.cy[c] = y0 + offset(row, s);
        }
    }

    /** The centre of the k-th place from the board's edge (0: the first square), squares and grooves taking turns. */
    private static double offset(int k, double s) {
        double pair = s * (1 + GROOVE);
        return k / 2 * pair + (k % 2 == 0 ? s / 2 : s + s * GROOVE / 2);
    }

    /** The outline of a place: its square, its groove between two squares, or the crossing of grooves. */
    static Rectangle2D shape(BoardLayout l, int c) {
        double s = l.unit;
        double g = s * GROOVE;
        double w;
        double h;
        switch (l.game.geometry().place(c)) {
            case CELL -> { w = s; h = s; }
            case EDGE_EAST -> { w = g; h = s; }
            case EDGE_NORTH -> { w = s; h = g; }
            default -> { w = g; h = g; }
        }
        return new Rectangle2D.Double(l.cx[c] - w / 2, l.cy[c] - h / 2, w, h);
    }

    /** The board: grooves all over it, and a square for each cell. */
    static void paintBoard(Graphics2D g, BoardLayout l) {
        g.setColor(GROOVE_COLOUR);
        g.fill(l.board);
        Geometry geo = l.game.geometry();
        g.setColor(BoardColours.LIGHT);
        for (int c = 0; c < geo.cells(); c++) {
            if (geo.place(c) == GridPlace.CELL) {
                g.fill(shape(l, c));
            }
        }
    }

    /** A piece on an edge or a vertex: a bar filling its groove (a block at a crossing), in its owner's colour. */
    static void paintBar(Graphics2D g, BoardLayout l, State state, int c) {
        Rectangle2D r = shape(l, c);
        double inset = l.unit * GROOVE * 0.1;
        Rectangle2D bar = new Rectangle2D.Double(r.getX() + inset, r.getY() + inset,
                r.getWidth() - 2 * inset, r.getHeight() - 2 * inset);
        if (l.game.geometry().place(c) == GridPlace.VERTEX) {
            // The crossing joins the bars on either side of it, when they are there, into one bar.
            bar = r;
        }
        fill(g, l, state, c, bar);
    }

    /** A bar in the colour of the owner of the piece on place {@code c}, outlined. */
    static void fill(Graphics2D g, BoardLayout l, State state, int c, java.awt.Shape bar) {
        Color fill = BoardColours.player(l.game, state.owner(c));
        g.setColor(fill);
        g.fill(bar);
        g.setColor(BoardColours.brightness(fill) > 128 ? new Color(90, 90, 90) : new Color(60, 40, 30));
        g.setStroke(new BasicStroke((float) Math.max(1, l.unit * 0.02)));
        g.draw(bar);
    }
}
