package gamut.ui.controller;

import gamut.ai.Analysis;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the computer player thinks of the position it searches, in words for the Thinking panel:
 * its candidate moves in the game's notation with their visits and values, the result it expects
 * and the line it expects. The search's figures ({@link Analysis}) come about five times a second
 * and are taken in on the view's thread; the last stay until the next search starts, until the
 * game changes under them (a new game, an undo, a side given to another player), or until the game
 * is over, when there is nothing left to search.
 */
public final class Thinking {
    /** The most candidates listed: a game of a thousand moves lists the most visited. */
    static final int ROWS = 40;

    /** One candidate move: its notation, its visits, its value for the player deciding, as a percentage. */
    public record Row(String move, int visits, String value) { }

    private final ComputerPlayers players;
    /** A copy of the position searched, to name its moves; null before any search. */
    private State root;
    private String who = "";
    private Analysis analysis;
    private boolean done;
    /** The game on the board is over: the panel is idle, with nothing to search. */
    private boolean ended;
    private List<Row> rows = List.of();
    private String expected = "";
    private String line = "";
    private int updates;

    Thinking(ComputerPlayers players) {
        this.players = players;
    }

    /** A search starts at this position, searched by {@code who}: the last search's figures go. */
    void begin(State position, String who) {
        clear();
        root = position.copy();
        this.who = who;
    }

    /** Forgets the figures shown (the position they were about is gone). */
    void clear() {
        root = null;
        who = "";
        analysis = null;
        done = false;
        rows = List.of();
        expected = "";
        line = "";
        ended = false;
        updates++;
    }

    /** The game on the board is over: the last search's figures go, and nothing is searched until it changes. */
    void over() {
        if (!ended) {
            clear();
            ended = true;
        }
    }

    /** Whether the panel is idle because the game on the board is over. */
    public boolean ended() {
        return ended;
    }

    /** The search's figures so far, or its last ({@code finished}). */
    void update(Analysis latest, boolean finished) {
        if (root == null) {
            return;
        }
        analysis = latest;
        done = finished;
        List<Row> named = new ArrayList<>();
        for (Analysis.Candidate c : latest.candidates().subList(0, Math.min(ROWS, latest.candidates().size()))) {
            named.add(new Row(Notation.format(root, c.move()), c.visits(), percent(c.value())));
        }
        rows = List.copyOf(named);
        expected = latest.candidates().isEmpty() ? "" : expectedResult(root.game(), latest);
        line = lineText(latest.line());
        updates++;
    }

    /** The moves of the line in notation, played out on the copy and taken back. */
    private String lineText(int[] moves) {
        List<String> names = new ArrayList<>();
        int made = 0;
        for (int move : moves) {
            if (root.isOver()) {
                break;
            }
            names.add(Notation.format(root, move));
            root.make(move);
            made++;
        }
        for (int i = 0; i < made; i++) {
            root.unmake();
        }
        return String.join(" ", names);
    }

    /** "white 62%": in a game of two the side the search expects to do better, else the player deciding. */
    private static String expectedResult(Game game, Analysis a) {
        if (game.players() == 2 && a.value() < 0.5) {
            return game.playerName(1 - a.player()) + " " + percent(1 - a.value());
        }
        return game.playerName(a.player()) + " " + percent(a.value());
    }

    private static String percent(double value) {
        return Math.round(100 * value) + "%";
    }

    /** The candidates, most visited first (at most {@value #ROWS}). */
    public List<Row> rows() {
        return rows;
    }

    /** The expected result, "white 62%", or "" before any figures. */
    public String expected() {
        return expected;
    }

    /** The principal line in notation, or "". */
    public String line() {
        return line;
    }

    /** Who searches, or searched: "black (medium (mcts:2000))", or "" before any search. */
    public String who() {
        return who;
    }

    /**
     * How far: "searching", "1,234 iterations so far", "2,000 iterations" once done ("depth 6, 81,234
     * nodes" for a search by depth), or "" before any search.
     */
    public String searched() {
        if (root == null) {
            return "";
        }
        if (analysis == null) {
            return "searching";
        }
        if (analysis.depth() > 0) {
            return String.format(Locale.ROOT, "depth %d, %,d nodes", analysis.depth(), analysis.iterations())
                    + (done ? "" : " so far");
        }
        return String.format(Locale.ROOT, "%,d", analysis.iterations()) + " iterations" + (done ? "" : " so far");
    }

    /** The figures as the search gave them, or empty. */
    public Optional<Analysis> analysis() {
        return Optional.ofNullable(analysis);
    }

    /** Counts the changes, so that a view repaints only when there is something new. */
    public int updates() {
        return updates;
    }

    /** How far the search has got, 0 to 1 (0 when not thinking; a time per move counts its time). */
    public double progress() {
        return players.progress();
    }

    /** Milliseconds since the computer player started thinking (0 when not thinking). */
    public long millis() {
        return players.thinkingMillis();
    }
}
