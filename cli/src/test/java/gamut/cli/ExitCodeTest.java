package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The one convention of exit codes (README, "Every command exits with one of four codes"): 0 it
 * worked, 1 a definition that does not check (in every command that reads one) or a failed test,
 * 2 a wrong command line, 3 an internal error in one line.
 */
class ExitCodeTest {
    @TempDir
    Path dir;

    private static final String LOA = Cli.game("lines-of-action");

    /** A game whose zone names a cell that its board does not have. */
    private Path unsound() throws IOException {
        Path file = dir.resolve("bad.gamut");
        Files.writeString(file, """
                game "Row" {
                    players white, black
                    board grid 3 by 3
                    pieces { stone }
                    setup {
                        reserve white: stone 5
                        reserve black: stone 5
                    }
                    drops stone { for c in cells where empty { drop } }
                    zone bottom = a1, b1, z9
                    no_moves => draw
                }
                """);
        return file;
    }

    private static String err(Cli.Result r) {
        return r.err().replace("\r\n", "\n");
    }

    @Test
    void anUnsoundDefinitionExitsOneInEveryCommandThatReadsIt() throws IOException {
        String bad = unsound().toString();
        String[][] runs = {{"check", bad}, {"test", bad}, {"info", bad}, {"perft", bad, "-d", "1"},
            {"selfplay", bad, "-n", "1"}, {"bench", bad}, {"text", bad}, {"diff", bad, LOA},
            {"compare", bad, "--variants", "base", "--csv", dir.resolve("c.csv").toString()}, {"match", bad}};
        for (String[] args : runs) {
            Cli.Result r = Cli.execute(args);
            assertEquals(1, r.code(), () -> String.join(" ", args) + ": " + r.err());
            assertEquals(bad + ":", err(r).substring(0, bad.length() + 1), String.join(" ", args));
        }
    }

    @Test
    void aMissingFileOrAWrongOptionExitsTwo() {
        Path none = dir.resolve("none.gamut");
        Cli.Result missing = Cli.execute("info", none.toString());
        assertEquals(2, missing.code());
        assertEquals(none + ": no such file\n", err(missing));
        Cli.Result option = Cli.execute("check", "--nope", LOA);
        assertEquals(2, option.code());
        assertEquals("gamut: Unknown option: '--nope'\nTry 'gamut check --help'.\n", err(option));
        Cli.Result variant = Cli.execute("perft", LOA, "-d", "1", "-v", "x");
        assertEquals(2, variant.code());
    }

    @Test
    void checkOfSeveralFilesExitsWithTheLargestCode() throws IOException {
        String bad = unsound().toString();
        assertEquals(0, Cli.execute("check", LOA, LOA).code());
        assertEquals(1, Cli.execute("check", LOA, bad).code());
        assertEquals(2, Cli.execute("check", bad, dir.resolve("none.gamut").toString(), LOA).code());
        assertEquals(2, Cli.execute("test", dir.resolve("none.gamut").toString(), bad).code());
    }

    @Test
    void anUnexpectedExceptionIsOneLineAskingForAReportAndExitsThree() {
        SelfplayCommand selfplay = new SelfplayCommand();
        selfplay.afterGame = k -> {
            throw new IllegalStateException("a bug\nover two lines");
        };
        CommandLine cli = GamutCommand.commandLine(selfplay);
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(new StringWriter()));
        cli.setErr(new PrintWriter(err));
        assertEquals(3, cli.execute(LOA, "-n", "1"));
        // The test runs without GAMUT_DEBUG (the build does not set it): no stack trace.
        assertEquals("gamut: internal error, please report it: java.lang.IllegalStateException: a bug over two lines"
                + " (GAMUT_DEBUG=1 shows where)\n", err.toString().replace("\r\n", "\n"));
    }
}
