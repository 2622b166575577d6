package gamut.load;

import static gamut.testkit.TestGames.check;
import static gamut.testkit.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.testkit.TestGames;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the loader does with files that are not UTF-8 text or start with a byte-order mark. */
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
}
