package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * A track of points ({@link BoardKind#POINTS}) as a backgammon board: triangles in two rows,
 * the first half along the bottom from right to left and the rest along the top, a bar between the
 * halves of each row when they are even, pieces in columns out from the edge.
 */
final class PointsStyle implements BoardStyle {
    static final PointsStyle STYLE = new PointsStyle();

    private PointsStyle() {}

    @Override
    public void layout(BoardLayout l, Rectangle2D area, boolean flipped) {
        int n = l.cx.length;
        int half = (n + 1) / 2;
        boolean bar = half % 2 == 0 && half >= 4;
        double labels = area.getHeight() * 0.06;
        double pw = area.getWidth() / (half + (bar ? 0.7 : 0));
        double top = area.getY() + labels;
        double bottom = area.getY() + area.getHeight() - labels;
        l.unit = pw;
        l.pointHeight = (bottom - top) * 0.42;
        l.piece = Math.min(pw * 0.9, l.pointHeight / 5.0);
        l.board = new Rectangle2D.Double(area.getX(), top, area.getWidth(), bottom - top);
        l.upper = new boolean[n];
        for (int c = 0; c < n; c++) {
            boolean up = c >= half;
            int col = up ? c - half : half - 1 - c;
            if (flipped) {
                up = !up;
                col = half - 1 - col;
            }
            l.upper[c] = up;
            double x = area.getX() + col * pw + (bar && col >= half / 2 ? 0.7 * pw : 0);
            l.cx[c] = x + pw / 2;
            l.cy[c] = up ? top + l.piece / 2 : bottom - l.piece / 2;
        }
        if (bar) {
            l.bar = new Rectangle2D.Double(area.getX() + half / 2 * pw, top, 0.7 * pw, bottom - top);
        }
    }

    /** The point's triangle, from the board's edge towards the middle. */
    @Override
    public Shape cellShape(BoardLayout l, int c) {
        double base = l.upper[c] ? l.board.getY() : l.board.getMaxY();
        double tip = l.upper[c] ? base + l.pointHeight : base - l.pointHeight;
        Path2D tri = new Path2D.Double();
        tri.moveTo(l.cx[c] - l.unit / 2 + 1, base);
        tri.lineTo(l.cx[c] + l.unit / 2 - 1, base);
        tri.lineTo(l.cx[c], tip);
        tri.closePath();
        return tri;
    }

    /** Anywhere in the point's column, in the half of the board where its row is drawn. */
    @Override
    public boolean hits(BoardLayout l, int c, double x, double y) {
        double mid = l.board.getCenterY();
        boolean inRow = l.upper[c] ? y >= l.board.getY() && y < mid : y >= mid && y <= l.board.getMaxY();
        return Math.abs(x - l.cx[c]) <= l.unit / 2 && inRow;
    }

    /** The strip of the point's column the pieces stand on. */
    @Override
    public Shape tintShape(BoardLayout l, int c) {
        double s = l.unit;
        double top = l.upper[c] ? l.cy[c] - l.piece / 2 : l.cy[c] + l.piece / 2 - l.pointHeight;
        return new Rectangle2D.Double(l.cx[c] - s / 2 + 1, top, s - 2, l.pointHeight);
    }

    /** The felt, the bar, the points in two colours by turns, and each point's number by the edge. */
    @Override
    public void paintBoard(Graphics2D g, BoardLayout l, boolean names) {
        Geometry geo = l.game.geometry();
        g.setColor(BoardColours.FELT);
        g.fill(l.board);
        if (l.bar != null) {
            g.setColor(BoardColours.BAR);
            g.fill(l.bar);
        }
        double pw = l.unit;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(9, pw * 0.32)));
        FontMetrics fm = g.getFontMetrics();
        for (int c = 0; c < geo.cells(); c++) {
            g.setColor(c % 2 == 0 ? BoardColours.POINT_A : BoardColours.POINT_B);
            g.fill(cellShape(l, c));
            if (!names) {
                continue;
            }
            String name = geo.cellName(c);
            double base = l.upper[c] ? l.board.getY() : l.board.getMaxY();
            g.setColor(Theme.colours().label());
            float ty = (float) (l.upper[c] ? base - 4 : base + fm.getAscent() + 2);
            g.drawString(name, (float) (l.cx[c] - fm.stringWidth(name) / 2.0), ty);
        }
    }

    @Override
    public boolean columns() {
        return true;
    }
}
