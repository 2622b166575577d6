package gamut.rules;

import java.util.Arrays;

/**
 * The landings a chain explored from one origin, each as what the branch had recorded up to it,
 * the variables and the die: a set of int sequences kept in one growing array and an open-addressed
 * index, emptied for each origin, so that exploring a chain allocates nothing once it has grown.
 */
final class Landings {
    /** The sequences one after another, each as its length then its ints. */
    private int[] arena = new int[256];
    private int used;
    /** Index: where a sequence starts in the arena + 1 (0: empty), and its hash. */
    private int[] slots = new int[64];
    private int[] hashes = new int[64];
    private int count;

    void clear() {
        if (count > 0) {
            Arrays.fill(slots, 0);
            count = 0;
            used = 0;
        }
    }

    /** Adds the landing (effects[0..length), the variables, the die); false when it was there already. */
    boolean add(int[] effects, int length, int[] locals, int die) {
        int size = length + locals.length + 1;
        int hash = die;
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + effects[i];
        }
        for (int v : locals) {
            hash = 31 * hash + v;
        }
        int mask = slots.length - 1;
        int at = (hash ^ hash >>> 16) & mask;
        for (; slots[at] != 0; at = (at + 1) & mask) {
            if (hashes[at] == hash && same(slots[at] - 1, size, effects, length, locals, die)) {
                return false;
            }
        }
        if (used + size + 1 > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, used + size + 1));
        }
        slots[at] = used + 1;
        hashes[at] = hash;
        arena[used++] = size;
        System.arraycopy(effects, 0, arena, used, length);
        System.arraycopy(locals, 0, arena, used + length, locals.length);
        arena[used + length + locals.length] = die;
        used += size;
        if (++count * 2 > slots.length) {
            grow();
        }
        return true;
    }

    private boolean same(int start, int size, int[] effects, int length, int[] locals, int die) {
        if (arena[start] != size) {
            return false;
        }
        int from = start + 1;
        return Arrays.equals(arena, from, from + length, effects, 0, length)
                && Arrays.equals(arena, from + length, from + length + locals.length, locals, 0, locals.length)
                && arena[from + size - 1] == die;
    }

    private void grow() {
        int[] oldSlots = slots;
        int[] oldHashes = hashes;
        slots = new int[oldSlots.length * 2];
        hashes = new int[oldSlots.length * 2];
        int mask = slots.length - 1;
        for (int i = 0; i < oldSlots.length; i++) {
            if (oldSlots[i] != 0) {
                int at = (oldHashes[i] ^ oldHashes[i] >>> 16) & mask;
                while (slots[at] != 0) {
                    at = (at + 1) & mask;
                }
                slots[at] = oldSlots[i];
                hashes[at] = oldHashes[i];
            }
        }
    }
}
