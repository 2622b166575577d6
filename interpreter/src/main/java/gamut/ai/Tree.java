package gamut.ai;

import java.util.Arrays;

/**
 * The nodes of one search tree in flat arrays indexed by node id, so that an iteration allocates
 * nothing and a node costs {@link #NODE_BYTES} bytes plus its share of the move blocks.
 *
 * <p>Each node reached a second time gets a block of ints in {@link #slots}: a header (its size,
 * how many children it has, and who decides there), then one slot per legal move. The first
 * {@code expanded} slots hold the children's ids in the order they were made, the rest the moves
 * not yet tried, last first, so that trying the p-th untried move is a swap, as it was with the
 * list of untried moves before. A chance node's block holds the outcomes met so far and moves to
 * a block twice the size when full.
 *
 * <p>A tree that proves positions ({@link #solving}) keeps one more byte a node,
 * {@link #proven}; other searches leave that array empty and their nodes cost what they did.
 *
 * <p>A tree that keeps all-moves-as-first statistics ({@link #rave}) keeps, beside each slot of a
 * block, how often the slot's move was played later in an iteration through the node by the
 * player deciding there, and that player's rewards of those iterations: 8 bytes a slot more.
 *
 * <p>The arrays never take more than {@link #budget} bytes: when neither a node nor a block fits,
 * the search stops growing the tree (see {@link Searcher}). Growing an array briefly holds it
 * twice, and moving to a subtree takes 4 bytes a node and 8 a block more while it runs.
 */
final class Tree {
    static final int NONE = -1;
    /** move, visits, base (ints) and reward (a double): the arrays' bytes per node. */
    static final int NODE_BYTES = 20;
    /** The header of a block: size, children made, decider. */
    static final int HEADER = 3;
    private static final int MOST = Integer.MAX_VALUE - 8;
    /** Values of {@link #proven}: nothing proven, a win or a loss of the player who moved into the node. */
    static final byte UNKNOWN = 0;
    static final byte WIN = 1;
    static final byte LOSS = -1;

    /** The move (or roll) that leads to the node. */
    int[] move = new int[0];
    int[] visits = new int[0];
    /** The summed rewards of the player who made the node's move (the only ones UCB reads). */
    double[] reward = new double[0];
    /** Where the node's block starts in {@link #slots}, or {@link #NONE} before its moves are known. */
    int[] base = new int[0];
    int[] slots = new int[0];
    /**
     * What play from the node's position is proven to give the player who moved into it, with
     * either side playing its best: {@link #UNKNOWN}, {@link #WIN} or {@link #LOSS}; only while
     * {@link #solving}, empty otherwise. A draw is never proven.
     */
    byte[] proven = new byte[0];
    /**
     * Per slot of {@link #slots} while {@link #rave}: the iterations through the slot's node in
     * which its move was played later by the node's decider, and that decider's rewards of them.
     */
    int[] amafVisits = new int[0];
    float[] amafReward = new float[0];
    private boolean solving;
    private boolean rave;
    private int nodeBytes = NODE_BYTES;
    private int slotBytes = 4;
    int count;
    int slotsUsed;
    private long budget;

    Tree(long budget) {
        this.budget = budget;
    }

    /**
     * Whether the nodes carry {@link #proven} values. Turned on for a tree that has nodes, these
     * all start unknown, which is always true; turned off, the values are dropped.
     */
    void solving(boolean on) {
        if (on == solving) {
            return;
        }
        solving = on;
        nodeBytes = NODE_BYTES + (on ? 1 : 0);
        proven = new byte[on ? move.length : 0];
        budget = Math.max(budget, bytes());
    }

    boolean solving() {
        return solving;
    }

    /**
     * Whether the blocks' slots carry all-moves-as-first statistics; changing it empties the tree
     * (the statistics of a kept tree would be missing for the iterations before).
     */
    void rave(boolean on) {
        if (on == rave) {
            return;
        }
        rave = on;
        slotBytes = on ? 12 : 4;
        amafVisits = new int[on ? slots.length : 0];
        amafReward = new float[on ? slots.length : 0];
        budget = Math.max(budget, bytes());
        count = 0;
        slotsUsed = 0;
    }

    boolean rave() {
        return rave;
    }

    /** Empties the tree and makes its root, node 0. */
    void clear() {
        count = 0;
        slotsUsed = 0;
        reserve(1, 0);
        newNode(0);
    }

