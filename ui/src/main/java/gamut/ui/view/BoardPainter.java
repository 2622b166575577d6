package gamut.ui.view;

import gamut.engine.State;
import gamut.board.Geometry;
import gamut.rules.Program;
import gamut.rules.Rules;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Paints a position from the compiled geometry alone (grid squares, hex cells, or backgammon
 * points), with reserves, pieces borne off and dice in a side panel when the game has them, and
 * answers which cell, reserve piece or off-board area lies under a point. Needs no window: paint
 * into any Graphics2D (a BufferedImage's in the tests). Sizes are recomputed on every paint;
 * hit-testing uses the size of the last paint.
 */
public final class BoardPainter {
    /** What the view wants marked: the selection and where it may go. */
    public record Marks(int selectedCell, int[] targets, int selectedReservePlayer, int selectedReserveType,
                        boolean exitPossible) {
        public static final Marks NONE = new Marks(-1, new int[0], -1, -1, false);
    }

    /** What lies under a point: a cell, a reserve piece (player, type) or a player's off-board area. */
    public record Hit(Kind kind, int cell, int player, int type) {
        public enum Kind { CELL, RESERVE, OFF }
    }

    static final Color BACKGROUND = new Color(46, 52, 58);
    static final Color LIGHT = new Color(238, 218, 178);
    static final Color DARK = new Color(184, 139, 98);
    static final Color HEX_FILL = new Color(226, 204, 160);
    static final Color HEX_EDGE = new Color(122, 92, 62);
    static final Color POINT_A = new Color(204, 172, 120);
    static final Color POINT_B = new Color(152, 66, 52);
    static final Color FELT = new Color(42, 102, 74);
    static final Color LABEL = new Color(205, 210, 215);
    static final Color CELL_NAME = new Color(128, 100, 72);
    static final Color TARGET = new Color(70, 170, 90);
    static final Color SELECTED = new Color(255, 200, 0);
    static final Color PANEL = new Color(60, 67, 74);

    private boolean flipped;
    private Layout last;

    public void setFlipped(boolean flipped) {
        this.flipped = flipped;
    }

    public boolean isFlipped() {
        return flipped;
    }

    /** The colour of a player's pieces: the player's name when it is a colour, else a palette colour. */
    public static Color playerColour(Rules rules, int player) {
        String name = rules.playerName(player).toLowerCase(Locale.ROOT);
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

    // ---- layout

    private static final class Layout {
        Rules rules;
        int width;
        int height;
        double[] cx;
        double[] cy;
        double unit;          // square side, hex radius, or point width
        double piece;         // piece diameter
        Rectangle2D board;    // the playing area
        double pointHeight;   // POINTS: triangle height
        boolean[] upper;      // POINTS: in the row drawn at the top
        final List<Rectangle2D> reserveBoxes = new ArrayList<>();
        final List<int[]> reserveKeys = new ArrayList<>();
        final Rectangle2D[] offBoxes = new Rectangle2D[8];
        Rectangle2D diceBox;
    }

    private static boolean hasSidePanel(State state) {
        Rules rules = state.rules();
        if (rules.dice() != null) {
            return true;
        }
        for (Program p : rules.programs()) {
            if (p.drop()) {
                return true;
            }
        }
        for (int i = 0; i < state.board().reserve.length; i++) {
            if (state.board().reserve[i] > 0) {
                return true;
            }
        }
        for (int e : state.board().exited) {
            if (e > 0) {
                return true;
            }
        }
        return false;
    }

    private Layout layout(State state, int width, int height) {
        Layout l = new Layout();
        l.rules = state.rules();
        l.width = width;
        l.height = height;
        Geometry geo = l.rules.geometry;
        int n = geo.cells();
        l.cx = new double[n];
        l.cy = new double[n];
        double side = hasSidePanel(state) ? Math.max(120, Math.min(200, width * 0.22)) : 0;
        double bw = width - side;
        double margin = Math.min(bw, height) * 0.04;
        Rectangle2D area = new Rectangle2D.Double(margin, margin, bw - 2 * margin, height - 2 * margin);
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int c = 0; c < n; c++) {
            minX = Math.min(minX, geo.x(c));
            maxX = Math.max(maxX, geo.x(c));
            minY = Math.min(minY, geo.y(c));
            maxY = Math.max(maxY, geo.y(c));
        }
        switch (geo.kind()) {
            case GRID -> {
                int cols = maxX - minX + 1;
                int rows = maxY - minY + 1;
                double s = Math.min(area.getWidth() / (cols + 0.8), area.getHeight() / (rows + 0.8));
                double x0 = area.getX() + (area.getWidth() - s * cols) / 2 + 0.2 * s;
                double y0 = area.getY() + (area.getHeight() - s * rows) / 2 - 0.2 * s;
                l.unit = s;
                l.piece = 0.78 * s;
                l.board = new Rectangle2D.Double(x0, y0, s * cols, s * rows);
                for (int c = 0; c < n; c++) {
                    int col = flipped ? maxX - geo.x(c) : geo.x(c) - minX;
                    int row = flipped ? geo.y(c) - minY : maxY - geo.y(c);
                    l.cx[c] = x0 + (col + 0.5) * s;
                    l.cy[c] = y0 + (row + 0.5) * s;
                }
            }
            case HEX -> {
                double h = Math.sqrt(3) / 2;
                double r = Math.min(area.getWidth() / ((maxX - minX + 2) * h),
                        area.getHeight() / ((maxY - minY) * 1.5 + 2));
                double w = (maxX - minX + 2) * h * r;
                double ht = ((maxY - minY) * 1.5 + 2) * r;
                double x0 = area.getX() + (area.getWidth() - w) / 2;
                double y0 = area.getY() + (area.getHeight() - ht) / 2;
                l.unit = r;
                l.piece = 1.3 * r;
                l.board = new Rectangle2D.Double(x0, y0, w, ht);
                for (int c = 0; c < n; c++) {
                    int x = flipped ? maxX + minX - geo.x(c) : geo.x(c);
                    int y = flipped ? maxY + minY - geo.y(c) : geo.y(c);
                    l.cx[c] = x0 + (x - minX + 1) * h * r;
                    l.cy[c] = y0 + r + (maxY - y) * 1.5 * r;
                }
            }
            case POINTS -> {
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
            }
            default -> throw new IllegalStateException();
        }
        if (side > 0) {
            layoutSide(l, state, new Rectangle2D.Double(bw, 0, side, height));
        }
        return l;
    }

    /** The player shown at the top of the board (and of the side panel). */
    private int topPlayer() {
        return flipped ? 0 : 1;
    }

    private void layoutSide(Layout l, State state, Rectangle2D panel) {
        Rules rules = state.rules();
        int players = rules.players();
        double pad = 8;
        double sectionH = (panel.getHeight() - 60) / 2;
        double rowH = Math.min(44, (sectionH - 60) / Math.max(1, rules.pieces()));
        for (int k = 0; k < Math.min(players, 2); k++) {
            int p = k == 0 ? topPlayer() : 1 - topPlayer();
            double y0 = k == 0 ? panel.getY() + pad : panel.getY() + panel.getHeight() - sectionH;
            double y = y0 + 26;
            for (int t = 0; t < rules.pieces(); t++) {
                if (!usesReserve(state, t)) {
                    continue;
                }
                l.reserveBoxes.add(new Rectangle2D.Double(panel.getX() + pad, y, panel.getWidth() - 2 * pad, rowH - 4));
                l.reserveKeys.add(new int[] {p, t});
                y += rowH;
            }
            if (state.rules().hasExits()) {
                l.offBoxes[p] = new Rectangle2D.Double(panel.getX() + pad, y + 4, panel.getWidth() - 2 * pad, 30);
            }
        }
        l.diceBox = new Rectangle2D.Double(panel.getX() + pad, panel.getY() + panel.getHeight() / 2 - 22,
                panel.getWidth() - 2 * pad, 44);
    }

    /** Whether the side panel lists the piece type: it can be dropped, or some is in a reserve. */
    private static boolean usesReserve(State state, int type) {
        Rules rules = state.rules();
        for (Program p : rules.programs()) {
            if (p.drop() && p.piece() == type) {
                return true;
            }
        }
        for (int p = 0; p < rules.players(); p++) {
            if (state.reserve(p, type) > 0) {
                return true;
            }
        }
        return false;
    }

    // ---- hit-testing (against the last paint)

    /** The cell under the point, or -1. */
    public int cellAt(double x, double y) {
        Layout l = last;
        if (l == null) {
            return -1;
        }
        Geometry geo = l.rules.geometry;
        for (int c = 0; c < geo.cells(); c++) {
            switch (geo.kind()) {
                case GRID -> {
                    if (Math.abs(x - l.cx[c]) <= l.unit / 2 && Math.abs(y - l.cy[c]) <= l.unit / 2) {
                        return c;
                    }
                }
                case HEX -> {
                    if (Point2D.distance(x, y, l.cx[c], l.cy[c]) <= 0.87 * l.unit) {
                        return c;
                    }
                }
                case POINTS -> {
                    if (Math.abs(x - l.cx[c]) <= l.unit / 2) {
                        double mid = l.board.getCenterY();
                        if (l.upper[c] ? y >= l.board.getY() && y < mid : y >= mid && y <= l.board.getMaxY()) {
                            return c;
                        }
                    }
                }
                default -> throw new IllegalStateException();
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
        Layout l = last;
        if (l == null) {
            return null;
        }
        for (int i = 0; i < l.reserveBoxes.size(); i++) {
            if (l.reserveBoxes.get(i).contains(x, y)) {
                return new Hit(Hit.Kind.RESERVE, -1, l.reserveKeys.get(i)[0], l.reserveKeys.get(i)[1]);
            }
        }
        for (int p = 0; p < l.offBoxes.length; p++) {
            if (l.offBoxes[p] != null && l.offBoxes[p].contains(x, y)) {
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
        for (int i = 0; i < last.reserveKeys.size(); i++) {
            if (last.reserveKeys.get(i)[0] == player && last.reserveKeys.get(i)[1] == type) {
                Rectangle2D b = last.reserveBoxes.get(i);
                return new Point2D.Double(b.getX() + b.getHeight() / 2, b.getCenterY());
            }
        }
        return null;
    }

    /** The centre of a player's off-board area in the last paint, or null. */
    public Point2D offCentre(int player) {
        Rectangle2D b = last.offBoxes[player];
        return b == null ? null : new Point2D.Double(b.getCenterX(), b.getCenterY());
    }

    // ---- painting

    public void paint(Graphics2D g, int width, int height, State state, Marks marks) {
        Layout l = layout(state, width, height);
        last = l;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(BACKGROUND);
        g.fillRect(0, 0, width, height);
        Marks m = marks == null ? Marks.NONE : marks;
        switch (l.rules.geometry.kind()) {
            case GRID -> paintGrid(g, l);
            case HEX -> paintHex(g, l);
            case POINTS -> paintPoints(g, l);
            default -> throw new IllegalStateException();
        }
        paintMarks(g, l, state, m);
        for (int c = 0; c < l.cx.length; c++) {
            if (state.owner(c) >= 0) {
                paintCellPieces(g, l, state, c);
            }
        }
        if (m.selectedCell() >= 0) {
            g.setColor(SELECTED);
            g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.08)));
            double d = l.piece * 1.12;
            g.draw(new Ellipse2D.Double(l.cx[m.selectedCell()] - d / 2, l.cy[m.selectedCell()] - d / 2, d, d));
        }
        if (l.diceBox != null) {
            paintSide(g, l, state, m);
        }
    }

    private void paintGrid(Graphics2D g, Layout l) {
        Geometry geo = l.rules.geometry;
        double s = l.unit;
        for (int c = 0; c < geo.cells(); c++) {
            g.setColor((geo.x(c) + geo.y(c)) % 2 == 0 ? DARK : LIGHT);
            g.fill(new Rectangle2D.Double(l.cx[c] - s / 2, l.cy[c] - s / 2, s, s));
        }
        // files along the bottom, ranks along the left, from the cell names
        g.setColor(LABEL);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(9, s * 0.28)));
        FontMetrics fm = g.getFontMetrics();
        double bottom = l.board.getMaxY();
        double left = l.board.getX();
        List<Double> doneX = new ArrayList<>();
        List<Double> doneY = new ArrayList<>();
        for (int c = 0; c < geo.cells(); c++) {
            String name = geo.cellName(c);
            String file = name.replaceAll("[0-9]+$", "");
            String rank = name.substring(file.length());
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

    private static Path2D hexagon(double cx, double cy, double r) {
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

    private void paintHex(Graphics2D g, Layout l) {
        Geometry geo = l.rules.geometry;
        double r = l.unit;
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06)));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.max(7, r * 0.3)));
        FontMetrics fm = g.getFontMetrics();
        for (int c = 0; c < geo.cells(); c++) {
            Path2D hex = hexagon(l.cx[c], l.cy[c], r * 0.98);
            g.setColor(HEX_FILL);
            g.fill(hex);
            g.setColor(HEX_EDGE);
            g.draw(hex);
            String name = geo.cellName(c);
            g.setColor(CELL_NAME);
            g.drawString(name, (float) (l.cx[c] - fm.stringWidth(name) / 2.0), (float) (l.cy[c] + r * 0.72));
        }
    }

    private void paintPoints(Graphics2D g, Layout l) {
        Geometry geo = l.rules.geometry;
        g.setColor(FELT);
        g.fill(l.board);
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
            String name = geo.cellName(c);
            g.setColor(LABEL);
            float ty = (float) (l.upper[c] ? base - 4 : base + fm.getAscent() + 2);
            g.drawString(name, (float) (l.cx[c] - fm.stringWidth(name) / 2.0), ty);
        }
    }

    private void paintMarks(Graphics2D g, Layout l, State state, Marks m) {
        g.setColor(TARGET);
        g.setStroke(new BasicStroke((float) Math.max(2, l.piece * 0.08)));
        for (int c : m.targets()) {
            double d = l.piece * (state.owner(c) >= 0 ? 1.12 : 0.36);
            Ellipse2D e = new Ellipse2D.Double(l.cx[c] - d / 2, l.cy[c] - d / 2, d, d);
            if (state.owner(c) >= 0) {
                g.draw(e);
            } else {
                g.fill(e);
            }
        }
    }

    private void paintCellPieces(Graphics2D g, Layout l, State state, int c) {
        Rules rules = state.rules();
        int who = state.owner(c);
        int type = state.piece(c);
        int h = Math.max(1, state.height(c));
        if (rules.geometry.kind() == Geometry.Kind.POINTS) {
            int shown = Math.min(h, 5);
            double step = l.piece * 0.98 * (l.upper[c] ? 1 : -1);
            for (int i = shown - 1; i >= 0; i--) {
                double y = l.cy[c] + i * step;
                paintPiece(g, rules, who, type, l.cx[c], y, l.piece, i == shown - 1 && h > shown ? h : 0,
                        i == 0);
            }
        } else {
            paintPiece(g, rules, who, type, l.cx[c], l.cy[c], l.piece, h > 1 ? h : 0, true);
        }
    }

    /**
     * One piece: a disc of the owner's colour, its type letter in a badge at the lower right (when
     * the game has several types), a stack count in a badge at the upper right or, for the top
     * disc of a tall stack on a point, written across it. The disc's centre is always plain colour.
     */
    private void paintPiece(Graphics2D g, Rules rules, int who, int type, double x, double y, double d, int count,
                            boolean badges) {
        Color fill = playerColour(rules, who);
        Ellipse2D disc = new Ellipse2D.Double(x - d / 2, y - d / 2, d, d);
        g.setColor(fill);
        g.fill(disc);
        g.setStroke(new BasicStroke((float) Math.max(1, d * 0.04)));
        g.setColor(brightness(fill) > 128 ? new Color(90, 90, 90) : new Color(150, 150, 150));
        g.draw(disc);
        if (rules.geometry.kind() == Geometry.Kind.POINTS) {
            if (count > 0) {
                g.setColor(brightness(fill) > 128 ? Color.BLACK : Color.WHITE);
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(8, d * 0.45)));
                FontMetrics fm = g.getFontMetrics();
                String s = Integer.toString(count);
                g.drawString(s, (float) (x - fm.stringWidth(s) / 2.0), (float) (y + fm.getAscent() / 2.0 - 1));
            }
            return;
        }
        if (!badges) {
            return;
        }
        if (rules.pieces() > 1) {
            badge(g, Character.toString(rules.letter(type)), x + d * 0.32, y + d * 0.32, d * 0.42);
        }
        if (count > 0) {
            badge(g, Integer.toString(count), x + d * 0.32, y - d * 0.32, d * 0.42);
        }
    }

    private static void badge(Graphics2D g, String text, double x, double y, double d) {
        g.setColor(new Color(255, 246, 210));
        Ellipse2D e = new Ellipse2D.Double(x - d / 2, y - d / 2, d, d);
        g.fill(e);
        g.setColor(new Color(80, 60, 40));
        g.setStroke(new BasicStroke(1f));
        g.draw(e);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(7, d * 0.7)));
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) (x - fm.stringWidth(text) / 2.0), (float) (y + fm.getAscent() / 2.0 - fm.getDescent() / 2.0));
    }

    private static int brightness(Color c) {
        return (c.getRed() * 299 + c.getGreen() * 587 + c.getBlue() * 114) / 1000;
    }

    private void paintSide(Graphics2D g, Layout l, State state, Marks m) {
        Rules rules = state.rules();
        double x0 = l.diceBox.getX() - 8;
        g.setColor(PANEL);
        g.fill(new Rectangle2D.Double(x0, 0, l.width - x0, l.height));
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
        Font bold = font.deriveFont(Font.BOLD);
        for (int k = 0; k < Math.min(rules.players(), 2); k++) {
            int p = k == 0 ? topPlayer() : 1 - topPlayer();
            double y = reserveTop(l, p) - 8;
            g.setFont(bold);
            g.setColor(LABEL);
            String title = rules.playerName(p) + (state.toMove() == p && !state.isOver() ? "  \u25C0" : "");
            g.drawString(title, (float) l.diceBox.getX(), (float) y);
        }
        for (int i = 0; i < l.reserveBoxes.size(); i++) {
            Rectangle2D b = l.reserveBoxes.get(i);
            int p = l.reserveKeys.get(i)[0];
            int t = l.reserveKeys.get(i)[1];
            int count = state.reserve(p, t);
            boolean sel = m.selectedReservePlayer() == p && m.selectedReserveType() == t;
            if (sel) {
                g.setColor(SELECTED);
                g.setStroke(new BasicStroke(2f));
                g.draw(new RoundRectangle2D.Double(b.getX(), b.getY(), b.getWidth(), b.getHeight(), 8, 8));
            }
            double d = b.getHeight() * 0.8;
            double cx = b.getX() + b.getHeight() / 2;
            if (count > 0) {
                paintPiece(g, rules, p, t, cx, b.getCenterY(), d, 0, true);
            } else {
                g.setColor(new Color(90, 98, 106));
                g.setStroke(new BasicStroke(1f));
                g.draw(new Ellipse2D.Double(cx - d / 2, b.getCenterY() - d / 2, d, d));
            }
            g.setFont(font);
            g.setColor(LABEL);
            g.drawString(rules.pieceName(t) + " \u00D7 " + count, (float) (b.getX() + b.getHeight() + 6),
                    (float) (b.getCenterY() + 5));
        }
        for (int p = 0; p < l.offBoxes.length; p++) {
            Rectangle2D b = l.offBoxes[p];
            if (b == null) {
                continue;
            }
            boolean active = m.exitPossible() && state.toMove() == p;
            g.setColor(active ? new Color(52, 110, 70) : new Color(74, 82, 90));
            g.fill(new RoundRectangle2D.Double(b.getX(), b.getY(), b.getWidth(), b.getHeight(), 8, 8));
            g.setColor(active ? TARGET : new Color(110, 118, 126));
            g.setStroke(new BasicStroke(active ? 2f : 1f));
            g.draw(new RoundRectangle2D.Double(b.getX(), b.getY(), b.getWidth(), b.getHeight(), 8, 8));
            g.setFont(font);
            g.setColor(LABEL);
            g.drawString("off: " + state.exited(p), (float) (b.getX() + 8), (float) (b.getCenterY() + 5));
        }
        int[] dice = state.diceValues();
        if (dice != null && dice.length > 0 && !state.isOver()) {
            double s = Math.min(34, (l.diceBox.getWidth() - 6 * dice.length) / dice.length);
            double x = l.diceBox.getX();
            for (int i = 0; i < dice.length; i++) {
                boolean used = (state.diceUsed() & (1 << i)) != 0;
                RoundRectangle2D die = new RoundRectangle2D.Double(x, l.diceBox.getCenterY() - s / 2, s, s, 6, 6);
                g.setColor(used ? new Color(120, 120, 120) : new Color(250, 250, 250));
                g.fill(die);
                g.setColor(Color.DARK_GRAY);
                g.draw(die);
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) (s * 0.6)));
                FontMetrics fm = g.getFontMetrics();
                String v = Integer.toString(dice[i]);
                g.drawString(v, (float) (x + (s - fm.stringWidth(v)) / 2), (float) (l.diceBox.getCenterY() + fm.getAscent() / 2.0 - 2));
                x += s + 6;
            }
        }
    }

    private static double reserveTop(Layout l, int player) {
        for (int i = 0; i < l.reserveKeys.size(); i++) {
            if (l.reserveKeys.get(i)[0] == player) {
                return l.reserveBoxes.get(i).getY();
            }
        }
        return l.offBoxes[player] == null ? 0 : l.offBoxes[player].getY();
    }

    @Override
    public String toString() {
        return "BoardPainter" + (flipped ? " (flipped)" : "") + (last == null ? "" : Arrays.toString(new int[] {last.width, last.height}));
    }
}
