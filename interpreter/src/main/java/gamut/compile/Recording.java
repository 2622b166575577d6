package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Stmt;

/** Whether a program builds compound moves: it has a chain, or records captures, changes or placements in its moves. */
final class Recording {
    private Recording() {}

    static boolean in(Block block) {
        for (Stmt s : block.statements()) {
            if (s instanceof Stmt.Chain || s instanceof Stmt.Land || s instanceof Stmt.Capture
                    || s instanceof Stmt.Promote || s instanceof Stmt.Flip || s instanceof Stmt.Place
                    || s instanceof Stmt.Sow || s instanceof Stmt.Again) {
                return true;
            }
            if (s instanceof Stmt.Repeat r && in(r.body()) || s instanceof Stmt.While w && in(w.body())
                    || s instanceof Stmt.For f && in(f.body())
                    || s instanceof Stmt.If i && (in(i.then()) || i.otherwise() != null && in(i.otherwise()))) {
                return true;
            }
        }
        return false;
    }
}
