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

    /** The engine's own endings in words; an end rule by its name in the definition. */
    private static String reason(State state, String end) {
        return switch (end) {
            case "no_moves" -> state.game().playerName(state.toMove()) + " had no legal move";
            case "repetition" -> "the position was repeated";
            case "limit" -> "the move limit was reached";
            default -> "by the rule '" + end + "'";
        };
    }
}
