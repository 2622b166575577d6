package gamut.ui.view;

import gamut.core.Geometry;
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
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
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
    /** What the view wants marked: the selection and where it may go, and the moves of the last turn, oldest first. */
    public record Marks(int selectedCell, int[] targets, int selectedReservePlayer, int selectedReserveType,
                        boolean exitPossible, java.util.List<LastMove> last) {
        public static final Marks NONE = new Marks(-1, new int[0], -1, -1, false, java.util.List.of());

        /** The selection and its targets, with no last move marked. */
        public Marks(int selectedCell, int[] targets, int selectedReservePlayer, int selectedReserveType,
                     boolean exitPossible) {
            this(selectedCell, targets, selectedReservePlayer, selectedReserveType, exitPossible, java.util.List.of());
        }
    }

    /** A frame of a move shown moving ({@link Slide}): the state each cell's pieces are drawn from, and what goes over everything. */
    interface Overlay {
        State cellState(int cell);

        void paintOver(Graphics2D g, BoardLayout l);
    }

    /** What lies under a point: a cell, a reserve piece (player, type) or a player's off-board area. */
    public record Hit(Kind kind, int cell, int player, int type) {
        public enum Kind { CELL, RESERVE, OFF }
    }

    static final Color LIGHT = new Color(238, 218, 178);
    static final Color DARK = new Color(184, 139, 98);
    static final Color HEX_FILL = new Color(226, 204, 160);
    static final Color HEX_EDGE = new Color(122, 92, 62);
    static final Color POINT_A = new Color(204, 172, 120);
    static final Color POINT_B = new Color(152, 66, 52);
    static final Color FELT = new Color(42, 102, 74);
    /** The bar between the halves of a board of points, in the wood of its frame. */
    static final Color BAR = new Color(92, 62, 40);
    static final Color CELL_NAME = new Color(128, 100, 72);
    static final Color TARGET = new Color(70, 170, 90);
    static final Color SELECTED = new Color(255, 200, 0);

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

    /** The grey of neutral pieces, which belong to no player. */
    static final Color NEUTRAL = new Color(150, 150, 150);

    /**
     * The colour of a player's pieces: the player's name when it is a colour, else a palette colour;
     * a neutral grey for neutral pieces (owner index {@code players}).
     */
    public static Color playerColour(Game game, int player) {
        if (player == game.players()) {
            return NEUTRAL;
        }
        String name = game.playerName(player).toLowerCase(Locale.ROOT);
        switch (name) {
            case "black": return new Color(34, 34, 38);
            case "white": return new Color(250, 250, 246);
            case "red": return new Color(200, 40, 40);
            case "blue": return new Color(40, 90, 210);
            case "green": return new Color(30, 150, 60);
            case "yellow": return new Color(240, 205, 30);
            case "orange": return new Color(240, 140, 20);
            case "purple": return new Color(130, 60, 170);
            default: break;
        }
        Color[] palette = {new Color(34, 34, 38), new Color(250, 250, 246), new Color(200, 40, 40),
            new Color(40, 90, 210)};
        return palette[player % palette.length];
    }

    // ---- hit-testing (against the last paint)

    /** The cell under the point, or -1. */
    public int cellAt(double x, double y) {
        return last == null ? -1 : last.cellAt(x, y);
    }

    /** The cell, reserve piece or off-board area under the point, or null. */
    public Hit hitAt(double x, double y) {
        return last == null ? null : last.hitAt(x, y);
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
        BoardLayout l = BoardLayout.of(state, width, height, flipped);
        last = l;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Theme.colours().background());
        g.fillRect(0, 0, width, height);
        Marks m = marks == null ? Marks.NONE : marks;
        switch (l.game.geometry().kind()) {
            case GRID -> paintGrid(g, l);
            case HEX -> paintHex(g, l);
            case POINTS -> paintPoints(g, l);
            case LINES, GRAPH -> paintLines(g, l);
            case EDGES -> {
                EdgesView.paintBoard(g, l);
                if (names) {
                    paintFilesAndRanks(g, l);
                }
            }
            case HEX_EDGES -> HexEdgesView.paintBoard(g, l);
        }
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
            if (cell.owner(c) >= 0 && GridPlace.of(l.game.geometry(), c) == GridPlace.EDGE) {
                HexEdgesView.paintBar(g, l, cell, c);
            } else if (cell.owner(c) >= 0 && GridPlace.of(l.game.geometry(), c) != GridPlace.CELL) {
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
        Geometry.Kind kind = l.game.geometry().kind();
        if (names && (kind == Geometry.Kind.HEX || kind == Geometry.Kind.HEX_EDGES || kind == Geometry.Kind.GRAPH)) {
            paintCellNames(g, l, state, kind == Geometry.Kind.GRAPH ? 0.68 : 0.74);
        }
        if (m.selectedCell() >= 0) {
            g.setColor(SELECTED);
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

    private void paintGrid(Graphics2D g, BoardLayout l) {
        Geometry geo = l.game.geometry();
        double s = l.unit;
        for (int c = 0; c < geo.cells(); c++) {
            g.setColor((geo.x(c) + geo.y(c)) % 2 == 0 ? DARK : LIGHT);
            g.fill(new Rectangle2D.Double(l.cx[c] - s / 2, l.cy[c] - s / 2, s, s));
        }
        if (names) {
            paintFilesAndRanks(g, l);
        }
    }

    /** The board's wood, the lines joining its points, and a dot on each point; files and ranks where they name the points. */
    private void paintLines(Graphics2D g, BoardLayout l) {
        Geometry geo = l.game.geometry();
        double s = l.unit;
        g.setColor(LIGHT);
        g.fill(l.board);
        g.setColor(DARK.darker());
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
        if (names && geo.kind() == Geometry.Kind.LINES) {
            paintFilesAndRanks(g, l);
        }
    }

    /** Files along the bottom and ranks along the left, as the game's notation labels them. */
    private void paintFilesAndRanks(Graphics2D g, BoardLayout l) {
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
            if (GridPlace.of(geo, c) != GridPlace.CELL) {
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

    private void paintHex(Graphics2D g, BoardLayout l) {
        Geometry geo = l.game.geometry();
        double r = l.unit;
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06)));
        for (int c = 0; c < geo.cells(); c++) {
            Path2D hex = hexagon(l.cx[c], l.cy[c], r * 0.98);
            g.setColor(HEX_FILL);
            g.fill(hex);
            g.setColor(HEX_EDGE);
            g.draw(hex);
        }
    }

    /**
     * The names of cells not named by file and rank (hex cells, a graph's), {@code below} units
     * under each centre, over whatever lies there: on a piece, in a halo of the cell's colour so
     * that the name stays readable.
     */
    private void paintCellNames(Graphics2D g, BoardLayout l, State state, double below) {
        Geometry geo = l.game.geometry();
        double r = l.unit;
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(7, r * 0.3));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        java.awt.font.FontRenderContext frc = g.getFontRenderContext();
        for (int c = 0; c < geo.cells(); c++) {
            if (GridPlace.of(geo, c) != GridPlace.CELL) {
                continue; // an edge between hexagons is too narrow for its name
            }
            String name = geo.cellName(c);
            float x = (float) (l.cx[c] - fm.stringWidth(name) / 2.0);
            float y = (float) (l.cy[c] + r * below);
            if (state.owner(c) >= 0) {
                java.awt.Shape text = font.createGlyphVector(frc, name).getOutline(x, y);
                g.setColor(new Color(HEX_FILL.getRed(), HEX_FILL.getGreen(), HEX_FILL.getBlue(), 225));
                g.setStroke(new BasicStroke((float) Math.max(2.5, r * 0.1), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(text);
            }
            g.setColor(CELL_NAME);
            g.drawString(name, x, y);
        }
    }

    private void paintPoints(Graphics2D g, BoardLayout l) {
        Geometry geo = l.game.geometry();
        g.setColor(FELT);
        g.fill(l.board);
        if (l.bar != null) {
            g.setColor(BAR);
            g.fill(l.bar);
        }
        double pw = l.unit;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(9, pw * 0.32)));
        FontMetrics fm = g.getFontMetrics();
        for (int c = 0; c < geo.cells(); c++) {
            double x = l.cx[c] - pw / 2;
            double base = l.upper[c] ? l.board.getY() : l.board.getMaxY();
            double tip = l.upper[c] ? base + l.pointHeight : base - l.pointHeight;
            Path2D tri = new Path2D.Double();
            tri.moveTo(x + 1, base);
            tri.lineTo(x + pw - 1, base);
            tri.lineTo(x + pw / 2, tip);
            tri.closePath();
            g.setColor(c % 2 == 0 ? POINT_A : POINT_B);
            g.fill(tri);
            if (!names) {
                continue;
            }
            String name = geo.cellName(c);
            g.setColor(Theme.colours().label());
            float ty = (float) (l.upper[c] ? base - 4 : base + fm.getAscent() + 2);
            g.drawString(name, (float) (l.cx[c] - fm.stringWidth(name) / 2.0), ty);
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
            g.setColor(SELECTED);
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
        g.setColor(TARGET);
        g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.08)));
        for (int c : m.targets()) {
            // a groove between cells is narrower than a cell: its mark too
            double d = l.piece * (state.owner(c) >= 0 ? 1.12 : 0.36) * (GridPlace.of(l.game.geometry(), c) == GridPlace.CELL ? 1 : 0.6);
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
