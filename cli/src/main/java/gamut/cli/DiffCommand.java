package gamut.cli;

import gamut.api.Gamut;
import gamut.api.PositionDiff;
import gamut.api.RuleDiff;
import gamut.base.GamutException;
import gamut.core.RuleChange;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Show what differs between two rule sets.",
                "The rule sets are one file under two sets of variants (-v A -v B; -v A alone compares the base game "
                        + "with A), or two files (both under the same -v, or -v A -v B). Prints each item added, removed or "
                        + "changed, by its identity, with its text and file:line on each side; an item a variant restates "
                        + "unchanged is no difference. --positions N also compares the legal moves, where each leads and the "
                        + "result in N positions of random games under the left rules.",
                "Exit 0 when the rule sets are the same, 1 when they differ (or a side does not check: its errors "
                        + "then go to standard error, nothing to standard output), 2 on a wrong command line."})
final class DiffCommand implements Callable<Integer> {
    /** The most positions a run compares. */
    static final int MAX_POSITIONS = 100_000;

    @Parameters(paramLabel = "FILE", arity = "1..2",
            description = "one game definition file, or two; - reads one from standard input")
    List<Path> files;

    @Option(names = {"-v", "--variant"}, paramLabel = "V[,V...]",
            description = "the variants of a side, applied together ('base': none); given once or twice")
    List<String> variants = new ArrayList<>();

    @Option(names = "--positions", paramLabel = "N",
            description = "compare the legal moves and the result in N positions of random games")
    Integer positions;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S",
            description = "seed of the random games (default ${DEFAULT-VALUE})")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (positions != null && (positions < 1 || positions > MAX_POSITIONS)) {
            throw new GamutException(String.format(Locale.ROOT, "diff: --positions must be 1 to %,d, not %d",
                    MAX_POSITIONS, positions));
        }
        Definitions.stdinAtMostOnce("diff", files);
        List<List<String>> sets = sides();
        Path second = files.get(files.size() - 1);
        String leftText = Definitions.read(files.get(0));
        String rightText = second.equals(files.get(0)) ? leftText : Definitions.read(second);
        RuleDiff.Side left = new RuleDiff.Side(Definitions.name(files.get(0)), leftText, sets.get(0));
        RuleDiff.Side right = new RuleDiff.Side(Definitions.name(second), rightText, sets.get(1));
        RuleDiff.Comparison comparison = RuleDiff.compare(left, right);
        PrintWriter out = spec.commandLine().getOut();
        out.println("left:  " + left.label());
        out.println("right: " + right.label());
        for (RuleChange change : comparison.changes()) {
            out.println();
            print(out, change);
        }
        out.println();
        out.println(summary(comparison.changes()));
        if (positions != null) {
            out.println();
            print(out, PositionDiff.run(comparison.left(), comparison.right(), positions, seed));
        }
        out.flush();
        return comparison.same() ? ExitCode.OK : ExitCode.NO;
    }

    /** The variants of the left and of the right side from the -v options, as the command's description says. */
    private List<List<String>> sides() {
        if (variants.size() > 2) {
            throw new GamutException("diff: -v names the variants of one side; give it at most twice, not "
                    + variants.size() + " times (-v a,b applies a and b together)");
        }
        List<List<String>> sets = new ArrayList<>();
        variants.forEach(v -> sets.add(Gamut.variants(v).stream().filter(name -> !name.equals("base")).toList()));
        if (files.size() == 1 && sets.isEmpty()) {
            throw new GamutException("diff: with one file, name what to compare: -v A (the base game and A) or -v A -v B");
        }
        while (sets.size() < 2) {
            // One file: the base game on the left. Two files: both under the same variants.
            sets.add(0, files.size() == 1 || sets.isEmpty() ? List.of() : sets.get(0));
        }
        return sets;
    }

    private static void print(PrintWriter out, RuleChange change) {
        out.println(change.kind().name().toLowerCase(Locale.ROOT) + ": " + change.item());
        excerpt(out, "left", change.left());
        excerpt(out, "right", change.right());
    }

    private static void excerpt(PrintWriter out, String side, RuleChange.Excerpt excerpt) {
        if (excerpt == null) {
            return;
        }
        out.println("  " + side + " at " + excerpt.file() + ":" + excerpt.line());
        String[] lines = excerpt.text().split("\n", -1);
        int indent = Integer.MAX_VALUE;
        for (String line : lines) {
            if (!line.isBlank()) {
                indent = Math.min(indent, line.length() - line.stripLeading().length());
            }
        }
        for (String line : lines) {
            // The item's own indentation is kept, its block's taken away.
            out.println(line.isBlank() ? "" : "      " + line.substring(Math.min(indent, line.length())).stripTrailing());
        }
    }

    private static String summary(List<RuleChange> changes) {
        if (changes.isEmpty()) {
            return "the rule sets are the same";
        }
        List<String> counts = new ArrayList<>();
        for (RuleChange.Kind kind : RuleChange.Kind.values()) {
            long n = changes.stream().filter(c -> c.kind() == kind).count();
            if (n > 0) {
                counts.add(n + " " + kind.name().toLowerCase(Locale.ROOT));
            }
        }
        return changes.size() + (changes.size() == 1 ? " item differs: " : " items differ: ") + String.join(", ", counts);
    }

    private void print(PrintWriter out, PositionDiff.Report report) {
        int n = report.positions();
        out.println(String.format(Locale.ROOT, "positions: %,d from %,d random %s under the left rules (seed %d)",
                n, report.games(), report.games() == 1 ? "game" : "games", seed));
        out.println(String.format(Locale.ROOT, "  legal moves differ in %,d of %,d", report.movesDiffer(), n));
        out.println(String.format(Locale.ROOT, "  a move legal on both leads elsewhere in %,d of %,d",
                report.movesLeadElsewhere(), n));
        out.println(String.format(Locale.ROOT, "  the result differs in %,d of %,d", report.resultsDiffer(), n));
        if (report.unreadable() > 0) {
            out.println(String.format(Locale.ROOT, "  not read by both sides: %,d of %,d (first: %s)", report.unreadable(),
                    n, report.unreadableReason()));
        }
        PositionDiff.Example e = report.example();
        if (e == null) {
            return;
        }
        out.println("example: " + oneLine(e.position()) + (e.roll() == null ? "" : ", then " + e.roll()));
        out.println("  only left:  " + (e.onlyLeft().isEmpty() ? "(none)" : String.join(" ", e.onlyLeft())));
        out.println("  only right: " + (e.onlyRight().isEmpty() ? "(none)" : String.join(" ", e.onlyRight())));
        if (e.move() != null) {
            out.println("  " + e.move() + " leads on the left to:  " + oneLine(e.leftAfter()));
            out.println("  " + e.move() + " leads on the right to: " + oneLine(e.rightAfter()));
        }
        if (!e.leftResult().equals(e.rightResult())) {
            out.println("  result: left " + e.leftResult() + "; right " + e.rightResult());
        }
    }

    /** A position's text on one line, as -p takes it. */
    private static String oneLine(String position) {
        return String.join("; ", position.strip().split("\\s*\n\\s*"));
    }
}
