package gamut.check;

import gamut.ast.Block;
import gamut.ast.Diagnostic;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Outcome;
import gamut.ast.Stmt;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Expands value macros ({@code define walled(s) = ...}) everywhere an expression stands, before
 * anything else is checked, so that the rest of the checker and the compiler never see them.
 */
final class ValueMacros {
    private final Map<String, Item.DefineValue> macros = new LinkedHashMap<>();
    private final List<Diagnostic> diagnostics;
    private final Deque<String> expanding = new ArrayDeque<>();

    ValueMacros(List<Item> items, List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
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

    private Item item(Item item) {
        if (item instanceof Item.End e && e.condition() != null) {
            return new Item.End(e.pos(), e.name(), expr(e.condition()), outcome(e.outcome()));
        } else if (item instanceof Item.Turn t && t.when() != null) {
            return new Item.Turn(t.pos(), t.name(), expr(t.when()), t.plan());
        } else if (item instanceof Item.Forbid f) {
            return new Item.Forbid(f.pos(), f.name(), f.timing(), expr(f.condition()));
        } else if (item instanceof Item.Prefer p) {
            return new Item.Prefer(p.pos(), p.name(), expr(p.condition()));
        } else if (item instanceof Item.Zone z && z.where() != null) {
            return new Item.Zone(z.pos(), z.name(), z.owner(), z.cells(), expr(z.where()));
        } else if (item instanceof Item.Moves m) {
            return new Item.Moves(m.pos(), m.piece(), m.groups(), block(m.body()), m.drop(), m.chooser());
        } else if (item instanceof Item.After a) {
            return new Item.After(a.pos(), a.groups(), block(a.body()));
        } else if (item instanceof Item.Define d) {
            return new Item.Define(d.pos(), d.name(), d.params(), block(d.body()));
        } else if (item instanceof Item.Repetition r && r.outcome() != null) {
            return new Item.Repetition(r.pos(), r.times(), outcome(r.outcome()));
        } else if (item instanceof Item.Limit l) {
            return new Item.Limit(l.pos(), l.plies(), l.unit(), outcome(l.outcome()));
        } else if (item instanceof Item.NoMoves n && n.outcome() != null) {
            return new Item.NoMoves(n.pos(), outcome(n.outcome()));
        }
        return item;
    }

    private Outcome outcome(Outcome o) {
        if (o instanceof Outcome.PlayerResult r && r.score() != null) {
            return new Outcome.PlayerResult(r.pos(), r.player(), r.wins(), expr(r.score()));
        }
        return o;
    }

    private Block block(Block b) {
        List<Stmt> out = new ArrayList<>();
        for (Stmt s : b.statements()) {
            out.add(statement(s));
        }
        return new Block(b.pos(), out);
    }

    private Stmt statement(Stmt s) {
        if (s instanceof Stmt.Step st) {
            return new Stmt.Step(st.pos(), expr(st.direction()));
        } else if (s instanceof Stmt.Verify v) {
            return new Stmt.Verify(v.pos(), expr(v.condition()));
        } else if (s instanceof Stmt.Repeat r) {
            return new Stmt.Repeat(r.pos(), expr(r.times()), block(r.body()));
        } else if (s instanceof Stmt.While w) {
            return new Stmt.While(w.pos(), expr(w.condition()), block(w.body()));
        } else if (s instanceof Stmt.For f) {
            return new Stmt.For(f.pos(), f.variable(), f.items().stream().map(this::expr).toList(),
                    f.filter() == null ? null : expr(f.filter()), block(f.body()));
        } else if (s instanceof Stmt.If i) {
            return new Stmt.If(i.pos(), expr(i.condition()), block(i.then()),
                    i.otherwise() == null ? null : block(i.otherwise()));
        } else if (s instanceof Stmt.Let l) {
            return new Stmt.Let(l.pos(), l.name(), expr(l.value()));
        } else if (s instanceof Stmt.Goto g) {
            return new Stmt.Goto(g.pos(), expr(g.cell()));
        } else if (s instanceof Stmt.Capture c && c.at() != null) {
            return new Stmt.Capture(c.pos(), expr(c.at()));
        } else if (s instanceof Stmt.Advance a) {
            return new Stmt.Advance(a.pos(), expr(a.steps()), a.track());
        } else if (s instanceof Stmt.Use u) {
            return new Stmt.Use(u.pos(), expr(u.die()));
        } else if (s instanceof Stmt.SetFlag f && f.at() != null) {
            return new Stmt.SetFlag(f.pos(), f.flag(), f.value(), expr(f.at()));
        } else if (s instanceof Stmt.Call c) {
            return new Stmt.Call(c.pos(), c.name(), c.args().stream().map(this::expr).toList());
        }
        return s;
    }

    Expr expr(Expr e) {
        if (e instanceof Expr.Call c) {
            List<Expr> args = c.args().stream().map(this::expr).toList();
            Item.DefineValue macro = macros.get(c.name().text());
            return macro == null ? new Expr.Call(c.pos(), c.name(), args) : use(macro, c.name(), args);
        } else if (e instanceof Expr.NameRef n) {
            Item.DefineValue macro = macros.get(n.name());
            return macro == null || !macro.params().isEmpty() ? n : use(macro, new Name(n.pos(), n.name()), List.of());
        } else if (e instanceof Expr.Not n) {
            return new Expr.Not(n.pos(), expr(n.operand()));
        } else if (e instanceof Expr.Binary b) {
            return new Expr.Binary(b.pos(), b.op(), expr(b.left()), expr(b.right()));
        } else if (e instanceof Expr.Quantifier q) {
            return new Expr.Quantifier(q.pos(), q.all(), q.variable(), q.items().stream().map(this::expr).toList(),
                    expr(q.condition()));
        }
        return e;
    }

    private Expr use(Item.DefineValue macro, Name at, List<Expr> args) {
        String name = macro.name().text();
        if (macro.params().size() != args.size()) {
            diagnostics.add(new Diagnostic(at.pos(), "'" + name + "' takes " + macro.params().size()
                    + (macro.params().size() == 1 ? " argument" : " arguments") + ", not " + args.size()));
            return new Expr.BoolLit(at.pos(), false);
        }
        if (expanding.contains(name)) {
            diagnostics.add(new Diagnostic(at.pos(), "'" + name + "' is defined in terms of itself"));
            return new Expr.BoolLit(at.pos(), false);
        }
        Map<String, Expr> bindings = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            bindings.put(macro.params().get(i).text(), args.get(i));
        }
        expanding.push(name);
        try {
            return expr(new Substitution(bindings).expr(macro.value()));
        } finally {
            expanding.pop();
        }
    }
}
