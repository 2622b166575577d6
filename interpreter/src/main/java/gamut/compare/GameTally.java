package gamut.compare;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.State;

/**
 * What a game's record holds beyond its result, counted while it is played: who decided first, how
 * many turns were played and the mean number of legal moves per decision. Whoever plays the game
 * (a comparison, selfplay) calls {@link #decision} before each decision and {@link #finish} at the
 * end, so that every command's rows mean the same.
 */
public final class GameTally {
    private final MoveList moves = new MoveList();
    private String first;
    private long options;
    private int decisions;
    private int lastTurn;

    /** A tally of the game about to be played from the state. */
    public GameTally(State state) {
        lastTurn = state.turnNumber();
    }

    /** Counts the decision the state waits for (not a roll of the dice); call it before the move is made. */
    public void decision(State state) {
        if (first == null) {
            first = state.game().playerName(state.decider());
        }
        state.generate(moves);
        options += moves.size();
        decisions++;
        lastTurn = state.turnNumber();
    }

    /** The game, now over, as one record: game number {@code game} of {@code variant}, played with {@code seed}. */
    public PlayedGame finish(State state, String variant, int game, long seed) {
        // A game that ends inside a turn has played that turn too.
        int turns = lastTurn == state.turnNumber() && decisions > 0 ? state.turnNumber() : state.turnNumber() - 1;
        Result result = state.result();
        String winner = result.isDraw() ? "draw" : state.game().playerName(result.winner());
        return new PlayedGame(variant, game, seed, first == null ? "-" : first, winner, state.ply(), turns, result.end(),
                decisions == 0 ? 0 : (double) options / decisions, result.scores().clone());
    }
}
