package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Replaces names by expressions throughout statements: macro arguments, unrolled loop variables. */
public final class Substitution extends ExprWalker {
    private final Map<String, Expr> bindings;

    public Substitution(Map<String, Expr> bindings) {
        this.bindings = bindings;
    }

    @Override
    public Block block(Block block) {
        return super.block(block);
    }

    @Override
    public Expr expr(Expr e) {
        if (bindings.isEmpty()) {
            return e;
        }
        if (e instanceof Expr.NameRef n) {
            return bindings.getOrDefault(n.name(), n);
        }
        return parts(e);
    }

    /** A loop variable hides a binding of the same name inside the loop. */
    @Override
    ExprWalker inside(String variable) {
        if (!bindings.containsKey(variable)) {
            return this;
        }
        Map<String, Expr> copy = new HashMap<>(bindings);
        copy.remove(variable);
        return new Substitution(copy);
    }

    /** Whether any 'let' in the block assigns the name (then it cannot be replaced by a constant). */
    public static boolean assigns(Block block, String name) {
        for (Stmt s : block.statements()) {
            if (s instanceof Stmt.Let l && l.name().text().equals(name)) {
                return true;
            }
            List<Block> inner = new java.util.ArrayList<>();
            if (s instanceof Stmt.Repeat r) {
                inner.add(r.body());
            } else if (s instanceof Stmt.While w) {
                inner.add(w.body());
            } else if (s instanceof Stmt.For f) {
                inner.add(f.body());
            } else if (s instanceof Stmt.Chain c) {
                inner.add(c.body());
            } else if (s instanceof Stmt.Sow w && w.body() != null) {
                inner.add(w.body());
            } else if (s instanceof Stmt.If i) {
                inner.add(i.then());
                if (i.otherwise() != null) {
                    inner.add(i.otherwise());
                }
            }
            for (Block b : inner) {
                if (assigns(b, name)) {
                    return true;
                }
            }
        }
        return false;
    }
}
