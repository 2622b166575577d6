package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** An expression: integers, truth values, and names and calls resolved by the checker. */
public sealed interface Expr {
    Pos pos();

    record IntLit(Pos pos, int value) implements Expr {}

    record BoolLit(Pos pos, boolean value) implements Expr {}

    record NameRef(Pos pos, String name) implements Expr {}

    record Call(Pos pos, Name name, List<Expr> args) implements Expr {}

    record Not(Pos pos, Expr operand) implements Expr {}

    /**
     * {@code any(c in ZONE where COND)} / {@code all(...)}: whether the condition holds for some
     * (every) cell of the zones, tested with the cursor on the cell. With {@code from} (null for
     * those two), {@code reaches(c in FROM to ZONE where COND)}: whether a chain of neighbouring
     * cells that meet the condition leads from the cell to one of the zones.
     */
    record Quantifier(Pos pos, boolean all, Name variable, List<Expr> items, Expr condition, Expr from) implements Expr {
        /** The word that writes a path's question, {@code reaches(c in FROM to ZONE where COND)}. */
        public static final String REACHES = "reaches";
    }

    record Binary(Pos pos, String op, Expr left, Expr right) implements Expr {}
}
