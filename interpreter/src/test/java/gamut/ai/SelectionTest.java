package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;

/** The selection policy: UCB1's scores exactly, and a policy of one's own plugged into the search. */
class SelectionTest {
    @Test
    void ucb1ScoresTheMeanPlusItsExplorationTerm() {
        Ucb1 ucb = new Ucb1(2);
        assertEquals(0.0, ucb.ofParent(0), "a node not yet visited counts as visited once");
        assertEquals(0.0, ucb.ofParent(1));
        assertEquals(Math.log(100), ucb.ofParent(100));
        assertEquals(Double.POSITIVE_INFINITY, ucb.score(0, 0, Math.log(100)), "each child is tried once first");
        // 3 wins in 4 visits under a node of 16: 0.75 + 2 * sqrt(ln 16 / 4).
        assertEquals(0.75 + 2 * Math.sqrt(Math.log(16) / 4), ucb.score(4, 3, ucb.ofParent(16)));
        assertEquals(0.75, new Ucb1(0).score(4, 3, ucb.ofParent(16)), "no exploration: the mean alone");
        assertEquals(Math.sqrt(2), Ucb1.DEFAULT.exploration());
    }

    @Test
    void ucb1PrefersTheLessVisitedOfEqualMeansAndTheBetterMeanOfEqualVisits() {
        double shared = Ucb1.DEFAULT.ofParent(30);
        assertTrue(Ucb1.DEFAULT.score(5, 2.5, shared) > Ucb1.DEFAULT.score(20, 10, shared));
        assertTrue(Ucb1.DEFAULT.score(10, 6, shared) > Ucb1.DEFAULT.score(10, 5, shared));
    }

    @Test
    void explainsAWrongExplorationConstant() {
        assertEquals("the exploration constant must be finite and not negative, not -1.0",
                assertThrows(IllegalArgumentException.class, () -> new Ucb1(-1)).getMessage());
        assertEquals("the exploration constant must be finite and not negative, not NaN",
                assertThrows(IllegalArgumentException.class, () -> new Ucb1(Double.NaN)).getMessage());
        assertEquals("the exploration constant must be finite and not negative, not Infinity",
                assertThrows(IllegalArgumentException.class, () -> new Ucb1(Double.POSITIVE_INFINITY)).getMessage());
    }

    /** Counts its calls: once per node selected through for the shared part, once per child for the score. */
    private static final class Counting implements Selection {
        int parents;
        int scores;

        @Override
        public double ofParent(int parentVisits) {
            parents++;
            return Ucb1.DEFAULT.ofParent(parentVisits);
        }

        @Override
        public double score(int visits, double reward, double ofParent) {
            scores++;
            return Ucb1.DEFAULT.score(visits, reward, ofParent);
        }
    }

    @Test
    void theSearchAsksThePolicyItIsGiven() {
        State state = Kernel.start(Games.load("tic-tac-toe.gamut"));
        Counting counting = new Counting();
        Mcts counted = new Mcts(300, 1).selection(counting);
        Mcts plain = new Mcts(300, 1);
        assertEquals(plain.choose(state), counted.choose(state), "the same scores, the same choice");
        assertEquals(plain.analysis().orElseThrow().candidates(), counted.analysis().orElseThrow().candidates());
        // 300 iterations went through 510 fully expanded nodes (the root and deeper ones) and scored
        // 4,371 children: the shared part once per node, never once per child.
        assertEquals(300, counted.analysis().orElseThrow().iterations());
        assertEquals(510, counting.parents);
        assertEquals(4371, counting.scores);

        // Another constant spreads the visits otherwise.
        Mcts greedy = new Mcts(300, 1).selection(new Ucb1(0)).stoppingEarly(false);
        greedy.choose(state);
        assertNotEquals(plain.analysis().orElseThrow().candidates(), greedy.analysis().orElseThrow().candidates());
    }
}
