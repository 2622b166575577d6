package gamut.ui.view;

import gamut.core.Geometry;
import gamut.engine.Game;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;

/** Paints pieces: discs in their owner's colour with badges for the type and the stack height. */
final class PiecePainter {
    private PiecePainter() {}

    /**
     * The pieces on a cell: one disc with a count, or on a point a column of up to five, the pieces
     * buried under the top ('captures stay beneath') nearest the edge, under those that hold them.
     */
    static void paintCell(Graphics2D g, BoardLayout l, State state, int c) {
        Game rules = state.game();
        int who = state.owner(c);
        int type = state.piece(c);
        int h = Math.max(1, state.height(c));
        int[] buried = state.buriedStacks(c);
        if (rules.geometry().kind() == Geometry.Kind.POINTS) {
            double step = l.piece * 0.98 * (l.upper[c] ? 1 : -1);
            // From the edge: the deepest buried stack first, one disc per stack, then the top.
            int i = 0;
            for (int k = buried.length - 3; k >= 0; k -= 3) {
                paint(g, rules, buried[k], buried[k + 1], l.cx[c], l.cy[c] + i * step, l.piece,
                        buried[k + 2] > 1 ? buried[k + 2] : 0, false);
                i++;
            }
            int shown = Math.max(1, Math.min(h, 5 - i));
            for (int j = 0; j < shown; j++) {
                double y = l.cy[c] + (i + j) * step;
                paint(g, rules, who, type, l.cx[c], y, l.piece, j == shown - 1 && h > shown ? h : 0, i + j == 0);
            }
        } else {
            paint(g, rules, who, type, l.cx[c], l.cy[c], l.piece, h > 1 ? h : 0, true);
            if (buried.length > 0) {
                // A small disc of the stack right under the top, at the lower left.
                double d = l.piece * 0.42;
                paint(g, rules, buried[0], buried[1], l.cx[c] - l.piece * 0.32, l.cy[c] + l.piece * 0.32, d, 0, false);
            }
        }
    }

    /**
     * One piece: a disc of the owner's colour, its type letter in a badge at the lower right (when
     * the game has several types; a neutral piece, grey, has its letter across it), a stack count in a badge at the upper right or, for the top
     * disc of a tall stack on a point, written across it. The disc's centre is always plain colour.
     */
    static void paint(Graphics2D g, Game rules, int who, int type, double x, double y, double d, int count,
                      boolean badges) {
        Color fill = BoardPainter.playerColour(rules, who);
        Ellipse2D disc = new Ellipse2D.Double(x - d / 2, y - d / 2, d, d);
        g.setColor(fill);
        g.fill(disc);
        g.setStroke(new BasicStroke((float) Math.max(1, d * 0.04)));
        g.setColor(brightness(fill) > 128 ? new Color(90, 90, 90) : new Color(150, 150, 150));
        g.draw(disc);
        if (rules.geometry().kind() == Geometry.Kind.POINTS) {
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
        if (who == rules.players()) {
            // A neutral piece: its letter across the grey disc, whatever the number of types.
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(8, d * 0.5)));
            FontMetrics fm = g.getFontMetrics();
            String s = rules.letter(type);
            g.drawString(s, (float) (x - fm.stringWidth(s) / 2.0), (float) (y + fm.getAscent() / 2.0 - fm.getDescent() / 2.0));
        } else if (rules.pieces() > 1) {
            badge(g, rules.letter(type), x + d * 0.32, y + d * 0.32, d * 0.42);
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
}
