package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A chart that cannot be written, as on a full disk, is one line and nothing more. The file's
 * stream (buffered, as AtomicWrite's is) takes the bytes and fails when it passes them on; ImageIO
 * writing to such a stream through its cache file failed part way through closing the cache, which
 * its own hook closed again when the program ended, printing a NullPointerException's trace after
 * the message. Only a program's end shows it, so the chart is written in a JVM of its own.
 */
class ChartOnAFullDiskTest {
    @TempDir
    Path dir;

    /** Writes a chart to a stream that fails as a full disk does, and says so as the commands do. */
    public static final class FullDisk {
        public static void main(String[] args) {
            OutputStream disk = new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    throw new IOException("No space left on device");
                }
            };
            try (OutputStream out = new BufferedOutputStream(disk, 1 << 20)) {
                Chart.writePng(Chart.draw("a chart", List.of("base"), List.of()), out);
                out.flush();
            } catch (IOException e) {
                System.err.println("chart.png: cannot write: " + e.getMessage());
            }
        }
    }

    @Test
    void aChartThatCannotBeWrittenIsOneLine() throws Exception {
        Cli.Result r = ChildJvm.run(ChildJvm.java(dir, List.of("-Djava.io.tmpdir=" + dir), FullDisk.class.getName()));
        assertEquals("chart.png: cannot write: No space left on device\n", r.err());
        assertEquals(0, r.code());
    }
}
