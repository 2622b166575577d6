package gamut.load;

import gamut.ast.GameFile;
import gamut.base.Diagnostic;
import gamut.base.GamutException;
import gamut.base.LargeStack;
import gamut.base.Limits;
import gamut.check.Checker;
import gamut.check.ItemDiff;
import gamut.check.Lint;
import gamut.check.UnknownVariantException;
import gamut.check.VariantResolver;
import gamut.compile.Compiler;
import gamut.core.Engine;
import gamut.core.RuleChange;
import gamut.parse.SourceParser;
import gamut.rules.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The one entry point from a file name to runnable rules: read, parse, check, compile. */
public final class GameLoader {
    private GameLoader() {}

    /** Everything known about one definition file; {@code rules} is null when there were errors. */
    public record Checked(String name, String text, GameFile ast, List<Diagnostic> diagnostics) {
        /** No errors (there may be warnings). */
        public boolean ok() {
            return !Diagnostic.anyError(diagnostics);
        }

        /** The tests the file carries, in file order (none when it has a syntax error). */
        public List<gamut.core.RulesTest> tests() {
            return ast == null ? List.of() : gamut.check.TestChecker.tests(ast);
        }

        /** The diagnostics with their lines, at most {@link gamut.base.Limits#DIAGNOSTICS} of them. */
        public String report() {
            return Diagnostic.report(diagnostics, text);
        }
    }

    /** The text of a UTF-8 file, without the byte-order mark it may start with. */
    public static String read(Path path) {
        byte[] bytes;
        try {
            // A device, a pipe or a huge file would hang the reader or exhaust the memory.
            if (Files.exists(path) && !Files.isRegularFile(path)) {
                throw new GamutException(path + ": cannot read: " + (Files.isDirectory(path) ? "it is a folder"
                        : "it is not a regular file"));
            }
            if (Files.exists(path) && Files.size(path) > Limits.FILE_BYTES) {
                throw new GamutException(path + ": cannot read: " + Files.size(path) + " bytes; a file read as text"
                        + " holds at most " + Limits.FILE_BYTES + " bytes");
            }
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw new GamutException(path + ": no such file");
        } catch (IOException e) {
            throw new GamutException(path + ": cannot read: " + e.getMessage());
        }
        return SourceParser.withoutByteOrderMark(Utf8.decode(path.toString(), bytes));
    }

    /**
     * The text of a stream read to its end (standard input, say) as a file would be read: UTF-8, at
     * most {@link Limits#FILE_BYTES} bytes, without a byte-order mark; {@code name} stands for the
     * file in messages.
     */
    public static String read(String name, InputStream in) {
        byte[] bytes;
        try {
            bytes = in.readNBytes(Limits.FILE_BYTES + 1);
        } catch (IOException e) {
            throw new GamutException(name + ": cannot read: " + e.getMessage());
        }
        if (bytes.length > Limits.FILE_BYTES) {
            throw new GamutException(name + ": cannot read: more than " + Limits.FILE_BYTES + " bytes; a file read as"
                    + " text holds at most " + Limits.FILE_BYTES + " bytes");
        }
        return SourceParser.withoutByteOrderMark(Utf8.decode(name, bytes));
    }

    /** Parses and checks the base game and every variant, and compiles each. */
    public static Checked check(String name, String text) {
        return check(name, text, false);
    }

    /** The same, with the warnings of {@link Lint} too when {@code lint} and the file has no error. */
    public static Checked check(String name, String text, boolean lint) {
        return LargeStack.call(() -> {
            Checked checked = checkHere(name, SourceParser.withoutByteOrderMark(text));
            if (!lint || !checked.ok()) {
                return checked;
            }
            List<Diagnostic> all = new ArrayList<>(checked.diagnostics());
            all.addAll(Lint.warnings(checked.ast()));
            int going = Lint.unbounded(checked.ast()) ? EndlessGames.stillGoing(load(name, text, List.of())) : 0;
            if (going > 0) {
                all.add(Diagnostic.warning(checked.ast().pos(), String.format(java.util.Locale.ROOT,
                        "nothing ends a game that goes on: %d of %d random games were still going after %,d plies,"
                                + " and there is no 'limit' or 'repetition'; add 'limit 1000 => draw' (or"
                                + " 'repetition 3 => draw')", going, EndlessGames.GAMES, EndlessGames.PLIES)));
            }
            all.sort(java.util.Comparator.comparingInt((Diagnostic d) -> d.pos().line()).thenComparingInt(d -> d.pos().column()));
            return new Checked(checked.name(), checked.text(), checked.ast(), List.copyOf(all));
        });
    }

