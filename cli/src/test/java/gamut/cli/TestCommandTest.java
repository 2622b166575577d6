package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'gamut test' runs the tests of the files: a line per file, a line per failure, exit 0, or 1 when one fails. */
class TestCommandTest {
    private static final String GAME = """
            game "Row" {
                players white, black
                board grid 3 by 3
                pieces { stone }
                setup {
                    reserve white: stone 5
                    reserve black: stone 5
                }
                drops stone { for c in cells where empty { drop } }
                no_moves => draw
                test "nine drops" {
                    moves %d
                    perft 2 = 72
                }
            }
            """;

    @Test
    void testsThatHoldExitZero(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("row.gamut");
        Files.writeString(file, GAME.formatted(9));
        Cli.Result r = Cli.execute("test", file.toString(), file.toString());
        assertEquals(0, r.code());
        assertEquals(file + ": ok, 1 test, 1 run\n" + file + ": ok, 1 test, 1 run\n2 files, 2 tests, 2 runs: all hold\n",
                r.out().replace("\r\n", "\n"));
        assertEquals("", r.err());
    }

    @Test
    void aFailureIsALineAtItsFieldAndExitsOne(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("row.gamut");
        Files.writeString(file, GAME.formatted(8));
        Cli.Result r = Cli.execute("test", file.toString());
        assertEquals(1, r.code());
        assertEquals(file + ": 1 failed, 1 test, 1 run\n", r.out().replace("\r\n", "\n"));
        assertEquals(file + ":12:9: test \"nine drops\": expected 8 legal moves, got 9"
                + " (S@a1 S@b1 S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3)\n", r.err().replace("\r\n", "\n"));
    }

    @Test
    void aFileThatDoesNotCheckRunsNoTestAndExitsOne(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("row.gamut");
        Files.writeString(file, GAME.formatted(9).replace("perft 2 = 72", "perft 0 = 1"));
        Cli.Result r = Cli.execute("test", file.toString());
        assertEquals(1, r.code());
        assertEquals(file + ":13:9: error: perft counts lines of at least one ply: depth 0\n        perft 0 = 1\n"
                + "        ^\n" + file + ": does not check; no test run\n", r.err().replace("\r\n", "\n"));
    }
}
