package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.MoveList;
import gamut.engine.State;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The tree search against the random player: fixed seeds, counted wins, no timing. */
class MctsTest {
    private static Rules loa() {
        return GameLoader.load(Games.root().resolve("games/lines-of-action.gamut"), List.of());
    }

    @Test
    void findsTheWinningCaptureOfT3UnderMoverWins() {
        Rules rules = GameLoader.load(Games.root().resolve("games/lines-of-action.gamut"), List.of("simultaneous=mover_wins"));
        State state = Games.position(rules, "black: c3, c4, f5; white: a1, b1, d5; turn: black");
        int move = new Mcts(400, 1).choose(state);
        assertEquals("f5xd5", gamut.engine.Notation.format(state, move));
        assertEquals(0, state.depth(), "the search leaves the state as it was");
    }

    @Test
    void beatsTheRandomPlayerAtLinesOfAction() {
        Rules rules = loa();
        int wins = 0;
        for (int seed = 1; seed <= 2; seed++) {
            for (int side = 0; side < 2; side++) {
                State state = new State(rules);
                Player search = Player.parse("mcts:100", seed);
                Player random = Player.random(seed);
                while (!state.isOver()) {
                    state.make((state.decider() == side ? search : random).choose(state));
                }
                if (state.result().winner() == side) {
                    wins++;
                }
            }
        }
        assertTrue(wins >= 4, "mcts:100 won " + wins + " of 4 games");
    }

    @Test
    void rollsAreChanceNotChoicesInFevga() {
        Rules rules = GameLoader.load(Games.root().resolve("games/run-fevga.gamut"), List.of());
        State state = new State(rules);
        state.make(state.randomOutcome(new SplittableRandom(3)));
        MoveList legal = new MoveList();
        state.generate(legal);
        int move = new Mcts(50, 2).choose(state);
        boolean found = false;
        for (int i = 0; i < legal.size(); i++) {
            found |= legal.get(i) == move;
        }
        assertTrue(found, "a legal decision, not a roll");
    }
}
