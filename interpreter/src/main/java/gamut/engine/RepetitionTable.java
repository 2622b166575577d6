package gamut.engine;

import java.util.Arrays;

/**
 * How often each position hash has occurred on the current line of play, counted up by make and
 * down by unmake, so a repetition check costs one probe instead of a scan of the history.
 */
final class RepetitionTable {
    private long[] keys = new long[1024];
    private int[] counts = new int[1024];
    private int used;
    /** Arrays of the same size to rehash into, so that making room allocates nothing unless the table doubles. */
    private long[] spareKeys = new long[1024];
    private int[] spareCounts = new int[1024];

    void clear() {
        if (used > 0) {
            Arrays.fill(counts, 0);
            Arrays.fill(keys, 0);
            used = 0;
        }
    }

    /** Adds one occurrence and returns the new count. */
    int increment(long key) {
        if (used * 2 >= keys.length) {
            grow();
        }
        int i = slot(key);
        if (counts[i] == 0 && keys[i] != key) {
            keys[i] = key;
            used++;
        }
        return ++counts[i];
    }

    void decrement(long key) {
        counts[slot(key)]--;
    }

    int count(long key) {
        return counts[slot(key)];
    }

    /** How many slots the table has (its size in memory). */
    int slots() {
        return keys.length;
    }

    /** The slot holding the key, or the empty slot where it would go; a slot once keyed stays keyed. */
    private int slot(long key) {
        int mask = keys.length - 1;
        int i = (int) (key ^ (key >>> 32)) & mask;
        while (true) {
            if (keys[i] == key) {
                return i;
            }
            if (keys[i] == 0 && counts[i] == 0) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * Makes room: the positions of the line are kept, those only seen on lines taken back (a search
     * visits many) are dropped, and the table doubles only when the line's own positions need it.
     * So it holds at most a few times as many slots as the line has plies.
     */
    private void grow() {
        long[] oldKeys = keys;
        int[] oldCounts = counts;
        int live = 0;
        for (int count : oldCounts) {
            live += count > 0 ? 1 : 0;
        }
        int size = live * 4 > oldKeys.length ? oldKeys.length * 2 : oldKeys.length;
        if (size != spareKeys.length) {
            spareKeys = new long[size];
            spareCounts = new int[size];
        }
        keys = spareKeys;
        counts = spareCounts;
        Arrays.fill(keys, 0);
        Arrays.fill(counts, 0);
        used = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldCounts[i] > 0) {
                int j = slot(oldKeys[i]);
                keys[j] = oldKeys[i];
                counts[j] = oldCounts[i];
                used++;
            }
        }
        // The old arrays are the next rehash's, once the size is the same again.
        spareKeys = oldKeys;
        spareCounts = oldCounts;
    }
}
