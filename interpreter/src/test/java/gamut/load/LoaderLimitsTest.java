package gamut.load;

import static gamut.testkit.TestGames.check;
import static gamut.testkit.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.core.MoveList;
import gamut.testkit.TestGames;
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
 * What the loader does with files that are not text or nest deeply (section 12 of docs/language.md,
 * "Limits"): how it reads them, and that rules at the nesting limit run on a small stack.
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
    void aByteOrderMarkIsSkipped() throws IOException {
        byte[] mark = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = TestGames.TINY.getBytes(StandardCharsets.UTF_8);
        byte[] both = Arrays.copyOf(mark, mark.length + text.length);
        System.arraycopy(text, 0, both, mark.length, text.length);
        assertEquals(TestGames.TINY, GameLoader.read(write("bom.gamut", both)));
        assertEquals(List.of(), check("\uFEFF" + TestGames.TINY));
        assertEquals(List.of("3:11: unknown player 'rd' (did you mean 'red'?)"), check("\uFEFF" + tiny("first red", "first rd")));
    }

    // ---- nesting at run time

    @Test
    void rulesAtTheNestingLimitRunOnASmallStack() throws InterruptedException {
        // In the loop's block, the expansion of slide is 3 deep and its 'verify' 4: 196 'not's and
        // 'empty' are 200 deep, the most a program may nest.
        String text = tiny("verify empty", "verify " + "not ".repeat(196) + "empty");
        assertEquals(List.of(), check(text));
        Game game = new Game(GameLoader.load(TestGames.NAME, text, List.of()));
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
