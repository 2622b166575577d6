package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;

/** What a loop's parts use: whether a condition reads a variable, whether a body holds a 'break'. */
final class Variables {
    private Variables() {}

    /** Whether the expression reads a variable of the program ('let', a 'for' or macro parameter). */
    static boolean read(Expr e, Scopes scopes) {
        if (e instanceof Expr.NameRef n) {
            return scopes.lookup(n.name()) != null;
        } else if (e instanceof Expr.Not n) {
            return read(n.operand(), scopes);
        } else if (e instanceof Expr.Binary b) {
            return read(b.left(), scopes) || read(b.right(), scopes);
        } else if (e instanceof Expr.Call c) {
            return c.args().stream().anyMatch(a -> read(a, scopes));
        } else if (e instanceof Expr.Quantifier q) {
            return q.items().stream().anyMatch(a -> read(a, scopes)) || read(q.condition(), scopes)
                    || q.from() != null && read(q.from(), scopes);
        }
        return false;
    }

    /** Whether a 'break' stands anywhere in the block, in loops within it too. */
    static boolean breaks(Block block) {
        for (Stmt s : block.statements()) {
            if (s instanceof Stmt.Break
                    || s instanceof Stmt.Repeat r && breaks(r.body()) || s instanceof Stmt.While w && breaks(w.body())
                    || s instanceof Stmt.For f && breaks(f.body()) || s instanceof Stmt.Chain c && breaks(c.body())
                    || s instanceof Stmt.Sow w && w.body() != null && breaks(w.body())
                    || s instanceof Stmt.If i && (breaks(i.then()) || i.otherwise() != null && breaks(i.otherwise()))) {
                return true;
            }
        }
        return false;
    }
}
