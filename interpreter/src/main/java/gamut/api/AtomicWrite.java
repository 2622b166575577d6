package gamut.api;

import gamut.base.GamutException;
import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.Validate;

/**
 * Writes a whole file at once: the content goes to a temporary file in the target's folder, which
 * is then renamed over the target, so that an interrupted or failed write leaves the old file
 * whole and never half a new one. Only a regular file is replaced (a symbolic link to one has its
 * file replaced and stays a link); a folder, a device or any other kind of file is refused.
 * Every failure is a {@link GamutException} that names the target (or its missing folder), never
 * the temporary file; {@link #check} says beforehand whether a write could succeed.
 */
public final class AtomicWrite {
    private AtomicWrite() {}

    /** What goes into the file, written to the stream given (closing it is harmless: the write goes on). */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Makes sure the target could be written now, before any long work whose result goes there: it
     * is a regular file or does not exist yet, and a file can be created in its folder (one is
     * created and removed again). Throws the GamutException a write would throw.
     */
    public static void check(Path target) {
        Validate.notNull(target, "target");
        Path destination = destination(target);
        Path dir = destination.getParent();
        try {
            Files.delete(createTemporary(dir, destination.getFileName().toString()));
        } catch (IOException e) {
            throw new GamutException(target + ": cannot write: cannot create a file in the folder " + dir + ": "
                    + reason(e));
        }
    }

    /** Writes the text in UTF-8. */
    public static void writeString(Path target, String text) {
        Validate.notNull(text, "text");
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Writes what {@code content} produces, replacing the target only once all of it is on disk. */
    public static void write(Path target, Content content) {
        Validate.notNull(target, "target");
        Validate.notNull(content, "content");
        Path destination = destination(target);
        Path dir = destination.getParent();
        Path tmp;
        try {
            tmp = createTemporary(dir, destination.getFileName().toString());
        } catch (IOException e) {
            throw new GamutException(target + ": cannot write: cannot create a file in the folder " + dir + ": "
                    + reason(e));
        }
        boolean moved = false;
        try {
            try (FileChannel file = FileChannel.open(tmp, StandardOpenOption.WRITE);
                 OutputStream out = new BufferedOutputStream(Channels.newOutputStream(file))) {
                content.writeTo(unclosable(out));
                out.flush();
                file.force(true);
            }
            copyPermissions(destination, tmp);
            try {
                Files.move(tmp, destination, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, destination, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } catch (IOException e) {
            throw new GamutException(target + ": cannot write: " + reason(e));
        } finally {
            if (!moved) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the failure being reported matters more than a leftover temporary file
                }
            }
        }
    }

    /** The stream handed to the content: its close only flushes, so the file can still be synced. */
    private static OutputStream unclosable(OutputStream out) {
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                out.flush();
            }
        };
    }

    /**
     * The file to replace: the target itself, or the file a symbolic link points to; refused
     * unless it is a regular file or does not exist yet in an existing folder.
     */
    private static Path destination(Path target) {
        if (target.toString().isEmpty()) {
            throw new GamutException("'': cannot write: the file name is empty");
        }
        Path absolute = target.toAbsolutePath();
        if (Files.isSymbolicLink(absolute) && Files.isRegularFile(absolute)) {
            try {
                absolute = absolute.toRealPath();
            } catch (IOException e) {
                throw new GamutException(target + ": cannot write: " + reason(e));
            }
        }
        if (Files.isDirectory(absolute)) {
            throw new GamutException(target + ": cannot write: it is a folder");
        }
        if (Files.exists(absolute, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(absolute)) {
            throw new GamutException(target + ": cannot write: it is not a regular file");
        }
        Path dir = absolute.getParent();
        if (dir == null) {
            throw new GamutException(target + ": cannot write: it is not a file name");
        }
        if (!Files.isDirectory(dir)) {
            Path shown = target.getParent() != null ? target.getParent() : dir;
            throw new GamutException(target + ": cannot write: " + (Files.exists(dir)
                    ? shown + " is not a folder" : "no folder " + shown));
        }
        return absolute;
    }

    /** A new empty file beside the target, hidden, created with the default permissions. */
    private static Path createTemporary(Path dir, String name) throws IOException {
        for (int attempt = 0; ; attempt++) {
            String suffix = Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
            Path tmp = dir.resolve("." + StringUtils.abbreviate(name, 100) + "." + suffix + ".tmp");
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                if (attempt == 10) {
                    throw e;
                }
            }
        }
    }

    /** A replaced file keeps its permissions where the file system has POSIX ones. */
    private static void copyPermissions(Path from, Path to) {
        try {
            if (Files.exists(from)) {
                Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
            }
        } catch (UnsupportedOperationException | IOException e) {
            // not POSIX, or not ours to read: the new file keeps the default permissions
        }
    }

    /** Why an operation failed, in words: never the name of the temporary file it was working on. */
    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason() : f.getClass().getSimpleName();
        }
        return StringUtils.defaultIfBlank(e.getMessage(), e.getClass().getSimpleName());
    }
}
