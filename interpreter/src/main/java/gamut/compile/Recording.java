package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Stmt;

/**
 * Whether a program builds compound moves: it has a chain, or records captures, changes or
 * placements in its moves, or advances along tracks of which one passes a cell more than once (a
 * move records the pass it ends on).
 */
final class Recording {
    private Recording() {}

    static boolean in(Block block) {
        return in(block, false);
    }

    /** {@code passes}: some track passes a cell more than once, so that an 'advance' records the pass. */
    static boolean in(Block block, boolean passes) {
        for (Stmt s : block.statements()) {
            if (passes && s instanceof Stmt.Advance) {
                return true;
            }
            if (s instanceof Stmt.Chain || s instanceof Stmt.Land || s instanceof Stmt.Capture
                    || s instanceof Stmt.Promote || s instanceof Stmt.Flip || s instanceof Stmt.Place
                    || s instanceof Stmt.Sow || s instanceof Stmt.Again) {
                return true;
            }
            if (s instanceof Stmt.Repeat r && in(r.body(), passes) || s instanceof Stmt.While w && in(w.body(), passes)
                    || s instanceof Stmt.For f && in(f.body(), passes)
                    || s instanceof Stmt.If i && (in(i.then(), passes) || i.otherwise() != null && in(i.otherwise(), passes))) {
                return true;
            }
        }
        return false;
    }
}
