package gamut.engine;

import gamut.core.MoveList;
import gamut.rules.Rules;

/**
 * A position's moves before any rule judges them once made (royal pieces left attacked, 'forbid
 * ... at each_move', a repetition forbidden), for a search that judges each move only when it
 * comes to it: most nodes of an alpha-beta search try one or two of their moves before a cut-off,
 * and judging a move is making it and asking every opposing piece whether it could take a royal piece.
 * The moves that pass are those {@link State#generate} gives, in the same order.
 */
public final class UnjudgedMoves {
    private UnjudgedMoves() {}

    /**
     * Whether the game's moves may be judged one by one: no dice, no rule that keeps only the moves
     * taking the most (which compares the judged moves), and no pass that stands in when no move is
     * legal or is always offered (the list would need to know its judged length).
     */
    public static boolean apply(Game game) {
        Rules rules = game.rules();
        return rules.dice() == null && !rules.keepsMostCaptures() && !rules.passAllowed() && !rules.passesWhenBlocked();
    }

    /** The moves of the player to move in a game under way, unjudged ({@link #apply} must hold). */
    public static void generate(State state, MoveList out) {
        out.clear();
        state.turns.unjudged(state.toMove(), out);
    }

    /** Whether the rules let the move, one of {@link #generate}'s, stand once made. */
    public static boolean allowed(State state, int move) {
        return !TrialMoves.judges(state.rules()) || TrialMoves.of(state).legal(move, state.toMove(), state.turns);
    }
}
