package gamut.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.GameInfo;
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
 * document names is in docs/rules, and none is named by a path outside the repository. The sources
 * that gamut info and the viewer's Variants menu show speak the reader's words, not the specs' own
 * shorthand ("the seed", "Interpretation (Q4)").
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

    @Test
    void sourcesShownToPlayersNameTheirDocumentsInPlainWords() throws IOException {
        Pattern shorthand = Pattern.compile("(?i)\\bseeds?\\b|Interpretation|\\([QRFA][0-9]+\\)");
        List<String> unclear = new ArrayList<>();
        try (Stream<Path> games = Files.list(ROOT.resolve("games"))) {
            for (Path file : games.filter(p -> p.toString().endsWith(".gamut")).sorted().toList()) {
                GameInfo info = Gamut.load(file, List.of()).info();
                List<String> sources = new ArrayList<>(List.of(info.source()));
                info.variants().forEach(v -> sources.add(v.source()));
                sources.stream().filter(s -> shorthand.matcher(s).find())
                        .forEach(s -> unclear.add(file.getFileName() + ": " + s));
            }
        }
        assertEquals(List.of(), unclear);
        String selfTrap = Gamut.load(ROOT.resolve("games/queens-guard.gamut"), List.of()).info().variants().stream()
                .filter(v -> v.name().equals("selftrap=literal")).findFirst().orElseThrow().source();
        assertEquals("Neto's rules read literally, which no source settles: a move that traps and lands between two"
                + " enemies is trapped too (docs/rules/agon-queens-guard.md, section 5, Q4)", selfTrap);
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
