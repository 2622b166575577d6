package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Wrong command lines: each is refused at once with exit code 2 and one line saying what is wrong,
 * before any game is played or any file is touched; never "internal error".
 */
class CommandErrorsTest {
    @TempDir
    Path dir;

    private static final String LOA = Cli.game("lines-of-action");

    /** The one line a refused command prints on standard error; nothing went to standard output. */
    private static String refusal(String... args) {
        Cli.Result r = Cli.execute(args);
        assertEquals(2, r.code(), () -> "exit code; out: " + r.out() + " err: " + r.err());
        assertEquals("", r.out());
        String err = r.err().replace("\r\n", "\n");
        assertTrue(err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, err);
        return err.strip();
    }

    private List<Path> files() throws IOException {
        try (var listing = Files.list(dir)) {
            return listing.sorted().toList();
        }
    }

    /** A named pipe made by mkfifo, or nothing (the test is then skipped) where there is none. */
    private Path fifo() throws IOException, InterruptedException {
        Path fifo = dir.resolve("pipe");
        try {
            assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo failed");
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here");
        }
        return fifo;
    }

    @Test
    void compareRefusesVariantListsThatNameNoVariant() {
        assertEquals("compare: --variants names no variant", refusal("compare", LOA, "--variants", ","));
        assertEquals("compare: 'base+' in --variants is not a variant, 'base' or a combination such as A+B",
                refusal("compare", LOA, "--variants", "base,base+"));
        assertEquals("compare: '+' in --variants is not a variant, 'base' or a combination such as A+B",
                refusal("compare", LOA, "--variants", "+"));
        assertEquals("compare: --variants names 'base' twice", refusal("compare", LOA, "--variants", "base,first=white,base"));
        assertEquals("unknown player '': use random, easy, medium, hard, strongest, mcts, mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms); ab, ab:DEPTH, ab:TIME or ab:NODESnodes; net or net:TURNS (1 or 2); uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)",
                refusal("compare", LOA, "--variants", "base", "--players", ","));
        assertEquals("compare: --threads must be at most 256, not 99999",
                refusal("compare", LOA, "--variants", "base", "-t", "99999"));
    }

