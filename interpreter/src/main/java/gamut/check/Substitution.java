package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Replaces names by expressions throughout statements: macro arguments, unrolled loop variables. */
public final class Substitution {
    private final Map<String, Expr> bindings;

    public Substitution(Map<String, Expr> bindings) {
        this.bindings = bindings;
    }

    public Block block(Block block) {
        List<Stmt> out = new ArrayList<>();
        for (Stmt s : block.statements()) {
            out.add(statement(s));
        }
        return new Block(block.pos(), out);
    }

    /** The same substitution without one name (a loop variable that hides it). */
    private Substitution without(String name) {
        if (!bindings.containsKey(name)) {
            return this;
        }
        Map<String, Expr> copy = new HashMap<>(bindings);
        copy.remove(name);
        return new Substitution(copy);
    }

    public Stmt statement(Stmt s) {
        if (s instanceof Stmt.Step st) {
            return new Stmt.Step(st.pos(), expr(st.direction()));
        } else if (s instanceof Stmt.Verify v) {
            return new Stmt.Verify(v.pos(), expr(v.condition()));
        } else if (s instanceof Stmt.Repeat r) {
            return new Stmt.Repeat(r.pos(), expr(r.times()), block(r.body()));
        } else if (s instanceof Stmt.While w) {
            return new Stmt.While(w.pos(), expr(w.condition()), block(w.body()));
        } else if (s instanceof Stmt.For f) {
            Substitution inner = without(f.variable().text());
            return new Stmt.For(f.pos(), f.variable(), f.items().stream().map(this::expr).toList(),
                    f.filter() == null ? null : inner.expr(f.filter()), inner.block(f.body()));
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

    public Expr expr(Expr e) {
        if (bindings.isEmpty()) {
            return e;
        }
        if (e instanceof Expr.NameRef n) {
            return bindings.getOrDefault(n.name(), n);
        } else if (e instanceof Expr.Call c) {
            return new Expr.Call(c.pos(), c.name(), c.args().stream().map(this::expr).toList());
        } else if (e instanceof Expr.Not n) {
            return new Expr.Not(n.pos(), expr(n.operand()));
        } else if (e instanceof Expr.Binary b) {
            return new Expr.Binary(b.pos(), b.op(), expr(b.left()), expr(b.right()));
        } else if (e instanceof Expr.Quantifier q) {
            Substitution inner = without(q.variable().text());
            return new Expr.Quantifier(q.pos(), q.all(), q.variable(), q.items().stream().map(this::expr).toList(),
                    inner.expr(q.condition()));
        }
        return e;
    }

    /** Whether any 'let' in the block assigns the name (then it cannot be replaced by a constant). */
    public static boolean assigns(Block block, String name) {
        for (Stmt s : block.statements()) {
            if (s instanceof Stmt.Let l && l.name().text().equals(name)) {
                return true;
            }
            List<Block> inner = new ArrayList<>();
            if (s instanceof Stmt.Repeat r) {
                inner.add(r.body());
            } else if (s instanceof Stmt.While w) {
                inner.add(w.body());
            } else if (s instanceof Stmt.For f) {
                inner.add(f.body());
            } else if (s instanceof Stmt.If i) {
                inner.add(i.then());
                if (i.otherwise() != null) {
                    inner.add(i.otherwise());
                }
            }
            for (Block b : inner) {
                if (assigns(b, name)) {
                    return true;
                }
            }
        }
        return false;
    }
}
