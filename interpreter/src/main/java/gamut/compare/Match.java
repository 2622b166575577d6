package gamut.compare;

import gamut.ai.Player;
import gamut.core.MoveList;
import gamut.core.Result;
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
        MoveList moves = new MoveList();
        long options = 0;
        int decisions = 0;
        String first = null;
        int lastTurn = state.turnNumber();
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
                continue;
            }
            int decider = state.decider();
            if (first == null) {
                first = rules.playerName(decider);
            }
            state.generate(moves);
            options += moves.size();
            decisions++;
            lastTurn = state.turnNumber();
            state.make(chosen[decider].choose(state));
        }
        if (coverage != null) {
            coverage.add(state);
        }
        // A game that ends inside a turn has played that turn too.
        int turns = lastTurn == state.turnNumber() && decisions > 0 ? state.turnNumber() : state.turnNumber() - 1;
        Result result = state.result();
        String winner = result.isDraw() ? "draw" : rules.playerName(result.winner());
        return new PlayedGame(variant, game, seed, first == null ? "-" : first, winner, state.ply(),
                turns, result.end(), decisions == 0 ? 0 : (double) options / decisions,
                result.scores().clone());
    }
}
