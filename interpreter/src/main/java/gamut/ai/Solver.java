package gamut.ai;

import gamut.core.Result;

/**
 * The proofs of MCTS-Solver (Winands, Björnsson and Saito 2008) over a {@link Tree}: a position
 * where the game has ended is proven from its result; a position where the player deciding has a
 * move proven to win is a win for that player, and one where every move is proven to lose is a
 * loss. The tree keeps each node's value for the player who moved into it ({@link Tree#proven}).
 *
 * <p>Only for games of two players without dice: a loss of one is then the win of the other, and
 * nothing is left to chance. The player who moved into a node is the one who decided at its
 * parent, read from the tree, never assumed to alternate: a turn of several parts has the same
 * player decide at a node and at its child. Draws are not proven (a position where the best
 * either side can get is a draw stays unknown), so a game of draws is searched as without proofs.
 */
final class Solver {
    private Solver() {}

    /** What a finished game gives the player who made its last decision. */
    static byte ofResult(Result result, int mover) {
        if (result.isDraw()) {
            return Tree.UNKNOWN;
        }
        return result.winner() == mover ? Tree.WIN : Tree.LOSS;
    }

    /**
     * What the node's position is proven to give the player deciding there, from its children:
     * a win when one of its moves is proven to win, a loss when all its moves have been tried
     * and each is proven to lose, else unknown. The node must have its block of moves.
     */
    static byte forDecider(Tree tree, int node) {
        int made = tree.expanded(node);
        boolean allLost = made > 0 && made == tree.size(node);
        for (int i = 0; i < made; i++) {
            byte p = tree.proven[tree.child(node, i)];
            if (p == Tree.WIN) {
                return Tree.WIN;
            }
            allLost &= p == Tree.LOSS;
        }
        return allLost ? Tree.LOSS : Tree.UNKNOWN;
    }

    /**
     * Carries a proof of the path's last node up the path, as far as it proves its ancestors; the
     * root itself is left to {@link #forDecider} (who moved into it is not in the tree). Returns
     * whether a child of the root is proven, when the root's own value may have changed.
     */
    static boolean propagate(Tree tree, int[] path, int length) {
        for (int i = length - 1; i >= 1; i--) {
            if (tree.proven[path[i]] == Tree.UNKNOWN) {
                return false;
            }
            if (i == 1) {
                return true;
            }
            int parent = path[i - 1];
            if (tree.proven[parent] != Tree.UNKNOWN) {
                // Proven before: its ancestors learnt then what it tells them.
                return false;
            }
            byte value = forDecider(tree, parent);
            if (value == Tree.UNKNOWN) {
                return false;
            }
            int decider = tree.decider(parent);
            int mover = tree.decider(path[i - 2]);
            // Two players: the same player's win, or the other's loss.
            tree.proven[parent] = mover == decider ? value : (byte) -value;
        }
        return false;
    }

    /** The root's proven value for the player deciding there (unknown before its moves are known). */
    static byte root(Tree tree) {
        return tree.base[0] == Tree.NONE ? Tree.UNKNOWN : forDecider(tree, 0);
    }

    /**
     * The child to go through while proving: a move proven to win is taken at once, moves proven to
     * lose are passed over, and only when every move is proven to lose does the policy's score pick
     * among them ({@link Tree#best}).
     */
    static int select(Tree t, int node, Selection policy) {
        int at = t.base[node] + Tree.HEADER;
        int made = t.expanded(node);
        int best = Tree.NONE;
        double bestValue = Double.NEGATIVE_INFINITY;
        double shared = policy.ofParent(t.visits[node]);
        for (int i = 0; i < made; i++) {
            int child = t.slots[at + i];
            byte proof = t.proven[child];
            if (proof == Tree.WIN) {
                return child;
            }
            double value = policy.score(t.visits[child], t.reward[child], shared);
            if (proof != Tree.LOSS && (best == Tree.NONE || value > bestValue)) {
                bestValue = value;
                best = child;
            }
        }
        return best != Tree.NONE ? best : t.best(node, policy);
    }
}
