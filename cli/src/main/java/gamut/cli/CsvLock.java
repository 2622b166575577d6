package gamut.cli;

import gamut.base.GamutException;
import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A run's hold on its CSV, so that two runs given the same file (which would write every game
 * twice) cannot both write it: a lock on a hidden file beside it, {@code .OUT.lock}, held from
 * reading the file to the run's end and released by the system when the process ends, however it
 * ends. The lock is not on the CSV itself because the CSV is replaced whole at times (a cut row
 * dropped, its rows put in order), and a lock follows the replaced file, not the name. The lock
 * file stays (empty): removing it would let a run that opened it just before lock a file no longer
 * there while a third run locks a new one.
 */
final class CsvLock implements Closeable {
    private final FileChannel channel;
    private final FileLock lock;

    private CsvLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of a CSV: beside the file it names (a link followed), in its real folder. */
    static Path lockFile(Path csv) {
        Path file = csv.toAbsolutePath().normalize();
        try {
            file = Files.exists(file) ? file.toRealPath() : file.getParent().toRealPath().resolve(file.getFileName());
        } catch (IOException e) {
            // the name as given: the folder's problem is reported when the CSV is written
        }
        return file.resolveSibling("." + file.getFileName() + ".lock");
    }

    /** Takes the CSV for this run, or refuses in one line when another run holds it. */
    static CsvLock take(String command, Path csv) {
        Path file = lockFile(csv);
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new GamutException(command + ": " + csv + ": cannot create the lock file " + file + ": " + e.getMessage());
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null; // held by another run in this same process
        } catch (IOException e) {
            // A file system that keeps no locks (some network ones): the run goes on, unguarded as before.
            return new CsvLock(channel, null);
        }
        if (lock == null) {
            closeQuietly(channel);
            throw new GamutException(command + ": " + csv + " is being written by another gamut run; wait for it to"
                    + " end, or give another --csv");
        }
        return new CsvLock(channel, lock);
    }

    @Override
    public void close() {
        try {
            if (lock != null) {
                lock.release();
            }
        } catch (IOException e) {
            // closing the channel below releases it too
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // the process's end releases the lock in any case
        }
    }
}
