package gamut.ui.view;

import gamut.api.AtomicWrite;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.swing.JComponent;

/** The board as a picture: painted as on screen into an image, saved as PNG. */
final class BoardImage {
    private BoardImage() {}

    /** The component as it paints now, at its size on screen. */
    static BufferedImage of(JComponent component) {
        int w = Math.max(1, component.getWidth());
        int h = Math.max(1, component.getHeight());
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            component.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Writes the picture (atomically: an old file stays whole if the write fails). */
    static void save(JComponent component, Path png) {
        BufferedImage image = of(component);
        AtomicWrite.write(png, out -> ImageIO.write(image, "png", out));
    }

    /** The name a save dialog proposes: the game file's name and the turn, "chess-turn-12.png". */
    static String suggestedName(Path gameFile, int turn) {
        String base = gameFile == null ? "board" : gameFile.getFileName().toString().replaceFirst("\\.gamut$", "");
        return String.format(Locale.ROOT, "%s-turn-%d.png", base, turn);
    }
}
