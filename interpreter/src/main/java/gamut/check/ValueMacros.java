package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Outcome;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Expands value macros ({@code define walled(s) = ...}) everywhere an expression stands, before
 * anything else is checked, so that the rest of the checker and the compiler never see them. What
 * the expansion makes is counted against the check's {@link Expansion}: a use that would make too
 * much, or nest too deeply, is reported and stands for {@code false}.
 */
final class ValueMacros extends ExprWalker {
    private final Map<String, Item.DefineValue> macros = new LinkedHashMap<>();
    private final List<Diagnostic> diagnostics;
    private final Expansion budget;
    private final Deque<String> expanding = new ArrayDeque<>();
    /** Blocks and expressions around the expression being rebuilt, itself included. */
    private int level;
    /** The item being expanded, and for each macro the items it was expanded into (for reports). */
    private Item current;
    private final Map<String, java.util.Set<gamut.base.Pos>> users = new LinkedHashMap<>();

    ValueMacros(List<Item> items, List<Diagnostic> diagnostics, Expansion budget) {
        this.diagnostics = diagnostics;
        this.budget = budget;
        for (Item item : items) {
            if (item instanceof Item.DefineValue d) {
                macros.put(d.name().text(), d);
            }
        }
    }

    List<Item> expand(List<Item> items) {
        if (macros.isEmpty()) {
            return items;
        }
        List<Item> out = new ArrayList<>();
        for (Item item : items) {
            out.add(item(item));
        }
        return out;
    }

    /** For each value macro, the items (statement macros among them) it was expanded into. */
    Map<String, java.util.Set<gamut.base.Pos>> users() {
        return users;
    }

    private Item item(Item item) {
        current = item;
        if (item instanceof Item.End e && e.condition() != null) {
            return new Item.End(e.pos(), e.name(), expr(e.condition()), outcome(e.outcome()));
        } else if (item instanceof Item.Turn t && t.when() != null) {
            return new Item.Turn(t.pos(), t.name(), expr(t.when()), t.plan());
        } else if (item instanceof Item.Forbid f) {
            return new Item.Forbid(f.pos(), f.name(), f.timing(), expr(f.condition()));
        } else if (item instanceof Item.Prefer p) {
            return new Item.Prefer(p.pos(), p.name(), expr(p.condition()));
        } else if (item instanceof Item.Avoid a) {
            return new Item.Avoid(a.pos(), a.name(), expr(a.condition()));
        } else if (item instanceof Item.Zone z && z.where() != null) {
            return new Item.Zone(z.pos(), z.name(), z.owner(), z.cells(), expr(z.where()), z.lines());
        } else if (item instanceof Item.Moves m) {
            return new Item.Moves(m.pos(), m.piece(), m.groups(), block(m.body()), m.drop(), m.chooser(), m.whose());
        } else if (item instanceof Item.After a) {
            return new Item.After(a.pos(), a.groups(), block(a.body()));
        } else if (item instanceof Item.Define d) {
            return new Item.Define(d.pos(), d.name(), d.params(), block(d.body()));
        } else if (item instanceof Item.Repetition r && r.outcome() != null) {
            return new Item.Repetition(r.pos(), r.times(), outcome(r.outcome()), r.rule());
        } else if (item instanceof Item.Limit l) {
            return new Item.Limit(l.pos(), l.plies(), l.unit(), l.since() == null ? null : expr(l.since()), outcome(l.outcome()));
        } else if (item instanceof Item.NoMoves n && n.outcome() != null) {
            return new Item.NoMoves(n.pos(), outcome(n.outcome()));
        }
        return item;
    }

