package gamut.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule specifications the game files follow are part of the sources: every one a game file or a
 * document names is in docs/rules, and none is named by a path outside the repository.
 */
class RuleSpecsTest {
    private static final Path ROOT = LanguageDocTest.root();
    private static final Pattern SPEC = Pattern.compile("(\\S*)rules/([a-z0-9-]+\\.md)");

    @Test
    void everyRuleSpecNamedIsInTheRepository() throws IOException {
        TreeSet<String> named = new TreeSet<>();
        List<String> outside = new ArrayList<>();
        for (Path file : namingFiles()) {
            Matcher m = SPEC.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                if (!m.group(1).endsWith("docs/") || m.group(1).startsWith("..")) {
                    outside.add(ROOT.relativize(file) + ": " + m.group());
                }
                named.add(m.group(2));
            }
        }
        assertEquals(List.of(), outside, "name the specs as docs/rules/NAME.md");
        assertEquals("[agon-queens-guard.md, fevga-run.md, lines-of-action.md, run-knizia.md]", named.toString());
        for (String spec : named) {
            assertTrue(Files.isRegularFile(ROOT.resolve("docs/rules").resolve(spec)), "docs/rules/" + spec + " is missing");
        }
    }

    /** The game files and the documents, where a spec may be named. */
    private static List<Path> namingFiles() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        for (String folder : List.of("games", "docs")) {
            try (Stream<Path> found = Files.list(ROOT.resolve(folder))) {
                found.filter(p -> p.toString().endsWith(".gamut") || p.toString().endsWith(".md")).sorted().forEach(files::add);
            }
        }
        return files;
    }
}
