package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.List;

/**
 * The flag a move program's first condition asks of the piece it moves: {@code verify has(f)}
 * or {@code verify not has(f)}, alone or as one side of an {@code and}, before anything moves
 * the cursor off the origin. Move generation then visits only the pieces that carry the flag (or
 * do not), found in the board's bits, instead of starting the program on every piece to fail
 * at once: in Queen's Guard the moves of a trapped piece are asked for after every move, and
 * most turns have none.
 */
final class OriginFlag {
    /** No condition on a flag found. */
    static final int NONE = -1;

    private OriginFlag() {}

    /**
     * The flag's index and whether the piece must carry it, as {@code flag * 2 + (with ? 1 : 0)};
     * {@link #NONE} when the program does not begin with such a condition.
     */
    static int of(Block body, List<String> flags) {
        List<Stmt> statements = body.statements();
        if (statements.isEmpty() || !(statements.get(0) instanceof Stmt.Verify v)) {
            return NONE;
        }
        return find(v.condition(), flags);
    }

    private static int find(Expr e, List<String> flags) {
        if (e instanceof Expr.Binary b && b.op().equals("and")) {
            int left = find(b.left(), flags);
            return left != NONE ? left : find(b.right(), flags);
        } else if (e instanceof Expr.Not n) {
            int flag = has(n.operand(), flags);
            return flag < 0 ? NONE : flag * 2;
        }
        int flag = has(e, flags);
        return flag < 0 ? NONE : flag * 2 + 1;
    }

    /** The flag of {@code has(f)}, or -1 when the expression is something else. */
    private static int has(Expr e, List<String> flags) {
        if (e instanceof Expr.Call c && c.name().text().equals("has") && c.args().size() == 1
                && c.args().get(0) instanceof Expr.NameRef f) {
            return flags.indexOf(f.name());
        }
        return -1;
    }
}
