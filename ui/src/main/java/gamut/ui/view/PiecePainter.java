package gamut.ui.view;

import gamut.core.Looks;
import gamut.engine.Game;
import gamut.engine.State;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;

/** Paints pieces as their looks say ('show'): shapes, symbols or images, with letters and stack counts. */
final class PiecePainter {
    private PiecePainter() {}

    /**
     * The pieces on a cell: one disc with a count, or on a point a column of up to five, the pieces
     * buried under the top ('captures stay beneath') nearest the edge, under those that hold them.
     */
    static void paintCell(Graphics2D g, BoardLayout l, State state, int c) {
        Game game = state.game();
        int who = state.owner(c);
        int type = state.piece(c);
        int h = Math.max(1, state.height(c));
        int[] buried = state.buriedStacks(c);
        if (BoardStyles.of(game.geometry().kind()).columns()) {
            double step = l.piece * 0.98 * (l.upper[c] ? 1 : -1);
            // From the edge: the deepest buried stack first, one disc per stack, then the top.
            int i = 0;
            for (int k = buried.length - 3; k >= 0; k -= 3) {
                paint(g, game, buried[k], buried[k + 1], l.cx[c], l.cy[c] + i * step, l.piece,
                        buried[k + 2] > 1 ? buried[k + 2] : 0, false);
                i++;
            }
            int shown = Math.max(1, Math.min(h, 5 - i));
            for (int j = 0; j < shown; j++) {
                double y = l.cy[c] + (i + j) * step;
                paint(g, game, who, type, l.cx[c], y, l.piece, j == shown - 1 && h > shown ? h : 0, i + j == 0);
            }
        } else {
            paint(g, game, who, type, l.cx[c], l.cy[c], l.piece, h > 1 ? h : 0, true);
            if (buried.length > 0) {
                // A small piece of the stack right under the top, at the lower left.
                double d = l.piece * 0.42;
                paint(g, game, buried[0], buried[1], l.cx[c] - l.piece * 0.32, l.cy[c] + l.piece * 0.32, d, 0, false);
            }
        }
    }

    /**
     * One piece, as its look says (a shape in its owner's colour, a symbol, or an SVG image; the
     * shape when the symbol or image cannot be drawn): a shape carries the type's letter where the
     * shape alone does not tell the type (a neutral piece always does), a stack count goes in a
     * badge at the upper right or, for the top piece of a tall stack on a point, across it.
     */
    static void paint(Graphics2D g, Game game, int who, int type, double x, double y, double d, int count,
                      boolean badges) {
        Looks.Look look = game.look(who, type);
        Color fill = BoardColours.player(game, who);
        Color edge = BoardColours.brightness(fill) > 128 ? new Color(90, 90, 90) : new Color(150, 150, 150);
        boolean drawn = switch (look.kind()) {
            case IMAGE -> SvgPieces.paint(g, look.text(), x, y, d);
            case SYMBOL -> Symbols.paint(g, look.text(), fill, edge, x, y, d);
            case SHAPE -> false;
        };
        if (!drawn) {
            Shape outline = PieceShapes.outline(look.shape(), x, y, d);
            g.setColor(fill);
            g.fill(outline);
            g.setStroke(new BasicStroke((float) Math.max(1, d * 0.04), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(edge);
            g.draw(outline);
        }
        if (BoardStyles.of(game.geometry().kind()).columns()) {
            if (count > 0) {
                g.setColor(BoardColours.brightness(fill) > 128 ? Color.BLACK : Color.WHITE);
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(8, d * 0.45)));
                FontMetrics fm = g.getFontMetrics();
                String s = Integer.toString(count);
                g.drawString(s, (float) (x - fm.stringWidth(s) / 2.0), (float) (y + fm.getAscent() / 2.0 - 1));
            }
            return;
        }
        if (badges && !drawn && (who == game.players() || lettered(game, who, type, look.shape()))) {
            g.setColor(who == game.players() ? Color.BLACK : BoardColours.brightness(fill) > 128 ? new Color(40, 40, 40)
                    : new Color(235, 235, 235));
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(7, d * (who == game.players() ? 0.5 : 0.4))));
            FontMetrics fm = g.getFontMetrics();
            String s = game.letter(type);
            double ly = y + PieceShapes.letterDrop(look.shape(), d);
            g.drawString(s, (float) (x - fm.stringWidth(s) / 2.0), (float) (ly + fm.getAscent() / 2.0 - fm.getDescent() / 2.0));
        }
        if (badges && count > 0) {
            badge(g, Integer.toString(count), x + d * 0.32, y - d * 0.32, d * 0.42);
        }
    }

    /**
     * Whether a shape carries its type's letter: when another type of the owner has the same shape,
     * or when there are more than two types, too many to learn by shape alone.
     */
    private static boolean lettered(Game game, int who, int type, Looks.Shape shape) {
        if (game.pieces() > 2) {
            return true;
        }
        for (int t = 0; t < game.pieces(); t++) {
            if (t != type && game.look(who, t).shape() == shape) {
                return true;
            }
        }
        return false;
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
}
