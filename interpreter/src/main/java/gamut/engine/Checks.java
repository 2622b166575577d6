package gamut.engine;

import java.util.Arrays;

/**
 * Which of the royal pieces of the player to move another player could take now (the rules'
 * {@code royal}): what a board marks as a king in check, read from the rules alone.
 */
public final class Checks {
    private Checks() {}

    /** The cells of the player to move's royal pieces under attack; none when the rules name no royal piece. */
    public static int[] attackedRoyals(State state) {
        int[] royals = state.rules().royals();
        if (royals.length == 0 || state.isChance()) {
            return new int[0];
        }
        int player = state.toMove();
        int[] cells = new int[0];
        TrialMoves trial = TrialMoves.of(state);
        for (int type : royals) {
            for (int c = state.board().occupancy().nextOf(player, type, 0); c >= 0;
                    c = state.board().occupancy().nextOf(player, type, c + 1)) {
                if (trial.attacked(c, player)) {
                    cells = Arrays.copyOf(cells, cells.length + 1);
                    cells[cells.length - 1] = c;
                }
            }
        }
        return cells;
    }
}
