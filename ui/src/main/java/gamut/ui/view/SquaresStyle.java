package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.core.Geometry;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;

/** A grid ({@link BoardKind#GRID}): squares in two colours, the files and ranks beside them. */
final class SquaresStyle implements BoardStyle {
    static final SquaresStyle STYLE = new SquaresStyle();

    private SquaresStyle() {}

    @Override
    public void layout(BoardLayout l, Rectangle2D area, boolean flipped) {
        l.grid(area, flipped);
    }

    @Override
    public Shape cellShape(BoardLayout l, int c) {
        return new Rectangle2D.Double(l.cx[c] - l.unit / 2, l.cy[c] - l.unit / 2, l.unit, l.unit);
    }

    @Override
    public boolean hits(BoardLayout l, int c, double x, double y) {
        return Math.abs(x - l.cx[c]) <= l.unit / 2 && Math.abs(y - l.cy[c]) <= l.unit / 2;
    }

    @Override
    public void paintBoard(Graphics2D g, BoardLayout l, boolean names) {
        Geometry geo = l.game.geometry();
        double s = l.unit;
        for (int c = 0; c < geo.cells(); c++) {
            g.setColor((geo.x(c) + geo.y(c)) % 2 == 0 ? BoardColours.DARK : BoardColours.LIGHT);
            g.fill(new Rectangle2D.Double(l.cx[c] - s / 2, l.cy[c] - s / 2, s, s));
        }
        if (names) {
            CellLabels.paintFilesAndRanks(g, l);
        }
    }
}
