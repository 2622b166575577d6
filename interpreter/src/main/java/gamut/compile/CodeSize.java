package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.ArrayList;
import java.util.List;

/** How much code a block holds: its statements and expressions, each counted once, up to a cap. */
final class CodeSize {
    private long left;

    private CodeSize(long cap) {
        this.left = cap;
    }

    /** The count, or a number above {@code cap} as soon as the count passes it. */
    static long of(Block block, long cap) {
        CodeSize size = new CodeSize(cap + 1);
        size.block(block);
        return cap + 1 - Math.max(0, size.left);
    }

    private void block(Block block) {
        for (int i = 0; i < block.statements().size() && left > 0; i++) {
            statement(block.statements().get(i));
        }
    }

    private void statement(Stmt s) {
        left--;
        List<Expr> exprs = new ArrayList<>();
        List<Block> blocks = new ArrayList<>();
        if (s instanceof Stmt.Step st) {
            exprs.add(st.direction());
        } else if (s instanceof Stmt.Verify v) {
            exprs.add(v.condition());
        } else if (s instanceof Stmt.Repeat r) {
            exprs.add(r.times());
            blocks.add(r.body());
        } else if (s instanceof Stmt.While w) {
            exprs.add(w.condition());
            blocks.add(w.body());
        } else if (s instanceof Stmt.For f) {
            exprs.addAll(f.items());
            exprs.add(f.filter());
            blocks.add(f.body());
        } else if (s instanceof Stmt.If i) {
            exprs.add(i.condition());
            blocks.add(i.then());
            blocks.add(i.otherwise());
        } else if (s instanceof Stmt.Let l) {
            exprs.add(l.value());
        } else if (s instanceof Stmt.Goto g) {
            exprs.add(g.cell());
        } else if (s instanceof Stmt.Capture c) {
            exprs.add(c.at());
            exprs.add(c.into());
        } else if (s instanceof Stmt.Sow w) {
            exprs.add(w.filter());
            blocks.add(w.body());
        } else if (s instanceof Stmt.Chain c) {
            blocks.add(c.body());
        } else if (s instanceof Stmt.Promote p) {
            exprs.add(p.at());
        } else if (s instanceof Stmt.Place p) {
            exprs.add(p.at());
        } else if (s instanceof Stmt.Flip f) {
            exprs.add(f.at());
            exprs.add(f.player());
        } else if (s instanceof Stmt.Advance a) {
            exprs.add(a.steps());
        } else if (s instanceof Stmt.Use u) {
            exprs.add(u.die());
        } else if (s instanceof Stmt.SetFlag f) {
            exprs.add(f.at());
        }
        exprs.forEach(this::expr);
        blocks.stream().filter(b -> b != null).forEach(this::block);
    }

    private void expr(Expr e) {
        if (e == null || left <= 0) {
            return;
        }
        left--;
        if (e instanceof Expr.Not n) {
            expr(n.operand());
        } else if (e instanceof Expr.Binary b) {
            expr(b.left());
            expr(b.right());
        } else if (e instanceof Expr.Call c) {
            c.args().forEach(this::expr);
        } else if (e instanceof Expr.Quantifier q) {
            q.items().forEach(this::expr);
            expr(q.condition());
            if (q.from() != null) {
                expr(q.from());
            }
        }
    }
}
