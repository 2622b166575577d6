package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Which players search, so that a comparison uses every core and reports the searches' estimates. */
class SearchingPlayersTest {
    @Test
    void everyPlayerButTheRandomOneSearches() {
        assertEquals(false, Comparison.searches(new String[] {"random", " random"}));
        assertEquals(true, Comparison.searches(new String[] {"random", "mcts:200"}));
        assertEquals(true, Comparison.searches(new String[] {"easy", "random"}), "a level is a tree search");
        assertEquals(true, Comparison.searches(new String[] {"random", "ab:3"}));
        assertEquals(true, Comparison.searches(new String[] {"uci:/usr/games/stockfish", "random"}));
    }
}
