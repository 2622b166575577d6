package gamut.ui.controller;

import gamut.core.Move;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The cells of the last decision on the line to the position shown, for the board to mark: where the
 * piece came from ({@link Move#NONE} for a drop), every cell it landed on in order (the destination
 * last; empty for an exit or a sowing) and the cells whose pieces it took besides its landings.
 * Rolls are skipped (the dice show them), so after a roll the move before it stays marked.
 */
public record LastMove(int from, int[] landings, int[] captured) {
    /** The last move made on the state's line, or null when none (the start, or only rolls and passes). */
    public static LastMove of(State state) {
        List<LastMove> turn = turn(state);
        return turn.isEmpty() ? null : turn.get(turn.size() - 1);
    }

    /**
     * Every move of the turn the last move belongs to, oldest first: a roll's checkers or a turn
     * plan's actions, so that a turn of several moves (the computer's, say) is seen whole, not only
     * its last move. Empty when there is no last move.
     */
    public static List<LastMove> turn(State state) {
        int[] line = state.line();
        Game game = state.game();
        int last = line.length - 1;
        while (last >= 0 && game.kind(line[last]) == Move.ROLL) {
            last--;
        }
        if (last < 0 || game.kind(line[last]) == Move.PASS) {
            return List.of(); // a pass moves nothing; marking the move before it would say it was just made
        }
        List<LastMove> parts = new ArrayList<>();
        for (int i = last; i >= 0 && state.turnOf(i) == state.turnOf(last); i--) {
            int move = line[i];
            int kind = game.kind(move);
            if (kind != Move.ROLL && kind != Move.PASS) {
                parts.add(new LastMove(game.from(move), game.landings(move), game.captures(move)));
            }
        }
        Collections.reverse(parts);
        return parts;
    }

    /** The cell the move ended on, or {@link Move#NONE} (an exit, a removal, a sowing). */
    public int to() {
        return landings.length == 0 ? Move.NONE : landings[landings.length - 1];
    }
}
