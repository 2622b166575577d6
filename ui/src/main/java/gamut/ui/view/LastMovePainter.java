package gamut.ui.view;

import gamut.core.Move;
import gamut.ui.controller.LastMove;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;

/**
 * Marks the last move under the pieces: its origin and destination tinted, the cells it landed on
 * between them tinted lighter and joined by a line in their order (a multi-jump reads as a path),
 * and the cells whose pieces it took tinted red with a cross, since those cells are now empty.
 */
final class LastMovePainter {
    /** Translucent, so that the squares' own light and dark still show through. */
    static final Color ENDS = new Color(255, 214, 60, 120);
    static final Color PATH = new Color(255, 214, 60, 70);
    static final Color LINE = new Color(255, 190, 40, 170);
    static final Color TAKEN = new Color(230, 60, 50, 110);
    static final Color CROSS = new Color(200, 40, 30, 200);

    private LastMovePainter() {}

    static void paint(Graphics2D g, BoardLayout l, LastMove last) {
        if (last == null) {
            return;
        }
        int[] landings = last.landings();
        path(g, l, last.from(), landings);
        for (int i = 0; i < landings.length - 1; i++) {
            tint(g, l, landings[i], PATH);
        }
        tint(g, l, last.from(), ENDS);
        tint(g, l, last.to(), ENDS);
        for (int c : last.captured()) {
            tint(g, l, c, TAKEN);
            cross(g, l, c);
        }
    }

    /** The line through the landings, drawn only when there are several (one step needs no line). */
    private static void path(Graphics2D g, BoardLayout l, int from, int[] landings) {
        if (landings.length < 2) {
            return;
        }
        Path2D line = new Path2D.Double();
        int start = from == Move.NONE ? landings[0] : from;
        line.moveTo(l.cx[start], l.cy[start]);
        for (int c : landings) {
            line.lineTo(l.cx[c], l.cy[c]);
        }
        g.setColor(LINE);
        g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.1), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(line);
    }

    private static void tint(Graphics2D g, BoardLayout l, int cell, Color colour) {
        if (cell == Move.NONE || cell < 0 || cell >= l.cx.length) {
            return;
        }
        g.setColor(colour);
        g.fill(shape(l, cell));
    }

    /** The cell's own outline: its square, its hexagon, or on a track the point's strip by the edge. */
    private static Shape shape(BoardLayout l, int c) {
        return BoardStyles.of(l).tintShape(l, c);
    }

    private static void cross(Graphics2D g, BoardLayout l, int c) {
        double r = l.piece * 0.22;
        g.setColor(CROSS);
        g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.07), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(l.cx[c] - r, l.cy[c] - r, l.cx[c] + r, l.cy[c] + r));
        g.draw(new Line2D.Double(l.cx[c] - r, l.cy[c] + r, l.cx[c] + r, l.cy[c] - r));
    }
}
