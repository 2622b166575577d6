package gamut.ui.controller;

import gamut.core.Result;
import gamut.engine.State;

/** What the game-over dialog says: the result on its first line, then why the game ended and after how many moves (rolls not counted). */
final class GameOverText {
    private GameOverText() {}

    static String of(State state) {
        Result r = state.result();
        String who = r.isDraw() ? "Draw" : state.game().outcome(r);
        // Moves, not turns: the turn counter has already moved on to a turn that is never played.
        return who + "\n" + reason(state, r.end()) + "\nafter " + state.ply() + (state.ply() == 1 ? " move" : " moves");
    }

    /** Whether the player has a piece on the board or in reserve: without one, having no move is no surprise to say. */
    private static boolean hasPieces(State state, int player) {
        if (state.onBoard(player) > 0) {
            return true;
        }
        for (int type = 0; type < state.game().pieces(); type++) {
            if (state.reserve(player, type) > 0) {
                return true;
            }
        }
        return false;
    }

    /** The engine's own endings in words; an end rule by its name in the definition. */
    private static String reason(State state, String end) {
        return switch (end) {
            case "no_moves" -> state.game().playerName(state.toMove())
                    + (hasPieces(state, state.toMove()) ? " has no legal move" : " has no pieces left");
            case "repetition" -> "the position was repeated";
            case "limit" -> "the move limit was reached";
            default -> "by the rule '" + end + "'";
        };
    }
}
