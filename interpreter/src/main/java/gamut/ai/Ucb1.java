package gamut.ai;

/**
 * UCB1 (Auer, Cesa-Bianchi and Fischer 2002) as the tree search uses it, UCT: a child's mean
 * reward plus {@code exploration} times sqrt(ln(parent's visits) / child's visits); a child not
 * yet visited scores infinity, so that each is tried before any is tried twice. A larger
 * constant spreads the visits, a smaller one (0 at the least) follows the best mean.
 *
 * @param exploration the constant of the exploration term, finite and not negative
 */
public record Ucb1(double exploration) implements Selection {
    /** The constant of the search by default, sqrt(2): the one of the theory for rewards in [0, 1]. */
    public static final Ucb1 DEFAULT = new Ucb1(Math.sqrt(2));

    public Ucb1 {
        if (!(exploration >= 0) || Double.isInfinite(exploration)) {
            throw new IllegalArgumentException("the exploration constant must be finite and not negative, not "
                    + exploration);
        }
    }

    /** The natural logarithm of the parent's visits (of 1 when it has none yet, so 0). */
    @Override
    public double ofParent(int parentVisits) {
        return Math.log(Math.max(1, parentVisits));
    }

    @Override
    public double score(int visits, double reward, double ofParent) {
        // The same operations in the same order as the search has always done: seeded games replay.
        return visits == 0 ? Double.POSITIVE_INFINITY : reward / visits + exploration * Math.sqrt(ofParent / visits);
    }
}
