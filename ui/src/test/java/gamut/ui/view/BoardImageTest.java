package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.Graphics;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'Save board image': the board painted as on screen, written as a PNG under a name that says which game and turn. */
class BoardImageTest {
    /** Paints its left half red and its right half blue. */
    static final class Halves extends JComponent {
        private static final long serialVersionUID = 1L;

        @Override
        protected void paintComponent(Graphics g) {
            g.setColor(Color.RED);
            g.fillRect(0, 0, getWidth() / 2, getHeight());
            g.setColor(Color.BLUE);
            g.fillRect(getWidth() / 2, 0, getWidth() - getWidth() / 2, getHeight());
        }
    }

    @Test
    void theImageIsWhatThePainterDrawsAtItsSize(@TempDir Path dir) throws IOException {
        Halves board = new Halves();
        board.setSize(40, 20);
        Path png = dir.resolve("b.png");
        BoardImage.save(board, png);
        BufferedImage read = ImageIO.read(Files.newInputStream(png));
        assertEquals(40, read.getWidth());
        assertEquals(20, read.getHeight());
        assertEquals(Color.RED.getRGB(), read.getRGB(5, 10));
        assertEquals(Color.BLUE.getRGB(), read.getRGB(35, 10));
    }

    @Test
    void theProposedNameSaysTheGameAndTheTurn() {
        assertEquals("chess-turn-12.png", BoardImage.suggestedName(Path.of("games/chess.gamut"), 12));
        assertEquals("board-turn-1.png", BoardImage.suggestedName(null, 1));
    }
}
