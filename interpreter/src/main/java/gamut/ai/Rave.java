package gamut.ai;

import java.util.Arrays;

/**
 * Rapid action value estimation (Gelly and Silver 2007, 2011): a node values each of its moves
 * not only by the iterations that played it there but also by all the iterations through the node
 * in which its decider played that move later, in the tree or in the playout ("all moves as
 * first", AMAF). Many iterations say something of a move long before it is tried, so in games
 * where a move is good more or less whenever it is played (placing a stone on a cell that
 * matters) the search finds its moves with far fewer iterations. A move's value is
 * {@code (1 - b) Q + b A + EXPLORATION sqrt(ln N / (n + 1))}, with {@code Q} its own mean (n
 * visits), {@code A} its AMAF mean and {@code b = sqrt(EQUIVALENCE / (3 n + EQUIVALENCE))}: the
 * AMAF value counts most while the move has few visits of its own. A move not tried yet has
 * {@code Q} unknown and is valued by {@code A} alone, a move never played in any iteration as a
 * win, so that selection chooses among all the legal moves, tried or not.
 *
 * <p>Games without dice: a move after a roll is another move under other dice. One per tree.
 */
final class Rave {
    /** Visits of its own at which a move's value weighs its own mean and the AMAF mean about equally (a third each way). */
    static final double EQUIVALENCE = 1000;
    /** The exploration constant beside the AMAF values, small: the AMAF values already spread the visits. */
    static final double EXPLORATION = 0.1;

    /** The (player, move) pairs played later than the node being updated, in an open-addressed set renewed per iteration. */
    private long[] keys = new long[256];
    private int[] stamps = new int[256];
    private int stamp = 1;
    private int size;

    /** Starts the set of moves of a new iteration. */
    void clear() {
        if (++stamp == 0) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
        size = 0;
    }

    /** Notes that the player played the move in the iteration under way. */
    void played(int player, int move) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        long key = key(player, move);
        int mask = keys.length - 1;
        for (int i = hash(key) & mask;; i = (i + 1) & mask) {
            if (stamps[i] != stamp) {
                stamps[i] = stamp;
                keys[i] = key;
                size++;
                return;
            }
            if (keys[i] == key) {
                return;
            }
        }
    }

    private boolean has(int player, int move) {
        long key = key(player, move);
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; stamps[i] == stamp; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return true;
            }
        }
        return false;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldStamps = stamps;
        int oldStamp = stamp;
        keys = new long[2 * oldKeys.length];
        stamps = new int[keys.length];
        stamp = 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldStamps[i] == oldStamp) {
                played((int) oldKeys[i], (int) (oldKeys[i] >>> 32));
            }
        }
    }

    private static long key(int player, int move) {
        return (long) move << 32 | (player & 0xffffffffL);
    }

    private static int hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32);
    }

    /**
     * After the playout (whose moves {@link #played} has noted): from the deepest node of the path
     * up, each node's slots count the iteration for each move its decider played later, and the
     * move into the node is noted before its parent is counted.
     */
    void update(Tree tree, int[] path, int length, double[] reward) {
        for (int i = length - 1; i >= 0; i--) {
            int node = path[i];
            if (tree.base[node] != Tree.NONE) {
                int decider = tree.decider(node);
                if (decider >= 0) {
                    float r = (float) reward[decider];
                    int at = tree.base[node] + Tree.HEADER;
                    int made = tree.expanded(node);
                    for (int j = 0, n = tree.size(node); j < n; j++) {
                        // A made child's slot holds the child; an untried one, the move itself.
                        int move = j < made ? tree.move[tree.slots[at + j]] : tree.slots[at + j];
                        if (has(decider, move)) {
                            tree.amafVisits[at + j]++;
                            tree.amafReward[at + j] += r;
                        }
                    }
                }
            }
            if (i > 0 && tree.base[path[i - 1]] != Tree.NONE) {
                played(tree.decider(path[i - 1]), tree.move[node]);
            }
        }
    }

    /**
     * The slot of the node's block to go through, made or not: a move proven to win at once, moves
     * proven to lose passed over while another is left (when proving), otherwise the best value.
     */
    static int select(Tree tree, int node, boolean proving) {
        int b = tree.base[node];
        int at = b + Tree.HEADER;
        int made = tree.expanded(node);
        double log = Math.log(Math.max(1, tree.visits[node]));
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int j = 0, n = tree.size(node); j < n; j++) {
            int visits = 0;
            double mean = 0;
            if (j < made) {
                int child = tree.slots[at + j];
                if (proving && tree.proven[child] == Tree.WIN) {
                    return j;
                }
                if (proving && tree.proven[child] == Tree.LOSS) {
                    continue;
                }
                visits = tree.visits[child];
                mean = visits == 0 ? 0 : tree.reward[child] / visits;
            }
            int seen = tree.amafVisits[at + j];
            double amaf = seen == 0 ? 1 : tree.amafReward[at + j] / seen;
            double beta = Math.sqrt(EQUIVALENCE / (3.0 * visits + EQUIVALENCE));
            double value = visits == 0 ? amaf : (1 - beta) * mean + beta * amaf;
            value += EXPLORATION * Math.sqrt(log / (visits + 1));
            if (value > bestValue) {
                bestValue = value;
                best = j;
            }
        }
        // Every move proven to lose: any of them.
        return best >= 0 ? best : 0;
    }
}
