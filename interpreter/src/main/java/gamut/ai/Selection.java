package gamut.ai;

/**
 * How the tree search picks the child to go down through at a node whose moves have all been
 * tried: each child gets a score and the highest wins (the first of equals). The score sees the
 * child's visits and summed reward (the rewards of the player who made the child's move, so that
 * each player picks what is best for them), and what the scores of the node's children share,
 * computed once per node from the node's visits: the loop over the children then does no more
 * than it must, and allocates nothing.
 *
 * <p>Implementations must be pure functions of their arguments: the search replays its choices
 * from a seed only if the scores do.
 */
public interface Selection {
    /** What the scores of one node's children share, computed from the node's visits. */
    double ofParent(int parentVisits);

    /**
     * The score of a child visited {@code visits} times (0 for one made but not yet played out),
     * with {@code reward} the sum of its rewards in [0, visits], and {@code ofParent} what
     * {@link #ofParent} gave for its node.
     */
    double score(int visits, double reward, double ofParent);
}
