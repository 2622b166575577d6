package gamut.cli;

import gamut.api.Gamut;
import gamut.base.GamutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A game file as the commands that take several name it: {@code FILE} or {@code FILE:V1,V2}, the
 * variants after the last colon unless the whole text is a file's name.
 */
public record GameFileSpec(Path file, List<String> variants) {
    public GameFileSpec {
        variants = List.copyOf(variants);
    }

    /** Reads the text; {@code command} names the command in the message when the file part is no file. */
    public static GameFileSpec parse(String text, String command) {
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || Files.isRegularFile(Path.of(text))) {
            return new GameFileSpec(Path.of(text), List.of());
        }
        Path file = Path.of(text.substring(0, colon));
        if (!Files.isRegularFile(file)) {
            throw new GamutException(command + ": no game file " + file);
        }
        return new GameFileSpec(file, Gamut.variants(text.substring(colon + 1)));
    }

    /** The file's name, with its variants after a colon when there are any: "plakoto.gamut:mother=on". */
    public String label() {
        return file.getFileName() + (variants.isEmpty() ? "" : ":" + String.join(",", variants));
    }
}
