package gamut.ai;

/**
 * The figures of one tree's root at a moment of its search, copied out so that another thread may
 * read them while the tree goes on growing: the iterations done in this search, the visits of all
 * the root's moves, and per move tried its visits and its summed reward for the player deciding at
 * the root, then the tree's principal line; last, per move tried what is proven of it and what is
 * proven of the root, for the player deciding at the root ({@link Tree#WIN}, {@link Tree#LOSS} or
 * {@link Tree#UNKNOWN}, always unknown in a search that does not prove).
 */
record RootStats(int done, int rootVisits, int[] moves, int[] visits, double[] rewards, int[] line, int[] proofs,
                 int proof) { }
