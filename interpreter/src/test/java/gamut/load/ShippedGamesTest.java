package gamut.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import gamut.check.Checker;
import gamut.parse.SourceParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every shipped game loads in every variant; every sketch parses and checks, lacking only engine support. */
class ShippedGamesTest {
    static Path root() {
        String property = System.getProperty("gamut.root");
        Path dir = property != null ? Path.of(property) : Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("games"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("cannot find the project root (games/)");
        }
        return dir;
    }

    private static List<Path> files(String folder) throws IOException {
        try (Stream<Path> s = Files.list(root().resolve(folder))) {
            return s.filter(p -> p.toString().endsWith(".gamut")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyShippedGameAndVariantLoads() throws IOException {
        List<Path> games = files("games");
        assertFalse(games.isEmpty());
        return games.stream().map(path -> DynamicTest.dynamicTest(path.getFileName().toString(), () -> {
            String text = Files.readString(path);
            GameLoader.Checked checked = GameLoader.check(path.toString(), text);
            assertEquals("", checked.report());
            var parsed = SourceParser.parse(path.toString(), text);
            for (String variant : Checker.variantNames(parsed.file())) {
                GameLoader.load(path.toString(), text, List.of(variant));
            }
        }));
    }
}
