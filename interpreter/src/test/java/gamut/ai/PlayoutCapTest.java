package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import gamut.api.Gamut;
import gamut.base.Limits;
import gamut.engine.State;
import gamut.testing.TestGames;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A search's playout stops at {@link Limits#PLAYOUT_PLIES} decisions, well before the game's own
 * cap ({@link Limits#GAME_PLIES}), and is then scored by the evaluation: in a game that cannot end,
 * each playout used to run to the game's cap, 100,000 plies an iteration.
 */
class PlayoutCapTest {
    /** Two stones a side that only step onto empty cells (GameLengthCapTest's game): nothing ever ends it. */
    private static State forever() {
        String text = TestGames.tiny("red: a1, b1", "red: a1", "blue: a3, c3", "blue: c3", "    limit 100 => draw\n", "");
        return Gamut.load("forever.gamut", text, List.of()).newState();
    }

    @Test
    void aPlainPlayoutStopsAtItsCapAndTheEvenPositionScoresAsADraw() {
        State state = forever();
        double[] reward = new double[2];
        new Playouts(state.game(), new Playouts.Guide(false, 0), Mcts.GAMES_OWN).run(state, new SplittableRandom(1),
                new SplittableRandom(2), reward);
        assertFalse(state.isOver());
        assertEquals(Limits.PLAYOUT_PLIES, state.ply());
        // Two stones each, nothing else weighed: the evaluation sees the sides level.
        assertArrayEquals(new double[] {0.5, 0.5}, reward, 1e-12);
    }

    @Test
    void aMastPlayoutStopsAtTheSameCap() {
        State state = forever();
        double[] reward = new double[2];
        new Playouts(state.game(), new Playouts.Guide(true, 0), Mcts.GAMES_OWN).run(state, new SplittableRandom(1),
                new SplittableRandom(2), reward);
        assertFalse(state.isOver());
        assertEquals(Limits.PLAYOUT_PLIES, state.ply());
        assertArrayEquals(new double[] {0.5, 0.5}, reward, 1e-12);
    }

    @Test
    void aCutBelowTheCapStillStopsFirst() {
        State state = forever();
        double[] reward = new double[2];
        new Playouts(state.game(), new Playouts.Guide(false, 40), Mcts.GAMES_OWN).run(state, new SplittableRandom(1),
                new SplittableRandom(2), reward);
        assertEquals(40, state.ply());
    }

    @Test
    void theSearchLeavesTheGameWhereItWas() {
        State state = forever();
        Mcts search = new Mcts(5, 1);
        search.choose(state);
        assertEquals(0, state.depth());
        assertEquals(5, search.analysis().orElseThrow().iterations());
    }
}
