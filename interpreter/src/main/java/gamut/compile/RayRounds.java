package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Whether a move program is, after a few checks ('verify', 'let'), loops over directions whose every
 * round records at most one move, on a cell reached from the piece by steps in the round's direction
 * only ({@code for d in n ne e se s sw w nw { repeat line_count(d) - 1 { step d ... } step d ... move }}).
 * On a board whose rays from a cell never share a cell, different rounds then give different moves,
 * and a random playout may draw a round (a piece and a direction) rather than a piece.
 */
final class RayRounds {
    /** The checks before the loops, and the loops. */
    record Parts(List<Stmt> checks, List<Stmt.For> loops) {}

    private final String variable;
    private boolean unsure;

    private RayRounds(String variable) {
        this.variable = variable;
    }

    /** The program's parts when its rounds may stand alone; null otherwise. {@code directions} tells a loop over directions. */
    static Parts of(Block body, Predicate<Stmt.For> directions) {
        if (Recording.in(body)) {
            return null;
        }
        List<Stmt> checks = new ArrayList<>();
        List<Stmt.For> loops = new ArrayList<>();
        for (Stmt s : body.statements()) {
            if (loops.isEmpty() && (s instanceof Stmt.Verify || s instanceof Stmt.Let)) {
                checks.add(s);
            } else if (s instanceof Stmt.For f && f.filter() == null && directions.test(f)
                    && new MoveBound(x -> -1).of(f.body()) <= 1) {
                RayRounds r = new RayRounds(f.variable().text());
                r.block(f.body());
                if (r.unsure) {
                    return null;
                }
                loops.add(f);
            } else {
                return null;
            }
        }
        for (Stmt s : checks) {
            if (s instanceof Stmt.Let l && loops.stream().anyMatch(f -> f.variable().text().equals(l.name().text()))) {
                return null;
            }
        }
        return loops.isEmpty() ? null : new Parts(checks, loops);
    }

    private void block(Block block) {
        for (Stmt s : block.statements()) {
            statement(s);
        }
    }

    /** Every statement keeps the cursor on the round's ray: steps only in its direction, no jump, no leaving the loop. */
    private void statement(Stmt s) {
        if (s instanceof Stmt.Step st) {
            unsure |= !(st.direction() instanceof Expr.NameRef n && n.name().equals(variable));
        } else if (s instanceof Stmt.Let l) {
            unsure |= l.name().text().equals(variable);
        } else if (s instanceof Stmt.If i) {
            block(i.then());
            if (i.otherwise() != null) {
                block(i.otherwise());
            }
        } else if (s instanceof Stmt.While w) {
            block(w.body());
        } else if (s instanceof Stmt.Repeat r) {
            block(r.body());
        } else if (!(s instanceof Stmt.Verify || s instanceof Stmt.MoveHere)) {
            // A jump, a nested loop, a break, a drop or anything else this does not follow.
            unsure = true;
        }
    }
}
