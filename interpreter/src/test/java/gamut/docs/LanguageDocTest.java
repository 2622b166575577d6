package gamut.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.Diagnostic;
import gamut.check.Builtin;
import gamut.check.Type;
import gamut.load.GameLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps docs/language.md honest: every whole game in it checks, its copies of the shipped game and
 * the sketches are the files themselves, and its table of builtins is the one in Builtin.java.
 */
class LanguageDocTest {
    /** Diagnostics with this ending describe the engine, not a mistake in the text. */
    private static final String NOT_YET = "this engine cannot run them yet";

    private static final Path ROOT = root();
    private static final Path DOC = ROOT.resolve("docs/language.md");

    /** A ```gamut block of the document: its text (ending in a new line) and the line it starts on. */
    record Block(int line, String text) {
        /** A whole game: after any leading blank and comment lines, it opens with {@code game "}. */
        boolean isWholeGame() {
            for (String l : text.split("\n")) {
                String t = l.strip();
                if (t.isEmpty() || t.startsWith("//")) {
                    continue;
                }
                return t.startsWith("game \"");
            }
            return false;
        }
    }

    @TestFactory
    Stream<DynamicTest> wholeGamesInTheDocumentCheck() throws IOException {
        List<Block> games = blocks().stream().filter(Block::isWholeGame).toList();
        assertTrue(games.size() >= 5, "expected the example and the four games, found " + games.size());
        return games.stream().map(b -> DynamicTest.dynamicTest("game block at line " + b.line(), () -> {
            String name = "language.md@" + b.line();
            GameLoader.Checked checked = GameLoader.check(name, b.text());
            List<Diagnostic> wrong = checked.diagnostics().stream()
                    .filter(d -> !d.message().endsWith(NOT_YET))
                    .toList();
            assertTrue(wrong.isEmpty(), () -> "the game at line " + b.line() + " of docs/language.md has errors:\n"
                    + wrong.stream().map(d -> d.format(b.text())).collect(Collectors.joining("\n")));
        }));
    }

    @TestFactory
    Stream<DynamicTest> gameFilesAreQuotedInFull() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("games", "docs/sketches")) {
            if (!Files.isDirectory(ROOT.resolve(folder))) {
                continue;
            }
            try (Stream<Path> found = Files.list(ROOT.resolve(folder))) {
                found.filter(p -> p.toString().endsWith(".gamut")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() >= 4, "expected the four games, found " + files);
        List<String> texts = blocks().stream().map(Block::text).toList();
        return files.stream().map(f -> DynamicTest.dynamicTest(ROOT.relativize(f).toString(), () -> {
            String text = read(f).replace("\r\n", "\n");
            assertTrue(texts.contains(text), () -> "docs/language.md has no ```gamut block identical to "
                    + ROOT.relativize(f) + "; copy the file into the document again");
        }));
    }

    @Test
    void builtinTableIsBuiltinJava() throws IOException {
        List<String> expected = new ArrayList<>();
        for (Builtin b : Builtin.values()) {
            String args = b.params().isEmpty() ? "none"
                    : b.params().stream().map(Type::description).collect(Collectors.joining(", "));
            expected.add("| `" + b.word() + "` | " + args + " | " + b.result().description() + " | " + b.meaning()
                    + " | " + (b.needsCursor() ? "yes" : "no") + " |");
        }
        String doc = read(DOC).replace("\r\n", "\n");
        int start = doc.indexOf("\n## 7. Builtins");
        assertTrue(start >= 0, "docs/language.md has no section '## 7. Builtins'");
        int end = doc.indexOf("\n## ", start + 1);
        String section = doc.substring(start, end < 0 ? doc.length() : end);
        List<String> rows = section.lines().filter(l -> l.startsWith("| `")).toList();
        assertFalse(rows.isEmpty(), "the builtins section has no table rows");
        assertEquals(String.join("\n", expected), String.join("\n", rows),
                "the builtin table of docs/language.md differs from Builtin.java; regenerate its rows");
    }

    // ---- helpers

    private static List<Block> blocks() throws IOException {
        String[] lines = read(DOC).replace("\r\n", "\n").split("\n", -1);
        List<Block> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].strip().equals("```gamut")) {
                continue;
            }
            int first = i + 1;
            StringBuilder text = new StringBuilder();
            int j = first;
            while (j < lines.length && !lines[j].strip().equals("```")) {
                text.append(lines[j]).append('\n');
                j++;
            }
            assertTrue(j < lines.length, "the ```gamut block at line " + (i + 1) + " of docs/language.md is not closed");
            out.add(new Block(first + 1, text.toString()));
            i = j;
        }
        return out;
    }

    private static String read(Path path) throws IOException {
        return Files.readString(path, StandardCharsets.UTF_8);
    }

    /** The project root: the system property gamut.root (set by surefire), else the nearest parent holding games/. */
    static Path root() {
        String property = System.getProperty("gamut.root");
        if (property != null && !property.isBlank() && Files.isDirectory(Path.of(property).resolve("games"))) {
            return Path.of(property).toAbsolutePath().normalize();
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("games"))) {
                return dir;
            }
        }
        throw new IllegalStateException("cannot find the project root (a directory holding games/) from "
                + Path.of("").toAbsolutePath() + "; set -Dgamut.root");
    }
}
