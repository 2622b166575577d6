package gamut.rules;

import gamut.ast.Expr;

/**
 * The commonest conditions of move programs (empty, friend, enemy and their negations) as small
 * codes, so that fused step-and-test nodes check them with a switch instead of a call per test.
 */
final class CellTest {
    static final int EMPTY = 0;
    static final int FRIEND = 1;
    static final int ENEMY = 2;
    static final int NOT_EMPTY = 3;
    static final int NOT_FRIEND = 4;
    static final int NOT_ENEMY = 5;

    /** The "owner" of no cell at all: it is not empty, not a friend and not an enemy. */
    static final int NO_CELL = Integer.MIN_VALUE;

    private CellTest() {}

    /** The code of a condition of that shape, or -1; {@code local} says whether a name is a local variable. */
    static int of(Expr e, java.util.function.Predicate<String> local) {
        boolean negated = false;
        if (e instanceof Expr.Not n) {
            negated = true;
            e = n.operand();
        }
        if (!(e instanceof Expr.NameRef ref) || local.test(ref.name())) {
            return -1;
        }
        int base = switch (ref.name()) {
            case "empty" -> EMPTY;
            case "friend" -> FRIEND;
            case "enemy" -> ENEMY;
            default -> -1;
        };
        return base < 0 ? -1 : negated ? base + 3 : base;
    }

    static boolean test(int code, int owner, int mover) {
        if (owner == NO_CELL) {
            return code >= NOT_EMPTY;
        }
        switch (code) {
            case EMPTY: return owner < 0;
            case FRIEND: return owner == mover;
            case ENEMY: return owner >= 0 && owner != mover;
            case NOT_EMPTY: return owner >= 0;
            case NOT_FRIEND: return owner != mover;
            default: return owner < 0 || owner == mover;
        }
    }
}
