package gamut.ai;

/**
 * The hashes of positions seen, exactly (unlike {@link ProofTable}, which forgets): open addressing,
 * grown by doubling up to a bound, past which {@link #add} says the set is full.
 */
final class PositionSet {
    private final int mostBits;
    private long[] keys = new long[1 << 12];
    private int size;
    private boolean full;

    /** A set of at most 2^mostBits / 2 positions (8 bytes a slot). */
    PositionSet(int mostBits) {
        this.mostBits = mostBits;
    }

    /** Adds the position: true when it is new; false when it was there, or the set is full ({@link #full}). */
    boolean add(long hash) {
        if (full) {
            return false;
        }
        long key = hash == 0 ? 0x9E3779B97F4A7C15L : hash;
        if (2 * (size + 1) > keys.length && !grow()) {
            full = true;
            return false;
        }
        int mask = keys.length - 1;
        for (int i = (int) (key ^ (key >>> 32)) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return false;
            }
            if (keys[i] == 0) {
                keys[i] = key;
                size++;
                return true;
            }
        }
    }

    boolean full() {
        return full;
    }

    int size() {
        return size;
    }

    private boolean grow() {
        if (Integer.numberOfTrailingZeros(keys.length) >= mostBits) {
            return false;
        }
        long[] old = keys;
        keys = new long[old.length * 2];
        int mask = keys.length - 1;
        for (long key : old) {
            if (key != 0) {
                int i = (int) (key ^ (key >>> 32)) & mask;
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = key;
            }
        }
        return true;
    }
}
