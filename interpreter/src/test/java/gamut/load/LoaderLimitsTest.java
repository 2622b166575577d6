package gamut.load;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.TestGames;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the loader does with files that are too much or not text (section 12 of docs/language.md,
 * "Limits"): how it reads them, how many problems it shows and how, ranges off the board, and that
 * rules at the nesting limit run on a small stack.
 */
class LoaderLimitsTest {
    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    // ---- reading

    @Test
    void aFileThatIsNotUtf8IsReportedWhereItStopsBeingUtf8() throws IOException {
        byte[] latin1 = tiny("pieces { stone }", "pieces { st\u00f6ne }").getBytes(StandardCharsets.ISO_8859_1);
        Path file = write("latin1.gamut", latin1);
        String message = assertThrows(GamutException.class, () -> GameLoader.read(file)).getMessage();
        assertEquals(file + ":8:16: error: not UTF-8 text: byte offset 167\n    pieces { st\uFFFDne }\n               ^", message);
    }

    @Test
    void aFileThatIsNotUtf8WithLoneCarriageReturnsIsReportedOnItsLine() throws IOException {
        byte[] latin1 = tiny("pieces { stone }", "pieces { st\u00f6ne }").replace("\n", "\r")
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = write("latin1-cr.gamut", latin1);
        String message = assertThrows(GamutException.class, () -> GameLoader.read(file)).getMessage();
        assertEquals(file + ":8:16: error: not UTF-8 text: byte offset 167\n    pieces { st\uFFFDne }\n               ^", message);
    }

    @Test
    void aByteOrderMarkIsSkipped() throws IOException {
        byte[] mark = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = TestGames.TINY.getBytes(StandardCharsets.UTF_8);
        byte[] both = Arrays.copyOf(mark, mark.length + text.length);
        System.arraycopy(text, 0, both, mark.length, text.length);
        assertEquals(TestGames.TINY, GameLoader.read(write("bom.gamut", both)));
        assertEquals(List.of(), check("\uFEFF" + TestGames.TINY));
        assertEquals(List.of("3:11: unknown player 'rd' (did you mean 'red'?)"), check("\uFEFF" + tiny("first red", "first rd")));
    }

    // ---- many problems, long lines

    /** TINY whose red pieces are set up on a1 as often as {@code times}. */
    private static GameLoader.Checked setUpOnA1(int times) {
        return GameLoader.check(TestGames.NAME, tiny("red: a1, b1", "red: " + String.join(", ", java.util.Collections.nCopies(times, "a1"))));
    }

    @Test
    void aReportShowsTheFirstHundredProblemsAndCountsTheRest() {
        GameLoader.Checked checked = setUpOnA1(20_000);
        assertEquals(19_999, checked.diagnostics().size());
        String[] lines = checked.report().split("\n");
        assertEquals(3 * Limits.DIAGNOSTICS + 1, lines.length);
        assertEquals("tiny.gamut:10:18: error: cell 'a1' is already set up at line 10", lines[0]);
        assertEquals("        red: " + "a1, ".repeat(36) + "a1,...", lines[1]);
        assertEquals("                 ^", lines[2]);
        assertEquals("tiny.gamut:10:414: error: cell 'a1' is already set up at line 10", lines[3 * 99]);
        assertEquals("..." + "a1, ".repeat(40) + "...", lines[3 * 99 + 1]);
        assertEquals(" ".repeat(3 + 80) + "^", lines[3 * 99 + 2]);
        assertEquals("... and 19899 more errors", lines[lines.length - 1]);
    }

    @Test
    void aLineOfAMegabyteIsReportedAsShortly() {
        GameLoader.Checked checked = setUpOnA1(250_000);
        assertEquals(249_999, checked.diagnostics().size());
        String report = checked.report();
        assertEquals(3 * Limits.DIAGNOSTICS + 1, report.split("\n").length);
        assertTrue(report.lines().allMatch(l -> l.length() <= Limits.QUOTED_LINE + 6), "every line short");
        assertTrue(report.endsWith("\n... and 249899 more errors"));
    }

    // ---- ranges and the board

    @Test
    void aRangeOffTheBoardIsReportedOnce() {
        assertEquals(List.of("9:14: range 1..1000 names 1000 cells not on this board (the first is '1')"),
                check(tinyWithLinesAfter(8, "    zone z = 1..1000")));
    }

    private static final String POINTS = """
            game "Points" {
                players red, blue
                board points 24
                directions { up = (1, 0) }
                pieces { stone }
                setup {
                    red: 1..3
                    blue: 20..22, 2..4
                }
                zone home = 20..30, 24..25
                moves stone {
                    step up
                    verify empty
                    move
                }
                end gone: count(opponent) == 0 => mover wins
            }
            """;

    @Test
    void rangesOnABoardOfPointsAreReportedOnceForEachProblem() {
        assertEquals(List.of(
                "8:23: cell '2' is already set up at line 7",
                "10:17: range 20..30 names 6 cells not on this board (the first is '25')",
                "10:25: cell '24' is listed twice in zone 'home'",
                "10:25: no cell '25' on this board (did you mean '2'?)"), check(POINTS));
    }

    // ---- nesting at run time

    @Test
    void rulesAtTheNestingLimitRunOnASmallStack() throws InterruptedException {
        // In the loop's block, the expansion of slide is 3 deep and its 'verify' 4: 196 'not's and
        // 'empty' are 200 deep, the most a program may nest.
        String text = tiny("verify empty", "verify " + "not ".repeat(196) + "empty");
        assertEquals(List.of(), check(text));
        Game game = Kernel.game(GameLoader.load(TestGames.NAME, text, List.of()));
        List<Integer> counted = new ArrayList<>();
        Thread thread = new Thread(null, () -> {
            State state = game.newState();
            MoveList moves = new MoveList();
            state.generate(moves);
            counted.add(moves.size());
        }, "small stack", 256L << 10);
        thread.start();
        thread.join();
        assertEquals(List.of(3), counted);
    }
}
