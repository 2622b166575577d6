package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Files of one package that depend on each other in a ring: a file names another file's type by
 * its simple name, comments and strings left out, and a ring is a strongly connected group of two
 * files or more. A ring can only be understood, tested and changed as a whole, so rings are kept
 * few and small. The rings there are today are listed here, each a debt to pay off (the engine's
 * around its state the largest); a new ring, or a file joining one, fails the test, and so does a
 * ring broken or shrunk, until the list says so.
 */
class FileCyclesTest {
    private static final Pattern COMMENTS = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern STRINGS = Pattern.compile("\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\])'",
            Pattern.DOTALL);

    /** The rings of today, as "package: File File ..." with the files in order. */
    private static final Set<String> KNOWN = Set.of(
            "gamut.ai: AlphaBeta MoveOrder RootMoves",
            "gamut.ai: AlphaBetaPlayer EnginePlayer NetworkPlayer Player PlayerSpecs SearchPlayer",
            "gamut.ai: Heuristics PieceValues WeightsFile",
            "gamut.ai: Network NetworkFile",
            "gamut.ai: PuzzleSolver SolveClock",
            "gamut.ast: Block Stmt",
            "gamut.board: Board BoardQueries Groups ZoneCounts",
            "gamut.check: Checker DeclarationChecker NotationChecker PlayChecker TestChecker",
            "gamut.check: ProgramChecker ProgramKinds",
            "gamut.check: ResolvedNames RuleSet",
            "gamut.cli: CompareCommand ComparisonRunner",
            "gamut.cli: GameRows GamesCsv RunSettings",
            "gamut.cli: NetworkTraining TrainCommand",
            "gamut.cli: PlayerCandidates PlayerOptions",
            "gamut.engine: Chance Checks Cube ExposedCells Game GameStart Judge LetterPositions "
                    + "MoveRefusal Notation PlannedMoves PlayRanks PlayTable PositionFormat "
                    + "PositionParts RandomMoves RepetitionFacts SquarePositions StartPosition State "
                    + "TrialMoves TurnAnswers TurnParts Turns WrittenMoves WrittenReading "
                    + "WrittenRefusal",
            "gamut.parse: AstBuilder CodeBuilder Mistakes Nesting SourceParser",
            "gamut.rules: Chains Gen Op RuleCounts",
            "gamut.rules: CodeNodes LoopOps",
            "gamut.rules: LoopWriter ProgramCode ProgramWriter",
            "gamut.rules: Rules RulesBuilder",
            "gamut.tournament: PairingTally Played Tournament TournamentGame",
            "gamut.ui.controller: Authoring Autosave Autosaving ComputerPlayers GameController MatchPlay "
                    + "RecordKeeper RulesInfo Side Thinking Timeline TurnText",
            "gamut.ui.controller: MemoryPreferenceStore PreferenceStore UserPreferenceStore");

    @Test
    void filesOfAPackageFormNoNewRing() {
        assertEquals(new TreeSet<>(KNOWN), rings());
    }

    /** Every ring of two files or more in the main sources, as the list above writes them. */
    static Set<String> rings() {
        Map<String, Map<String, String>> packages = new TreeMap<>();
        for (String module : List.of("grammar", "interpreter", "cli", "ui", "spark")) {
            try (Stream<Path> files = Files.walk(StructureTest.root().resolve(module).resolve("src/main/java"))) {
                files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("module-info.java")).forEach(f -> {
                    String code = code(f);
                    String pkg = code.replaceAll("(?s)^.*?package\\s+([\\w.]+)\\s*;.*$", "$1");
                    String name = f.getFileName().toString().replace(".java", "");
                    packages.computeIfAbsent(pkg, k -> new TreeMap<>()).put(name, code);
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Set<String> out = new TreeSet<>();
        packages.forEach((pkg, files) -> {
            for (List<String> ring : strongComponents(graph(files))) {
                if (ring.size() > 1) {
                    out.add(pkg + ": " + String.join(" ", new TreeSet<>(ring)));
                }
            }
        });
        return out;
    }

    private static String code(Path file) {
        try {
            return STRINGS.matcher(COMMENTS.matcher(Files.readString(file)).replaceAll(" ")).replaceAll("\"\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** File -> the other files of the package whose type it names. */
    private static Map<String, List<String>> graph(Map<String, String> files) {
        Map<String, List<String>> graph = new TreeMap<>();
        for (var file : files.entrySet()) {
            List<String> uses = new ArrayList<>();
            for (String other : files.keySet()) {
                if (!other.equals(file.getKey()) && Pattern.compile("\\b" + other + "\\b").matcher(file.getValue()).find()) {
                    uses.add(other);
                }
            }
            graph.put(file.getKey(), uses);
        }
        return graph;
    }

    /** Tarjan's strongly connected components, iteratively (a package may have many files). */
    private static List<List<String>> strongComponents(Map<String, List<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> out = new ArrayList<>();
        for (String start : graph.keySet()) {
            if (index.containsKey(start)) {
                continue;
            }
            Deque<Object[]> work = new ArrayDeque<>();
            work.push(new Object[] {start, 0});
            while (!work.isEmpty()) {
                Object[] frame = work.peek();
                String node = (String) frame[0];
                int next = (Integer) frame[1];
                if (next == 0 && !index.containsKey(node)) {
                    index.put(node, index.size());
                    low.put(node, index.get(node));
                    stack.push(node);
                    onStack.add(node);
                }
                List<String> edges = graph.get(node);
                if (next < edges.size()) {
                    frame[1] = next + 1;
                    String to = edges.get(next);
                    if (!index.containsKey(to)) {
                        work.push(new Object[] {to, 0});
                    } else if (onStack.contains(to)) {
                        low.put(node, Math.min(low.get(node), index.get(to)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = (String) work.peek()[0];
                    low.put(parent, Math.min(low.get(parent), low.get(node)));
                }
                if (low.get(node).equals(index.get(node))) {
                    List<String> component = new ArrayList<>();
                    String member;
                    do {
                        member = stack.pop();
                        onStack.remove(member);
                        component.add(member);
                    } while (!member.equals(node));
                    out.add(component);
                }
            }
        }
        return out;
    }
}
