package gamut.ai;

/**
 * What a proof search has shown about positions, by their hash: for each, a number whose meaning is
 * the searcher's (how many more moves were searched without a solution; a value and the depth it
 * holds to). A fixed number of slots, each position in one of two places; when both are taken the
 * entry that says less gives way, so the table forgets but never says what was not shown.
 */
final class ProofTable {
    private final long[] keys;
    private final long[] values;
    private final int[] weights;
    private final int mask;
    private int used;

    /** A table of 2^bits slots (20 bytes each). */
    ProofTable(int bits) {
        keys = new long[1 << bits];
        values = new long[1 << bits];
        weights = new int[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** What the table holds for the position, or {@code missing}. */
    long get(long hash, long missing) {
        int i = slot(hash);
        if (keys[i] == key(hash)) {
            return values[i];
        }
        int j = (i + 1) & mask;
        return keys[j] == key(hash) ? values[j] : missing;
    }

    /**
     * Keeps a value for the position; of two entries that compete for a place, the one with the
     * larger {@code weight} (how much searching it stands for) stays.
     */
    void put(long hash, long value, int weight) {
        long k = key(hash);
        int i = slot(hash);
        int j = (i + 1) & mask;
        int at;
        if (keys[i] == k || keys[i] == 0) {
            at = i;
        } else if (keys[j] == k || keys[j] == 0) {
            at = j;
        } else {
            at = weights[i] <= weights[j] ? i : j;
            if (weights[at] > weight) {
                return;
            }
        }
        if (keys[at] == 0) {
            used++;
        }
        keys[at] = k;
        values[at] = value;
        weights[at] = weight;
    }

    /** How full the table is, from 0 to 1. */
    double load() {
        return used / (double) keys.length;
    }

    int used() {
        return used;
    }

    private int slot(long hash) {
        return (int) (hash ^ (hash >>> 32)) & mask;
    }

    /** 0 marks an empty slot, so a hash of 0 is kept as another key. */
    private static long key(long hash) {
        return hash == 0 ? 0x9E3779B97F4A7C15L : hash;
    }
}
