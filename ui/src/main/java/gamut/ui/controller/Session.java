package gamut.ui.controller;

import gamut.core.Move;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The game being played: the rules, the position, the moves played in notation (rolls included),
 * the moves undone that redo plays again, and the dice, rolled from a generator seeded by the game's
 * seed. Knows nothing of who plays which side: undo and redo are told where a person decides. A game
 * may begin from a position set up in the position editor; its text is kept, because new rules
 * replay the moves from there, and a record (which replays from the rules' start) cannot hold it.
 */
final class Session {
    private long seed;
    private SplittableRandom random;
    private Game game;
    private State state;
    /** The position text the game began from, or null when it began at the rules' start. */
    private String startText;
    private final List<String> names = new ArrayList<>();
    /** Moves undone, the next one to redo last. */
    private final List<Integer> redo = new ArrayList<>();
    /**
     * Lines left when a different move was made at an earlier point, each from the start, the latest
     * first; kept until the game is left (a new game, a record opened, new rules).
     */
    private final List<int[]> kept = new ArrayList<>();

    /** Told of each move played (not of redo, a row of the move list or a replay), once the state holds it. */
    private final java.util.function.IntConsumer played;

    Session(long seed) {
        this(seed, move -> { });
    }

    Session(long seed, java.util.function.IntConsumer played) {
        this.seed = seed;
        this.played = played;
    }

    /** Starts again from the initial position of these rules; nothing is left to redo. */
    void start(Game newGame) {
        startFrom(newGame, newGame.newState(), null);
    }

    /** Starts again from a position given as text ({@code begun} is that position, read by these rules). */
    void startFrom(Game newGame, State begun, String text) {
        game = newGame;
        state = begun;
        startText = text;
        random = new SplittableRandom(seed);
        names.clear();
        redo.clear();
        kept.clear();
    }

    /**
     * Takes over a position reached by replaying moves (a record, or the game under new rules) from
     * the position {@code text} (null: the rules' start); nothing is left to redo.
     */
    void adopt(Game newGame, State reached, String text) {
        game = newGame;
        state = reached;
        startText = text;
        names.clear();
        names.addAll(inNotation(reached.line()));
        redo.clear();
        kept.clear();
        random = new SplittableRandom(seed * 31 + state.depth());
    }

    /** The moves of a line from the game's start in notation, each written where it was made. */
    List<String> inNotation(int[] line) {
        State replay = state.copy();
        while (replay.depth() > 0) {
            replay.unmake();
        }
        List<String> written = new ArrayList<>();
        for (int move : line) {
            written.add(Notation.format(replay, move));
            replay.make(move);
        }
        return written;
    }

    /** The position text the game began from, or null for the rules' start. */
    String startText() {
        return startText;
    }

    Game game() {
        return game;
    }

    State state() {
        return state;
    }

    long seed() {
        return seed;
    }

    /** The seed of a record being opened; it takes effect with the next {@link #start} or {@link #adopt}. */
    void setSeed(long seed) {
        this.seed = seed;
    }

    List<String> moveNames() {
        return List.copyOf(names);
    }

    int played() {
        return names.size();
    }

    boolean canUndo() {
        return state.depth() > 0;
    }

    boolean canRedo() {
        return !redo.isEmpty();
    }

    /**
     * Plays a move and returns it in notation: the next move of the line goes on along it; another
     * one starts a new line, the old one kept (see {@link #kept}).
     */
    String play(int move) {
        if (!redo.isEmpty() && redo.get(redo.size() - 1) == move) {
            redo.remove(redo.size() - 1);
        } else if (!redo.isEmpty()) {
            kept.add(0, line());
            redo.clear();
        }
        String name = replay(move);
        played.accept(move);
        return name;
    }

    /** The whole line, from the start to its last move: the moves played, then those that redo would play. */
    int[] line() {
        int[] played = state.line();
        int depth = state.depth();
        int[] all = java.util.Arrays.copyOf(played, depth + redo.size());
        for (int i = 0; i < redo.size(); i++) {
            all[depth + i] = redo.get(redo.size() - 1 - i);
        }
        return all;
    }

    /** The lines kept aside, the latest first. */
    List<int[]> kept() {
        return List.copyOf(kept);
    }

    /**
     * The whole game, as a record keeps it: the state at the line's end (the moves after the
     * position shown made on a copy), how many moves of it the position shown is after, and the
     * lines kept aside in notation, each from the start.
     */
    record Whole(State end, int shown, List<List<String>> others) {}

    Whole whole() {
        List<List<String>> others = new ArrayList<>();
        for (int[] line : kept) {
            others.add(inNotation(line));
        }
        return new Whole(end(), state.depth(), others);
    }

    /** A copy of the state at the line's end: the moves after the position shown made on it. */
    State end() {
        State end = state.copy();
        for (int i = redo.size() - 1; i >= 0; i--) {
            end.make(redo.get(i));
        }
        return end;
    }

    /** Keeps these lines aside again (a record's other lines, each from the start), the latest first. */
    void keepLines(List<int[]> lines) {
        kept.addAll(lines);
    }

    /** Shows the position after {@code ply} moves of the line (clamped to it), the moves after it kept for redo. */
    void goTo(int ply) {
        while (state.depth() > Math.max(0, ply)) {
            redo.add(state.line()[state.depth() - 1]);
            state.unmake();
            names.remove(names.size() - 1);
        }
        while (state.depth() < ply && !redo.isEmpty()) {
            replay(redo.remove(redo.size() - 1));
        }
    }

    /** Makes kept line {@code k} the line (the line left kept in its place) and shows it after {@code ply} moves. */
    void switchTo(int k, int ply) {
        int[] wanted = kept.remove(k);
        int[] current = line();
        kept.add(k, current);
        int common = 0;
        while (common < Math.min(wanted.length, current.length) && wanted[common] == current[common]) {
            common++;
        }
        goTo(common);
        redo.clear();
        for (int i = wanted.length - 1; i >= common; i--) {
            redo.add(wanted[i]);
        }
        goTo(ply);
    }

    /** Rolls the dice while the game waits for them; an undone roll comes back before a fresh one. */
    void rollDice() {
        while (state.isChance()) {
            int roll;
            if (!redo.isEmpty() && Move.kind(redo.get(redo.size() - 1)) == Move.ROLL) {
                roll = redo.remove(redo.size() - 1);
            } else {
                roll = state.randomOutcome(random);
            }
            replay(roll);
        }
    }

    /**
     * Takes back moves until {@code decisionPoint} holds and keeps them for redo. Returns how many,
     * or 0 when no earlier position is a decision point (the moves taken back are then played again).
     */
    int undo(BooleanSupplier decisionPoint) {
        List<Integer> taken = new ArrayList<>();
        while (state.depth() > 0) {
            taken.add(state.line()[state.depth() - 1]);
            state.unmake();
            names.remove(names.size() - 1);
            if (decisionPoint.getAsBoolean()) {
                break;
            }
        }
        if (!decisionPoint.getAsBoolean()) {
            for (int i = taken.size() - 1; i >= 0; i--) {
                replay(taken.get(i));
            }
            return 0;
        }
        redo.addAll(taken);
        return taken.size();
    }

    /** Plays undone moves again, at least one, until {@code decisionPoint} holds; returns how many. */
    int redo(BooleanSupplier decisionPoint) {
        int n = 0;
        do {
            replay(redo.remove(redo.size() - 1));
            n++;
        } while (!redo.isEmpty() && !decisionPoint.getAsBoolean());
        return n;
    }

    private String replay(int move) {
        String name = Notation.format(state, move);
        names.add(name);
        state.make(move);
        return name;
    }
}
