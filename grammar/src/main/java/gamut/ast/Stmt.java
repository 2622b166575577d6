package gamut.ast;

import java.util.List;

/** A statement of a move program. */
public sealed interface Stmt {
    Pos pos();

    record Step(Pos pos, Expr direction) implements Stmt {}

    record Verify(Pos pos, Expr condition) implements Stmt {}

    record Repeat(Pos pos, Expr times, Block body) implements Stmt {}

    record While(Pos pos, Expr condition, Block body) implements Stmt {}

    record For(Pos pos, Name variable, List<Expr> items, Block body) implements Stmt {}

    /** {@code otherwise} may be null. */
    record If(Pos pos, Expr condition, Block then, Block otherwise) implements Stmt {}

    record Let(Pos pos, Name name, Expr value) implements Stmt {}

    record Goto(Pos pos, Expr cell) implements Stmt {}

    record MoveHere(Pos pos) implements Stmt {}

    record DropHere(Pos pos) implements Stmt {}

    record ExitBoard(Pos pos) implements Stmt {}

    /** {@code at} may be null: the cursor's cell. */
    record Capture(Pos pos, Expr at) implements Stmt {}

    record SetFlag(Pos pos, Name flag, boolean value) implements Stmt {}

    record Call(Pos pos, Name name, List<Expr> args) implements Stmt {}
}
