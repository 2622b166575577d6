package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** One line of a setup block. */
public sealed interface Placement {
    Pos pos();

    /** Pieces of {@code owner} (of type {@code piece}, or the only type when null) on cells. */
    record OnCells(Pos pos, Name owner, Name piece, List<CellRef> cells) implements Placement {}

    record InReserve(Pos pos, Name owner, List<PieceCount> counts) implements Placement {}

    /** {@code count} pieces, or {@link #UNLIMITED} for a supply without limit ('unlimited'). */
    record PieceCount(Pos pos, Name piece, int count) {}

    /** The count of an unlimited reserve: what 'in_reserve' gives for it. */
    int UNLIMITED = 1_000_000;
}
