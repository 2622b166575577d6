package gamut.compare;

import gamut.ai.Analysis;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.State;
import java.util.Optional;

/**
 * What a game's record holds beyond its result, counted while it is played: who decided first, how
 * many turns were played, the mean number of legal moves per decision, and what the design metrics
 * need ({@link Observations}: the cells used, the searching players' estimates). Whoever plays the
 * game (a comparison, selfplay) calls {@link #decision} before each decision, {@link #made} after
 * each ply (a roll of the dice too) and {@link #finish} at the end, so that every command's rows
 * mean the same.
 */
public final class GameTally {
    private final MoveList moves = new MoveList();
    private String first;
    private long options;
    private int decisions;
    private int lastTurn;
    private final CellsUsed cells;
    private final Estimates estimates;
    /** The ply of the decision counted last and not yet made, -1 when none is pending. */
    private int deciding = -1;

    /** A tally of the game about to be played from the state. */
    public GameTally(State state) {
        lastTurn = state.turnNumber();
        cells = new CellsUsed(state);
        estimates = new Estimates(state.game().players());
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
        deciding = state.ply();
    }

    /**
     * Counts the ply just made: the cells now occupied, and, after a decision, the estimate of the
     * player who made it (empty for a player that does not search).
     */
    public void made(State state, Optional<Analysis> analysis) {
        cells.note(state);
        if (deciding >= 0) {
            analysis.ifPresent(a -> estimates.add(deciding, a));
            deciding = -1;
        }
    }

    /** The game, now over, as one record: game number {@code game} of {@code variant}, played with {@code seed}. */
    public PlayedGame finish(State state, String variant, int game, long seed) {
        // A game that ends inside a turn has played that turn too.
        int turns = lastTurn == state.turnNumber() && decisions > 0 ? state.turnNumber() : state.turnNumber() - 1;
        Result result = state.result();
        String winner = PlayedGame.winner(state.game(), result);
        Observations observed = Observations.of(new Observed.Played(cells, estimates,
                result.hasWinner() ? result.winner() : -1, state.ply()));
        return new PlayedGame(variant, game, seed, first == null ? "-" : first, winner, state.ply(), turns, result.end(),
                decisions == 0 ? 0 : (double) options / decisions, result.scores().clone(), observed,
                result.hasPlaces() ? result.places().clone() : null);
    }
}
