package gamut.ui.view;

import gamut.core.Geometry;
import gamut.engine.Game;
import gamut.engine.State;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Where everything goes for one paint of a given size: the centre of every cell (grid squares, hex
 * cells, or the points of a track in two rows), the size of pieces, and the side panel's boxes for
 * reserves, pieces borne off and dice when the game has them; and what lies under a point.
 */
final class BoardLayout {
    final Game game;
    final int width;
    final int height;
    /** The player shown at the top of the board (and of the side panel). */
    final int topPlayer;
    final double[] cx;
    final double[] cy;
    double unit;          // square side, hex radius, or point width
    double piece;         // piece diameter
    Rectangle2D board;    // the playing area
    double pointHeight;   // POINTS: triangle height
    boolean[] upper;      // POINTS: in the row drawn at the top
    /** POINTS: the bar between the two halves of each row, or null when the board has none. */
    Rectangle2D bar;
    /** Where each player's reserve of each piece type is drawn: in the side panel, or on the bar. */
    final List<Reserve> reserves = new ArrayList<>();
    final Rectangle2D[] offBoxes;
    /** The dice's box; null when there is no side panel. */
    Rectangle2D diceBox;

    /** The cells' coordinates in the geometry: the smallest and largest x and y. */
    int minX = Integer.MAX_VALUE;
    int maxX = Integer.MIN_VALUE;
    int minY = Integer.MAX_VALUE;
    int maxY = Integer.MIN_VALUE;

    private BoardLayout(Game game, int width, int height, boolean flipped) {
        this.game = game;
        this.width = width;
        this.height = height;
        this.topPlayer = flipped ? 0 : 1;
        this.offBoxes = new Rectangle2D[game.players()];
        int n = game.geometry().cells();
        cx = new double[n];
        cy = new double[n];
        for (int c = 0; c < n; c++) {
            minX = Math.min(minX, game.geometry().x(c));
            maxX = Math.max(maxX, game.geometry().x(c));
            minY = Math.min(minY, game.geometry().y(c));
            maxY = Math.max(maxY, game.geometry().y(c));
        }
    }

    /**
     * The layout of the position in a picture of this size, seen from the other side when flipped;
     * {@code cells} places the cells in the area the board is given (its kind's {@link BoardStyle}).
     */
    static BoardLayout of(State state, int width, int height, boolean flipped,
                          java.util.function.BiConsumer<BoardLayout, Rectangle2D> cells) {
        BoardLayout l = new BoardLayout(state.game(), width, height, flipped);
        double side = hasSidePanel(state) ? Math.max(120, Math.min(200, width * 0.22)) : 0;
        double bw = width - side;
        double margin = Math.min(bw, height) * 0.04;
        Rectangle2D area = new Rectangle2D.Double(margin, margin, bw - 2 * margin, height - 2 * margin);
        cells.accept(l, area);
        if (side > 0) {
            l.side(state, new Rectangle2D.Double(bw, 0, side, height));
        }
        return l;
    }

    /** Cells a unit apart in rows and columns, as their coordinates place them: a grid's squares, or points on lines. */
    void grid(Rectangle2D area, boolean flipped) {
        Geometry geo = game.geometry();
        int cols = maxX - minX + 1;
        int rows = maxY - minY + 1;
        double s = Math.min(area.getWidth() / (cols + 0.8), area.getHeight() / (rows + 0.8));
        double x0 = area.getX() + (area.getWidth() - s * cols) / 2 + 0.2 * s;
        double y0 = area.getY() + (area.getHeight() - s * rows) / 2 - 0.2 * s;
        unit = s;
        piece = 0.78 * s;
        board = new Rectangle2D.Double(x0, y0, s * cols, s * rows);
        for (int c = 0; c < cx.length; c++) {
            int col = flipped ? maxX - geo.x(c) : geo.x(c) - minX;
            int row = flipped ? geo.y(c) - minY : maxY - geo.y(c);
            cx[c] = x0 + (col + 0.5) * s;
            cy[c] = y0 + (row + 0.5) * s;
        }
    }

    private static boolean hasSidePanel(State state) {
        Game game = state.game();
        if (game.hasDice()) {
            return true;
        }
        for (int t = 0; t < game.pieces(); t++) {
            if (usesReserve(state, t)) {
                return true;
            }
        }
        for (int p = 0; p < game.players(); p++) {
            if (state.exited(p) > 0) {
                return true;
            }
        }
        return false;
    }

