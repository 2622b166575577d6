package gamut.compare;

import java.io.PrintWriter;
import org.apache.commons.lang3.StringUtils;

/** A one-line progress bar with the estimated time left, redrawn in place on standard error. */
final class Progress {
    private final int total;
    private final PrintWriter out;
    private final long start = System.nanoTime();
    private int done;
    private long lastDraw;

    Progress(int total, PrintWriter out) {
        this.total = total;
        this.out = out;
        draw();
    }

    void step() {
        done++;
        // At most a few redraws a second: a log file should not fill with progress bars.
        long now = System.nanoTime();
        if (done == total || now - lastDraw > 500_000_000L) {
            lastDraw = now;
            draw();
        }
    }

    void finish() {
        if (out != null && total > 0) {
            out.println();
            out.flush();
        }
    }

    private void draw() {
        if (out == null || total == 0) {
            return;
        }
        int width = 30;
        int filled = (int) ((long) width * done / total);
        double elapsed = (System.nanoTime() - start) / 1e9;
        long left = done == 0 ? -1 : Math.round(elapsed / done * (total - done));
        out.print("\r[" + StringUtils.rightPad(StringUtils.repeat('#', filled), width) + "] " + done + "/" + total + " games"
                + (left < 0 ? "" : String.format(", %d:%02d left", left / 60, left % 60)) + "   ");
        out.flush();
    }
}
