package gamut.engine;

import gamut.core.Move;
import gamut.core.MoveList;

/**
 * The moves a game's 'computer avoids' lines ask the computer's search to pass over: legal moves
 * after which one of their conditions holds, judged as 'forbid ... at each_move' judges a move
 * (tried apart from the game, with {@code mover} the player to move). A hint, not a rule: the
 * moves stay legal, and when every move is avoided none is.
 */
public final class AvoidedMoves {
    private AvoidedMoves() {}

    /** Whether the game has 'computer avoids' lines. */
    public static boolean any(Game game) {
        return game.rules().avoids().length > 0;
    }

    /** Whether the move, legal for the player to move, is one the lines avoid; a pass never is. */
    public static boolean avoided(State state, int move) {
        if (move == Move.PASS_MOVE || !any(state.game()) || state.isChance()) {
            return false;
        }
        return TrialMoves.of(state).avoided(move, state.toMove(), state.turns);
    }

    /** Takes the avoided moves out of the legal moves, in order, unless they are all there is; {@code scratch} is overwritten. */
    public static void keepUnavoided(State state, MoveList moves, MoveList scratch) {
        if (!any(state.game()) || state.isChance()) {
            return;
        }
        scratch.clear();
        for (int i = 0; i < moves.size(); i++) {
            if (!avoided(state, moves.get(i))) {
                scratch.add(moves.get(i));
            }
        }
        if (scratch.size() > 0 && scratch.size() < moves.size()) {
            moves.copyOf(scratch);
        }
    }
}
