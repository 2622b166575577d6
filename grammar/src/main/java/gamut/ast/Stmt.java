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

    /**
     * {@code at} may be null: the cursor's cell. In a move program the capture is part of the move;
     * {@code now} removes the piece when the moving piece next lands instead of when the move ends.
     */
    record Capture(Pos pos, Expr at, Expr into, boolean now) implements Stmt {}

    /**
     * Sowing: the pieces on the cursor's cell are lifted and put down one by one on the next cells
     * of the mover's track (those where {@code filter}, if not null, holds); {@code body} (may be
     * null) runs from the last cell sown, and the sowing is a move unless the body records one.
     */
    record Sow(Pos pos, Name track, Expr filter, Block body) implements Stmt {}

    /** The mover plays again: the next turn is the mover's own. */
    record Again(Pos pos) implements Stmt {}

    /**
     * A compound move: the body runs again from every cell where {@link Land} puts the piece. A
     * {@code distinct} chain ('chain distinct') lands on each cell once and records plain moves,
     * from the origin to where 'move' is written: one move per cell reached, whatever the path.
     */
    record Chain(Pos pos, Block body, boolean distinct) implements Stmt {
        public Chain(Pos pos, Block body) {
            this(pos, body, false);
        }
    }

    /** Inside a chain: the moving piece lands on the cursor's cell, and the chain goes on from there. */
    record Land(Pos pos) implements Stmt {}

    /** The piece (on {@code at}, or the moving piece) becomes a piece of another type. */
    record Promote(Pos pos, Name piece, Expr at) implements Stmt {}

    /** The pieces on {@code at} (or the cursor's cell) change owner: to {@code player}, or to the mover. */
    record Flip(Pos pos, Expr at, Expr player) implements Stmt {}

    /** A neutral piece of the type is put on {@code at} (or the cursor's cell), replacing what stands there. */
    /** A piece put on a cell: neutral, or of the player {@code owner} names (null: neutral). */
    record Place(Pos pos, Name piece, Expr owner, Expr at) implements Stmt {}

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
