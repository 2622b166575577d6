package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shape of the code base, read from the main sources of every module: packages depend one way
 * along the phases (no cycle, and nothing after the compiler reads the syntax tree or the checker),
 * no file over 500 lines and no method over 80.
 */
class StructureTest {
    private static final Pattern REFERENCE = Pattern.compile("\\bgamut\\.([a-z]+(?:\\.[a-z]+)*)\\.[A-Z]");
    private static final Pattern METHOD = Pattern.compile(
            "^\\s*(?:(?:public|protected|private|static|final|synchronized|abstract|default)\\s+)*"
                    + "(?:<[^>]+>\\s+)?[\\w.<>\\[\\], ?]+\\s+(\\w+)\\s*\\([^;]*$");
    private static final Set<String> READ_THE_TREE = Set.of("gamut.ast", "gamut.parse", "gamut.check");
    /** Phases after the compiler: they work on compiled rules, never on the syntax tree or the checker's output. */
    private static final List<String> AFTER_COMPILER = List.of("gamut.core", "gamut.board", "gamut.rules",
            "gamut.engine", "gamut.kernel", "gamut.api", "gamut.ai", "gamut.compare", "gamut.tournament", "gamut.records", "gamut.cli", "gamut.ui", "gamut.app", "gamut.spark");

