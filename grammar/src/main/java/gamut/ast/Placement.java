package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** One line of a setup block. */
public sealed interface Placement {
    Pos pos();

    /**
     * Pieces on cells: one layer, or several making a column on each cell, bottom first (each a
     * piece of {@code owner}, of type {@code piece}, or the only type when null). With
     * {@code everyCell} (where 'every cell but' is written; null without it) the pieces go on every
     * cell of the board but {@code cells}.
     */
    record OnCells(Pos pos, List<Layer> layers, List<CellRef> cells, Pos everyCell) implements Placement {
        /** The owner of the top layer, the one that moves. */
        public Name owner() {
            return layers.get(layers.size() - 1).owner();
        }

        /** The piece of the top layer (null: the game's only type). */
        public Name piece() {
            return layers.get(layers.size() - 1).piece();
        }
    }

    /** A piece of a column in a setup line: its owner and type (null: the game's only type). */
    record Layer(Pos pos, Name owner, Name piece) {}

    record InReserve(Pos pos, Name owner, List<PieceCount> counts) implements Placement {}

    /**
     * 'scramble N moves seed S': the game starts {@code moves} random moves away from the pieces set
     * up, a walk the seed fixes, so that a puzzle set up solved starts solvable.
     */
    record Scramble(Pos pos, int moves, int seed) implements Placement {}

    /** {@code count} pieces, or {@link #UNLIMITED} for a supply without limit ('unlimited'). */
    record PieceCount(Pos pos, Name piece, int count) {}

    /** The count of an unlimited reserve: what 'in_reserve' gives for it. */
    int UNLIMITED = 1_000_000;
}
