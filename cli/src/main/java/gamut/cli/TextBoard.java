package gamut.cli;

import gamut.core.Result;
import gamut.engine.BoardText;
import gamut.engine.PieceGlyphs;
import gamut.engine.Checks;
import gamut.engine.Game;
import gamut.engine.State;
import java.io.PrintWriter;
import java.util.List;
import java.util.StringJoiner;

/** The position as the terminal shows it: the board, reserves, dice, whose turn, or the result. */
final class TextBoard {
    private TextBoard() {}

    static void show(PrintWriter out, State state, List<String> played) {
        Game game = state.game();
        out.print(BoardText.draw(state));
        String counts = counts(state);
        if (!counts.isEmpty()) {
            out.println(counts);
        }
        if (state.isOver()) {
            Result r = state.result();
            out.println("Game over: " + game.outcome(r) + scores(game, r) + " (" + r.end() + ")");
            out.println("Moves: " + String.join(" ", played) + "   (undo to take back, quit to leave)");
        } else {
            String plan = state.planName() == null ? "" : " (" + state.planName() + ")";
            int[] values = state.diceValues();
            if (values.length > 0) {
                StringBuilder d = new StringBuilder("dice:");
                for (int i = 0; i < values.length; i++) {
                    d.append(' ').append(values[i]).append((state.diceUsed() & (1 << i)) != 0 ? "(used)" : "");
                }
                out.println(d);
            }
            String chooser = state.decider() != state.toMove()
                    ? "; " + game.playerName(state.decider()) + " chooses" : "";
            out.println("turn " + state.turnNumber() + plan + ", ply " + state.ply() + ": "
                    + game.playerName(state.toMove()) + " to move" + check(state) + chooser + owed(state));
        }
        out.flush();
    }

    /** ", in check (e8)" when a royal piece of the player to move could be taken now, else nothing. */
    private static String check(State state) {
        int[] cells = Checks.attackedRoyals(state);
        if (cells.length == 0) {
            return "";
        }
        StringJoiner where = new StringJoiner(", ", ", in check (", ")");
        for (int c : cells) {
            where.add(state.game().geometry().cellName(c));
        }
        return where.toString();
    }

    /** "; cowboy action still to play" in a turn of several parts, else nothing. */
    private static String owed(State state) {
        String owed = state.turnParts().text();
        return owed.isEmpty() ? "" : "; " + owed;
    }

    /** Reserves and pieces moved off the board, for games that have them. */
    private static String counts(State state) {
        Game game = state.game();
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < game.players(); p++) {
            StringBuilder line = new StringBuilder();
            for (int t = 0; t < game.pieces(); t++) {
                int n = state.reserve(p, t);
                if (n > 0) {
                    line.append(' ').append(PieceGlyphs.symbol(game, p, t)).append('x')
                            .append(state.unlimitedReserve(p, t) ? "unlimited" : Integer.toString(n));
                }
            }
            if (state.exited(p) > 0) {
                line.append(" off ").append(state.exited(p));
            }
            if (line.length() > 0) {
                out.append(out.length() == 0 ? "" : "   ").append(game.playerName(p)).append(':').append(line);
            }
        }
        return out.toString();
    }

    private static String scores(Game game, Result r) {
        if (!game.keepsScore()) {
            return "";
        }
        StringBuilder s = new StringBuilder(", scoring");
        for (int p = 0; p < game.players(); p++) {
            s.append(' ').append(game.playerName(p)).append(' ').append(Result.points(r.scores()[p]));
        }
        return s.toString();
    }
}
