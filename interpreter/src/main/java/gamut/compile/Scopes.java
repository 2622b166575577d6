package gamut.compile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Local variables while a program or condition compiles: each name gets a slot of the locals
 * array, reused once its block is left; the most slots ever in use is what the engine allocates.
 */
final class Scopes {
    private final Deque<Map<String, Integer>> scopes = new ArrayDeque<>();
    private int nextSlot;
    private int maxSlots = 1;

    /** Starts a program or condition with no local in sight. */
    void reset() {
        scopes.clear();
        nextSlot = 0;
    }

    /** Opens a scope; returns what {@link #close} needs to free its slots. */
    int open() {
        scopes.push(new HashMap<>());
        return nextSlot;
    }

    void close(int saved) {
        nextSlot = saved;
        scopes.pop();
    }

    /** The slot of the name in the innermost scope, given one if it has none yet. */
    int declare(String name) {
        Integer existing = scopes.peek().get(name);
        if (existing != null) {
            return existing;
        }
        int slot = nextSlot++;
        maxSlots = Math.max(maxSlots, nextSlot);
        scopes.peek().put(name, slot);
        return slot;
    }

    /** The slot of a visible local, or null. */
    Integer lookup(String name) {
        for (Map<String, Integer> scope : scopes) {
            Integer slot = scope.get(name);
            if (slot != null) {
                return slot;
            }
        }
        return null;
    }

    /** Hides every local (for a value worked out at the start of the turn); {@link #restore} brings them back. */
    List<Map<String, Integer>> hide() {
        List<Map<String, Integer>> saved = new ArrayList<>(scopes);
        scopes.clear();
        return saved;
    }

    void restore(List<Map<String, Integer>> saved) {
        saved.forEach(scopes::addLast);
    }

    /** How many slots the locals in sight take: those of the variables declared so far hold the slots below it. */
    int inUse() {
        return nextSlot;
    }

    int maxSlots() {
        return maxSlots;
    }
}
