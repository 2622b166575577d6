package gamut.ui.view;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.HashMap;
import java.util.Map;

/**
 * Text symbols drawn as pieces ({@code show PIECE as symbol "♛"}): the glyphs' outline filled in
 * the owner's colour and edged in a contrasting one, scaled to the piece, so that one symbol serves
 * both players. A symbol no installed font has is not drawn (the piece falls back to its shape).
 */
final class Symbols {
    /** Fonts tried in turn: DejaVu Sans has the chess symbols (U+2654..U+265F). */
    private static final String[] FONTS = {"DejaVu Sans", Font.SANS_SERIF, Font.DIALOG};
    private static final Map<String, Shape> OUTLINES = new HashMap<>();
    /** The size outlines are made at. */
    private static final int REFERENCE = 100;

    private Symbols() {}

    static boolean paint(Graphics2D g, String text, Color fill, Color edge, double x, double y, double d) {
        Shape glyphs = outline(text);
        if (glyphs == null) {
            return false;
        }
        Rectangle2D b = glyphs.getBounds2D();
        // At least a full-height glyph, so that a small symbol (a pawn) stays smaller than a tall one.
        double scale = d * 0.92 / Math.max(REFERENCE * 0.85, Math.max(b.getWidth(), b.getHeight()));
        AffineTransform at = new AffineTransform();
        at.translate(x, y);
        at.scale(scale, scale);
        at.translate(-b.getCenterX(), -b.getCenterY());
        Shape placed = at.createTransformedShape(glyphs);
        g.setColor(fill);
        g.fill(placed);
        g.setColor(edge.darker());
        g.setStroke(new BasicStroke((float) Math.max(1, d * 0.035), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(placed);
        return true;
    }

    /** The symbol's outline at a reference size, or null when no font tried has all its characters. */
    private static synchronized Shape outline(String text) {
        if (OUTLINES.containsKey(text)) {
            return OUTLINES.get(text);
        }
        Shape found = null;
        for (String name : FONTS) {
            Font font = new Font(name, Font.PLAIN, REFERENCE);
            if (font.canDisplayUpTo(text) == -1) {
                FontRenderContext frc = new FontRenderContext(null, true, true);
                Shape s = font.createGlyphVector(frc, text).getOutline();
                if (!s.getBounds2D().isEmpty()) {
                    found = s;
                    break;
                }
            }
        }
        OUTLINES.put(text, found);
        return found;
    }
}
