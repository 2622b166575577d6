package gamut.engine;

/**
 * A player's freedom to move, for an evaluation of positions: the moves the player's programs
 * would give if a turn of theirs began now, before any is judged legal. Asked apart from the game
 * under way (see {@link TrialMoves}), so the state is left as it was, the turn in progress included.
 */
public final class Mobility {
    private Mobility() {}

    public static int of(State state, int player) {
        return TrialMoves.of(state).mobility(player);
    }
}
