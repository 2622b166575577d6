package gamut.ui.view;

import gamut.core.BoardKind;
import gamut.engine.State;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;

/**
 * How one kind of board is drawn: where its cells go in the picture, each cell's outline and what
 * a click on it takes in, the board under the pieces, and the names painted over them. Each
 * {@link BoardKind} has one ({@link BoardStyles#of}); the painters and the hit test ask it,
 * so that a kind's drawing lives in one file.
 */
interface BoardStyle {
    /** Places the cells in the area ({@code cx}, {@code cy}), and sets the unit, the pieces' size and the board's box. */
    void layout(BoardLayout l, Rectangle2D area, boolean flipped);

    /** The outline of a cell. */
    Shape cellShape(BoardLayout l, int c);

    /** Whether a click at the point picks the cell: inside its outline unless the style says otherwise. */
    default boolean hits(BoardLayout l, int c, double x, double y) {
        return cellShape(l, c).contains(x, y);
    }

    /** What the last move's tint covers on a cell: its outline unless the style says otherwise. */
    default Shape tintShape(BoardLayout l, int c) {
        return cellShape(l, c);
    }

    /** The board under the pieces, with the files and ranks beside it when names are shown and it has them. */
    void paintBoard(Graphics2D g, BoardLayout l, boolean names);

    /** Names painted over the pieces, when names are shown: none unless the style has them. */
    default void paintNames(Graphics2D g, BoardLayout l, State state) {
    }

    /** Whether a cell's pieces stand in a column out from the board's edge (a track's points), not one disc with a count. */
    default boolean columns() {
        return false;
    }
}
