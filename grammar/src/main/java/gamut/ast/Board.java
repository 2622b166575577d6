package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** The shape of the board. */
public sealed interface Board {
    Pos pos();

    /**
     * Cells a1.. by file letter and rank number, a1 at the bottom left; the cells {@code without}
     * lists are left out (a cross-shaped board), the others keep their names and places.
     */
    record Grid(Pos pos, int width, int height, List<CellRef> without) implements Board {
        public Grid {
            without = List.copyOf(without);
        }
    }

    /** Cells named in a text map; {@code mapPos} is where the map's first character stands. */
    record Hex(Pos pos, String map, Pos mapPos) implements Board {}

    /** A rhombus of hexagons named like a grid, each rank half a cell right of the one below. */
    record HexGrid(Pos pos, int width, int height) implements Board {}

    /** Numbered points 1..count without geometry, for race games with tracks. */
    record Points(Pos pos, int count) implements Board {}
}
