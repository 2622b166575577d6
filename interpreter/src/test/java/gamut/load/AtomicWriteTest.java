package gamut.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.AtomicWrite;
import gamut.base.GamutException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicWriteTest {
    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (var listing = Files.list(dir)) {
            return listing.sorted().toList();
        }
    }

    @Test
    void writesANewFileAndReplacesAnOldOneLeavingNothingElse() throws IOException {
        Path target = dir.resolve("out.txt");
        AtomicWrite.writeString(target, "first\n");
        assertEquals("first\n", Files.readString(target));
        AtomicWrite.write(target, out -> out.write("second é\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals("second é\n", Files.readString(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void aFailingWriterLeavesTheOldFileWholeAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("keep.txt");
        Files.writeString(target, "old");
        GamutException e = assertThrows(GamutException.class, () -> AtomicWrite.write(target, out -> {
            out.write("half".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals(target + ": cannot write: disk full", e.getMessage());
        assertEquals("old", Files.readString(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void refusesAFolderAndADevice() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("folder"));
        GamutException e = assertThrows(GamutException.class, () -> AtomicWrite.writeString(folder, "x"));
        assertEquals(folder + ": cannot write: it is a folder", e.getMessage());
        assertTrue(Files.isDirectory(folder));
        Path device = Path.of("/dev/null");
        if (Files.exists(device)) {
            e = assertThrows(GamutException.class, () -> AtomicWrite.writeString(device, "x"));
            assertEquals("/dev/null: cannot write: it is not a regular file", e.getMessage());
        }
        assertEquals(List.of(folder), files());
    }

    @Test
    void aMissingFolderIsNamedAsTheUserWroteIt() {
        Path target = dir.resolve("nowhere").resolve("out.csv");
        GamutException e = assertThrows(GamutException.class, () -> AtomicWrite.writeString(target, "x"));
        assertEquals(target + ": cannot write: no folder " + dir.resolve("nowhere"), e.getMessage());
        assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
    }

    @Test
    void aLinkKeepsPointingAtTheFileItNames() throws IOException {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Path link = dir.resolve("link.txt");
        try {
            Files.createSymbolicLink(link, real.getFileName());
        } catch (UnsupportedOperationException | IOException e) {
            return; // no links on this file system
        }
        AtomicWrite.writeString(link, "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
    }
}
