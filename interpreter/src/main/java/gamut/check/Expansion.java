package gamut.check;

import gamut.ast.Expr;
import gamut.base.Limits;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What expanding macros may still make in one check of a file: {@link Limits#EXPANSION} statements
 * and expressions in all, each nested at most {@link Limits#NESTING} deep. An expansion that would
 * go beyond either stops with {@link TooLarge} or {@link TooDeep}, caught where the macro use that
 * exceeded it is known, so that it is reported there once.
 */
final class Expansion {
    private long left = Limits.EXPANSION;
    /** Tree sizes and depths of expressions met, which macro arguments make into shared subtrees. */
    private final Map<Expr, long[]> shapes = new IdentityHashMap<>();

    /** Counts {@code nodes} made; throws TooLarge when that is more than is left. */
    void spend(long nodes) {
        if (nodes > left) {
            left = -1;
            throw new TooLarge();
        }
        left -= nodes;
    }

    /** Whether the budget is spent: nothing more is expanded, and nothing more reported. */
    boolean spent() {
        return left < 0;
    }

    /** Throws TooDeep when something at {@code level} is nested more than {@link Limits#NESTING} deep. */
    static void within(long level) {
        if (level > Limits.NESTING) {
            throw new TooDeep();
        }
    }

    /** Nodes of the expression counted as a tree: a subtree shared by several parents counts for each. */
    long size(Expr e) {
        return shape(e)[0];
    }

    /** Nodes on the longest path from the expression down to a leaf, itself included. */
    long depth(Expr e) {
        return shape(e)[1];
    }

    private long[] shape(Expr e) {
        long[] known = shapes.get(e);
        if (known != null) {
            return known;
        }
        long size = 1;
        long depth = 0;
        for (Expr part : parts(e)) {
            long[] s = shape(part);
            size = Math.min(Long.MAX_VALUE / 4, size + s[0]);
            depth = Math.max(depth, s[1]);
        }
        long[] shape = {size, depth + 1};
        shapes.put(e, shape);
        return shape;
    }

    private static List<Expr> parts(Expr e) {
        if (e instanceof Expr.Not n) {
            return List.of(n.operand());
        } else if (e instanceof Expr.Binary b) {
            return List.of(b.left(), b.right());
        } else if (e instanceof Expr.Call c) {
            return c.args();
        } else if (e instanceof Expr.Quantifier q) {
            List<Expr> all = new ArrayList<>(q.items());
            all.add(q.condition());
            if (q.from() != null) {
                all.add(q.from());
            }
            return all;
        }
        return List.of();
    }

    /** "expanding macro 'm' makes more than 1,000,000 statements and expressions", for the macro used. */
    static String tooLarge(String what) {
        return "expanding " + what + " makes more than " + String.format(Locale.ROOT, "%,d", Limits.EXPANSION)
                + " statements and expressions";
    }

    /** "expanding macro 'm' nests blocks and expressions more than 200 deep", for the macro used. */
    static String tooDeep(String what) {
        return "expanding " + what + " nests blocks and expressions more than " + Limits.NESTING + " deep";
    }

    static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge() {
            super(null, null, false, false);
        }
    }

    static final class TooDeep extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooDeep() {
            super(null, null, false, false);
        }
    }
}
