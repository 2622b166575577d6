package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.check.Builtin;
import gamut.check.Keywords;
import gamut.check.RuleSet;
import gamut.rules.InPlaceMoves;
import java.util.List;

/**
 * Works out {@link InPlaceMoves}: which after programs change the landing cell alone, and whether
 * the forbids judged at each move hold only after drops.
 */
final class InPlace {
    private InPlace() {}

    static InPlaceMoves of(RuleSet set, boolean[][] afterApplies) {
        int programs = set.programs().size();
        boolean[] twoCells = new boolean[programs];
        java.util.Arrays.fill(twoCells, true);
        for (int a = 0; a < set.afters().size(); a++) {
            if (!inPlace(set.afters().get(a).body())) {
                for (int p = 0; p < programs; p++) {
                    twoCells[p] &= !afterApplies[a][p];
                }
            }
        }
        boolean onlyDrops = true;
        for (RuleSet.Forbid f : set.forbids()) {
            onlyDrops &= f.timing() != Keywords.ForbidTiming.EACH_MOVE || afterDrop(f.condition());
        }
        return new InPlaceMoves(twoCells, onlyDrops);
    }

    /** Whether the after program changes nothing but the piece on its cell: conditions, flags, promotions there. */
    private static boolean inPlace(Block b) {
        for (Stmt s : b.statements()) {
            boolean here = s instanceof Stmt.Verify || s instanceof Stmt.Let
                    || s instanceof Stmt.SetFlag f && f.at() == null
                    || s instanceof Stmt.Promote p && p.at() == null
                    || s instanceof Stmt.If i && inPlace(i.then()) && (i.otherwise() == null || inPlace(i.otherwise()));
            if (!here) {
                return false;
            }
        }
        return true;
    }

    /** Whether the condition is 'dropped and ...' (in any place of a chain of 'and'). */
    private static boolean afterDrop(Expr e) {
        if (e instanceof Expr.Binary b && b.op().equals("and")) {
            return afterDrop(b.left()) || afterDrop(b.right());
        }
        String dropped = Builtin.DROPPED.word();
        return e instanceof Expr.NameRef n && n.name().equals(dropped)
                || e instanceof Expr.Call c && c.name().text().equals(dropped) && c.args().equals(List.of());
    }
}
