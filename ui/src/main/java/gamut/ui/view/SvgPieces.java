package gamut.ui.view;

import com.formdev.flatlaf.extras.FlatSVGIcon;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The SVG images of pieces ({@code show PIECE as image "FILE.svg"}), drawn by FlatLaf's SVG support
 * and kept as pictures by size, since a board paints the same few pieces again and again. A file
 * that cannot be drawn is said once ({@link #takeProblems}); its pieces get their shape instead.
 */
final class SvgPieces {
    /** Pictures kept: enough for every piece of a big game at a few sizes. */
    private static final int KEPT = 256;

    private static final Map<String, FlatSVGIcon> ICONS = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, FlatSVGIcon> eldest) {
            return size() > KEPT;
        }
    };
    private static final Set<String> BROKEN = new LinkedHashSet<>();
    private static final List<String> PROBLEMS = new ArrayList<>();
    private static final Map<String, BufferedImage> PICTURES = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, BufferedImage> eldest) {
            return size() > KEPT;
        }
    };

    /** JSVG's own logger, kept here so that its level holds (a logger nobody holds may be collected). */
    private static final Logger JSVG = Logger.getLogger("com.github.weisj.jsvg");

    static {
        // A broken file is said once in the window, not as a logged stack trace.
        FlatSVGIcon.setLoggingEnabled(false);
        JSVG.setLevel(Level.OFF);
    }

    private SvgPieces() {}

    /** Draws the image fitted to a square of side {@code d} around (x, y); false when it cannot be drawn. */
    static synchronized boolean paint(Graphics2D g, String path, double x, double y, double d) {
        int size = Math.max(1, (int) Math.round(d));
        BufferedImage picture = picture(path, size);
        if (picture == null) {
            return false;
        }
        g.drawImage(picture, (int) Math.round(x - size / 2.0), (int) Math.round(y - size / 2.0), null);
        return true;
    }

    /** What could not be drawn since the last call, one line per file, each file said once. */
    static synchronized List<String> takeProblems() {
        List<String> out = List.copyOf(PROBLEMS);
        PROBLEMS.clear();
        return out;
    }

    private static BufferedImage picture(String path, int size) {
        // A file changed since (a designer at work, then Reload definition) is read again.
        String version = path + "@" + new File(path).lastModified();
        if (BROKEN.contains(version)) {
            return null;
        }
        String key = size + "@" + version;
        BufferedImage known = PICTURES.get(key);
        if (known != null) {
            return known;
        }
        FlatSVGIcon icon = ICONS.computeIfAbsent(version, v -> new FlatSVGIcon(new File(path)));
        BufferedImage picture;
        try {
            if (!icon.hasFound() || icon.getIconWidth() <= 0 || icon.getIconHeight() <= 0) {
                return broken(path, version, "it is not an SVG picture that can be read");
            }
            picture = render(icon, size);
        } catch (RuntimeException e) {
            return broken(path, version, e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
        PICTURES.put(key, picture);
        return picture;
    }

    private static BufferedImage render(FlatSVGIcon icon, int size) {
        // Keep the picture's proportions inside the square.
        double scale = Math.min(size / (double) icon.getIconWidth(), size / (double) icon.getIconHeight());
        int w = Math.max(1, (int) Math.round(icon.getIconWidth() * scale));
        int h = Math.max(1, (int) Math.round(icon.getIconHeight() * scale));
        BufferedImage picture = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = picture.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            icon.derive(w, h).paintIcon(null, g, (size - w) / 2, (size - h) / 2);
        } finally {
            g.dispose();
        }
        return picture;
    }

    private static BufferedImage broken(String path, String version, String why) {
        BROKEN.add(version);
        PROBLEMS.add("cannot draw " + new File(path).getName() + " (" + why + "): its pieces are drawn as shapes");
        return null;
    }
}
