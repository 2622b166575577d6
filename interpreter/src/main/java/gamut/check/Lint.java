package gamut.check;

import gamut.ast.Expr;
import gamut.ast.GameFile;
import gamut.ast.Item;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Warnings about rules that check but are likely not what their author meant ({@code gamut check
 * --lint}): definitions never used, variants that change nothing, conditions that can never hold,
 * repeated steps that always leave the board, set-ups that are not symmetric where the board is;
 * and whether nothing bounds a game, for the
 * loader to try in play. Each warning says what to do about it.
 */
public final class Lint {
    private final GameFile file;
    private final List<Diagnostic> out = new ArrayList<>();

    private Lint(GameFile file) {
        this.file = file;
    }

    /** The warnings for a file that checks clean. */
    public static List<Diagnostic> warnings(GameFile file) {
        Lint lint = new Lint(file);
        lint.unusedDefinitions();
        lint.idleVariants();
        lint.conditionsNeverTrue();
        RuleSet base = Checker.check(file, List.of()).rules();
        if (base != null) {
            lint.out.addAll(SetupSymmetry.warnings(base, setupPos(file)));
            lint.repeatsOffTheBoard(base);
        }
        return List.copyOf(lint.out);
    }

    private void warn(Pos pos, String message) {
        out.add(Diagnostic.warning(pos, message));
    }

    // ---- definitions never used

    private void unusedDefinitions() {
        Set<String> used = new HashSet<>();
        visit(file.items(), node -> {
            if (node instanceof Expr.NameRef n) {
                used.add(n.name());
            } else if (node instanceof Expr.Call c) {
                used.add(c.name().text());
            } else if (node instanceof Stmt.Call c) {
                used.add(c.name().text());
            }
        });
        Set<String> reported = new HashSet<>();
        for (Item item : allItems()) {
            gamut.ast.Name name = item instanceof Item.Define d ? d.name() : item instanceof Item.DefineValue v ? v.name() : null;
            if (name != null && !used.contains(name.text()) && reported.add(name.text())) {
                warn(name.pos(), "define '" + name.text() + "' is never used: remove it, or use it where a rule needs it");
            }
        }
    }

    // ---- variants that change nothing

    private void idleVariants() {
        List<Item> base = file.items();
        for (Item item : base) {
            if (!(item instanceof Item.Variant v) || !v.parents().isEmpty()) {
                continue;
            }
            boolean changes = false;
            for (Item own : v.items()) {
                if (own instanceof Item.Source || own instanceof Item.Description) {
                    continue;
                }
                Item same = base.stream().filter(b -> !(b instanceof Item.Variant)
                        && VariantResolver.identity(b).equals(VariantResolver.identity(own))).findFirst().orElse(null);
                changes |= same == null || !ItemDiff.same(same, own);
            }
            if (!changes) {
                warn(v.pos(), "variant '" + v.name().text() + "' changes nothing: " + (v.items().stream()
                        .allMatch(i -> i instanceof Item.Source || i instanceof Item.Description)
                        ? "it has no rule" : "each of its rules is the base game's, word for word")
                        + "; give it the rules it should change, or remove it");
            }
        }
    }

    // ---- conditions that can never hold

    private void conditionsNeverTrue() {
        visit(file.items(), node -> {
            if (node instanceof Stmt.Verify v && Constant.isFalse(v.condition())) {
                warn(v.pos(), "this 'verify' never holds, so nothing after it runs: correct the condition or remove"
                        + " the statements it guards");
            } else if (node instanceof Stmt.If i && Constant.isFalse(i.condition())) {
                warn(i.pos(), "this 'if' condition never holds: its block never runs; correct the condition or"
                        + " remove the block");
            } else if (node instanceof Stmt.While w && Constant.isFalse(w.condition())) {
                warn(w.pos(), "this 'while' condition never holds: its block never runs; correct the condition");
            } else if (node instanceof Stmt.For f && f.filter() != null && Constant.isFalse(f.filter())) {
                warn(f.pos(), "this loop's 'where' never holds: its block never runs; correct the condition");
            }
        });
        for (Item item : allItems()) {
            if (item instanceof Item.End e && e.condition() != null && Constant.isFalse(e.condition())) {
                warn(e.pos(), "end '" + e.name().text() + "' can never end the game: its condition is always false;"
                        + " to take the rule away in a variant write 'end " + e.name().text() + ": none'");
            }
        }
    }

