package gamut.cli;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import java.nio.file.Path;
import java.util.List;

/**
 * A definition file as a command names it: a path, or {@code -} for standard input, so that a
 * definition written by another program can be checked or played without a file.
 */
final class Definitions {
    private Definitions() {}

    /** What messages call standard input, where they would name the file: {@code <stdin>:3:9: error: ...}. */
    static final String STDIN = "<stdin>";

    static boolean isStdin(Path file) {
        return file.toString().equals("-");
    }

    /** The name of the file in messages. */
    static String name(Path file) {
        return isStdin(file) ? STDIN : file.toString();
    }

    /** The definition's text: the file's, or all of standard input. */
    static String read(Path file) {
        return isStdin(file) ? Gamut.read(STDIN, System.in) : Gamut.read(file);
    }

    /** The game of the definition with the variants applied in order. */
    static Game load(Path file, List<String> variants) {
        // A file is loaded as a file, so that what lies beside it (its evaluation weights) is found.
        return isStdin(file) ? Gamut.load(STDIN, read(file), variants) : Gamut.load(file, variants);
    }

    /** Standard input is read to its end once: a second '-' would read nothing, so it is refused. */
    static void stdinAtMostOnce(String command, List<Path> files) {
        if (files.stream().filter(Definitions::isStdin).count() > 1) {
            throw new GamutException(command + ": '-' (standard input) can be named only once");
        }
    }
}
