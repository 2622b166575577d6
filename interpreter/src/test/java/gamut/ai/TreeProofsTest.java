package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The proofs a tree keeps beside its nodes: carried with a kept subtree, cleared with the nodes, a byte a node. */
class TreeProofsTest {
    @Test
    void aTreeKeepsProofsInTheSubtreeItKeepsAndClearsThemWithTheNodes() {
        Tree tree = new Tree(1 << 20);
        tree.solving(true);
        tree.clear();
        tree.newBlock(0, 2, 0);
        int first = tree.expand(0, 0);
        int second = tree.expand(0, 0);
        tree.newBlock(second, 1, 1);
        int below = tree.expand(second, 0);
        tree.proven[first] = Tree.LOSS;
        tree.proven[second] = Tree.WIN;
        tree.proven[below] = Tree.LOSS;
        tree.keepSubtree(second);
        assertEquals(2, tree.count);
        assertEquals(Tree.WIN, tree.proven[0]);
        assertEquals(Tree.LOSS, tree.proven[tree.child(0, 0)]);
        tree.clear();
        tree.newBlock(0, 2, 0);
        assertEquals(Tree.UNKNOWN, tree.proven[tree.expand(0, 0)], "a node made again starts unproven");
        assertEquals((Tree.NODE_BYTES + 1L) * tree.move.length + 4L * tree.slots.length, tree.bytes(),
                "a byte more a node for its proof");
    }

    @Test
    void aTreeProvesNothingUntilAskedAndForgetsItsProofsWhenNoLongerAsked() {
        Tree tree = new Tree(1 << 20);
        tree.clear();
        tree.newBlock(0, 1, 0);
        int child = tree.expand(0, 0);
        assertEquals(0, tree.proven.length, "no room taken for proofs");
        tree.solving(true);
        assertEquals(Tree.UNKNOWN, tree.proven[child], "nodes made before start unproven");
        tree.proven[child] = Tree.WIN;
        tree.solving(false);
        assertEquals(0, tree.proven.length);
        assertEquals((long) Tree.NODE_BYTES * tree.move.length + 4L * tree.slots.length, tree.bytes());
        tree.solving(true);
        assertEquals(Tree.UNKNOWN, tree.proven[child], "what was dropped is not proven again");
    }
}
