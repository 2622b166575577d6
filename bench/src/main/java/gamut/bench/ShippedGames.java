package gamut.bench;

import gamut.api.Gamut;
import gamut.core.Engine;
import gamut.engine.Game;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The shipped games, found from the project root: the system property gamut.root, or the working folder and above.
 * Public for the tests of the reference engines (package gamut.reference), which play them beside Gamut.
 */
public final class ShippedGames {
    private ShippedGames() {}

    public static Game load(String name) {
        return Gamut.load(file(name), List.of());
    }

    /** The same, run by the engine named (interpreted or compiled). */
    public static Game load(String name, String engine) {
        return Gamut.load(file(name), List.of(), Engine.parse(engine));
    }

    public static Path file(String name) {
        String root = System.getProperty("gamut.root");
        if (root != null && Files.isRegularFile(Path.of(root, "games", name + ".gamut"))) {
            return Path.of(root, "games", name + ".gamut");
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path f = p.resolve("games").resolve(name + ".gamut");
            if (Files.isRegularFile(f)) {
                return f;
            }
        }
        throw new IllegalStateException("no games/" + name + ".gamut here or above; run from the project root");
    }
}
