package gamut.ui.view;

import gamut.api.AtomicWrite;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
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

    /**
     * Writes the picture (atomically: an old file stays whole if the write fails). It is encoded in
     * memory first: ImageIO writing to a file's stream that fails (a full disk) leaves its cache
     * half closed, and closing it again as the program ends prints a NullPointerException's trace.
     */
    static void save(JComponent component, Path png) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream memory = new MemoryCacheImageOutputStream(bytes)) {
            ImageIO.write(of(component), "png", memory);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // memory does not fail
        }
        AtomicWrite.write(png, out -> bytes.writeTo(out));
    }

    /** The name a save dialog proposes: the game file's name and the turn, "chess-turn-12.png". */
    static String suggestedName(Path gameFile, int turn) {
        String base = gameFile == null ? "board" : gameFile.getFileName().toString().replaceFirst("\\.gamut$", "");
        return String.format(Locale.ROOT, "%s-turn-%d.png", base, turn);
    }
}