    static Path root() {
        String property = System.getProperty("gamut.root");
        Path start = property != null ? Path.of(property) : Path.of("").toAbsolutePath();
        for (Path p = start; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("interpreter"))) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find the project root");
    }

    static List<Path> mainSources() {
        List<Path> out = new ArrayList<>();
        for (String module : List.of("grammar", "interpreter", "cli", "ui", "spark")) {
            out.addAll(javaFiles(module));
        }
        out.removeIf(f -> f.endsWith("module-info.java"));
        return out;
    }

    /** The main Java sources of one module, its module-info.java included. */
    private static List<Path> javaFiles(String module) {
        try (Stream<Path> files = Files.walk(root().resolve(module).resolve("src/main/java"))) {
            return files.filter(f -> f.toString().endsWith(".java")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String packageOf(List<String> lines) {
        for (String line : lines) {
            if (line.startsWith("package ")) {
                return line.substring(8, line.indexOf(';')).trim();
            }
        }
        return "";
    }

    /** Package -> the packages of the project its code names (imports and qualified names, comments left out). */
    static Map<String, Set<String>> packageGraph() {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Path file : mainSources()) {
            List<String> lines = lines(file);
            String own = packageOf(lines);
            Set<String> uses = graph.computeIfAbsent(own, k -> new TreeSet<>());
            for (String line : lines) {
                String code = line.strip();
                if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) {
                    continue;
                }
                Matcher m = REFERENCE.matcher(code);
                while (m.find()) {
                    String used = "gamut." + m.group(1);
                    if (!used.equals(own)) {
                        uses.add(used);
                    }
                }
            }
        }
        return graph;
    }

    @Test
    void packagesDependOneWay() {
        Map<String, Set<String>> graph = packageGraph();
        List<String> cycles = new ArrayList<>();
        for (String start : graph.keySet()) {
            List<String> path = new ArrayList<>();
            if (reaches(graph, start, start, path, new TreeSet<>())) {
                cycles.add(start + " -> " + String.join(" -> ", path));
            }
        }
        assertEquals(List.of(), cycles, "package cycles in " + graph);
    }

    private static boolean reaches(Map<String, Set<String>> graph, String from, String target, List<String> path,
                                   Set<String> seen) {
        for (String next : graph.getOrDefault(from, Set.of())) {
            path.add(next);
            if (next.equals(target) || (seen.add(next) && reaches(graph, next, target, path, seen))) {
                return true;
            }
            path.remove(path.size() - 1);
        }
        return false;
    }

    @Test
    void nothingAfterTheCompilerReadsTheSyntaxTreeOrTheChecker() {
        List<String> wrong = new ArrayList<>();
        packageGraph().forEach((pkg, uses) -> {
            if (AFTER_COMPILER.stream().anyMatch(p -> pkg.equals(p) || pkg.startsWith(p + "."))) {
                uses.stream().filter(READ_THE_TREE::contains).forEach(u -> wrong.add(pkg + " -> " + u));
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void filesStayUnder500LinesAndMethodsUnder80() {
        List<String> long_ = new ArrayList<>();
        for (Path file : mainSources()) {
            List<String> lines = lines(file);
            if (lines.size() > 500) {
                long_.add(root().relativize(file) + ": " + lines.size() + " lines");
            }
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                Matcher m = METHOD.matcher(line);
                if (!m.find() || (" " + line).contains(" record ") || line.contains(" class ") || line.contains(" new ")
                        || line.strip().startsWith("return ") || line.contains(" = ")) {
                    continue;
                }
                int length = bodyLength(lines, i);
                if (length > 80) {
                    long_.add(root().relativize(file) + ":" + (i + 1) + ": " + m.group(1) + " has " + length + " lines");
                }
            }
        }
        assertEquals(List.of(), long_);
    }

    /** Lines from a declaration to the brace that closes its body (0 when it has none: abstract, interface). */
    private static int bodyLength(List<String> lines, int start) {
        int depth = 0;
        boolean opened = false;
        for (int i = start; i < lines.size(); i++) {
            String code = lines.get(i).replaceAll("\"(\\\\.|[^\"\\\\])*\"|'(\\\\.|[^'\\\\])'", "\"\"");
            for (char ch : code.toCharArray()) {
                if (ch == '{') {
                    depth++;
                    opened = true;
                } else if (ch == '}') {
                    depth--;
                }
            }
            if (!opened && code.contains(";")) {
                return 0;
            }
            if (opened && depth <= 0) {
                return i - start + 1;
            }
        }
        return 0;
    }

    @Test
    void theCheckSeesEveryModule() {
        Map<String, Set<String>> graph = packageGraph();
        assertTrue(graph.containsKey("gamut.parse") && graph.containsKey("gamut.engine") && graph.containsKey("gamut.cli"),
                graph.keySet().toString());
        assertTrue(graph.get("gamut.engine").contains("gamut.rules"), "the engine runs compiled rules");
        assertTrue(graph.get("gamut.spark").contains("gamut.cli"), "gamut-spark runs the command line's compare");
    }

    /**
     * The command line has no window, so that a job without one (gamut-spark) takes no Swing or viewer's
     * library with it: no Swing, FlatLaf or RSyntaxTextArea in the cli module, and nothing of the viewer.
     */
    @Test
    void theCommandLineHasNoSwing() {
        Pattern window = Pattern.compile("\\bjavax\\.swing\\b|\\bcom\\.formdev\\b|\\borg\\.fife\\b|\\bgamut\\.(ui|app)\\b");
        List<Path> files = javaFiles("cli");
        List<String> wrong = mentions(files, window);
        assertTrue(files.size() > 30 && files.stream().anyMatch(f -> f.endsWith("module-info.java")), files.toString());
        String pom = String.join("\n", lines(root().resolve("cli/pom.xml")));
        for (String library : List.of("flatlaf", "rsyntaxtextarea", "gamut-ui")) {
            if (pom.contains(library)) {
                wrong.add("cli/pom.xml: " + library);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * The viewer's controller holds the game and answers the view, without Swing or AWT, so that it is
     * tested without a display and the view stays the only part that paints.
     */
    @Test
    void theViewersControllerHasNoSwing() {
        List<Path> files = javaFiles("ui").stream().filter(f -> f.toString().contains("gamut/ui/controller/")).toList();
        assertTrue(files.size() > 10, files.toString());
        assertEquals(List.of(), mentions(files, Pattern.compile("\\bjavax\\.swing\\b|\\bjava\\.awt\\b|\\bgamut\\.ui\\.view\\b")));
    }

    /** The lines of code (not comments) in the files that mention the pattern, each as file:line: code. */
    private static List<String> mentions(List<Path> files, Pattern pattern) {
        List<String> found = new ArrayList<>();
        for (Path file : files) {
            List<String> lines = lines(file);
            for (int i = 0; i < lines.size(); i++) {
                String code = lines.get(i).strip();
                if (!code.startsWith("*") && !code.startsWith("//") && !code.startsWith("/*") && pattern.matcher(code).find()) {
                    found.add(root().relativize(file) + ":" + (i + 1) + ": " + code);
                }
            }
        }
        return found;
    }

    /** Spark is the spark module's alone: the application, and so gamut.jar, has none of it. */
    @Test
    void theApplicationCarriesNoSpark() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.spark.SparkContext"));
    }
}