    private static Checked checkHere(String name, String text) {
        SourceParser.Result parsed = SourceParser.parse(name, text);
        if (!parsed.ok()) {
            return new Checked(name, text, null, parsed.diagnostics());
        }
        Checker.All checked = Checker.checkEach(parsed.file());
        Set<Diagnostic> found = new LinkedHashSet<>(checked.diagnostics());
        if (!Diagnostic.anyError(List.copyOf(found))) {
            // Each variant compiled from its own check: none is checked twice.
            for (Checker.Result one : checked.each()) {
                found.addAll(compile(name, parsed.file(), one, Engine.INTERPRETED).diagnostics());
            }
        }
        List<Diagnostic> all = new ArrayList<>(found);
        all.sort(java.util.Comparator.comparingInt((Diagnostic d) -> d.pos().line()).thenComparingInt(d -> d.pos().column()));
        return new Checked(name, text, parsed.file(), List.copyOf(all));
    }

    public static Rules load(Path path, List<String> variants) {
        return load(path.toString(), read(path), variants);
    }

    /** Runnable rules for the variants named (applied in order), or a GamutException with every problem. */
    public static Rules load(String name, String text, List<String> variants) {
        return load(name, text, variants, null);
    }

    /** The same, run by the engine given ({@link #preferredEngine} for null). */
    public static Rules load(String name, String text, List<String> variants, Engine engine) {
        Engine chosen = engine == null ? preferredEngine() : engine;
        return LargeStack.call(() -> loadHere(name, SourceParser.withoutByteOrderMark(text), variants, chosen));
    }

    /** The engine the system property {@link Engine#PROPERTY} names (set by {@code --engine}), else the interpreter. */
    public static Engine preferredEngine() {
        String named = System.getProperty(Engine.PROPERTY);
        try {
            return named == null ? Engine.INTERPRETED : Engine.parse(named);
        } catch (IllegalArgumentException e) {
            throw new GamutException("the system property " + Engine.PROPERTY + ": " + e.getMessage());
        }
    }

    private static Rules loadHere(String name, String text, List<String> variants, Engine engine) {
        SourceParser.Result parsed = SourceParser.parse(name, text);
        if (!parsed.ok()) {
            throw failure(parsed.diagnostics(), text);
        }
        Compiler.Result compiled = compile(name, parsed.file(), variants, engine);
        if (compiled.rules() == null) {
            throw failure(compiled.diagnostics(), text);
        }
        return compiled.rules();
    }

    /**
     * Checks and compiles the variants of the file read under {@code name}. The name a file's text is
     * read under is its path: what lies beside it is found from there, so the rules keep it as their
     * source, and their image paths are made absolute from its folder.
     */
    private static Compiler.Result compile(String name, GameFile file, List<String> variants, Engine engine) {
        try {
            return compile(name, file, Checker.check(file, variants), engine);
        } catch (UnknownVariantException e) {
            throw new GamutException(file.pos().file() + ": " + e.getMessage());
        }
    }

    /** The same from the variants' check, made already. */
    private static Compiler.Result compile(String name, GameFile file, Checker.Result checked, Engine engine) {
        if (checked.rules() == null) {
            return new Compiler.Result(null, checked.diagnostics());
        }
        List<Diagnostic> missing = ImageFiles.missing(checked.rules(), file.pos().file());
        if (!missing.isEmpty()) {
            return new Compiler.Result(null, missing);
        }
        boolean images = !checked.rules().images().isEmpty();
        Compiler.Origin origin = new Compiler.Origin(name,
                looks -> images ? ImageFiles.resolved(looks, file.pos().file()) : looks, engine);
        return Compiler.compile(checked.rules(), new VariantResolver(file, new ArrayList<>()).catalog(), origin);
    }

    private static GamutException failure(List<Diagnostic> diagnostics, String text) {
        return GamutException.unsoundDefinition(Diagnostic.report(diagnostics, text));
    }

    /** A rule set to compare: a definition's name and text, and the variants applied to it. */
    public record Source(String name, String text, List<String> variants) {}

    /**
     * The items that differ from the left rule set to the right ({@link ItemDiff}). Each side must
     * load: {@link #load} first, whose GamutException says what is wrong with a side.
     */
    public static List<RuleChange> changes(Source left, Source right) {
        return LargeStack.call(() -> {
            GameFile before = parsed(left);
            GameFile after = left.text().equals(right.text()) && left.name().equals(right.name()) ? before : parsed(right);
            return ItemDiff.diff(before, left.variants(), after, right.variants());
        });
    }

    private static GameFile parsed(Source source) {
        String text = SourceParser.withoutByteOrderMark(source.text());
        SourceParser.Result parsed = SourceParser.parse(source.name(), text);
        if (!parsed.ok()) {
            throw failure(parsed.diagnostics(), text);
        }
        return parsed.file();
    }

    public static List<String> splitVariants(String option) {
        List<String> out = new ArrayList<>();
        if (option != null) {
            for (String part : option.split(",")) {
                if (!part.isBlank()) {
                    out.add(part.trim());
                }
            }
        }
        return out;
    }
}
