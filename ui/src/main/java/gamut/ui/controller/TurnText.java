package gamut.ui.controller;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.State;

/** What the turn line and the dice line say, and why the person at the board may not move now. */
final class TurnText {
    private TurnText() {}

    /** Whose turn, the turn plan, who chooses, the parts of the turn still owed, or the result; {@code browsing}: an earlier position of the line is shown. */
    static String turn(State state, ComputerPlayers players, boolean browsing) {
        Game game = state.game();
        if (state.isOver()) {
            return result(game, state.result());
        }
        StringBuilder s = new StringBuilder("Turn ").append(state.turnNumber());
        if (state.planName() != null) {
            s.append(" (").append(state.planName()).append(')');
        }
        s.append(": ").append(game.playerName(state.toMove())).append(" to move");
        if (!state.isChance() && state.decider() != state.toMove()) {
            s.append("; ").append(game.playerName(state.decider())).append(" chooses");
        }
        String owed = state.turnParts().text();
        s.append(owed.isEmpty() ? "" : "; " + owed).append(cubeQuestion(state));
        if (players.isThinking()) {
            s.append(" - ").append(game.playerName(state.decider())).append(" (")
                    .append(players.spec(state.decider())).append(") is thinking");
        } else if (browsing && !state.isChance() && !players.isHuman(state.decider())) {
            // Not stopped by the player: it plays on once the line's end (End) is shown again.
            s.append(" - computer waits while you look back (End to return)");
        } else if (players.isPaused() && !state.isChance() && !players.isHuman(state.decider())) {
            s.append(" - computer stopped");
        }
        return s.toString();
    }

    /** The doubling cube's question when it is asked now, answered with the Pass button. */
    private static String cubeQuestion(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        if (moves.size() == 0 || !Move.isCube(moves.get(0))) {
            return "";
        }
        return moves.get(0) == Move.CUBE_DOUBLE ? " - double, or roll? (Pass)" : " - take or drop the double? (Pass)";
    }

    /** "dice: 5 3 (3 used)" and the like, or "" for games without dice or before the roll. */
    static String dice(State state) {
        int[] values = state.diceValues();
        if (values == null || values.length == 0 || state.isOver()) {
            return "";
        }
        StringBuilder d = new StringBuilder("dice:");
        for (int i = 0; i < values.length; i++) {
            d.append(' ').append(values[i]).append(dieUsed(state, i) ? " (used)" : "");
        }
        return d.toString();
    }

    static boolean dieUsed(State state, int i) {
        return (state.diceUsed() & (1 << i)) != 0;
    }

    /** Why a person may not move now, or null. */
    static String refusal(State state, ComputerPlayers players) {
        Game game = state.game();
        if (state.isOver()) {
            return "the game is over: " + result(game, state.result());
        }
        if (players.isThinking()) {
            return game.playerName(state.decider()) + " (" + players.spec(state.decider())
                    + ") is thinking; wait or stop it";
        }
        if (state.isChance()) {
            return "the dice have not been rolled";
        }
        if (!players.isPaused() && !players.isHuman(state.decider())) {
            return "it is " + game.playerName(state.decider()) + "'s turn (" + players.spec(state.decider()) + ")";
        }
        return null;
    }

    private static String result(Game game, Result r) {
        String s = "Game over: " + game.outcome(r);
        if (game.keepsScore()) {
            StringBuilder sc = new StringBuilder(", scoring");
            for (int p = 0; p < game.players(); p++) {
                sc.append(' ').append(game.playerName(p)).append(' ').append(Result.points(r.scores()[p]));
            }
            s += sc;
        }
        return s + " (" + r.end().replace('_', ' ') + ")";
    }
}
