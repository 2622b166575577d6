package gamut.check;

import gamut.ast.Expr;
import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Item.TestField;
import gamut.ast.Name;
import gamut.ast.Outcome;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.base.Pos;
import gamut.core.RulesTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the tests of a definition file (section "test" of the language reference) as far as
 * the text goes: unique names, variants that exist, one 'under', a position only first,
 * something to check, results naming a player. Moves and positions are read when the test runs,
 * against the rules of each variant set.
 */
public final class TestChecker {
    /** The variant set "base": the game without variants. */
    public static final String BASE = "base";

    private final List<Diagnostic> diagnostics;
    private final Set<String> variants;
    private final List<String> players = new ArrayList<>();

    private TestChecker(GameFile file, List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
        this.variants = new HashSet<>(Checker.variantNames(file));
        players.addAll(VariantPlayers.everyPlayer(file.items()));
    }

    /** The file's tests, in file order, as the runner reads them (a file that checks clean). */
    public static List<RulesTest> tests(GameFile file) {
        List<RulesTest> out = new ArrayList<>();
        for (Item.Test t : items(file)) {
            out.add(new RulesTest(t.name(), t.pos(), variantSets(t),
                    t.fields().stream().filter(f -> !(f instanceof TestField.Under)).map(TestChecker::step).toList()));
        }
        return out;
    }

    private static List<Item.Test> items(GameFile file) {
        List<Item.Test> out = new ArrayList<>();
        for (Item item : file.items()) {
            if (item instanceof Item.Test t) {
                out.add(t);
            }
        }
        return out;
    }

    private static RulesTest.Step step(TestField f) {
        if (f instanceof TestField.Start s) {
            return new RulesTest.Start(s.pos(), s.text());
        } else if (f instanceof TestField.Played p) {
            return new RulesTest.Play(p.pos(), p.moves());
        } else if (f instanceof TestField.MoveCount m) {
            return new RulesTest.MoveCount(m.pos(), m.count());
        } else if (f instanceof TestField.MoveSet m) {
            return new RulesTest.MoveSet(m.pos(), m.moves());
        } else if (f instanceof TestField.TurnCount t) {
            return new RulesTest.TurnCount(t.pos(), t.count());
        } else if (f instanceof TestField.Perft p) {
            return new RulesTest.Perft(p.pos(), p.depth(), p.count());
        } else if (f instanceof TestField.Legal l) {
            return new RulesTest.Legal(l.pos(), l.move(), l.legal());
        } else if (f instanceof TestField.Places p) {
            return new RulesTest.Places(p.pos(), p.places());
        }
        TestField.Result r = (TestField.Result) f;
        if (r.outcome() == null) {
            return new RulesTest.Outcome(r.pos(), RulesTest.Outcome.Kind.GOES_ON, null, null);
        } else if (r.outcome() instanceof Outcome.PlayerResult p) {
            return new RulesTest.Outcome(r.pos(), p.wins() ? RulesTest.Outcome.Kind.WINS : RulesTest.Outcome.Kind.LOSES,
                    p.player().text(), p.score() instanceof Expr.IntLit n ? Double.valueOf(n.value()) : p.points());
        }
        return new RulesTest.Outcome(r.pos(), RulesTest.Outcome.Kind.DRAW, null, null);
    }

    /** The problems of the file's tests. */
    public static List<Diagnostic> check(GameFile file) {
        List<Diagnostic> out = new ArrayList<>();
        TestChecker checker = new TestChecker(file, out);
        Map<String, Item.Test> seen = new HashMap<>();
        for (Item.Test t : items(file)) {
            Item.Test earlier = seen.putIfAbsent(t.name(), t);
            if (earlier != null) {
                out.add(new Diagnostic(t.pos(), "test \"" + t.name() + "\" is declared twice (first at line "
                        + earlier.pos().line() + ")"));
            }
            checker.test(t);
        }
        return out;
    }

