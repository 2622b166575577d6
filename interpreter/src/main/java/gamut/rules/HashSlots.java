package gamut.rules;

import java.util.Arrays;

/**
 * Open addressing from a hash to a positive number (0: an empty slot), for the tables that find an
 * int sequence by its content without making a key object: probe from {@link #start}, step with
 * {@link #next} while the slot is taken, compare the content behind {@link #value}, and
 * {@link #put} at the empty slot reached. Kept at most half full.
 */
final class HashSlots {
    private int[] values;
    private int[] hashes;
    private int count;

    HashSlots(int size) {
        values = new int[size];
        hashes = new int[size];
    }

    int start(int hash) {
        return (hash ^ hash >>> 16) & (values.length - 1);
    }

    int next(int at) {
        return (at + 1) & (values.length - 1);
    }

    /** The number in the slot, 0 when it is empty. */
    int value(int at) {
        return values[at];
    }

    int hash(int at) {
        return hashes[at];
    }

    /** Fills the empty slot the probe reached. */
    void put(int at, int value, int hash) {
        values[at] = value;
        hashes[at] = hash;
        if (++count * 2 > values.length) {
            grow();
        }
    }

    void clear() {
        if (count > 0) {
            Arrays.fill(values, 0);
            count = 0;
        }
    }

    private void grow() {
        int[] oldValues = values;
        int[] oldHashes = hashes;
        values = new int[oldValues.length * 2];
        hashes = new int[oldValues.length * 2];
        for (int i = 0; i < oldValues.length; i++) {
            if (oldValues[i] != 0) {
                int at = start(oldHashes[i]);
                while (values[at] != 0) {
                    at = next(at);
                }
                values[at] = oldValues[i];
                hashes[at] = oldHashes[i];
            }
        }
    }
}
