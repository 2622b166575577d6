package gamut.board;

import java.util.Arrays;

/**
 * The cells of the board as bits, 64 to a word: per owner (neutral included) and piece type the
 * cells topped by such pieces, and per flag the cells whose top stack carries it. Move generation
 * visits a program's pieces through them rather than testing every cell, and skips at once the
 * pieces a program's first condition rules out ('verify has(trapped)').
 */
public final class Occupancy {
    private final int pieceTypes;
    private final int words;
    private final long[] occupied;
    /** Per flag bit, the cells whose top stack carries it. */
    private final long[] flagged;

    Occupancy(int cells, int owners, int pieceTypes) {
        this.pieceTypes = pieceTypes;
        this.words = (cells + 63) >>> 6;
        this.occupied = new long[owners * pieceTypes * words];
        this.flagged = new long[Integer.SIZE * words];
    }

    void clear() {
        Arrays.fill(occupied, 0);
        Arrays.fill(flagged, 0);
    }

    /** The cell's top stack, of the owner and type with the flag bits, comes ({@code on}) or goes. */
    void mark(int cell, int who, int type, int bits, boolean on) {
        int w = cell >>> 6;
        long bit = 1L << cell;
        int i = (who * pieceTypes + type) * words + w;
        occupied[i] = on ? occupied[i] | bit : occupied[i] & ~bit;
        for (int f = 0; bits != 0; f++, bits >>>= 1) {
            if ((bits & 1) != 0) {
                int k = f * words + w;
                flagged[k] = on ? flagged[k] | bit : flagged[k] & ~bit;
            }
        }
    }

    /**
     * Writes the cells topped by the owner's pieces of the type to {@code out}, in the order of
     * {@link #nextOf}, and says how many there are ({@code out} must have room for them).
     */
    public int cellsWith(int who, int type, int[] out) {
        int n = 0;
        int base = (who * pieceTypes + type) * words;
        for (int w = 0; w < words; w++) {
            for (long bits = occupied[base + w]; bits != 0; bits &= bits - 1) {
                out[n++] = (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return n;
    }

    /** On a board of at most 64 cells, the cells whose top stack is the owner's, as bits. */
    public long cellsOf(int who) {
        long bits = 0;
        for (int t = 0; t < pieceTypes; t++) {
            bits |= occupied[who * pieceTypes + t];
        }
        return bits;
    }

    /**
     * The first cell from {@code from} on whose top stack is pieces of the owner and type, or -1:
     * {@code for (int c = nextOf(o, t, 0); c >= 0; c = nextOf(o, t, c + 1))} visits them in order.
     */
    public int nextOf(int who, int type, int from) {
        return nextOf(who, type, from, -1, false);
    }

    /**
     * The same among the stacks that carry the flag ({@code with}) or do not; a flag of -1 asks
     * nothing of flags.
     */
    public int nextOf(int who, int type, int from, int flag, boolean with) {
        int w = from >>> 6;
        if (w >= words) {
            return -1;
        }
        int base = (who * pieceTypes + type) * words;
        long bits = pick(base, w, flag, with) & (-1L << from);
        while (bits == 0) {
            if (++w == words) {
                return -1;
            }
            bits = pick(base, w, flag, with);
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    private long pick(int base, int w, int flag, boolean with) {
        long bits = occupied[base + w];
        if (flag < 0) {
            return bits;
        }
        long marked = flagged[flag * words + w];
        return with ? bits & marked : bits & ~marked;
    }
}