    /** The variant sets a test runs under, each the names applied together; the base game when none is named. */
    private static List<List<String>> variantSets(Item.Test test) {
        for (TestField f : test.fields()) {
            if (f instanceof TestField.Under u) {
                return u.sets().stream().map(set -> set.stream().map(Item.VariantName::text)
                        .filter(n -> !n.equals(BASE)).toList()).toList();
            }
        }
        return List.of(List.of());
    }

    private void test(Item.Test t) {
        TestField under = null;
        boolean checks = false;
        for (int i = 0; i < t.fields().size(); i++) {
            TestField f = t.fields().get(i);
            if (f instanceof TestField.Under) {
                if (under != null) {
                    error(f.pos(), "test \"" + t.name() + "\" has two 'under' fields (first at line "
                            + under.pos().line() + "): list every variant set in one");
                }
                under = f;
            } else if (f instanceof TestField.Start && firstPlayed(t, i)) {
                error(f.pos(), "test \"" + t.name() + "\": 'position' comes first, before the moves and checks;"
                        + " a test starts from one position");
            } else if (!(f instanceof TestField.Played)) {
                checks |= !(f instanceof TestField.Start);
            }
            field(f);
        }
        if (!checks) {
            error(t.pos(), "test \"" + t.name() + "\" checks nothing: add 'moves', 'turns', 'perft', 'legal',"
                    + " 'illegal' or 'result'");
        }
    }

    /** Whether a field before the i-th plays moves, checks or sets a position. */
    private static boolean firstPlayed(Item.Test t, int i) {
        for (int k = 0; k < i; k++) {
            if (!(t.fields().get(k) instanceof TestField.Under)) {
                return true;
            }
        }
        return false;
    }

    private void field(TestField f) {
        if (f instanceof TestField.Under u) {
            for (List<Item.VariantName> set : u.sets()) {
                under(set);
            }
        } else if (f instanceof TestField.Perft p && p.depth() < 1) {
            error(p.pos(), "perft counts lines of at least one ply: depth " + p.depth());
        } else if (f instanceof TestField.Perft p && p.depth() > Limits.PERFT_DEPTH) {
            // The command's limit: deeper, the count's tables alone would exhaust the memory.
            error(p.pos(), "perft counts lines of at most " + Limits.PERFT_DEPTH + " plies, as 'gamut perft -d' does: 'perft "
                    + p.depth() + "'");
        } else if (f instanceof TestField.Result r && r.outcome() != null) {
            result(r.outcome());
        }
    }

    private void under(List<Item.VariantName> set) {
        Map<String, String> keys = new HashMap<>();
        for (Item.VariantName v : set) {
            String name = v.text();
            if (name.equals(BASE) && !variants.contains(BASE)) {
                if (set.size() > 1) {
                    error(v.pos(), "'base' is the game without variants: it combines with none");
                }
                continue;
            }
            if (!variants.contains(name)) {
                error(v.pos(), "unknown variant '" + name + "'" + Suggest.didYouMean(name, variants));
            }
            String earlier = keys.putIfAbsent(v.key(), name);
            if (earlier != null && v.value() != null) {
                error(v.pos(), "variants '" + earlier + "' and '" + name + "' both set '" + v.key() + "'; choose one");
            }
        }
    }

    private void result(Outcome outcome) {
        if (outcome instanceof Outcome.PlayerResult p) {
            Name player = p.player();
            if (!players.contains(player.text())) {
                error(player.pos(), "a test's result names a player (" + String.join(", ", players) + "), not '"
                        + player.text() + "'" + Suggest.didYouMean(player.text(), players));
            }
            if (p.score() != null && !(p.score() instanceof Expr.IntLit)) {
                error(p.score().pos(), "a test's result scores a number: 'by 2'");
            }
        } else if (outcome instanceof Outcome.Highest || outcome instanceof Outcome.Finishes) {
            error(outcome.pos(), "a test's result names who won: 'white wins', 'white wins by 2', 'white wins by 3.5', 'draw' or 'none'");
        }
    }

    private void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
