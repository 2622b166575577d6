package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.Mcts;
import gamut.api.Gamut;
import gamut.base.Limits;
import gamut.core.Result;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A definition that checks must not run the engine out of memory by never ending: a game ends as a
 * draw, ended by "cap", once its line of play reaches {@link Limits#GAME_PLIES} plies.
 */
class GameLengthCapTest {
    /** Two stones that only step onto empty cells: nothing is ever captured, so no end rule holds. */
    static final String FOREVER = TestGames.tiny("red: a1, b1", "red: a1", "blue: a3, c3", "blue: c3",
            "    limit 100 => draw\n", "");

    static State forever(String... oldNewPairs) {
        return Gamut.load("forever.gamut", TestGames.replace(FOREVER, oldNewPairs), List.of()).newState();
    }

    @Test
    void aGameThatCannotEndIsADrawEndedByTheCap() {
        State state = forever();
        Result result = new Playout().play(state, new SplittableRandom(1));
        assertEquals(Result.DRAW, result.winner());
        assertEquals("cap", result.end());
        assertArrayEquals(new double[2], result.scores());
        assertEquals(Limits.GAME_PLIES, state.ply());
        assertEquals(Limits.GAME_PLIES, state.depth());
        assertEquals("draw (cap)", Games.describe(state));
        assertEquals(List.of(), Games.moves(state));
        // The last ply taken back, the game goes on; played again, it ends again.
        int last = state.line()[Limits.GAME_PLIES - 1];
        state.unmake();
        assertFalse(state.isOver());
        assertEquals(Limits.GAME_PLIES - 1, state.ply());
        state.make(last);
        assertEquals("draw (cap)", Games.describe(state));
    }

    @Test
    void theCapEndsAGameWhoseOwnLimitIsHigher() {
        State state = forever("    end lonely", "    limit 200000 => red wins\n    end lonely");
        new Playout().play(state, new SplittableRandom(2));
        assertEquals("draw (cap)", Games.describe(state));
        assertEquals(Limits.GAME_PLIES, state.ply());
    }

    @Test
    void aLowerLimitOfTheGameEndsItFirst() {
        State state = forever("    end lonely", "    limit 1000 => red wins\n    end lonely");
        new Playout().play(state, new SplittableRandom(2));
        assertEquals("red wins (limit)", Games.describe(state));
        assertEquals(1000, state.ply());
    }

    @Test
    void theSearchPlaysOutAGameThatCannotEnd() {
        State state = forever();
        int move = new Mcts(3, 1).choose(state);
        assertTrue(List.of("a1-a2", "a1-b1").contains(Notation.format(state, move)), Notation.format(state, move));
        assertEquals(0, state.depth());
    }
}
