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
    private final int cells;

    /** {@code bits} holds, for player p, origin o and cell c, the bit {@code (p * cells + o) * cells + c}. */
    public ReachTable(long[] bits, int cells) {
        this.bits = bits;
        this.cells = cells;
    }

    /** Whether a run of the program for the player from the origin could take a piece on the cell. */
    public boolean has(int player, int origin, int cell) {
        int i = (player * cells + origin) * cells + cell;
        return (bits[i >>> 6] & (1L << i)) != 0;
    }
}
