package gamut.ui.view;

import gamut.core.GridPlace;
import gamut.engine.Checks;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.ui.controller.LastMove;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Paints a position from the compiled geometry alone (grid squares, hex cells, or the points of a
 * track), with reserves, pieces borne off and dice in a side panel when the game has them, and
 * answers which cell, reserve piece or off-board area lies under a point. Needs no window: paint
 * into any Graphics2D (a BufferedImage's in the tests). Sizes are recomputed on every paint (a
 * {@link BoardLayout}); hit-testing uses the layout of the last paint. This class paints the board
 * and the marks; {@link PiecePainter} and {@link SidePanelPainter} paint the pieces and the side panel.
 */
public final class BoardPainter {
    /** The glow under a royal piece in check. */
    static final Color CHECK = new Color(230, 30, 20, 220);
    static final Color CHECK_EDGE = new Color(230, 30, 20, 120);
    /** A frame of a move shown moving ({@link Slide}): the state each cell's pieces are drawn from, and what goes over everything. */
    interface Overlay {
        State cellState(int cell);

        void paintOver(Graphics2D g, BoardLayout l);
    }

    /** What lies under a point: a cell, a reserve piece (player, type) or a player's off-board area. */
    public record Hit(Kind kind, int cell, int player, int type) {
        public enum Kind { CELL, RESERVE, OFF }
    }


    private boolean flipped;
    private boolean names = true;
    private BoardLayout last;

    /** Whether cells are named: coordinates beside a grid, names in hex cells and beside points. */
    public void setNames(boolean names) {
        this.names = names;
    }

    public boolean names() {
        return names;
    }

    public void setFlipped(boolean flipped) {
        this.flipped = flipped;
    }

    public boolean isFlipped() {
        return flipped;
    }

    /**
     * The colour of a player's pieces: the player's name when it is a colour, else a palette colour;
     * a neutral grey for neutral pieces (owner index {@code players}).
     */
    public static Color playerColour(Game game, int player) {
        return BoardColours.player(game, player);
    }

    // ---- hit-testing (against the last paint)

    /** The cell under the point, or -1. */
    public int cellAt(double x, double y) {
        if (last == null) {
            return -1;
        }
        BoardStyle style = BoardStyles.of(last);
        for (int c = 0; c < last.cx.length; c++) {
            if (style.hits(last, c, x, y)) {
                return c;
            }
        }
        return -1;
    }

    /** The cell, reserve piece or off-board area under the point, or null. */
    public Hit hitAt(double x, double y) {
        int cell = cellAt(x, y);
        if (cell >= 0) {
            return new Hit(Hit.Kind.CELL, cell, -1, -1);
        }
        if (last == null) {
            return null;
        }
        for (BoardLayout.Reserve r : last.reserves) {
            if (r.box().contains(x, y)) {
                return new Hit(Hit.Kind.RESERVE, -1, r.player(), r.type());
            }
        }
        for (int p = 0; p < last.offBoxes.length; p++) {
            if (last.offBoxes[p] != null && last.offBoxes[p].contains(x, y)) {
                return new Hit(Hit.Kind.OFF, -1, p, -1);
            }
        }
        return null;
    }

    /** Where the cell's (first) piece is drawn in the last paint. */
    public Point2D centre(int cell) {
        return new Point2D.Double(last.cx[cell], last.cy[cell]);
    }

    /** The centre of a reserve piece's disc in the last paint, or null when it has no box. */
    public Point2D reserveCentre(int player, int type) {
        return last.reserveCentre(player, type);
    }

    /** The centre of a player's off-board area in the last paint, or null. */
    public Point2D offCentre(int player) {
        return last.offCentre(player);
    }

    // ---- painting

    public void paint(Graphics2D g, int width, int height, State state, Marks marks) {
        paint(g, width, height, state, marks, null);
    }

