package gamut.cli;

import gamut.ai.WeightsFile;
import gamut.api.GameRecord;
import gamut.base.GamutException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * The files a run reads and the files it writes where the user said, checked before they are
 * written: an output never replaces an input of the same run (the definition, its weights, a
 * position file, the CSV and the settings file a chart would land on), whatever the options; and it
 * replaces an existing file only when that file is one of Gamut's outputs of its kind (a PNG image
 * for a chart, a game record for a record) or empty, unless the user forces it. A refusal is one
 * line that names the file and what to do, and nothing is written.
 */
final class Outputs {
    /** The kind of file an output is, and how an existing one of that kind is told from any other file. */
    record Kind(String name, Predicate<Path> holds) {}

    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    /** A chart: an existing PNG image may be replaced by a newer one. */
    static final Kind CHART = new Kind("a PNG image", file -> Arrays.equals(PNG, head(file, PNG.length)));
    /** A game record, as 'save' and the window write them. */
    static final Kind RECORD = new Kind("a game record",
            file -> GameRecord.isRecord(new String(head(file, 1 << 16), StandardCharsets.UTF_8)));

    /** An input of the run, and what it is, for the message. */
    private record Input(Path file, String what) {}

    private final String prefix;
    private final List<Input> inputs = new ArrayList<>();

    /** The outputs of a run of {@code command} ("" when messages go without the command's name). */
    Outputs(String command) {
        this.prefix = command.isEmpty() ? "" : command + ": ";
    }

    /** Adds an input of the run (a file it reads, or one it writes and reads again); null and standard input are left out. */
    Outputs input(Path file, String what) {
        if (file != null && !Definitions.isStdin(file)) {
            inputs.add(new Input(file, what));
        }
        return this;
    }

    /** Adds a definition file and the evaluation weights beside it, which a computer player may read. */
    Outputs definition(Path file) {
        input(file, "the game definition");
        return file == null || Definitions.isStdin(file) ? this : input(WeightsFile.beside(file), "the definition's weights");
    }

    /** Refuses {@code target} ({@code what}, named by {@code remedy}) when it is an input of this run. */
    void notAnInput(Path target, String what, String remedy) {
        for (Input input : inputs) {
            if (same(target, input.file())) {
                throw new GamutException(prefix + what + " " + target + " is " + input.what() + " of this run, and an"
                        + " output never replaces an input; " + remedy);
            }
        }
    }

    /**
     * Refuses {@code target} when it is an input of this run, or, unless {@code force}, an existing
     * file that is neither empty nor of {@code kind}. {@code remedy} says how to name another file,
     * {@code forcing} how to replace it anyway.
     */
    void check(Path target, String what, Kind kind, boolean force, String remedy, String forcing) {
        notAnInput(target, what, remedy);
        if (!force && !replaceable(target, kind.holds())) {
            throw new GamutException(prefix + what + " " + target + " exists and is not " + kind.name() + "; " + remedy
                    + ", or " + forcing + " to replace it");
        }
    }

    /** Whether a file may be replaced without forcing: it does not exist, is empty, or is of the kind. */
    static boolean replaceable(Path file, Predicate<Path> ofTheKind) {
        try {
            return !Files.isRegularFile(file) || Files.size(file) == 0 || ofTheKind.test(file);
        } catch (IOException e) {
            return false; // unreadable: not known to be Gamut's
        }
    }

    /** Whether two names are one file: the same file on disk (links followed), or the same name when either is missing. */
    static boolean same(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException e) {
            // compared by name below
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** The first bytes of a file, fewer when it is shorter; none when it cannot be read. */
    static byte[] head(Path file, int n) {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(n);
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
