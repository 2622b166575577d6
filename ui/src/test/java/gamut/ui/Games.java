package gamut.ui;

import gamut.api.Gamut;
import gamut.engine.Game;
import java.nio.file.Path;
import java.util.List;

/** The shipped games, found from the project root (the surefire property, or the parent folder). */
final class Games {
    private Games() {}

    static Path file(String name) {
        String root = System.getProperty("gamut.root");
        for (Path base : new Path[] {Path.of(root == null ? "." : root), Path.of(".."), Path.of(".")}) {
            Path p = base.resolve("games").resolve(name + ".gamut");
            if (p.toFile().isFile()) {
                return p;
            }
        }
        return Path.of("games", name + ".gamut");
    }

    static Game load(String name) {
        return Gamut.load(file(name), List.of());
    }
}
