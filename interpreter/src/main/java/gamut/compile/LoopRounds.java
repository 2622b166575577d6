package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.List;

/**
 * Whether a drops program is one loop over cells whose every round drops, if at all, on its own
 * cell ({@code for c in cells where empty { ... goto c  drop }}): then each round gives at most one
 * move, different rounds different moves, and a random playout may draw a round as it draws a
 * piece (see {@code RandomMoves}). A round that may drop elsewhere, build a move in parts, leave the
 * loop by 'break' or rename the loop's variable leaves the program as a whole.
 */
final class LoopRounds {
    private final String variable;
    private boolean unsure;

    private LoopRounds(String variable) {
        this.variable = variable;
    }

    /** The loop whose rounds may stand alone, or null. */
    static Stmt.For of(Block body) {
        List<Stmt> statements = body.statements();
        if (statements.size() != 1 || !(statements.get(0) instanceof Stmt.For f) || Recording.in(body)) {
            return null;
        }
        LoopRounds r = new LoopRounds(f.variable().text());
        r.block(f.body(), true);
        return r.unsure ? null : f;
    }

    /** Follows the statements, {@code home} telling whether the cursor is on the round's cell; returns it after them. */
    private boolean block(Block block, boolean home) {
        for (Stmt s : block.statements()) {
            home = statement(s, home);
        }
        return home;
    }

    private boolean statement(Stmt s, boolean home) {
        if (s instanceof Stmt.DropHere || s instanceof Stmt.MoveHere) {
            unsure |= !home;
            return home;
        } else if (s instanceof Stmt.Goto g) {
            return g.cell() instanceof Expr.NameRef n && n.name().equals(variable);
        } else if (s instanceof Stmt.Let l) {
            unsure |= l.name().text().equals(variable);
            return home;
        } else if (s instanceof Stmt.For f) {
            // A loop may start its rounds elsewhere (a loop over cells), and puts the cursor back after each.
            unsure |= f.variable().text().equals(variable);
            block(f.body(), false);
            return home;
        } else if (s instanceof Stmt.If i) {
            boolean then = block(i.then(), home);
            return then & (i.otherwise() == null ? home : block(i.otherwise(), home));
        } else if (s instanceof Stmt.While w) {
            block(w.body(), false);
            return false;
        } else if (s instanceof Stmt.Repeat r) {
            block(r.body(), false);
            return false;
        } else if (s instanceof Stmt.Break || s instanceof Stmt.ExitBoard || s instanceof Stmt.Remove
                || s instanceof Stmt.Call || s instanceof Stmt.Chain || s instanceof Stmt.Land || s instanceof Stmt.Sow) {
            // Leaving the loop, moves that are not drops on a cell, or what this does not follow.
            unsure = true;
            return false;
        }
        return home && !(s instanceof Stmt.Step || s instanceof Stmt.Advance);
    }
}