    @Test
    void compareChecksBothFilesBeforePlayingAnyGame() throws Exception {
        Path csv = dir.resolve("out.csv");
        Path missing = dir.resolve("none").resolve("x.csv");
        assertEquals(missing + ": cannot write: no folder " + dir.resolve("none"),
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", missing.toString()));
        Path chart = dir.resolve("none").resolve("x.png");
        assertEquals(chart + ": cannot write: no folder " + dir.resolve("none"),
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", csv.toString(), "--chart", chart.toString()));
        assertEquals(dir + ": cannot write: it is a folder",
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", dir.toString()));
        assertEquals(dir + ": cannot write: it is a folder",
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", csv.toString(), "--chart", dir.toString()));
        assertEquals("compare: the CSV and the chart would both be " + csv + "; give another --chart",
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", csv.toString(), "--chart", csv.toString()));
        assertEquals(List.of(), files()); // no CSV was begun
        Path fifo = fifo();
        assertEquals(fifo + ": cannot write: it is not a regular file",
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", fifo.toString()));
        assertEquals(fifo + ": cannot write: it is not a regular file",
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", csv.toString(), "--chart", fifo.toString()));
        assertEquals(List.of(fifo), files());
    }

    @Test
    void selfplayChecksItsCsvBeforePlayingAnyGame() throws Exception {
        Path missing = dir.resolve("none").resolve("x.csv");
        assertEquals(missing + ": cannot write: no folder " + dir.resolve("none"),
                refusal("selfplay", LOA, "-n", "2", "--csv", missing.toString()));
        assertEquals(dir + ": cannot write: it is a folder", refusal("selfplay", LOA, "-n", "2", "--csv", dir.toString()));
        assertEquals("'': cannot write: the file name is empty", refusal("selfplay", LOA, "-n", "2", "--csv", ""));
        Path fifo = fifo();
        assertEquals(fifo + ": cannot write: it is not a regular file",
                refusal("selfplay", LOA, "-n", "2", "--csv", fifo.toString()));
        assertEquals("unknown player 'x': use random, easy, medium, hard, strongest, mcts, mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms); ab, ab:DEPTH, ab:TIME or ab:NODESnodes; net or net:TURNS (1 or 2); uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)",
                refusal("selfplay", LOA, "-n", "2", "--players", "random,x"));
        assertEquals("player 'mcts:2m': the budget must be a number of iterations or a time such as 2s or 500ms, not '2m'",
                refusal("selfplay", LOA, "-n", "2", "--players", "mcts:2m,random"));
        assertEquals("player 'mcts:0s': at least 1ms a move, not 0s",
                refusal("match", LOA, "--players", "random,mcts:0s"));
        assertEquals(List.of(fifo), files());
    }

    @Test
    void aDeviceIsNeverReplacedByTheCsv() {
        Path device = Path.of("/dev/full");
        assumeTrue(Files.exists(device), "no /dev/full here");
        assertEquals("/dev/full: cannot write: it is not a regular file",
                refusal("selfplay", LOA, "-n", "1", "--csv", "/dev/full"));
        assertEquals("/dev/full: cannot write: it is not a regular file",
                refusal("compare", LOA, "--variants", "base", "-n", "1", "--csv", "/dev/full"));
        assertFalse(Files.isRegularFile(device));
    }

    @Test
    void perftDepthAndBenchTimesAreBoundedByTheLimits() {
        assertEquals("perft: --depth must be 1 to 64, not 2147483647", refusal("perft", LOA, "-d", "2147483647"));
        assertEquals("perft: --depth must be 1 to 64, not 65", refusal("perft", LOA, "-d", "65"));
        assertEquals("perft: --depth must be 1 to 64, not 0", refusal("perft", LOA, "-d", "0"));
        assertEquals("bench: --seconds must be more than 0 and at most 86400, not 99999999999",
                refusal("bench", LOA, "--seconds", "99999999999"));
        assertEquals("bench: --seconds must be more than 0 and at most 86400, not NaN", refusal("bench", LOA, "--seconds", "NaN"));
        assertEquals("bench: --seconds must be more than 0 and at most 86400, not 0", refusal("bench", LOA, "--seconds", "0"));
        assertEquals("bench: --warmup must be 0 to 86400, not -1", refusal("bench", LOA, "--warmup", "-1"));
        assertEquals("bench: --warmup must be 0 to 86400, not 86400.5", refusal("bench", LOA, "--warmup", "86400.5"));
        assertEquals("bench: --search must be at least 1 iteration, not 0", refusal("bench", LOA, "--search", "0"));
    }

    @Test
    void impossiblePositionsAreRefusedOnTheCommandLine() {
        assertEquals("position: a stack holds 1 to 1000 pieces, not 0, in 'black: a1*0'",
                refusal("perft", LOA, "-d", "1", "-p", "black: a1*0; white: h8"));
        assertEquals("position: 'turn: white' gives the player to move a second time (after 'turn: black')",
                refusal("perft", LOA, "-d", "1", "-p", "black: a1; white: h8; turn: black; turn: white"));
        assertEquals("position: cell a1 is given twice, in 'black: a1' and in 'white: a1'",
                refusal("text", LOA, "-p", "black: a1; white: a1"));
    }

    @Test
    void argumentsPicocliCannotReadAreTwoLinesWithTheHelpToTry() {
        Cli.Result r = Cli.execute("perft", LOA, "-d", "x");
        assertEquals(2, r.code());
        assertEquals("gamut: Invalid value for option '--depth': 'x' is not an int\nTry 'gamut perft --help'.\n",
                r.err().replace("\r\n", "\n"));
    }
}
