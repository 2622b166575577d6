package gamut.rules;

/**
 * A set of cells emptied in constant time: a stamp per cell, the set being the cells that carry
 * the current stamp. Nothing is allocated once it has the board's size.
 */
final class CellMarks {
    private int[] stamps = new int[0];
    private int stamp;

    /** Empties the set, for a board of {@code cells} cells. */
    void start(int cells) {
        if (stamps.length < cells) {
            stamps = new int[cells];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    /** Adds the cell; false when it was there already (or is no cell). */
    boolean add(int cell) {
        if (cell < 0 || stamps[cell] == stamp) {
            return false;
        }
        stamps[cell] = stamp;
        return true;
    }

    boolean has(int cell) {
        return cell >= 0 && stamps[cell] == stamp;
    }
}
