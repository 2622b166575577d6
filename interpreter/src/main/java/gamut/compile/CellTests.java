package gamut.compile;

import gamut.ast.Expr;
import gamut.check.Builtin;
import gamut.rules.CellTest;

/** Recognises conditions that a fused node can check by a {@link CellTest} code. */
final class CellTests {
    private CellTests() {}

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
        Builtin b = Builtin.find(ref.name());
        int base = b == null ? -1 : switch (b) {
            case EMPTY -> CellTest.EMPTY;
            case FRIEND -> CellTest.FRIEND;
            case ENEMY -> CellTest.ENEMY;
            default -> -1;
        };
        return base < 0 ? -1 : negated ? base + 3 : base;
    }
}
