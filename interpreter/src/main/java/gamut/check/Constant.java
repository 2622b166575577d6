package gamut.check;

import gamut.ast.Expr;

/**
 * Conditions whose value the text alone decides: literals, 'not', 'and', 'or' and comparisons of
 * numbers written out. Anything that reads the board or a name is unknown.
 */
final class Constant {
    private Constant() {}

    /** Whether the condition is false whatever the position. */
    static boolean isFalse(Expr e) {
        Long v = value(e);
        return v != null && v == 0;
    }

    /** The value (1 for true, 0 for false) or null when the position decides. */
    static Long value(Expr e) {
        if (e instanceof Expr.BoolLit b) {
            return b.value() ? 1L : 0L;
        } else if (e instanceof Expr.IntLit i) {
            return (long) i.value();
        } else if (e instanceof Expr.Not n) {
            Long v = value(n.operand());
            return v == null ? null : v == 0 ? 1L : 0L;
        } else if (e instanceof Expr.Binary b) {
            return binary(b);
        }
        return null;
    }

    private static Long binary(Expr.Binary b) {
        Long l = value(b.left());
        Long r = value(b.right());
        switch (b.op()) {
            case "and":
                return l != null && l == 0 || r != null && r == 0 ? Long.valueOf(0) : l != null && r != null ? 1L : null;
            case "or":
                return l != null && l != 0 || r != null && r != 0 ? Long.valueOf(1) : l != null && r != null ? 0L : null;
            default:
                break;
        }
        if (l == null || r == null) {
            return null;
        }
        return switch (b.op()) {
            case "==" -> l.equals(r) ? 1L : 0L;
            case "!=" -> !l.equals(r) ? 1L : 0L;
            case "<" -> l < r ? 1L : 0L;
            case "<=" -> l <= r ? 1L : 0L;
            case ">" -> l > r ? 1L : 0L;
            case ">=" -> l >= r ? 1L : 0L;
            case "+" -> l + r;
            case "-" -> l - r;
            case "*" -> l * r;
            default -> null;
        };
    }
}
