package gamut.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gamut.base.GamutException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A target checked before long work, and the messages of failed writes: never a temporary file's name. */
class AtomicWriteCheckTest {
    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (var listing = Files.list(dir)) {
            return listing.sorted().toList();
        }
    }

    private static String refusal(Path target) {
        return assertThrows(GamutException.class, () -> AtomicWrite.check(target)).getMessage();
    }

    /** A named pipe made by mkfifo, or nothing (the test is then skipped) where there is none. */
    private Path fifo() throws IOException, InterruptedException {
        Path fifo = dir.resolve("pipe");
        try {
            Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
            assumeTrue(p.waitFor() == 0, "mkfifo failed");
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here");
        }
        return fifo;
    }

    @Test
    void aNewFileOrAnOldOneIsWritableAndTheCheckLeavesNothingBehind() throws IOException {
        AtomicWrite.check(dir.resolve("new.csv"));
        Path old = dir.resolve("old.csv");
        Files.writeString(old, "kept");
        AtomicWrite.check(old);
        assertEquals("kept", Files.readString(old));
        assertEquals(List.of(old), files());
    }

    @Test
    void aFolderAMissingFolderAnEmptyNameAndAPipeAreRefusedBeforehand() throws Exception {
        assertEquals(dir + ": cannot write: it is a folder", refusal(dir));
        Path nowhere = dir.resolve("nowhere").resolve("out.csv");
        assertEquals(nowhere + ": cannot write: no folder " + dir.resolve("nowhere"), refusal(nowhere));
        assertEquals("'': cannot write: the file name is empty", refusal(Path.of("")));
        Path fifo = fifo();
        assertEquals(fifo + ": cannot write: it is not a regular file", refusal(fifo));
        assertEquals(fifo + ": cannot write: it is not a regular file",
                assertThrows(GamutException.class, () -> AtomicWrite.writeString(fifo, "x")).getMessage());
        assertEquals(List.of(fifo), files());
    }

    @Test
    void aDeviceIsNeverReplacedByARegularFile() {
        Path device = Path.of("/dev/full");
        assumeTrue(Files.exists(device), "no /dev/full here");
        assertEquals("/dev/full: cannot write: it is not a regular file", refusal(device));
        assertEquals("/dev/full: cannot write: it is not a regular file",
                assertThrows(GamutException.class, () -> AtomicWrite.writeString(device, "x")).getMessage());
        assertEquals(false, Files.isRegularFile(device));
    }

    @Test
    void aFolderThatTakesNoNewFileIsNamedWithTheReasonNotWithTheTemporaryFile() {
        Path target = Path.of("/proc/gamut-test.csv");
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "no /proc here");
        assertEquals("/proc/gamut-test.csv: cannot write: cannot create a file in the folder /proc: no such file or folder",
                refusal(target));
        assertEquals("/proc/gamut-test.csv: cannot write: cannot create a file in the folder /proc: no such file or folder",
                assertThrows(GamutException.class, () -> AtomicWrite.writeString(target, "x")).getMessage());
    }
}
