package gamut.ui.controller;

import gamut.core.Move;
import gamut.engine.Game;
import gamut.engine.State;

/**
 * The cells of the last decision on the line to the position shown, for the board to mark: where the
 * piece came from ({@link Move#NONE} for a drop), every cell it landed on in order (the destination
 * last; empty for an exit or a sowing) and the cells whose pieces it took besides its landings.
 * Rolls are skipped (the dice show them), so after a roll the move before it stays marked.
 */
public record LastMove(int from, int[] landings, int[] captured) {
    /** The last move made on the state's line, or null when none (the start, or only rolls and passes). */
    public static LastMove of(State state) {
        int[] line = state.line();
        Game game = state.game();
        for (int i = state.depth() - 1; i >= 0; i--) {
            int move = line[i];
            int kind = game.kind(move);
            if (kind == Move.ROLL) {
                continue;
            }
            if (kind == Move.PASS) {
                return null; // a pass moves nothing; marking the move before it would say it was just made
            }
            return new LastMove(game.from(move), game.landings(move), game.captures(move));
        }
        return null;
    }

    /** The cell the move ended on, or {@link Move#NONE} (an exit, a removal, a sowing). */
    public int to() {
        return landings.length == 0 ? Move.NONE : landings[landings.length - 1];
    }
}
