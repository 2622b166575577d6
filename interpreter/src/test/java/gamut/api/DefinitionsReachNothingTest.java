package gamut.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.testing.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A definition cannot reach outside itself (docs/language.md, section 2): the language has no
 * include or import, and the phases that read a definition touch no file, network or environment.
 * Whoever adds such a construct makes these tests fail, and must answer that question first.
 */
class DefinitionsReachNothingTest {
    private static final String GAME = "game \"T\" {\n    players red, blue\n    board grid 3 by 3\n    pieces { stone }\n}\n";

    private static String firstProblem(String text) {
        Gamut.Report report = Gamut.check("t.gamut", text);
        assertTrue(!report.ok(), "should not check: " + text);
        return report.diagnostics().get(0).format(text).lines().findFirst().orElseThrow();
    }

    @Test
    void includeAndImportAreSyntaxErrors() {
        assertTrue(Gamut.check("t.gamut", GAME).ok());
        assertEquals("t.gamut:1:1: error: unexpected 'include', expecting 'game'", firstProblem("include \"x.gamut\"\n" + GAME));
        assertEquals("t.gamut:1:1: error: unexpected 'import', expecting 'game'", firstProblem("import \"x.gamut\"\n" + GAME));
        assertEquals("t.gamut:2:5: error: unexpected 'include'",
                firstProblem(GAME.replace("    players", "    include \"x.gamut\"\n    players")));
        assertEquals("t.gamut:2:5: error: unexpected 'import'",
                firstProblem(GAME.replace("    players", "    import \"x.gamut\"\n    players")));
    }

    @Test
    void theGrammarHasNoKeywordThatCouldNameSomethingOutside() throws IOException {
        String grammar = Files.readString(Games.root().resolve("grammar/src/main/antlr4/gamut/grammar/Gamut.g4"));
        Set<String> keywords = new TreeSet<>();
        Matcher m = Pattern.compile("'([a-z_]+)'").matcher(grammar);
        while (m.find()) {
            keywords.add(m.group(1));
        }
        assertTrue(keywords.containsAll(List.of("game", "setup", "moves")), keywords.toString());
        Set<String> outside = new TreeSet<>(List.of("include", "import", "require", "load", "file", "open", "read",
                "env", "getenv", "url", "http", "fetch", "exec", "shell", "system"));
        outside.retainAll(keywords);
        assertEquals(Set.of(), outside);
    }

    @Test
    void thePhasesThatReadADefinitionTouchNoFileNetworkOrEnvironment() throws IOException {
        Pattern reaching = Pattern.compile("java\\.io\\.(File|RandomAccessFile)|java\\.nio\\.(file|channels)\\.|java\\.net\\."
                + "|System\\.(getenv|getProperty)|ProcessBuilder|Runtime\\.getRuntime\\(\\)\\.exec");
        List<Path> folders = List.of(Path.of("grammar/src/main/java/gamut/parse"), Path.of("grammar/src/main/java/gamut/ast"),
                Path.of("interpreter/src/main/java/gamut/check"), Path.of("interpreter/src/main/java/gamut/compile"),
                Path.of("interpreter/src/main/java/gamut/rules"), Path.of("interpreter/src/main/java/gamut/board"),
                Path.of("interpreter/src/main/java/gamut/core"), Path.of("interpreter/src/main/java/gamut/engine"));
        Set<String> found = new TreeSet<>();
        int files = 0;
        for (Path folder : folders) {
            try (Stream<Path> sources = Files.list(Games.root().resolve(folder))) {
                for (Path f : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files++;
                    Matcher m = reaching.matcher(Files.readString(f));
                    while (m.find()) {
                        found.add(f.getFileName() + ": " + m.group());
                    }
                }
            }
        }
        assertTrue(files > 50, "sources read: " + files);
        assertEquals(Set.of(), found);
    }
}
