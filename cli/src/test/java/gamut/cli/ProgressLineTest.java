package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Progress is redrawn in place only on a terminal; a log gets a whole line now and then. */
class ProgressLineTest {
    private static final long SECOND = 1_000_000_000L;
    /** Noon, UTC: the time of day the ETA counts from. */
    private static final java.time.Clock NOON = java.time.Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);

    /** A clock the test moves. */
    private static final class Clock {
        long now;
    }

    @Test
    void offATerminalAWholeLineEveryThirtySecondsAndNoCarriageReturn() {
        Clock clock = new Clock();
        StringWriter err = new StringWriter();
        ProgressLine p = new ProgressLine("selfplay", 100, new PrintWriter(err), false, () -> clock.now, NOON);
        for (int k = 1; k <= 100; k++) {
            clock.now = k * SECOND;
            p.step();
        }
        p.finish();
        assertEquals("selfplay: 30/100 games, 60.0 games/min, 1:10 left (ETA 12:01)\n"
                + "selfplay: 60/100 games, 60.0 games/min, 0:40 left (ETA 12:00)\n"
                + "selfplay: 90/100 games, 60.0 games/min, 0:10 left (ETA 12:00)\n", err.toString().replace("\r\n", "\n"));
        assertEquals("selfplay: 100 games in 1:40, 60.0 games per minute on 2 threads", p.summary(2));
    }

    @Test
    void onATerminalOneLineRedrawnInPlaceAndEndedOnce() {
        Clock clock = new Clock();
        StringWriter err = new StringWriter();
        ProgressLine p = new ProgressLine("compare", 4, new PrintWriter(err), true, () -> clock.now, NOON);
        for (int k = 1; k <= 4; k++) {
            clock.now = k * 2 * SECOND;
            p.step();
        }
        p.finish();
        String bar = "\r[%s] %s   ";
        assertEquals(bar.formatted(" ".repeat(30), "0/4 games")
                + bar.formatted("#".repeat(7) + " ".repeat(23), "1/4 games, 30.0 games/min, 0:06 left (ETA 12:00)")
                + bar.formatted("#".repeat(15) + " ".repeat(15), "2/4 games, 30.0 games/min, 0:04 left (ETA 12:00)")
                + bar.formatted("#".repeat(22) + " ".repeat(8), "3/4 games, 30.0 games/min, 0:02 left (ETA 12:00)")
                + bar.formatted("#".repeat(30), "4/4 games, 30.0 games/min, 0:00 left (ETA 12:00)")
                + System.lineSeparator(), err.toString());
        assertEquals("compare: 4 games in 0:08, 30.0 games per minute on 1 thread", p.summary(1));
    }

    @Test
    void slowRunsShowAFractionOfAGameAMinuteAndNothingPlayedNoSummary() {
        assertEquals("0.500", ProgressLine.perMinute(1, 120 * SECOND));
        assertEquals("0.0", ProgressLine.perMinute(0, 0));
        ProgressLine p = new ProgressLine("compare", 0, new PrintWriter(new StringWriter()), false, () -> 0, NOON);
        assertEquals("", p.summary(2));
    }

    @Test
    void theClosingLineSaysHowManyCoresWereBusyWhereTheSystemSays() {
        Clock clock = new Clock();
        long[] cpu = {5 * SECOND};
        ProgressLine p = new ProgressLine("compare", 3, new PrintWriter(new StringWriter()), false, () -> clock.now, NOON,
                () -> cpu[0]);
        for (int k = 1; k <= 3; k++) {
            clock.now = k * 20 * SECOND;
            cpu[0] += 15 * SECOND; // three quarters of a core
            p.step();
        }
        assertEquals("compare: 3 games in 1:00, 3.0 games per minute on 2 threads, 0.75 cores busy", p.summary(2));
        assertEquals(true, ProgressLine.processCpu() > 0, "this system says");
    }

    @Test
    void longTimesShowTheirHours() {
        assertEquals("0:00", ProgressLine.duration(0.4));
        assertEquals("59:59", ProgressLine.duration(3599));
        assertEquals("1:00:00", ProgressLine.duration(3600));
        assertEquals("27:46:40", ProgressLine.duration(100_000));
    }

    @Test
    void commandsOffATerminalDrawNoBarForAShortRun(@TempDir Path dir) {
        // The tests run without a terminal (System.console() is null), as a script or a log does.
        Cli.Result self = Cli.execute("selfplay", Cli.game("tic-tac-toe"), "-n", "20", "-q", "--csv",
                dir.resolve("s.csv").toString());
        assertEquals(0, self.code());
        assertEquals("", self.err());
        Cli.Result compare = Cli.execute("compare", Cli.game("tic-tac-toe"), "--variants", "base", "-n", "20", "--csv",
                dir.resolve("c.csv").toString());
        assertEquals(0, compare.code());
        assertEquals("", compare.err());
        assertFalse(compare.out().contains("\r"));
    }
}
