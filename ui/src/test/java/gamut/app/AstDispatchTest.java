package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Where the syntax tree is taken apart by {@code instanceof} tests on its node types rather than
 * walked by a visitor ({@code Board.Visitor} is the first): each such test is a place a new kind
 * of node can be forgotten without the compiler saying so. The files that do it today, with how
 * many tests each, are listed here as debts: a new file or a new test fails, and so does one paid
 * off, until the list says so. 551 tests in 46 files today.
 */
class AstDispatchTest {
    private static final Pattern COMMENTS = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern TEST = Pattern.compile("instanceof\\s+(Expr|Stmt|Item|Board|Placement|Outcome|TurnPlan)\\.");

    /** "count class" for each main class outside gamut.ast that tests node types. */
    private static final Set<String> KNOWN = Set.of(
            "4 gamut.check.AppearanceChecker",
            "3 gamut.check.CheckWords",
            "2 gamut.check.Checker",
            "1 gamut.check.ComputerChecker",
            "4 gamut.check.Constant",
            "8 gamut.check.DeclarationChecker",
            "1 gamut.check.EdgePlaces",
            "4 gamut.check.Expansion",
            "23 gamut.check.ExprWalker",
            "6 gamut.check.ExpressionTypes",
            "3 gamut.check.ItemDiff",
            "1 gamut.check.ItemSources",
            "1 gamut.check.ItemText",
            "3 gamut.check.LetterFormatChecker",
            "26 gamut.check.Lint",
            "21 gamut.check.LoopCheck",
            "1 gamut.check.MacroExpander",
            "25 gamut.check.PlayChecker",
            "28 gamut.check.ProgramChecker",
            "24 gamut.check.ProgramKinds",
            "4 gamut.check.Programs",
            "8 gamut.check.Substitution",
            "7 gamut.check.TestChecker",
            "20 gamut.check.ValueMacros",
            "15 gamut.check.VariantPlayers",
            "44 gamut.check.VariantResolver",
            "6 gamut.check.ZoneCondition",
            "1 gamut.check.ZoneLines",
            "2 gamut.compile.CellTests",
            "21 gamut.compile.CodeSize",
            "7 gamut.compile.Compiler",
            "22 gamut.compile.DropLanding",
            "11 gamut.compile.Expressions",
            "10 gamut.compile.Fusions",
            "5 gamut.compile.GameFacts",
            "21 gamut.compile.InPlace",
            "19 gamut.compile.LoopRounds",
            "12 gamut.compile.MoveBound",
            "42 gamut.compile.MoveReach",
            "5 gamut.compile.OriginFlag",
            "5 gamut.compile.RayPrograms",
            "12 gamut.compile.RayRounds",
            "13 gamut.compile.Recording",
            "5 gamut.compile.Sites",
            "33 gamut.compile.Statements",
            "12 gamut.compile.Variables");

    @Test
    void theTreeIsTakenApartByNodeTestsOnlyWhereItWasBefore() {
        Set<String> found = new TreeSet<>();
        for (Path file : StructureTest.mainSources()) {
            String path = file.toString().replace('\\', '/');
            if (path.contains("/gamut/ast/")) {
                continue;
            }
            Matcher m = TEST.matcher(COMMENTS.matcher(read(file)).replaceAll(""));
            int n = 0;
            while (m.find()) {
                n++;
            }
            if (n > 0) {
                String cls = path.substring(path.indexOf("/src/main/java/") + 15, path.length() - 5).replace('/', '.');
                found.add(n + " " + cls);
            }
        }
        assertEquals(new TreeSet<>(KNOWN), found);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
