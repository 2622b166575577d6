package gamut.ast;

import gamut.base.Pos;
import java.util.List;

/** The shape of the board. */
public sealed interface Board {
    Pos pos();

    /**
     * What a walk over the kinds of board does with each. A new kind of board is a new method
     * here, so that every walk must say what it does with it.
     */
    interface Visitor<R> {
        R grid(Grid board);

        R hex(Hex board);

        R hexGrid(HexGrid board);

        R points(Points board);

        R lines(Lines board);

        R shaped(Shaped board);
    }

    /** The visitor's answer for this board. */
    <R> R accept(Visitor<R> visitor);

    /**
     * Cells a1.. by file letter and rank number, a1 at the bottom left; the cells {@code without}
     * lists are left out (a cross-shaped board), the others keep their names and places. {@code with}
     * holds the words of 'with edges [and vertices]' as written, from 'with' on (empty without them):
     * places on the edges between cells, and on the corners where four cells meet.
     */
    record Grid(Pos pos, int width, int height, List<CellRef> without, List<Name> with) implements Board {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.grid(this);
        }

        public Grid {
            without = List.copyOf(without);
            with = List.copyOf(with);
        }

        /** A grid of cells alone, without places on its edges. */
        public Grid(Pos pos, int width, int height, List<CellRef> without) {
            this(pos, width, height, without, List.of());
        }
    }

    /**
     * Cells named in a text map; {@code mapPos} is where the map's first character stands, and
     * {@code with} the words of 'with edges' as written (empty without them).
     */
    record Hex(Pos pos, String map, Pos mapPos, List<Name> with) implements Board {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.hex(this);
        }

        public Hex {
            with = List.copyOf(with);
        }
    }

    /** A rhombus of hexagons named like a grid, each rank half a cell right of the one below. */
    record HexGrid(Pos pos, int width, int height, List<Name> with) implements Board {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.hexGrid(this);
        }

        public HexGrid {
            with = List.copyOf(with);
        }
    }

    /**
     * Points joined by lines, each point named by its file and rank as a grid's cell and drawn
     * there; each line lists the points it joins in order, and steps go between neighbours on it.
     */
    record Lines(Pos pos, List<PointLine> lines) implements Board {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.lines(this);
        }

        public Lines {
            lines = List.copyOf(lines);
        }
    }

    /** One line of a board of points and lines: its points in order along it. */
    record PointLine(Pos pos, List<Name> points) {
        public PointLine {
            points = List.copyOf(points);
        }
    }

    /**
     * A shape named by a plain word, known to the library by that name ({@code gamut.core.BoardShapes}),
     * with the numbers and words that follow it as written.
     */
    record Shaped(Pos pos, Name shape, List<Name> arguments) implements Board {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.shaped(this);
        }

        public Shaped {
            arguments = List.copyOf(arguments);
        }
    }

    /** Numbered points 1..count without geometry, for race games with tracks. */
    record Points(Pos pos, int count) implements Board {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.points(this);
        }
    }
}
