package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import gamut.compare.Stats;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * A bar chart of outcome shares per variant, each bar with the 95% Wilson interval the table
 * gives: from its lower to its upper end, which are not the same distance from the share (and
 * never below 0% or above 100%), so the whiskers are drawn rather than left to a charting
 * library's symmetric error bars.
 */
final class Chart {
    static final int WIDTH = 900;
    static final int HEIGHT = 500;
    private static final int LEFT = 70;
    private static final int RIGHT = 170;
    private static final int TOP = 50;
    private static final int BOTTOM = 60;
    private static final Color[] COLORS = {new Color(0x4e79a7), new Color(0xe15759), new Color(0x76b7b2),
        new Color(0xf28e2b), new Color(0x59a14f), new Color(0xb07aa1)};

    /** One bar: a variant's share of an outcome in percent, and the ends of its interval. */
    record Bar(String variant, String outcome, double share, double low, double high) {}

    private Chart() {}

    /** Writes the chart of a comparison's games as a PNG image (atomically: an old image stays whole on failure). */
    static void write(Path png, Comparison comparison, Map<String, Map<Integer, PlayedGame>> records) {
        String title = comparison.title() + ": outcomes by variant (" + String.join(" vs ", comparison.players())
                + ", " + comparison.games() + " games each)";
        BufferedImage image = draw(title, comparison.variants(), bars(comparison.variants(), comparison.playerNames(), records));
        AtomicWrite.write(png, out -> writePng(image, out));
    }

    /**
     * Writes the image to the stream as PNG. The image is encoded in memory first, and the stream
     * only given the bytes: ImageIO writing to a stream caches it in a temporary file, and when the
     * stream fails (a full disk) the cache is left half closed, to be closed again by ImageIO's own
     * hook as the program ends, which then prints a NullPointerException's trace after the message.
     */
    static void writePng(BufferedImage image, OutputStream out) throws IOException {
        out.write(png(image));
    }

    /** The image as PNG bytes. */
    static byte[] png(BufferedImage image) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream memory = new MemoryCacheImageOutputStream(bytes)) {
            if (!ImageIO.write(image, "png", memory)) {
                throw new IllegalStateException("no PNG writer");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // memory does not fail
        }
        return bytes.toByteArray();
    }

    /**
     * The bars, variant by variant, each outcome (each player's wins, then draws, then a lone
     * player's losses) in turn.
     */
    static List<Bar> bars(List<String> variants, List<String> players, Map<String, Map<Integer, PlayedGame>> records) {
        List<String> outcomes = new ArrayList<>(players);
        outcomes.add(PlayedGame.DRAW);
        if (players.size() == 1) {
            outcomes.add(PlayedGame.NONE);
        }
        List<Bar> bars = new ArrayList<>();
        for (String v : variants) {
            List<PlayedGame> games = new ArrayList<>(records.get(v).values());
            for (String outcome : outcomes) {
                int k = (int) games.stream().filter(g -> g.winner().equals(outcome)).count();
                int n = games.size();
                double[] ci = Stats.wilson(k, n);
                String label = outcome.equals(PlayedGame.DRAW) ? "draws"
                        : outcome.equals(PlayedGame.NONE) ? players.get(0) + " losses" : outcome + " wins";
                bars.add(new Bar(v, label, n == 0 ? 0 : 100.0 * k / n, 100 * ci[0], 100 * ci[1]));
            }
        }
        return bars;
    }

    static BufferedImage draw(String title, List<String> variants, List<Bar> bars) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.drawString(title, LEFT, 28);
        axes(g);
        int outcomes = variants.isEmpty() ? 0 : bars.size() / variants.size();
        double group = (double) (WIDTH - LEFT - RIGHT) / Math.max(1, variants.size());
        double barWidth = group * 0.8 / Math.max(1, outcomes);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            int v = i / Math.max(1, outcomes);
            int o = i % Math.max(1, outcomes);
            double x = LEFT + v * group + group * 0.1 + o * barWidth;
            g.setColor(COLORS[o % COLORS.length]);
            int top = y(b.share());
            g.fillRect((int) x + 1, top, (int) barWidth - 2, y(0) - top);
            whisker(g, x + barWidth / 2, b);
            if (o == 0) {
                g.setColor(Color.BLACK);
                String name = b.variant();
                int w = g.getFontMetrics().stringWidth(name);
                g.drawString(name, (int) (LEFT + v * group + group / 2 - w / 2.0), y(0) + 20);
            }
        }
        legend(g, bars.subList(0, outcomes));
        g.dispose();
        return image;
    }

    /** The interval's ends as a vertical line with short caps. */
    private static void whisker(Graphics2D g, double x, Bar b) {
        g.setColor(Color.DARK_GRAY);
        g.setStroke(new BasicStroke(1.5f));
        int cx = (int) Math.round(x);
        g.drawLine(cx, y(b.low()), cx, y(b.high()));
        g.drawLine(cx - 4, y(b.low()), cx + 4, y(b.low()));
        g.drawLine(cx - 4, y(b.high()), cx + 4, y(b.high()));
    }

    private static void axes(Graphics2D g) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        for (int p = 0; p <= 100; p += 20) {
            g.setColor(new Color(0xdddddd));
            g.drawLine(LEFT, y(p), WIDTH - RIGHT, y(p));
            g.setColor(Color.BLACK);
            String label = String.format(Locale.ROOT, "%d%%", p);
            g.drawString(label, LEFT - 8 - g.getFontMetrics().stringWidth(label), y(p) + 4);
        }
        g.drawLine(LEFT, y(0), WIDTH - RIGHT, y(0));
        g.drawLine(LEFT, y(0), LEFT, y(100));
        g.drawString("share of games, with 95% Wilson intervals", LEFT, HEIGHT - 12);
    }

    private static void legend(Graphics2D g, List<Bar> first) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        for (int o = 0; o < first.size(); o++) {
            int y = TOP + 10 + o * 20;
            g.setColor(COLORS[o % COLORS.length]);
            g.fillRect(WIDTH - RIGHT + 20, y - 10, 12, 12);
            g.setColor(Color.BLACK);
            g.drawString(first.get(o).outcome(), WIDTH - RIGHT + 38, y);
        }
    }

    /** The pixel row of a share in percent. */
    static int y(double percent) {
        return (int) Math.round(HEIGHT - BOTTOM - (HEIGHT - BOTTOM - TOP) * Math.max(0, Math.min(100, percent)) / 100.0);
    }
}
