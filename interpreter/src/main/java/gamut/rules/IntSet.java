package gamut.rules;

import java.util.Arrays;

/** A set of ints with open addressing, cleared cheaply and reused: no boxing on the move generator's path. */
final class IntSet {
    private static final int FREE = Integer.MIN_VALUE;
    private int[] slots = new int[256];
    private int size;

    IntSet() {
        Arrays.fill(slots, FREE);
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(slots, FREE);
            size = 0;
        }
    }

    /** Adds the value; false when it was there already. */
    boolean add(int value) {
        if (2 * (size + 1) > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        for (int i = mix(value) & mask; ; i = (i + 1) & mask) {
            if (slots[i] == value) {
                return false;
            }
            if (slots[i] == FREE) {
                slots[i] = value;
                size++;
                return true;
            }
        }
    }

    private void grow() {
        int[] old = slots;
        slots = new int[old.length * 2];
        Arrays.fill(slots, FREE);
        size = 0;
        for (int v : old) {
            if (v != FREE) {
                add(v);
            }
        }
    }

    private static int mix(int v) {
        int h = v * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
