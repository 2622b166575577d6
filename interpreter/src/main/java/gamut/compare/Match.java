package gamut.compare;

import gamut.ai.Player;
import gamut.engine.Coverage;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiFunction;

/**
 * Plays one game of a comparison: the seed fixes the dice and every player's choices, so a game is
 * a function of its rules, seed and players alone, whichever thread plays it and whatever else runs.
 */
final class Match {
    private Match() {}

    /**
     * The game, its players made by {@code makePlayer} from their specs and seeds; when
     * {@code coverage} is not null, added to it once over (on the calling thread).
     */
    static PlayedGame play(Game game, String variant, String[] players, int number, long seed, Coverage coverage,
                           BiFunction<String, Long, Player> makePlayer) {
        return play(game.newState(), variant, players, number, seed, coverage, makePlayer);
    }

    /** The same game from the position {@code state} holds (a new state, which the game is played on). */
    static PlayedGame play(State state, String variant, String[] players, int number, long seed, Coverage coverage,
                           BiFunction<String, Long, Player> makePlayer) {
        Player[] chosen = new Player[players.length];
        for (int p = 0; p < players.length; p++) {
            chosen[p] = makePlayer.apply(players[p], seed * 31 + p);
        }
        SplittableRandom dice = new SplittableRandom(seed);
        GameTally tally = new GameTally(state);
        try {
            while (!state.isOver()) {
                if (state.isChance()) {
                    state.make(state.randomOutcome(dice));
                    tally.made(state, Optional.empty());
                    continue;
                }
                Player decider = chosen[state.decider()];
                tally.decision(state);
                state.make(decider.choose(state));
                tally.made(state, decider.analysis());
            }
        } finally {
            // The players were made for this game alone: an engine's program ends with it.
            for (Player p : chosen) {
                p.close();
            }
        }
        if (coverage != null) {
            coverage.add(state);
        }
        return tally.finish(state, variant, number, seed);
    }
}
