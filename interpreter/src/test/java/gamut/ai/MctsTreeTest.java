package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The search tree's memory budget and its reuse from one move to the next: exact counts, fixed seeds. */
class MctsTreeTest {
    private static boolean legal(State state, int move) {
        MoveList legal = new MoveList();
        state.generate(legal);
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i) == move) {
                return true;
            }
        }
        return false;
    }

    private static int legalMoves(State state) {
        MoveList legal = new MoveList();
        state.generate(legal);
        return legal.size();
    }

    /** The child of the node reached by the move, or -1. */
    private static int child(Tree tree, int node, int move) {
        for (int i = 0; i < tree.expanded(node); i++) {
            if (tree.move[tree.child(node, i)] == move) {
                return tree.child(node, i);
            }
        }
        return -1;
    }

    /** The most visited child of the node (the first of equals). */
    private static int mostVisited(Tree tree, int node) {
        int most = tree.child(node, 0);
        for (int i = 1; i < tree.expanded(node); i++) {
            if (tree.visits[tree.child(node, i)] > tree.visits[most]) {
                most = tree.child(node, i);
            }
        }
        return most;
    }

    @Test
    void aBudgetTooSmallForAnythingStillHoldsTheRootAndAChildPerMove() {
        State state = Kernel.start(Games.loa());
        int moves = legalMoves(state);
        Mcts search = new Mcts(200, 1, 1, 1);
        int move = search.choose(state);
        assertTrue(legal(state, move), "a legal move");
        assertEquals(1 + moves, search.nodes(), "the root and one child per move, nothing deeper");
        assertEquals(Tree.NODE_BYTES * (1L + moves) + 4L * (Tree.HEADER + moves), search.bytes());
        assertEquals(200, search.tree(0).visits[0], "every iteration went on, playing out from the frontier");
    }

    @Test
    void theTreeNeverOutgrowsItsBudget() {
        State state = Kernel.start(Games.loa());
        long budget = 40_000;
        Mcts search = new Mcts(3000, 2, 1, budget);
        SplittableRandom replies = new SplittableRandom(2);
        for (int turn = 0; turn < 3; turn++) {
            int move = search.choose(state);
            assertTrue(legal(state, move), "a legal move at turn " + turn);
            assertTrue(search.bytes() <= budget, search.bytes() + " bytes at turn " + turn);
            assertTrue(search.nodes() <= budget / Tree.NODE_BYTES, search.nodes() + " nodes at turn " + turn);
            state.make(move);
            MoveList reply = new MoveList();
            state.generate(reply);
            state.make(reply.get(replies.nextInt(reply.size())));
        }
        // 3,000 iterations want about 3,000 nodes: the tree was full.
        assertTrue(search.bytesUsed() > budget / 2, search.bytesUsed() + " bytes used");
    }

    @Test
    void keepsTheSubtreeOfItsMoveAndTheReply() {
        Rules rules = Games.load("tic-tac-toe.gamut");
        State state = Kernel.start(rules);
        Mcts search = new Mcts(1000, 3);
        int mine = search.choose(state);
        Tree tree = search.tree(0);
        int reply = mostVisited(tree, child(tree, 0, mine));
        int carried = tree.visits[reply];
        assertTrue(carried > 10, "the reply was searched: " + carried);
        state.make(mine);
        state.make(tree.move[reply]);
        int next = search.choose(state);
        assertTrue(legal(state, next), "a legal move");
        assertEquals(carried + 1000, search.tree(0).visits[0], "the kept visits and the new iterations");

        // The same seed asked the same positions chooses the same moves.
        State again = Kernel.start(rules);
        Mcts twin = new Mcts(1000, 3);
        assertEquals(mine, twin.choose(again));
        again.make(mine);
        again.make(state.line()[1]);
        assertEquals(next, twin.choose(again));
    }

    @Test
    void eachThreadKeepsItsOwnSubtree() {
        State state = Kernel.start(Games.loa());
        Mcts search = new Mcts(400, 5, 2);
        int mine = search.choose(state);
        state.make(mine);
        int reply = mostVisited(search.tree(0), child(search.tree(0), 0, mine));
        int replyMove = search.tree(0).move[reply];
        int carried = 0;
        for (int t = 0; t < 2; t++) {
            Tree tree = search.tree(t);
            int node = child(tree, child(tree, 0, mine), replyMove);
            carried += node < 0 ? 0 : tree.visits[node];
        }
        state.make(replyMove);
        assertTrue(legal(state, search.choose(state)), "a legal move");
        assertEquals(carried + 400, search.tree(0).visits[0] + search.tree(1).visits[0]);
    }

    @Test
    void startsAfreshAfterAnUndoOrAtAnotherStart() {
        Rules rules = Games.loa();
        State state = Kernel.start(rules);
        Mcts search = new Mcts(200, 4);
        state.make(search.choose(state));
        state.make(search.choose(state));
        search.choose(state);
        state.unmake();
        search.choose(state);
        assertEquals(200, search.tree(0).visits[0], "a move taken back");

        // Another position set up has no move played either, like the first search's start.
        Mcts fresh = new Mcts(200, 4).stoppingEarly(false); // counts every visit, as it reuses trees
        fresh.choose(Kernel.start(rules));
        State other = Games.position(rules, "black: c3, c4, f5; white: a1, b1, d5; turn: black");
        fresh.choose(other);
        assertEquals(200, fresh.tree(0).visits[0], "another start");
        fresh.choose(other);
        assertEquals(400, fresh.tree(0).visits[0], "the same position again keeps the whole tree");
    }

    @Test
    void gamesWithDiceStartAfresh() {
        State state = Kernel.start(Games.load("run-fevga.gamut"));
        state.make(state.randomOutcome(new SplittableRandom(3)));
        Mcts search = new Mcts(50, 2);
        search.choose(state);
        search.choose(state);
        assertEquals(50, search.tree(0).visits[0], "the root's common dice are rolled again");
    }
}
