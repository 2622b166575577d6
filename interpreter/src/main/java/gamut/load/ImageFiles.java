package gamut.load;

import gamut.base.Diagnostic;
import gamut.check.RuleSet;
import gamut.core.Looks;
import java.nio.file.InvalidPathException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The SVG files a definition's 'show' lines name, looked for in the definition's folder. The
 * checker touches no file, so this is the one place a definition's name leads to another file;
 * the file is never read here, only by a viewer.
 */
final class ImageFiles {
    private ImageFiles() {}

    /** An error for each image that is not a file in the definition's folder (or under it). */
    static List<Diagnostic> missing(RuleSet set, String definition) {
        List<Diagnostic> out = new ArrayList<>();
        Path folder = folder(definition);
        for (RuleSet.ImageFile image : set.images()) {
            if (!Files.isRegularFile(folder.resolve(image.path()).normalize())) {
                out.add(new Diagnostic(image.pos(), "no image file \"" + image.path() + "\" in the definition's folder"));
            }
        }
        return out;
    }

    /** The looks with each image's path made absolute. */
    static Looks resolved(Looks looks, String definition) {
        Path folder = folder(definition);
        return looks.withImages(path -> folder.resolve(path).normalize().toString());
    }

    /** The folder of the definition (the working folder for standard input, or a name that is no path). */
    private static Path folder(String definition) {
        try {
            Path parent = Path.of(definition).toAbsolutePath().getParent();
            return parent != null ? parent : Path.of("").toAbsolutePath();
        } catch (InvalidPathException e) {
            return Path.of("").toAbsolutePath();
        }
    }
}