    /** The side panel: each player's reserve and off-board area (the top player's above), the dice between. */
    private void side(State state, Rectangle2D panel) {
        int players = game.players();
        double pad = 8;
        // The upper half holds the first sections, the lower half the others, the dice between them.
        int upper = (players + 1) / 2;
        double halfH = (panel.getHeight() - 60) / 2;
        double sectionH = halfH / Math.max(upper, players - upper);
        double rowH = Math.min(44, (sectionH - 60) / Math.max(1, game.pieces()));
        for (int k = 0; k < players; k++) {
            int p = sectionPlayer(k);
            double y0 = k < upper ? panel.getY() + pad + k * halfH / upper
                    : panel.getY() + panel.getHeight() - (players - k) * halfH / (players - upper);
            double y = y0 + 26;
            List<Integer> types = new ArrayList<>();
            for (int t = 0; t < game.pieces(); t++) {
                if (usesReserve(state, t)) {
                    types.add(t);
                }
            }
            if (bar != null && players == 2) {
                onBar(p, types);
                types.clear();
            }
            for (int t : types) {
                reserves.add(new Reserve(new Rectangle2D.Double(panel.getX() + pad, y, panel.getWidth() - 2 * pad, rowH - 4),
                        p, t, false));
                y += rowH;
            }
            if (game.hasExits()) {
                offBoxes[p] = new Rectangle2D.Double(panel.getX() + pad, y + 4, panel.getWidth() - 2 * pad, 30);
            }
        }
        diceBox = new Rectangle2D.Double(panel.getX() + pad, panel.getY() + panel.getHeight() / 2 - 22,
                panel.getWidth() - 2 * pad, 44);
    }

    /**
     * A player's reserve on the bar, where a board of points keeps the pieces waiting to come in: the
     * player at the bottom in the bar's lower half, the other in its upper half, each type a part of
     * it, the pieces stacked from the middle outwards.
     */
    private void onBar(int player, List<Integer> types) {
        double halfH = bar.getHeight() / 2;
        boolean lower = player != topPlayer;
        double part = (halfH - piece * 0.2) / Math.max(1, types.size());
        for (int k = 0; k < types.size(); k++) {
            double y = lower ? bar.getCenterY() + piece * 0.2 + k * part : bar.getCenterY() - piece * 0.2 - (k + 1) * part;
            reserves.add(new Reserve(new Rectangle2D.Double(bar.getX(), y, bar.getWidth(), part), player, types.get(k), true));
        }
    }

    /**
     * Whose section of the side panel is k-th from the top: the players in turn order from the
     * bottom up (the first player nearest the viewer, as on the board), from the top down when flipped.
     */
    int sectionPlayer(int k) {
        int players = game.players();
        return topPlayer == 0 ? k : players - 1 - k;
    }

    /** Whether the side panel lists the piece type: it can be dropped, or some is in a reserve. */
    private static boolean usesReserve(State state, int type) {
        Game game = state.game();
        if (game.isDropped(type)) {
            return true;
        }
        for (int p = 0; p < game.players(); p++) {
            if (state.reserve(p, type) > 0) {
                return true;
            }
        }
        return false;
    }

    /** The top of a player's section in the side panel. */
    double reserveTop(int player) {
        for (Reserve r : reserves) {
            if (r.player() == player && !r.onBar()) {
                return r.box().getY();
            }
        }
        return offBoxes[player] == null ? 0 : offBoxes[player].getY();
    }

    /** The centre of a reserve piece's disc, or null when it has no box. */
    Point2D reserveCentre(int player, int type) {
        for (Reserve r : reserves) {
            if (r.player() == player && r.type() == type) {
                return r.onBar() ? barSpot(r, 0) : new Point2D.Double(r.box().getX() + r.box().getHeight() / 2, r.box().getCenterY());
            }
        }
        return null;
    }

    /** The centre of the k-th piece of a reserve on the bar, counted from the middle of the board. */
    Point2D barSpot(Reserve r, int k) {
        Rectangle2D b = r.box();
        boolean lower = b.getY() >= bar.getCenterY();
        double step = barDisc();
        double y = lower ? b.getY() + step * (k + 0.5) : b.getMaxY() - step * (k + 0.5);
        return new Point2D.Double(b.getCenterX(), y);
    }

    /** How many pieces a reserve on the bar shows before the last one carries the count. */
    int barPlaces(Reserve r) {
        return Math.max(1, (int) (r.box().getHeight() / barDisc()));
    }

    /** The size of a piece on the bar: as on the points, unless the bar is narrower. */
    double barDisc() {
        return Math.min(piece, bar.getWidth() * 0.95);
    }

    /** A player's reserve of one piece type: its box, and whether it is drawn on the board's bar. */
    record Reserve(Rectangle2D box, int player, int type, boolean onBar) {}

    /** The centre of a player's off-board area, or null. */
    Point2D offCentre(int player) {
        Rectangle2D b = offBoxes[player];
        return b == null ? null : new Point2D.Double(b.getCenterX(), b.getCenterY());
    }
}