    private Outcome outcome(Outcome o) {
        if (o instanceof Outcome.PlayerResult r && r.score() != null) {
            return new Outcome.PlayerResult(r.pos(), r.player(), r.wins(), expr(r.score()), r.points());
        }
        if (o instanceof Outcome.Highest h && h.tally() instanceof Expr.NameRef n && macros.containsKey(n.name())
                && macros.get(n.name()).params().size() == 1) {
            // 'highest stones wins': stones(P) for each player P, held in a call the checker knows.
            Expr player = new Expr.NameRef(n.pos(), Builtin.TALLY_PLAYER);
            Expr use = expr(new Expr.Call(n.pos(), new Name(n.pos(), n.name()), List.of(player)));
            return new Outcome.Highest(h.pos(), new Expr.Call(n.pos(), new Name(n.pos(), Builtin.TALLY), List.of(use)),
                    h.byMargin());
        }
        return o;
    }

    @Override
    Block block(Block block) {
        level++;
        try {
            return super.block(block);
        } finally {
            level--;
        }
    }

    @Override
    Expr expr(Expr e) {
        level++;
        try {
            if (!expanding.isEmpty()) {
                // A use of a macro makes nothing itself: what stands in its place is counted.
                budget.spend(isUse(e) ? 0 : 1);
                Expansion.within(level);
            }
            return expand(e);
        } finally {
            level--;
        }
    }

    private boolean isUse(Expr e) {
        return e instanceof Expr.Call c && macros.containsKey(c.name().text())
                || e instanceof Expr.NameRef n && macros.containsKey(n.name()) && macros.get(n.name()).params().isEmpty();
    }

    private Expr expand(Expr e) {
        if (e instanceof Expr.Call c) {
            List<Expr> args = c.args().stream().map(this::expr).toList();
            Item.DefineValue macro = macros.get(c.name().text());
            return macro == null ? new Expr.Call(c.pos(), c.name(), args) : use(macro, c.name(), args);
        } else if (e instanceof Expr.NameRef n) {
            Item.DefineValue macro = macros.get(n.name());
            return macro == null || !macro.params().isEmpty() ? n : use(macro, new Name(n.pos(), n.name()), List.of());
        }
        return parts(e);
    }

    private Expr use(Item.DefineValue macro, Name at, List<Expr> args) {
        String name = macro.name().text();
        users.computeIfAbsent(name, k -> new java.util.LinkedHashSet<>()).add(current.pos());
        if (macro.params().size() != args.size()) {
            diagnostics.add(new Diagnostic(at.pos(), "'" + name + "' takes " + macro.params().size()
                    + (macro.params().size() == 1 ? " argument" : " arguments") + ", not " + args.size()));
            return new Expr.BoolLit(at.pos(), false);
        }
        if (expanding.contains(name)) {
            diagnostics.add(new Diagnostic(at.pos(), "'" + name + "' is defined in terms of itself"));
            return new Expr.BoolLit(at.pos(), false);
        }
        if (expanding.size() >= Limits.MACRO_DEPTH) {
            diagnostics.add(new Diagnostic(at.pos(), "value macros use each other more than " + Limits.MACRO_DEPTH + " deep"));
            return new Expr.BoolLit(at.pos(), false);
        }
        if (!expanding.isEmpty()) {
            return expansion(macro, args);
        }
        if (!budget.spent()) {
            try {
                return expansion(macro, args);
            } catch (Expansion.TooLarge e) {
                diagnostics.add(new Diagnostic(at.pos(), Expansion.tooLarge("value macro '" + name + "'")));
            } catch (Expansion.TooDeep e) {
                diagnostics.add(new Diagnostic(at.pos(), Expansion.tooDeep("value macro '" + name + "'")));
            }
        }
        return new Expr.BoolLit(at.pos(), false);
    }

    /** The macro's value with its parameters replaced by the arguments, walked in the place of the use. */
    private Expr expansion(Item.DefineValue macro, List<Expr> args) {
        Map<String, Expr> bindings = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            bindings.put(macro.params().get(i).text(), args.get(i));
        }
        expanding.push(macro.name().text());
        level--;
        try {
            return expr(new Substitution(bindings).expr(macro.value()));
        } finally {
            level++;
            expanding.pop();
        }
    }
}