    // ---- steps that always leave the board

    /**
     * A 'repeat N' whose body steps one declared direction more often, over the rounds, than any
     * line of the board is long: from every cell the steps leave the board, the step fails, and
     * the run of the program ends there.
     */
    private void repeatsOffTheBoard(RuleSet rules) {
        visit(file.items(), node -> {
            if (!(node instanceof Stmt.Repeat r) || Constant.value(r.times()) == null) {
                return;
            }
            long times = Constant.value(r.times());
            for (Stmt s : r.body().statements()) {
                if (s instanceof Stmt.Step st && st.direction() instanceof Expr.NameRef n) {
                    int d = rules.geometry().direction(n.name());
                    long steps = times * r.body().statements().stream()
                            .filter(o -> o instanceof Stmt.Step os && os.direction() instanceof Expr.NameRef on
                                    && on.name().equals(n.name())).count();
                    int longest = d < 0 ? Integer.MAX_VALUE : longestRun(rules, d);
                    if (steps > longest) {
                        warn(r.pos(), "this 'repeat " + times + "' steps " + n.name() + " " + steps + " times, but no line"
                                + " of the board runs more than " + longest + " steps that way: the step always fails and"
                                + " ends the run; repeat fewer times, or step 'while can_step(" + n.name() + ")'");
                        return;
                    }
                }
            }
        });
    }

    private static int longestRun(RuleSet rules, int d) {
        int longest = 0;
        for (int c = 0; c < rules.geometry().cells(); c++) {
            int n = 0;
            for (int at = rules.geometry().next(c, d); at >= 0 && n <= rules.geometry().cells(); at = rules.geometry().next(at, d)) {
                n++;
            }
            longest = Math.max(longest, n);
        }
        return longest;
    }

    // ---- a game that may never end

    /**
     * Whether nothing in the rules bounds a game whose pieces move: no 'limit' and no
     * 'repetition'. Whether games do go on is for play to show ({@code gamut.load.EndlessGames}).
     */
    public static boolean unbounded(GameFile file) {
        Lint lint = new Lint(file);
        boolean moves = lint.allItems().stream().anyMatch(i -> i instanceof Item.Moves m && !m.drop());
        boolean limited = file.items().stream().anyMatch(i -> i instanceof Item.Limit l && l.since() == null);
        boolean repetition = file.items().stream().anyMatch(i -> i instanceof Item.Repetition r && r.outcome() != null);
        return moves && !limited && !repetition;
    }

    // ---- walking the tree

    private List<Item> allItems() {
        List<Item> all = new ArrayList<>();
        for (Item item : file.items()) {
            all.add(item);
            if (item instanceof Item.Variant v) {
                all.addAll(v.items());
            }
        }
        return all;
    }

    private static Pos setupPos(GameFile file) {
        return file.items().stream().filter(i -> i instanceof Item.Setup).map(Item::pos).findFirst().orElse(file.pos());
    }

    /** Every node of the tree under {@code root}: records, their components, and lists of them. */
    static void visit(Object root, Consumer<Object> visitor) {
        if (root instanceof List<?> list) {
            list.forEach(e -> visit(e, visitor));
        } else if (root instanceof Record r && !(root instanceof Pos)) {
            visitor.accept(r);
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    visit(c.getAccessor().invoke(r), visitor);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + c, e);
                }
            }
        }
    }
}
