package gamut.cli;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.apache.commons.lang3.StringUtils;

/**
 * The progress of a long run on standard error, with the games per minute so far, the time left
 * and the clock time it should end at (ETA, the local time of day). On a terminal it is one line
 * redrawn in place with carriage returns, a few times a second. Anywhere else (a log file, a pipe,
 * a test) carriage returns would leave a smear of bars, so it is a whole line now and then, and
 * nothing at all for a run shorter than that.
 */
final class ProgressLine {
    /** How often a terminal's line is redrawn. */
    static final long TERMINAL_NANOS = 500_000_000L;
    /** How often a line is added to a log. */
    static final long LOG_NANOS = 30_000_000_000L;

    private final String label;
    private final int total;
    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier clock;
    private final Clock wall;
    /** The process's processor time in nanoseconds, -1 when the system does not say. */
    private final LongSupplier cpu;
    private final long cpuStart;
    private final long start;
    private long lastDraw;
    private int done;
    private boolean drawn;

    /**
     * Progress of {@code total} games on {@code err}, drawn in place when {@code terminal}; the clock
     * gives nanoseconds ({@code System::nanoTime}, or a test's), the wall clock the time of day.
     */
    ProgressLine(String label, int total, PrintWriter err, boolean terminal, LongSupplier clock, Clock wall) {
        this(label, total, err, terminal, clock, wall, () -> -1);
    }

    /** The same, with the process's processor time ({@link #processCpu}) for the closing line. */
    ProgressLine(String label, int total, PrintWriter err, boolean terminal, LongSupplier clock, Clock wall,
                 LongSupplier cpu) {
        this.cpu = cpu;
        this.cpuStart = cpu.getAsLong();
        this.label = label;
        this.total = total;
        this.err = err;
        this.terminal = terminal;
        this.clock = clock;
        this.wall = wall;
        this.start = clock.getAsLong();
        this.lastDraw = start;
        if (terminal) {
            draw(start);
        }
    }

    /** Progress on the command's standard error, redrawn in place when the JVM has a terminal. */
    static ProgressLine onStandardError(String label, int total, PrintWriter err) {
        return new ProgressLine(label, total, err, System.console() != null, System::nanoTime, Clock.systemDefaultZone(),
                ProgressLine::processCpu);
    }

    /** The processor time this process has used, in nanoseconds (-1 when the system does not say). */
    static long processCpu() {
        return ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(-1L);
    }

    /** One more game is done. */
    void step() {
        done++;
        long now = clock.getAsLong();
        if (now - lastDraw >= (terminal ? TERMINAL_NANOS : LOG_NANOS) || (terminal && done == total)) {
            lastDraw = now;
            draw(now);
        }
    }

    /** Ends the terminal's line, so that what follows starts on a line of its own. */
    void finish() {
        if (terminal && drawn) {
            err.println();
            err.flush();
        }
    }

    private void draw(long now) {
        if (total == 0) {
            return;
        }
        String count = done + "/" + total + " games";
        if (done > 0) {
            double seconds = (now - start) / 1e9 / done * (total - done);
            String eta = LocalTime.now(wall).plusSeconds(Math.round(seconds)).format(DateTimeFormatter.ofPattern("HH:mm"));
            count += ", " + perMinute(done, now - start) + " games/min, " + duration(seconds) + " left (ETA " + eta + ")";
        }
        if (terminal) {
            int width = 30;
            String bar = StringUtils.rightPad(StringUtils.repeat('#', (int) ((long) width * done / total)), width);
            err.print("\r[" + bar + "] " + count + "   ");
        } else {
            err.println(label + ": " + count);
        }
        err.flush();
        drawn = true;
    }

    /**
     * The closing line of a run: the games played, in how long, and how many a minute on how many
     * threads; empty when none was played (all were kept from an earlier run). Where the system
     * says, it adds how many cores the process kept busy on average: on a machine others are using,
     * fewer than the threads, which is why more threads then play no faster.
     */
    String summary(int threads) {
        long elapsed = clock.getAsLong() - start;
        long used = cpu.getAsLong();
        String busy = used < 0 || cpuStart < 0 || elapsed <= 0 ? ""
                : String.format(Locale.ROOT, ", %.2f cores busy", (double) (used - cpuStart) / elapsed);
        return summary(threads + (threads == 1 ? " thread" : " threads") + busy);
    }

    /**
     * The same for games played elsewhere ({@code where}: "Spark, 4 executor cores"), where this
     * process's own use of its cores says nothing of the games'.
     */
    String summary(String where) {
        if (done == 0) {
            return "";
        }
        long elapsed = clock.getAsLong() - start;
        return String.format(Locale.ROOT, "%s: %d games in %s, %s games per minute on %s", label, done,
                duration(elapsed / 1e9), perMinute(done, elapsed), where);
    }

    /** Games per minute, to one decimal (or to three significant figures under 1). */
    static String perMinute(int games, long nanos) {
        double rate = nanos <= 0 ? 0 : games * 60e9 / nanos;
        return rate >= 1 || rate == 0 ? String.format(Locale.ROOT, "%.1f", rate) : String.format(Locale.ROOT, "%.3g", rate);
    }

    /** Seconds as m:ss, or h:mm:ss from an hour on. */
    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
