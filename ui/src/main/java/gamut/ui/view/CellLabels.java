package gamut.ui.view;

import gamut.core.Geometry;
import gamut.core.GridPlace;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

/** The names painted on a board: files and ranks at its edges, or each cell's own name at its foot. */
final class CellLabels {
    private CellLabels() {}

    /** Files along the bottom and ranks along the left, as the game's notation labels them. */
    static void paintFilesAndRanks(Graphics2D g, BoardLayout l) {
        Geometry geo = l.game.geometry();
        double s = l.unit;
        g.setColor(Theme.colours().label());
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(9, s * 0.28)));
        FontMetrics fm = g.getFontMetrics();
        double bottom = l.board.getMaxY();
        double left = l.board.getX();
        List<Double> doneX = new ArrayList<>();
        List<Double> doneY = new ArrayList<>();
        for (int c = 0; c < geo.cells(); c++) {
            if (geo.place(c) != GridPlace.CELL) {
                continue; // the edges and vertices between cells have no file and rank of their own
            }
            String file = l.game.coordinate(c, true);
            String rank = l.game.coordinate(c, false);
            if (!contains(doneX, l.cx[c])) {
                doneX.add(l.cx[c]);
                g.drawString(file, (float) (l.cx[c] - fm.stringWidth(file) / 2.0), (float) (bottom + fm.getAscent() + 2));
            }
            if (!contains(doneY, l.cy[c])) {
                doneY.add(l.cy[c]);
                g.drawString(rank, (float) (left - fm.stringWidth(rank) - 4), (float) (l.cy[c] + fm.getAscent() / 2.0 - 1));
            }
        }
    }

    private static boolean contains(List<Double> values, double v) {
        for (double d : values) {
            if (Math.abs(d - v) < 0.5) {
                return true;
            }
        }
        return false;
    }

    /**
     * The names of cells not named by file and rank (hex cells, a graph's), {@code below} units
     * under each centre, over whatever lies there: on a piece, in a halo of the cell's colour so
     * that the name stays readable.
     */
    static void paintCellNames(Graphics2D g, BoardLayout l, State state, double below) {
        Geometry geo = l.game.geometry();
        double r = l.unit;
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(7, r * 0.3));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        java.awt.font.FontRenderContext frc = g.getFontRenderContext();
        for (int c = 0; c < geo.cells(); c++) {
            if (geo.place(c) != GridPlace.CELL) {
                continue; // an edge between hexagons is too narrow for its name
            }
            String name = geo.cellName(c);
            float x = (float) (l.cx[c] - fm.stringWidth(name) / 2.0);
            float y = (float) (l.cy[c] + r * below);
            if (state.owner(c) >= 0) {
                java.awt.Shape text = font.createGlyphVector(frc, name).getOutline(x, y);
                g.setColor(new Color(BoardColours.HEX_FILL.getRed(), BoardColours.HEX_FILL.getGreen(), BoardColours.HEX_FILL.getBlue(), 225));
                g.setStroke(new BasicStroke((float) Math.max(2.5, r * 0.1), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(text);
            }
            g.setColor(BoardColours.CELL_NAME);
            g.drawString(name, x, y);
        }
    }
}
