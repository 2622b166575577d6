package gamut.ui.controller;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.engine.State;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * Who plays each side, and the searches of the computer players: a search runs on a copy of the
 * position on the background executor, never on the view's thread, reports how far it has got,
 * and hands its move back through {@link UiHost#runOnUiThread}. A search cancelled meanwhile (stop,
 * undo, a new game) has its move dropped. Stopped computer players wait until resumed.
 */
final class ComputerPlayers {
    /** What becomes of a search, told on the view's thread unless it was cancelled. */
    interface Listener {
        void moved(int move, Player player);

        /** The search threw; the computer players now wait. */
        void failed(String message);
    }

    private final String[] specs;
    private final UiHost host;
    private final Executor background;
    private boolean thinking;
    /** How far the search has got, 0 to 1 (written by its thread). */
    private volatile double searchDone;
    private boolean paused;
    private volatile int generation;
    /** The search told to play its best move so far (the generation it was started as), or 0. */
    private volatile int hurried;
    private long searchStarted;
    private final Thinking figures = new Thinking(this);

    /** One spec per side; sides beyond the list are played by a person. Fails on a bad spec. */
    ComputerPlayers(int sides, List<String> players, long seed, UiHost host, Executor background) {
        this.host = host;
        this.background = background;
        this.specs = new String[Math.max(sides, players.size())];
        for (int p = 0; p < specs.length; p++) {
            specs[p] = p < players.size() ? players.get(p).trim() : GameController.HUMAN;
            if (!specs[p].equals(GameController.HUMAN)) {
                Player.parse(specs[p], seed); // fails early on a bad spec
            }
        }
    }

    boolean isHuman(int player) {
        return player >= specs.length || specs[player].equals(GameController.HUMAN);
    }

    String spec(int player) {
        return player < specs.length ? specs[player] : GameController.HUMAN;
    }

    /** Whether a person plays one of the first {@code sides} sides. */
    boolean anyHuman(int sides) {
        return any(sides, true);
    }

    /** Whether the computer plays one of the first {@code sides} sides. */
    boolean anyComputer(int sides) {
        return any(sides, false);
    }

    private boolean any(int sides, boolean human) {
        for (int p = 0; p < sides; p++) {
            if (isHuman(p) == human) {
                return true;
            }
        }
        return false;
    }

    /** Why the side cannot be handed to this spec, or null. */
    String refusal(int player, String spec, long seed) {
        if (player < 0 || player >= specs.length) {
            return "no player " + player;
        }
        if (!spec.equals(GameController.HUMAN)) {
            try {
                Player.parse(spec, seed);
            } catch (GamutException e) {
                return e.getMessage();
            }
        }
        return null;
    }

    void set(int player, String spec) {
        specs[player] = spec;
    }

    boolean isThinking() {
        return thinking;
    }

    boolean isPaused() {
        return paused;
    }

    void setPaused(boolean paused) {
        this.paused = paused;
    }

    /** How far the search has got, 0 to 1 (0 when not thinking). */
    double progress() {
        return thinking ? searchDone : 0;
    }

    /** Milliseconds since the search started (0 when not thinking). */
    long thinkingMillis() {
        return thinking ? (System.nanoTime() - searchStarted) / 1_000_000 : 0;
    }

    /** What the search under way, or the last, thinks (read and changed on the view's thread). */
    Thinking thinking() {
        return figures;
    }

    /** Starts the decider's search on a copy of the position. */
    void start(State state, long seed, Listener listener) {
        int decider = state.decider();
        Player player = Player.parse(specs[decider], seed + 7919L * decider + state.ply(), state.game());
        State copy = state.copy();
        figures.begin(state, state.game().playerName(decider) + " (" + player.describe() + ")");
        int mine = ++generation;
        thinking = true;
        searchDone = 0;
        searchStarted = System.nanoTime();
        background.execute(() -> search(player, copy, mine, listener));
    }

    /** Runs on the background executor; the search's figures go to {@link Thinking} on the view's thread. */
    private void search(Player player, State copy, int mine, Listener listener) {
        int move;
        try {
            move = player.choose(copy, done -> searchDone = done, analysis -> host.runOnUiThread(() -> {
                if (mine == generation) {
                    figures.update(analysis, false);
                }
            }), () -> mine != generation || hurried == mine);
        } catch (RuntimeException e) {
            host.runOnUiThread(() -> {
                if (mine == generation) {
                    thinking = false;
                    paused = true;
                    listener.failed("the computer player failed: " + e.getMessage());
                }
            });
            return;
        } finally {
            // A player is made for each move (start): an engine's program ends with the move.
            player.close();
        }
        host.runOnUiThread(() -> {
            if (mine != generation) {
                return; // stopped, undone or a new game meanwhile
            }
            thinking = false;
            player.analysis().ifPresent(analysis -> figures.update(analysis, true));
            listener.moved(move, player);
        });
    }

    /** Has the running search, if any, stop and play the best move it has found so far. */
    boolean hurry() {
        if (thinking) {
            hurried = generation;
        }
        return thinking;
    }

    /** Drops the running search's move, if any, and the figures shown: the position they were about is gone. */
    void cancel() {
        figures.clear();
        if (thinking) {
            generation++;
            thinking = false;
        }
    }
}