    /**
     * Makes room, past the budget if need be, for {@code nodes} more nodes and {@code more} more
     * slots: the root and a child for each of its moves always fit, however small the budget.
     */
    void reserve(int nodes, int more) {
        if (move.length < count + nodes) {
            resizeNodes(count + nodes);
        }
        if (slots.length < slotsUsed + more) {
            resizeSlots(slotsUsed + more);
        }
        budget = Math.max(budget, bytes());
    }

    long budget() {
        return budget;
    }

    /** The bytes the arrays take, room not yet used included. */
    long bytes() {
        return (long) nodeBytes * move.length + (long) slotBytes * slots.length;
    }

    /** The bytes the nodes and blocks in use take. */
    long bytesUsed() {
        return (long) nodeBytes * count + (long) slotBytes * slotsUsed;
    }

    /** A new node without children, or {@link #NONE} when the budget has no room for it. */
    int newNode(int moved) {
        if (count == move.length && !growNodes()) {
            return NONE;
        }
        int id = count++;
        move[id] = moved;
        visits[id] = 0;
        reward[id] = 0;
        base[id] = NONE;
        if (solving) {
            proven[id] = UNKNOWN;
        }
        return id;
    }

    boolean hasRoomForNode() {
        return count < move.length || growNodes();
    }

    /** A block of {@code size} slots for the node, or false when the budget has no room for it. */
    boolean newBlock(int node, int size, int decider) {
        int at = slotsUsed;
        if (at + HEADER + size > slots.length && !growSlots(HEADER + size)) {
            return false;
        }
        slots[at] = size;
        slots[at + 1] = 0;
        slots[at + 2] = decider;
        if (rave) {
            Arrays.fill(amafVisits, at, at + HEADER + size, 0);
            Arrays.fill(amafReward, at, at + HEADER + size, 0);
        }
        slotsUsed = at + HEADER + size;
        base[node] = at;
        return true;
    }

    int size(int node) {
        return slots[base[node]];
    }

    int expanded(int node) {
        return slots[base[node] + 1];
    }

    int decider(int node) {
        return slots[base[node] + 2];
    }

    int child(int node, int i) {
        return slots[base[node] + HEADER + i];
    }

    /** The p-th untried move (0 for the one the list of untried moves started with). */
    int untried(int node, int p) {
        int b = base[node];
        return slots[b + HEADER + slots[b] - 1 - p];
    }

    /** Makes the child of the p-th untried move (room for it must have been checked). */
    int expand(int node, int p) {
        int b = base[node];
        int made = slots[b + 1];
        int at = b + HEADER + slots[b] - 1 - p;
        int child = newNode(slots[at]);
        slots[at] = slots[b + HEADER + made];
        slots[b + HEADER + made] = child;
        if (rave) {
            // The statistics stay with their move.
            swapAmaf(at, b + HEADER + made);
        }
        slots[b + 1] = made + 1;
        return child;
    }

    private void swapAmaf(int i, int j) {
        int v = amafVisits[i];
        amafVisits[i] = amafVisits[j];
        amafVisits[j] = v;
        float r = amafReward[i];
        amafReward[i] = amafReward[j];
        amafReward[j] = r;
    }

    /** The move of the block's i-th slot, whether its child is made (then the child's move) or not. */
    int slotMove(int node, int i) {
        int at = base[node] + HEADER;
        return i < slots[base[node] + 1] ? move[slots[at + i]] : slots[at + i];
    }

