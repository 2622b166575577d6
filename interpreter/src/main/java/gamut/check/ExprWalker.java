package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.ArrayList;
import java.util.List;

/**
 * Rebuilds statements with every expression in them passed through {@link #expr}: the one walk
 * that macro arguments, unrolled loops and value macros all need.
 */
abstract class ExprWalker {
    abstract Expr expr(Expr e);

    /** The walker for the body of a loop that declares {@code variable} (it may hide a name). */
    ExprWalker inside(String variable) {
        return this;
    }

    Block block(Block block) {
        List<Stmt> out = new ArrayList<>();
        for (Stmt s : block.statements()) {
            out.add(statement(s));
        }
        return new Block(block.pos(), out);
    }

    Stmt statement(Stmt s) {
        if (s instanceof Stmt.Step st) {
            return new Stmt.Step(st.pos(), expr(st.direction()));
        } else if (s instanceof Stmt.Verify v) {
            return new Stmt.Verify(v.pos(), expr(v.condition()));
        } else if (s instanceof Stmt.Repeat r) {
            return new Stmt.Repeat(r.pos(), expr(r.times()), block(r.body()));
        } else if (s instanceof Stmt.While w) {
            return new Stmt.While(w.pos(), expr(w.condition()), block(w.body()));
        } else if (s instanceof Stmt.For f) {
            ExprWalker inner = inside(f.variable().text());
            return new Stmt.For(f.pos(), f.variable(), f.items().stream().map(this::expr).toList(),
                    f.filter() == null ? null : inner.expr(f.filter()), inner.block(f.body()));
        } else if (s instanceof Stmt.If i) {
            return new Stmt.If(i.pos(), expr(i.condition()), block(i.then()),
                    i.otherwise() == null ? null : block(i.otherwise()));
        } else if (s instanceof Stmt.Let l) {
            return new Stmt.Let(l.pos(), l.name(), expr(l.value()));
        } else if (s instanceof Stmt.Goto g) {
            return new Stmt.Goto(g.pos(), expr(g.cell()));
        } else if (s instanceof Stmt.Capture c) {
            return new Stmt.Capture(c.pos(), c.at() == null ? null : expr(c.at()),
                    c.into() == null ? null : expr(c.into()), c.now());
        } else if (s instanceof Stmt.Sow w) {
            return new Stmt.Sow(w.pos(), w.track(), w.filter() == null ? null : expr(w.filter()),
                    w.body() == null ? null : block(w.body()));
        } else if (s instanceof Stmt.Chain c) {
            return new Stmt.Chain(c.pos(), block(c.body()), c.distinct());
        } else if (s instanceof Stmt.Promote p) {
            return new Stmt.Promote(p.pos(), named(p.piece()), p.at() == null ? null : expr(p.at()));
        } else if (s instanceof Stmt.Place p) {
            return new Stmt.Place(p.pos(), named(p.piece()), p.owner() == null ? null : expr(p.owner()),
                    p.at() == null ? null : expr(p.at()));
        } else if (s instanceof Stmt.Flip f) {
            return new Stmt.Flip(f.pos(), f.at() == null ? null : expr(f.at()), f.player() == null ? null : expr(f.player()));
        } else if (s instanceof Stmt.Advance a) {
            return new Stmt.Advance(a.pos(), expr(a.steps()), a.track());
        } else if (s instanceof Stmt.Use u) {
            return new Stmt.Use(u.pos(), expr(u.die()));
        } else if (s instanceof Stmt.SetFlag f) {
            return new Stmt.SetFlag(f.pos(), named(f.flag()), f.value(), f.at() == null ? null : expr(f.at()));
        } else if (s instanceof Stmt.Call c) {
            return new Stmt.Call(c.pos(), c.name(), c.args().stream().map(this::expr).toList());
        }
        return s;
    }

    /**
     * A name a statement takes as it is written (a piece type, a flag): a macro's parameter there
     * stands for the name given as its argument.
     */
    gamut.ast.Name named(gamut.ast.Name name) {
        Expr e = expr(new Expr.NameRef(name.pos(), name.text()));
        return e instanceof Expr.NameRef n && !n.name().equals(name.text()) ? new gamut.ast.Name(name.pos(), n.name()) : name;
    }

    /** Rebuilds a compound expression with its parts walked; names and literals are left to {@link #expr}. */
    Expr parts(Expr e) {
        if (e instanceof Expr.Not n) {
            return new Expr.Not(n.pos(), expr(n.operand()));
        } else if (e instanceof Expr.Binary b) {
            return new Expr.Binary(b.pos(), b.op(), expr(b.left()), expr(b.right()));
        } else if (e instanceof Expr.Call c) {
            return new Expr.Call(c.pos(), c.name(), c.args().stream().map(this::expr).toList());
        } else if (e instanceof Expr.Quantifier q) {
            ExprWalker inner = inside(q.variable().text());
            return new Expr.Quantifier(q.pos(), q.all(), q.variable(), q.items().stream().map(this::expr).toList(),
                    inner.expr(q.condition()), q.from() == null ? null : expr(q.from()));
        }
        return e;
    }
}
