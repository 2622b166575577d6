package gamut.ai;

/**
 * What the alpha-beta search learned of positions, keyed by the position's hash: a bound on its
 * value, the depth searched and the best move found. Two flat arrays of longs, one entry a slot;
 * a new entry replaces an old one unless the old is of the same position and searched deeper.
 *
 * <pre>
 * data bits  0..31  the best move (0 when none is known)
 *           32..54  the value plus {@link #OFFSET}
 *           55..61  the depth searched
 *           62..63  what the value is: {@link #EXACT}, {@link #LOWER} or {@link #UPPER} bound
 * </pre>
 */
final class TranspositionTable {
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;
    private static final int OFFSET = 1 << 22;
    private static final int MAX_DEPTH = 127;

    private final long[] keys;
    private final long[] data;
    private final int mask;

    /** A table of {@code 2^bits} entries, 16 bytes each. */
    TranspositionTable(int bits) {
        keys = new long[1 << bits];
        data = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** The entry's data for the position, or 0 when the table holds nothing of it. */
    long probe(long key) {
        int slot = (int) key & mask;
        return keys[slot] == key ? data[slot] : 0;
    }

    void store(long key, int move, int value, int depth, int flag) {
        int slot = (int) key & mask;
        if (keys[slot] == key && depth(data[slot]) > depth && flag != EXACT) {
            return;
        }
        keys[slot] = key;
        data[slot] = (move & 0xFFFF_FFFFL) | (long) (value + OFFSET) << 32
                | (long) Math.min(depth, MAX_DEPTH) << 55 | (long) flag << 62;
    }

    static int move(long entry) {
        return (int) entry;
    }

    static int value(long entry) {
        return (int) ((entry >>> 32) & ((1 << 23) - 1)) - OFFSET;
    }

    static int depth(long entry) {
        return (int) ((entry >>> 55) & MAX_DEPTH);
    }

    static int flag(long entry) {
        return (int) (entry >>> 62);
    }
}
