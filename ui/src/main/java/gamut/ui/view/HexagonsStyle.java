package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/** A hex map ({@link BoardKind#HEX}): hexagons, each cell's name at its foot. */
final class HexagonsStyle implements BoardStyle {
    static final HexagonsStyle STYLE = new HexagonsStyle();

    private HexagonsStyle() {}

    /** Hexagons of radius {@code unit}, pointed at the top, a rank one and a half radii above the one below. */
    @Override
    public void layout(BoardLayout l, Rectangle2D area, boolean flipped) {
        Geometry geo = l.game.geometry();
        double h = Math.sqrt(3) / 2;
        double r = Math.min(area.getWidth() / ((l.maxX - l.minX + 2) * h),
                area.getHeight() / ((l.maxY - l.minY) * 1.5 + 2));
        double w = (l.maxX - l.minX + 2) * h * r;
        double ht = ((l.maxY - l.minY) * 1.5 + 2) * r;
        double x0 = area.getX() + (area.getWidth() - w) / 2;
        double y0 = area.getY() + (area.getHeight() - ht) / 2;
        l.unit = r;
        l.piece = 1.3 * r;
        l.board = new Rectangle2D.Double(x0, y0, w, ht);
        for (int c = 0; c < l.cx.length; c++) {
            int x = flipped ? l.maxX + l.minX - geo.x(c) : geo.x(c);
            int y = flipped ? l.maxY + l.minY - geo.y(c) : geo.y(c);
            l.cx[c] = x0 + (x - l.minX + 1) * h * r;
            l.cy[c] = y0 + r + (l.maxY - y) * 1.5 * r;
        }
    }

    @Override
    public Shape cellShape(BoardLayout l, int c) {
        return hexagon(l.cx[c], l.cy[c], l.unit * 0.98);
    }

    @Override
    public boolean hits(BoardLayout l, int c, double x, double y) {
        return Point2D.distance(x, y, l.cx[c], l.cy[c]) <= 0.87 * l.unit;
    }

    @Override
    public void paintBoard(Graphics2D g, BoardLayout l, boolean names) {
        Geometry geo = l.game.geometry();
        double r = l.unit;
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06)));
        for (int c = 0; c < geo.cells(); c++) {
            Path2D hex = hexagon(l.cx[c], l.cy[c], r * 0.98);
            g.setColor(BoardColours.HEX_FILL);
            g.fill(hex);
            g.setColor(BoardColours.HEX_EDGE);
            g.draw(hex);
        }
    }

    @Override
    public void paintNames(Graphics2D g, BoardLayout l, State state) {
        CellLabels.paintCellNames(g, l, state, 0.74);
    }

    /** A hexagon pointed at the top, of radius r round (cx, cy). */
    static Path2D hexagon(double cx, double cy, double r) {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < 6; i++) {
            double a = Math.toRadians(60 * i + 30);
            double x = cx + r * Math.cos(a);
            double y = cy + r * Math.sin(a);
            if (i == 0) {
                p.moveTo(x, y);
            } else {
                p.lineTo(x, y);
            }
        }
        p.closePath();
        return p;
    }
}
