package gamut.check;

import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.base.Diagnostic;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Resolves every name of a game file with the chosen variants applied, and checks arities and types.
 * Problems come back as diagnostics; the rule set is returned only when none is an error (warnings,
 * such as {@link LoopCheck}'s, let a game load). The
 * declarations are checked by {@link DeclarationChecker}, the rules of play by {@link PlayChecker}.
 */
public final class Checker {
    private final GameFile file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    private Checker(GameFile file) {
        this.file = file;
    }

    public record Result(RuleSet rules, List<Diagnostic> diagnostics) {}

    /** Checks the game with the named variants applied (in order); throws for unknown variant names. */
    public static Result check(GameFile file, List<String> variantNames) {
        return check(file, variantNames, new Expansion());
    }

    private static Result check(GameFile file, List<String> variantNames, Expansion budget) {
        Checker checker = new Checker(file);
        VariantResolver resolver = new VariantResolver(file, checker.diagnostics);
        List<Item.Variant> chosen = resolver.expand(variantNames);
        RuleSet rules = checker.checkItems(resolver.apply(chosen), chosen, budget, resolver);
        List<Diagnostic> unique = dedupe(checker.diagnostics);
        return new Result(Diagnostic.anyError(unique) ? null : rules, unique);
    }

    /**
     * Checks the base game and every variant on its own; each problem is reported once. What they
     * expand counts against one {@link Expansion} for the whole file.
     */
    public static List<Diagnostic> checkAll(GameFile file) {
        return checkEach(file).diagnostics();
    }

    /**
     * The checks of {@link #checkAll} one by one: the base game's, then each variant's in the file's
     * order, each with the rules it checked to (null where it has an error), so that the loader
     * compiles them without checking any again; and every problem of them all, the tests' too.
     */
    public record All(List<Result> each, List<Diagnostic> diagnostics) {}

    public static All checkEach(GameFile file) {
        Expansion budget = new Expansion();
        List<Result> each = new ArrayList<>();
        each.add(check(file, List.of(), budget));
        VariantResolver resolver = new VariantResolver(file, new ArrayList<>());
        for (String name : resolver.variants().keySet()) {
            each.add(check(file, List.of(name), budget));
        }
        List<Diagnostic> all = new ArrayList<>();
        each.forEach(r -> all.addAll(r.diagnostics()));
        all.addAll(TestChecker.check(file));
        return new All(List.copyOf(each), dedupe(all));
    }

    public static List<String> variantNames(GameFile file) {
        return List.copyOf(new VariantResolver(file, new ArrayList<>()).variants().keySet());
    }

    private static List<Diagnostic> dedupe(List<Diagnostic> list) {
        Set<Diagnostic> set = new LinkedHashSet<>(list);
        List<Diagnostic> sorted = new ArrayList<>(set);
        sorted.sort((a, b) -> a.pos().line() != b.pos().line()
                ? Integer.compare(a.pos().line(), b.pos().line())
                : Integer.compare(a.pos().column(), b.pos().column()));
        return sorted;
    }

    private RuleSet checkItems(List<Item> unexpanded, List<Item.Variant> chosen, Expansion budget,
                               VariantResolver resolver) {
        ValueMacros values = new ValueMacros(unexpanded, diagnostics, budget);
        List<Item> items = values.expand(unexpanded);
        String description = textOf(file.items(), Item.Description.class);
        for (Item.Variant v : chosen) {
            String d = textOf(v.items(), Item.Description.class);
            description = d != null ? d : description;
        }
        RuleSetBuilder parts = new RuleSetBuilder().title(file.title()).description(description)
                .source(textOf(file.items(), Item.Source.class))
                .variants(chosen.stream().map(v -> v.name().text()).toList());
        if (!new DeclarationChecker(file, items, diagnostics, parts).check()) {
            return null;
        }
        PlayChecker play = new PlayChecker(parts.build(), items, diagnostics, parts, budget);
        play.check();
        parts.sources(new ItemSources(resolver.origins(unexpanded), resolver.spans(chosen),
                ItemSources.users(play.macroUsers(), values.users(), items)));
        new LetterFormatChecker(parts.build(), items, diagnostics, parts).check();
        parts.notation(new NotationChecker(parts.build(), items, diagnostics).check());
        AppearanceChecker shown = new AppearanceChecker(parts.build(), items, diagnostics);
        parts.looks(shown.check(), shown.images());
        parts.computer(new ComputerChecker(parts.build(), items, diagnostics).check());
        return parts.build();
    }

    /** The first item of the kind, or null. */
    static <T extends Item> T first(List<Item> items, Class<T> kind) {
        for (Item item : items) {
            if (item.getClass() == kind) {
                return kind.cast(item);
            }
        }
        return null;
    }

    private static <T extends Item> String textOf(List<Item> items, Class<T> kind) {
        for (Item item : items) {
            if (item instanceof Item.Description d && kind == Item.Description.class) {
                return d.text();
            }
            if (item instanceof Item.Source s && kind == Item.Source.class) {
                return s.text();
            }
        }
        return null;
    }
}
