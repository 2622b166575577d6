package gamut.core;

/**
 * What a place of a board is. On a grid {@code with edges} (a {@link BoardKind#EDGES} board) the
 * places are laid out on doubled coordinates: a cell of file f and rank r stands at (2f - 1, 2r - 1),
 * the edge between it and the cell east of it at (2f, 2r - 1), the edge between it and the cell north
 * of it at (2f - 1, 2r), and the vertex where those four cells meet at (2f, 2r). So a step of one unit
 * goes half a cell, from a cell onto an edge and from the edge onto the next cell, and the parity of
 * a place's coordinates says what it is. On a hex board {@code with edges} ({@link
 * BoardKind#HEX_EDGES}) the hexagons stand at twice their map's coordinates and each {@link #EDGE}
 * half-way between two of them; the board says which place is which. On every other board each place
 * is a cell.
 */
public enum GridPlace {
    /** A cell (a square of a grid, a hexagon, a point). */
    CELL,
    /** An edge between two cells side by side, drawn as an upright bar: {@code e4e}, east of e4. */
    EDGE_EAST,
    /** An edge between two cells one above the other, drawn as a level bar: {@code e4n}, north of e4. */
    EDGE_NORTH,
    /** A vertex where four cells meet: {@code e4ne}, north-east of e4. */
    VERTEX,
    /** An edge between two hexagons, drawn as a bar across the line joining them: {@code c3ne}, north-east of c3. */
    EDGE;

    /** What stands at these doubled coordinates of a grid with edges. */
    public static GridPlace at(int x, int y) {
        boolean betweenFiles = x % 2 == 0;
        boolean betweenRanks = y % 2 == 0;
        if (betweenFiles) {
            return betweenRanks ? VERTEX : EDGE_EAST;
        }
        return betweenRanks ? EDGE_NORTH : CELL;
    }

    /** The name of the place at these doubled coordinates: the cell's (e4), or it and the side (e4e, e4n, e4ne). */
    public static String name(int x, int y) {
        int file = (x + 1) / 2;
        int rank = (y + 1) / 2;
        String cell = (char) ('a' + file - 1) + Integer.toString(rank);
        return switch (at(x, y)) {
            case CELL -> cell;
            case EDGE_EAST -> cell + "e";
            case EDGE_NORTH -> cell + "n";
            case VERTEX -> cell + "ne";
            case EDGE -> throw new IllegalArgumentException("no grid place is a hexagon's edge");
        };
    }
}