    /** Paints the state with an overlay's changes (or none: null). */
    void paint(Graphics2D g, int width, int height, State state, Marks marks, Overlay overlay) {
        BoardStyle style = BoardStyles.of(state.game().geometry().kind());
        BoardLayout l = BoardLayout.of(state, width, height, flipped, (at, area) -> style.layout(at, area, flipped));
        last = l;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Theme.colours().background());
        g.fillRect(0, 0, width, height);
        Marks m = marks == null ? Marks.NONE : marks;
        style.paintBoard(g, l, names);
        ZoneTints.paint(g, l);
        for (LastMove part : m.last()) {
            LastMovePainter.paint(g, l, part);
        }
        for (int c : Checks.attackedRoyals(state)) {
            paintCheck(g, l, c);
        }
        paintMarks(g, l, state, m);
        for (int c = 0; c < l.cx.length; c++) {
            State cell = overlay == null ? state : overlay.cellState(c);
            if (cell.owner(c) >= 0 && l.game.geometry().place(c) == GridPlace.EDGE) {
                HexEdgesView.paintBar(g, l, cell, c);
            } else if (cell.owner(c) >= 0 && l.game.geometry().place(c) != GridPlace.CELL) {
                EdgesView.paintBar(g, l, cell, c);
            } else if (cell.owner(c) >= 0) {
                PiecePainter.paintCell(g, l, cell, c);
            }
        }
        for (BoardLayout.Reserve r : l.reserves) {
            if (r.onBar()) {
                paintBar(g, l, state, r, m);
            }
        }
        if (names) {
            style.paintNames(g, l, state);
        }
        if (m.selectedCell() >= 0) {
            g.setColor(BoardColours.SELECTED);
            g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.08)));
            double d = l.piece * 1.12;
            g.draw(new Ellipse2D.Double(l.cx[m.selectedCell()] - d / 2, l.cy[m.selectedCell()] - d / 2, d, d));
        }
        if (l.diceBox != null) {
            SidePanelPainter.paint(g, l, state, m);
        }
        if (overlay != null) {
            overlay.paintOver(g, l);
        }
    }

    /**
     * A reserve on the bar: its pieces stacked from the middle of the board, the last place showing
     * the count when more are waiting than fit; ringed when it is the reserve selected.
     */
    private static void paintBar(Graphics2D g, BoardLayout l, State state, BoardLayout.Reserve r, Marks m) {
        int count = state.reserve(r.player(), r.type());
        int shown = Math.min(count, l.barPlaces(r));
        double d = l.barDisc();
        for (int k = 0; k < shown; k++) {
            Point2D at = l.barSpot(r, k);
            int badge = k == shown - 1 && count > shown ? count : 0;
            PiecePainter.paint(g, l.game, r.player(), r.type(), at.getX(), at.getY(), d, badge, true);
        }
        if (count > 0 && m.selectedReservePlayer() == r.player() && m.selectedReserveType() == r.type()) {
            Point2D at = l.barSpot(r, 0);
            g.setColor(BoardColours.SELECTED);
            g.setStroke(new BasicStroke((float) Math.max(2, d * 0.08)));
            g.draw(new Ellipse2D.Double(at.getX() - d * 0.56, at.getY() - d * 0.56, d * 1.12, d * 1.12));
        }
    }

    /** A royal piece in check: a red glow under it, strongest at its centre, as chess programs show it. */
    private static void paintCheck(Graphics2D g, BoardLayout l, int c) {
        float r = (float) (l.unit * 0.62);
        g.setPaint(new RadialGradientPaint((float) l.cx[c], (float) l.cy[c], r, new float[] {0f, 0.55f, 1f},
                new Color[] {CHECK, CHECK_EDGE, new Color(CHECK.getRed(), 0, 0, 0)}));
        g.fill(new Ellipse2D.Double(l.cx[c] - r, l.cy[c] - r, 2 * r, 2 * r));
    }

    private void paintMarks(Graphics2D g, BoardLayout l, State state, Marks m) {
        g.setColor(BoardColours.TARGET);
        g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.08)));
        for (int c : m.targets()) {
            // a groove between cells is narrower than a cell: its mark too
            double d = l.piece * (state.owner(c) >= 0 ? 1.12 : 0.36) * (l.game.geometry().place(c) == GridPlace.CELL ? 1 : 0.6);
            Ellipse2D e = new Ellipse2D.Double(l.cx[c] - d / 2, l.cy[c] - d / 2, d, d);
            if (state.owner(c) >= 0) {
                g.draw(e);
            } else {
                g.fill(e);
            }
        }
    }

    @Override
    public String toString() {
        return "BoardPainter" + (flipped ? " (flipped)" : "") + (last == null ? "" : Arrays.toString(new int[] {last.width, last.height}));
    }
}
