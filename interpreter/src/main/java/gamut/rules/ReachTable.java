package gamut.rules;

/**
 * For one move program, the cells each run of it could take a piece on, by player and origin: the
 * cells its plain moves land on, and those its moves built in parts land on, capture on or move
 * pieces into. Worked out from the program's text when it is compiled (it over-counts, never
 * misses), so that asking whether a piece is attacked runs only the programs and pieces that could
 * reach it: a piece moving along lines, two files and two ranks away from the cell, is passed over
 * without a step.
 */
public final class ReachTable {
    private final long[] bits;
    private final long[] reads;
    private final int cells;
    private final int words;

    /**
     * {@code bits} holds, for player p, origin o and cell c, the bit {@code (p * cells + o) * cells + c};
     * {@code reads}, when not null, the cells a run reads, {@code (cells + 63) / 64} words per player
     * and origin in the same order.
     */
    public ReachTable(long[] bits, long[] reads, int cells) {
        this.bits = bits;
        this.reads = reads;
        this.cells = cells;
        this.words = (cells + 63) >>> 6;
    }

    /**
     * Whether the program reads nothing of a position but the contents of cells, so that {@link
     * #addReads} tells all a run from an origin depends on.
     */
    public boolean readsCellsOnly() {
        return reads != null;
    }

    /**
     * Adds to {@code into} (as bits, 64 cells a word) the cells whose contents a run of the program
     * for the player from the origin could read: any other cell may change without changing the run.
     */
    public void addReads(int player, int origin, long[] into) {
        int base = (player * cells + origin) * words;
        for (int w = 0; w < words; w++) {
            into[w] |= reads[base + w];
        }
    }

    /** Whether a run of the program for the player from the origin could take a piece on the cell. */
    public boolean has(int player, int origin, int cell) {
        int i = (player * cells + origin) * cells + cell;
        return (bits[i >>> 6] & (1L << i)) != 0;
    }
}
