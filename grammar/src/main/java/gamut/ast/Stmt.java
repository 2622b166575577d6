package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** A statement of a move program. */
public sealed interface Stmt {
    Pos pos();

    record Step(Pos pos, Expr direction) implements Stmt {}

    record Verify(Pos pos, Expr condition) implements Stmt {}

    record Repeat(Pos pos, Expr times, Block body) implements Stmt {}

    record While(Pos pos, Expr condition, Block body) implements Stmt {}

    /** {@code filter} may be null; it is tested with the cursor on each cell (for cells). */
    record For(Pos pos, Name variable, List<Expr> items, Expr filter, Block body) implements Stmt {}

    /** {@code otherwise} may be null. */
    record If(Pos pos, Expr condition, Block then, Block otherwise) implements Stmt {}

    record Let(Pos pos, Name name, Expr value) implements Stmt {}

    record Goto(Pos pos, Expr cell) implements Stmt {}

    record MoveHere(Pos pos) implements Stmt {}

    record DropHere(Pos pos) implements Stmt {}

    record ExitBoard(Pos pos) implements Stmt {}

    /** {@code at} may be null: the cursor's cell. */
    record Capture(Pos pos, Expr at) implements Stmt {}

    /** Takes the moving piece off the board for good, or back to its owner's reserve. */
    record Remove(Pos pos, boolean toReserve) implements Stmt {}

    /** Moves the cursor along the mover's track ({@code track} may be null: the only track). */
    record Advance(Pos pos, Expr steps, Name track) implements Stmt {}

    /** The move about to be emitted uses up this die. */
    record Use(Pos pos, Expr die) implements Stmt {}

    /** {@code at} may be null: the cursor's cell. */
    record SetFlag(Pos pos, Name flag, boolean value, Expr at) implements Stmt {}

    record Call(Pos pos, Name name, List<Expr> args) implements Stmt {}

    /** Leaves the innermost enclosing loop at once. */
    record Break(Pos pos) implements Stmt {}
}
