package gamut.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a definition, record or position file: only regular files of a bounded size. */
class ReadFileTest {
    @TempDir
    Path dir;

    @Test
    void aDeviceIsRefusedInsteadOfReadForever() {
        GamutException e = assertThrows(GamutException.class, () -> GameLoader.read(Path.of("/dev/zero")));
        assertEquals("/dev/zero: cannot read: it is not a regular file", e.getMessage());
    }

    @Test
    void aFolderIsRefused() {
        GamutException e = assertThrows(GamutException.class, () -> GameLoader.read(dir));
        assertEquals(dir + ": cannot read: it is a folder", e.getMessage());
    }

    @Test
    void aFileOverTheLimitIsRefusedBeforeItIsRead() throws Exception {
        Path big = dir.resolve("big.gamut");
        try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(70_000_000L); // sparse: no disk is used
        }
        GamutException e = assertThrows(GamutException.class, () -> GameLoader.read(big));
        assertEquals(big + ": cannot read: 70000000 bytes; a file read as text holds at most 67108864 bytes",
                e.getMessage());
    }

    @Test
    void aMissingFileIsNamed() {
        Path none = dir.resolve("none.gamut");
        GamutException e = assertThrows(GamutException.class, () -> GameLoader.read(none));
        assertEquals(none + ": no such file", e.getMessage());
        assertEquals(false, Files.exists(none));
    }
}
