package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.check.Builtin;
import gamut.check.Keywords;
import gamut.check.RuleSet;
import gamut.rules.InPlaceMoves;

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
        boolean[] forbiddable = new boolean[programs];
        for (RuleSet.Forbid f : set.forbids()) {
            if (f.timing() != Keywords.ForbidTiming.EACH_MOVE) {
                continue;
            }
            onlyDrops &= afterDrop(f.condition());
            int type = landedType(set, f.condition());
            for (int p = 0; p < programs; p++) {
                RuleSet.MoveProgram program = set.programs().get(p);
                forbiddable[p] |= program.drop() && (type < 0 || type == program.piece()
                        || mayChangeType(program.body()) || changesType(set, afterApplies, p));
            }
        }
        return new InPlaceMoves(twoCells, onlyDrops, forbiddable);
    }

    /** Whether an after program that follows the program may change the landed piece's type (a promotion). */
    private static boolean changesType(RuleSet set, boolean[][] afterApplies, int program) {
        for (int a = 0; a < set.afters().size(); a++) {
            if (afterApplies[a][program] && mayChangeType(set.afters().get(a).body())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the block may put another type on a cell, at any depth: a promotion or a placement,
     * or a call to a procedure this does not follow.
     */
    private static boolean mayChangeType(Block b) {
        if (b == null) {
            return false;
        }
        for (Stmt s : b.statements()) {
            boolean changes = s instanceof Stmt.Promote || s instanceof Stmt.Place || s instanceof Stmt.Call
                    || s instanceof Stmt.If i && (mayChangeType(i.then()) || mayChangeType(i.otherwise()))
                    || s instanceof Stmt.Repeat r && mayChangeType(r.body())
                    || s instanceof Stmt.While w && mayChangeType(w.body())
                    || s instanceof Stmt.For f && mayChangeType(f.body())
                    || s instanceof Stmt.Sow w && mayChangeType(w.body())
                    || s instanceof Stmt.Chain c && mayChangeType(c.body());
            if (changes) {
                return true;
            }
        }
        return false;
    }

    /**
     * The piece type a condition asks for on the cell just landed on, 'piece_at(last_cell) == T' in
     * its chain of 'and' (the condition cannot hold with another type there), or -1.
     */
    private static int landedType(RuleSet set, Expr e) {
        if (e instanceof Expr.Binary b && b.op().equals("and")) {
            int left = landedType(set, b.left());
            return left >= 0 ? left : landedType(set, b.right());
        }
        if (e instanceof Expr.Binary b && b.op().equals("==") && b.left() instanceof Expr.Call c
                && c.name().text().equals(Builtin.PIECE_AT.word()) && c.args().size() == 1
                && isBuiltin(c.args().get(0), Builtin.LAST_CELL) && b.right() instanceof Expr.NameRef n) {
            return set.pieceIndex(n.name());
        }
        return -1;
    }

    private static boolean isBuiltin(Expr e, Builtin builtin) {
        return e instanceof Expr.NameRef n && n.name().equals(builtin.word())
                || e instanceof Expr.Call c && c.name().text().equals(builtin.word()) && c.args().isEmpty();
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
        return isBuiltin(e, Builtin.DROPPED);
    }
}
