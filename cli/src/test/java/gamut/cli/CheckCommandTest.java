package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'gamut check' prints warnings as warnings, counts them, and still calls a file with warnings only sound. */
class CheckCommandTest {
    private static final String GAME = """
            game "Rider" {
                players white, black
                board grid 4 by 4
                pieces { rook }
                setup {
                    white: a1
                }
                moves rook {
                    while true {
                        step n
                    }
                    move%s
                }
            }
            """;

    @Test
    void warningsOnlyExitZeroAndAreCounted(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("rider.gamut");
        Files.writeString(file, GAME.formatted(""));
        Cli.Result r = Cli.execute("check", file.toString());
        assertEquals(0, r.code());
        assertEquals(file + ": ok, 1 warning\n", r.out().replace("\r\n", "\n"));
        assertEquals(file + ":10:13: warning: 'step' can fail here and end the whole run of the program: no 'for'"
                + " encloses this 'while', so nothing after the loop runs; test first with 'if can_step(n)' and"
                + " leave with 'break', or put the loop in a 'for'\n            step n\n            ^\n",
                r.err().replace("\r\n", "\n"));
    }

    @Test
    void errorsAndWarningsAreCountedTogetherAndFail(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("rider.gamut");
        Files.writeString(file, GAME.formatted("\n        break"));
        Cli.Result r = Cli.execute("check", file.toString());
        assertEquals(1, r.code());
        String err = r.err().replace("\r\n", "\n");
        assertEquals(file + ": 1 error, 1 warning", err.strip().substring(err.strip().lastIndexOf('\n') + 1));
    }

    @Test
    void lintAddsWarningsThatDoNotFailTheCheck(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("stones.gamut");
        Files.writeString(file, """
                game "Stones" {
                    players white, black
                    board grid 3 by 3
                    pieces { stone }
                    setup {
                        reserve white: stone 5
                        reserve black: stone 5
                    }
                    define spare() = 1
                    drops stone { for c in cells where empty { drop } }
                    no_moves => draw
                }
                """);
        Cli.Result plain = Cli.execute("check", file.toString());
        assertEquals(file + ": ok\n", plain.out().replace("\r\n", "\n"));
        Cli.Result lint = Cli.execute("check", "--lint", file.toString());
        assertEquals(0, lint.code(), lint.err());
        assertEquals(file + ": ok, 1 warning\n", lint.out().replace("\r\n", "\n"));
        assertEquals(file + ":9:12: warning: define 'spare' is never used: remove it, or use it where a rule needs it\n"
                + "    define spare() = 1\n           ^\n", lint.err().replace("\r\n", "\n"));
    }
}
