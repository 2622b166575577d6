package gamut.ui.controller;

import gamut.core.Move;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;

/**
 * The moves of the game as a list to step through: undo and redo a person's turn at a time, any
 * position of the line shown by its row, and the lines left behind when a different move was made
 * at an earlier point, until the game is left. Browsing back keeps the computer players waiting, so
 * that they do not play over the rest of the line; back at its end they play on.
 */
public final class Timeline {
    /**
     * A row of the move list: its text and what clicking it shows, the position after {@code ply}
     * moves of the line ({@code line} -1) or of kept line {@code line} (which then becomes the line).
     */
    public record Row(String text, int line, int ply) {}

    private final GameController controller;
    private final Session session;
    private final ComputerPlayers players;
    /** Whether browsing back (not the Stop button) made the computer players wait. */
    private boolean browsing;

    Timeline(GameController controller, Session session, ComputerPlayers players) {
        this.controller = controller;
        this.session = session;
        this.players = players;
    }

    /**
     * Row 0 is the start; row i the i-th move of the line, numbered by its turn (as the turn line
     * says "Turn N") on the first move of each turn; then each kept line from where it leaves this one.
     */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("     start", -1, 0));
        int[] line = session.line();
        add(rows, line, 0, -1);
        List<int[]> kept = session.kept();
        for (int k = 0; k < kept.size(); k++) {
            int common = common(kept.get(k), line);
            rows.add(new Row("   \u2500\u2500 another line from move " + (common + 1) + " \u2500\u2500", k, common));
            add(rows, kept.get(k), common, k);
        }
        return rows;
    }

    /** Whether an earlier position is shown and the computer players wait for the line's end. */
    boolean isBrowsing() {
        return browsing;
    }

    /** The row of the position shown. */
    public int shownRow() {
        return session.state().depth();
    }

    /** Shows the position of a row of {@link #rows}. */
    public Click show(int row) {
        List<Row> rows = rows();
        if (row < 0 || row >= rows.size()) {
            return controller.report(Click.refused("no such row"));
        }
        Row r = rows.get(row);
        players.cancel();
        if (r.line() >= 0) {
            session.switchTo(r.line(), r.ply());
        } else {
            session.goTo(r.ply());
        }
        return settle();
    }

    /**
     * Shows the position after {@code ply} moves of the line, as a record kept it, and says so; null,
     * showing nothing, when that is the line's end.
     */
    String showKept(int ply) {
        int moves = session.line().length;
        if (ply >= moves) {
            return null;
        }
        show(ply);
        return "showing " + (ply == 0 ? "the start" : "the position after move " + ply + " of " + moves);
    }

    /** Takes back moves until a human decides again (the computer's replies and the dice go too). */
    Click undo() {
        players.cancel();
        if (!session.canUndo()) {
            return controller.report(Click.refused("nothing to undo"));
        }
        if (!players.anyHuman(session.game().players())) {
            players.setPaused(true);
        }
        int taken = session.undo(controller::isDecisionPoint);
        if (taken == 0) {
            controller.advance();
            return controller.report(Click.refused("nothing to undo"));
        }
        controller.deselect();
        controller.keep();
        return controller.report(Click.of(Click.Kind.MOVED, "took back " + taken + (taken == 1 ? " move" : " moves")));
    }

    /** Plays the undone moves again up to the next human decision (the same dice, the same replies). */
    Click redo() {
        if (!session.canRedo()) {
            return controller.report(Click.refused("nothing to redo"));
        }
        players.cancel();
        int n = session.redo(controller::isDecisionPoint);
        played();
        controller.deselect();
        controller.advance();
        Click done = controller.report(Click.of(Click.Kind.MOVED, "replayed " + n + (n == 1 ? " move" : " moves")));
        controller.announceEnd();
        return done;
    }

    /** One move back or on along the line ({@code step} -1 or 1), or to its start or end. */
    public Click step(int step) {
        return show(Math.max(0, Math.min(session.line().length, shownRow() + step)));
    }

    public Click toStart() {
        return show(0);
    }

    public Click toEnd() {
        return show(session.line().length);
    }

    /**
     * What to ask before the game is thrown away (a new game, other variants, another file), or null
     * when nothing would be lost: no move made, or a finished game with no other line.
     */
    public String discardQuestion() {
        int moves = 0;
        for (int m : session.line()) {
            moves += Move.kind(m) == Move.ROLL ? 0 : 1;
        }
        int others = session.kept().size();
        if (moves == 0 || others == 0 && !session.canRedo() && session.state().isOver()) {
            return null;
        }
        return "Discard the game in progress (" + moves + (moves == 1 ? " move" : " moves")
                + (others == 0 ? "" : " and " + others + (others == 1 ? " other line" : " other lines")) + ")?";
    }

    /** A move was made: once it leaves the line's end behind no more, the computer players play on. */
    void played() {
        if (browsing && !session.canRedo()) {
            browsing = false;
            players.setPaused(false);
        }
    }

    /** The computer players wait while an earlier position is shown, and play on at the end of the line. */
    private Click settle() {
        boolean atEnd = !session.canRedo();
        if (!atEnd && !players.isPaused() && players.anyComputer(session.game().players())) {
            players.setPaused(true);
            browsing = true;
        } else if (atEnd && browsing) {
            players.setPaused(false);
            browsing = false;
        }
        int shown = shownRow();
        // Within the line, a position waiting for the dice is shown as it was: the roll is the next row.
        controller.settle(shown == 0 ? "the start" : "after move " + shown + " of " + session.line().length, atEnd);
        return Click.of(Click.Kind.MOVED, controller.status());
    }

    private static int common(int[] a, int[] b) {
        int n = 0;
        while (n < Math.min(a.length, b.length) && a[n] == b[n]) {
            n++;
        }
        return n;
    }

    /** The rows of the moves of {@code line} from move {@code from} on, written where each was made. */
    private void add(List<Row> rows, int[] line, int from, int kept) {
        State s = session.state().copy();
        while (s.depth() > 0) {
            s.unmake();
        }
        Game game = s.game();
        int lastTurn = -1;
        for (int i = 0; i < line.length; i++) {
            if (i >= from) {
                int turn = s.turnNumber();
                String name = Notation.format(s, line[i]);
                String text = turn != lastTurn || i == from
                        ? String.format("%3d. %-6s %s", turn, game.playerName(s.toMove()), name)
                        : String.format("     %-6s %s", "", name);
                rows.add(new Row(text, kept, i + 1));
                lastTurn = turn;
            } else {
                lastTurn = s.turnNumber();
            }
            s.make(line[i]);
        }
    }
}
