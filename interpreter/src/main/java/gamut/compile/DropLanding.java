package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether every {@code drop} or {@code move} of a program lands on a cell just seen to be empty,
 * and the program records no capture or placed piece elsewhere and builds no chain: in a loop
 * {@code for c in cells where empty ...}, after {@code verify empty}, or back on such a loop's cell
 * by {@code goto c}. Such a program can take nothing, so the question whether a piece could be
 * taken ('attacked', a royal piece's safety) need not run it: in Shogi, the drops of the
 * opponent's hand are most of the moves, and none of them takes; in chess, a pawn's step ahead.
 */
final class DropLanding {
    /** Builtins a variable of the same name would hide: then nothing is sure. */
    private static final Set<String> HIDDEN = Set.of("empty", "here");
    private boolean unsure;

    private DropLanding() {}

    /** True when it is sure that no drop of the body lands on a piece. */
    static boolean onEmptyOnly(Block body) {
        DropLanding d = new DropLanding();
        d.block(body.statements(), false, new HashSet<>());
        return !d.unsure;
    }

    /**
     * Follows the statements, {@code empty} telling whether the cursor's cell is known to be empty
     * and {@code cells} the variables that name such a cell; returns whether the cursor's cell is
     * known to be empty after them.
     */
    private boolean block(List<Stmt> statements, boolean empty, Set<String> cells) {
        Set<String> known = new HashSet<>(cells);
        for (Stmt s : statements) {
            empty = statement(s, empty, known);
        }
        return empty;
    }

    private boolean statement(Stmt s, boolean empty, Set<String> cells) {
        if (s instanceof Stmt.DropHere || s instanceof Stmt.MoveHere) {
            unsure |= !empty;
            return empty;
        } else if (s instanceof Stmt.Verify v) {
            return empty || saysEmpty(v.condition());
        } else if (s instanceof Stmt.Goto g) {
            return g.cell() instanceof Expr.NameRef n && cells.contains(n.name());
        } else if (s instanceof Stmt.Let l) {
            unsure |= HIDDEN.contains(l.name().text());
            cells.remove(l.name().text());
            if (empty && l.value() instanceof Expr.NameRef n && n.name().equals("here")) {
                cells.add(l.name().text());
            }
            return empty;
        } else if (s instanceof Stmt.For f) {
            unsure |= HIDDEN.contains(f.variable().text());
            Set<String> inner = new HashSet<>(cells);
            inner.remove(f.variable().text());
            boolean seen = f.filter() != null && saysEmpty(f.filter());
            if (seen) {
                inner.add(f.variable().text());
            }
            block(f.body().statements(), seen, inner);
            return false;
        } else if (s instanceof Stmt.If i) {
            boolean then = block(i.then().statements(), empty || saysEmpty(i.condition()), cells);
            boolean otherwise = i.otherwise() == null ? empty : block(i.otherwise().statements(), empty, cells);
            return then && otherwise;
        } else if (s instanceof Stmt.While w) {
            block(w.body().statements(), saysEmpty(w.condition()), cells);
            return false;
        } else if (s instanceof Stmt.Repeat r) {
            block(r.body().statements(), false, cells);
            return false;
        } else if (s instanceof Stmt.Call || s instanceof Stmt.Capture || s instanceof Stmt.Place
                || s instanceof Stmt.Chain || s instanceof Stmt.Land || s instanceof Stmt.Sow) {
            // A macro not expanded, a capture recorded elsewhere than the landing, or landings and
            // sowings this does not follow: it may take.
            unsure = true;
            return false;
        }
        // What moves the cursor (step, advance, sow, chain) leaves nothing known; the rest keeps it.
        return empty && !(s instanceof Stmt.Step || s instanceof Stmt.Advance);
    }

    /** Whether the condition holds only on an empty cell: 'empty', or 'empty and ...'. */
    private static boolean saysEmpty(Expr e) {
        if (e instanceof Expr.NameRef n) {
            return n.name().equals("empty");
        } else if (e instanceof Expr.Call c) {
            return c.name().text().equals("empty") && c.args().isEmpty();
        } else if (e instanceof Expr.Binary b && b.op().equals("and")) {
            return saysEmpty(b.left()) || saysEmpty(b.right());
        }
        return false;
    }
}
