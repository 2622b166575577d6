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
    /** Where each sequence starts in the arena + 1. */
    private final HashSlots index = new HashSlots(64);

    void clear() {
        index.clear();
        used = 0;
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
        int at = index.start(hash);
        for (; index.value(at) != 0; at = index.next(at)) {
            if (index.hash(at) == hash && same(index.value(at) - 1, size, effects, length, locals, die)) {
                return false;
            }
        }
        if (used + size + 1 > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, used + size + 1));
        }
        index.put(at, used + 1, hash);
        arena[used++] = size;
        System.arraycopy(effects, 0, arena, used, length);
        System.arraycopy(locals, 0, arena, used + length, locals.length);
        arena[used + length + locals.length] = die;
        used += size;
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
}
