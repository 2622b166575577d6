package gamut.compare;

import gamut.ai.Player;
import gamut.engine.Coverage;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.SplittableRandom;

/** Plays one game of a comparison: the seed fixes the dice and every player's choices. */
final class Match {
    private Match() {}

    /** The game; when {@code coverage} is not null, added to it once over (on the calling thread). */
    static PlayedGame play(Game rules, String variant, String[] players, int game, long seed, Coverage coverage) {
        State state = rules.newState();
        Player[] chosen = new Player[players.length];
        for (int p = 0; p < players.length; p++) {
            chosen[p] = Player.parse(players[p], seed * 31 + p);
        }
        SplittableRandom dice = new SplittableRandom(seed);
        GameTally tally = new GameTally(state);
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
                continue;
            }
            int decider = state.decider();
            tally.decision(state);
            state.make(chosen[decider].choose(state));
        }
        if (coverage != null) {
            coverage.add(state);
        }
        return tally.finish(state, variant, game, seed);
    }
}
