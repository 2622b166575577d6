package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.Notation;
import gamut.engine.State;
import gamut.testing.Games;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A search of a time budget keeps it even when one iteration is slow or many trees are asked for:
 * the clock is read before every iteration, and a budget too short to start every tree starts
 * fewer. The clock is the tests' own, which moves only when read: nothing here depends on how fast
 * the machine is.
 */
class TimeBudgetTest {
    /** A clock that moves on by {@code step} nanoseconds each time it is read. */
    private static void clock(Mcts search, long step) {
        AtomicLong now = new AtomicLong();
        search.clock(() -> now.addAndGet(step));
    }

    @Test
    void theClockIsReadBeforeEveryIterationSoAMillisecondIsKept() {
        State state = Games.start(Games.load("tic-tac-toe.gamut"));
        Mcts search = Mcts.timed(1, 1, 1);
        // The deadline is read at 0.4 ms (1.4 ms); the iterations start at 0.8 and 1.2 ms, and at 1.6 it is past.
        clock(search, 400_000);
        search.choose(state);
        assertEquals(2, search.analysis().orElseThrow().iterations());
    }

    @Test
    void aSearchWhoseTimeIsUpBeforeItsFirstIterationPlaysALegalMoveAtOnce() {
        State state = Games.start(Games.load("tic-tac-toe.gamut"));
        Mcts search = Mcts.timed(1, 1, 1);
        clock(search, 2_000_000);
        int move = search.choose(state);
        assertEquals(0, search.analysis().orElseThrow().iterations());
        assertTrue(Games.moves(state).contains(Notation.format(state, move)));
    }

    @Test
    void aMillisecondStartsTenTreesOfTheTwoHundredAndFiftySixAsked() {
        State state = Games.start(Games.load("tic-tac-toe.gamut"));
        Mcts search = Mcts.timed(1, 1, 256);
        clock(search, 10_000);
        search.choose(state);
        assertEquals(10, searched(search, 256));
        // 26 ms has time for all of them.
        Mcts longer = Mcts.timed(26, 1, 256);
        clock(longer, 10_000);
        longer.choose(state);
        assertEquals(256, searched(longer, 256));
    }

    @Test
    void aBudgetOfIterationsSearchesEveryTreeAsked() {
        State state = Games.start(Games.load("tic-tac-toe.gamut"));
        Mcts search = new Mcts(512, 1, 256);
        search.choose(state);
        assertEquals(256, searched(search, 256));
        assertEquals(512, search.analysis().orElseThrow().iterations());
    }

    /** The trees that hold a node: those a search went through. */
    private static int searched(Mcts search, int trees) {
        int n = 0;
        for (int t = 0; t < trees; t++) {
            n += search.tree(t).count > 0 ? 1 : 0;
        }
        return n;
    }
}