    /**
     * The child of a fully expanded node with the best score by the policy, seen by the player who
     * made each child's move; the first of equals.
     */
    int best(int node, Selection policy) {
        int at = base[node] + HEADER;
        int made = expanded(node);
        if (made == 0) {
            throw new IllegalStateException("no legal move and no result");
        }
        int best = NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        double shared = policy.ofParent(visits[node]);
        for (int i = 0; i < made; i++) {
            int child = slots[at + i];
            double value = policy.score(visits[child], reward[child], shared);
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    /** The child of a chance node for the outcome, made if new; {@link #NONE} when there is no room. */
    int chanceChild(int node, int outcome) {
        if (base[node] == NONE && !newBlock(node, 4, -1)) {
            return NONE;
        }
        int b = base[node];
        int made = slots[b + 1];
        for (int i = 0; i < made; i++) {
            int child = slots[b + HEADER + i];
            if (move[child] == outcome) {
                return child;
            }
        }
        if (made == slots[b] && !moveToLargerBlock(node)) {
            return NONE;
        }
        if (!hasRoomForNode()) {
            return NONE;
        }
        b = base[node];
        int child = newNode(outcome);
        slots[b + HEADER + made] = child;
        slots[b + 1] = made + 1;
        return child;
    }

    /** A full chance block is copied to one twice its size; the old one stays unused until the tree is compacted. */
    private boolean moveToLargerBlock(int node) {
        int old = base[node];
        int size = slots[old];
        if (!newBlock(node, 2 * size, -1)) {
            return false;
        }
        int b = base[node];
        slots[b + 1] = slots[old + 1];
        System.arraycopy(slots, old + HEADER, slots, b + HEADER, size);
        if (rave) {
            System.arraycopy(amafVisits, old + HEADER, amafVisits, b + HEADER, size);
            System.arraycopy(amafReward, old + HEADER, amafReward, b + HEADER, size);
        }
        return true;
    }

    private boolean growNodes() {
        long room = (budget - (long) slotBytes * slots.length) / nodeBytes;
        int capacity = (int) Math.min(Math.min(Math.max(16L, 2L * move.length), room), MOST);
        if (capacity <= count) {
            return false;
        }
        resizeNodes(capacity);
        return true;
    }

    private void resizeNodes(int capacity) {
        move = Arrays.copyOf(move, capacity);
        visits = Arrays.copyOf(visits, capacity);
        reward = Arrays.copyOf(reward, capacity);
        base = Arrays.copyOf(base, capacity);
        if (solving) {
            proven = Arrays.copyOf(proven, capacity);
        }
    }

    private boolean growSlots(int needed) {
        long room = (budget - (long) nodeBytes * move.length) / slotBytes;
        long wanted = Math.max((long) slotsUsed + needed, Math.max(64L, 2L * slots.length));
        int capacity = (int) Math.min(Math.min(wanted, room), MOST);
        if (capacity < slotsUsed + needed) {
            return false;
        }
        resizeSlots(capacity);
        return true;
    }

    private void resizeSlots(int capacity) {
        slots = Arrays.copyOf(slots, capacity);
        if (rave) {
            amafVisits = Arrays.copyOf(amafVisits, capacity);
            amafReward = Arrays.copyOf(amafReward, capacity);
        }
    }

    /**
     * Keeps only the subtree of {@code top}, which becomes the root (node 0), in the same arrays.
     * A child is always made after its parent, so the subtree's ids all exceed {@code top}'s, and
     * numbering them again in the same order only ever moves a node to a lower id; the blocks are
     * packed again in the order of their old places for the same reason.
     */
    void keepSubtree(int top) {
        if (top == 0) {
            return;
        }
        int[] renumbered = new int[count];
        Arrays.fill(renumbered, NONE);
        renumbered[top] = 0;
        int kept = 0;
        for (int n = top; n < count; n++) {
            if (renumbered[n] == NONE) {
                continue;
            }
            renumbered[n] = kept++;
            if (base[n] != NONE) {
                for (int i = 0, made = expanded(n); i < made; i++) {
                    renumbered[child(n, i)] = 0;
                }
            }
        }
        for (int n = top; n < count; n++) {
            int to = renumbered[n];
            if (to != NONE) {
                move[to] = move[n];
                visits[to] = visits[n];
                reward[to] = reward[n];
                base[to] = base[n];
                if (solving) {
                    // What is proven of a position stays true: the kept nodes keep it.
                    proven[to] = proven[n];
                }
            }
        }
        count = kept;
        packBlocks(renumbered);
    }

    /** Moves the kept nodes' blocks to the front of the slots, in the order of their places. */
    private void packBlocks(int[] renumbered) {
        int blocks = 0;
        for (int n = 0; n < count; n++) {
            blocks += base[n] != NONE ? 1 : 0;
        }
        long[] order = new long[blocks];
        for (int n = 0, k = 0; n < count; n++) {
            if (base[n] != NONE) {
                order[k++] = (long) base[n] << 32 | n;
            }
        }
        Arrays.sort(order);
        int at = 0;
        for (int k = 0; k < blocks; k++) {
            int n = (int) order[k];
            int from = (int) (order[k] >>> 32);
            int length = HEADER + slots[from];
            System.arraycopy(slots, from, slots, at, length);
            if (rave) {
                System.arraycopy(amafVisits, from, amafVisits, at, length);
                System.arraycopy(amafReward, from, amafReward, at, length);
            }
            base[n] = at;
            for (int i = 0, made = slots[at + 1]; i < made; i++) {
                slots[at + HEADER + i] = renumbered[slots[at + HEADER + i]];
            }
            at += length;
        }
        slotsUsed = at;
    }
}
