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
    private Game rules;
    private State state;
    /** The position text the game began from, or null when it began at the rules' start. */
    private String startText;
    private final List<String> names = new ArrayList<>();
    /** Moves undone, the next one to redo last. */
    private final List<Integer> redo = new ArrayList<>();

    Session(long seed) {
        this.seed = seed;
    }

    /** Starts again from the initial position of these rules; nothing is left to redo. */
    void start(Game newRules) {
        startFrom(newRules, newRules.newState(), null);
    }

    /** Starts again from a position given as text ({@code begun} is that position, read by these rules). */
    void startFrom(Game newRules, State begun, String text) {
        rules = newRules;
        state = begun;
        startText = text;
        random = new SplittableRandom(seed);
        names.clear();
        redo.clear();
    }

    /**
     * Takes over a position reached by replaying moves (a record, or the game under new rules) from
     * the position {@code text} (null: the rules' start); nothing is left to redo.
     */
    void adopt(Game newRules, State reached, String text) {
        rules = newRules;
        state = reached;
        startText = text;
        names.clear();
        // The names are written where each move was made: from the start of the state's own line.
        State replay = reached.copy();
        int[] line = replay.line();
        while (replay.depth() > 0) {
            replay.unmake();
        }
        for (int move : line) {
            names.add(Notation.format(replay, move));
            replay.make(move);
        }
        redo.clear();
        random = new SplittableRandom(seed * 31 + state.depth());
    }

    /** The position text the game began from, or null for the rules' start. */
    String startText() {
        return startText;
    }

    Game game() {
        return rules;
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

    /** Plays a new move (what could be redone is forgotten) and returns it in notation. */
    String play(int move) {
        redo.clear();
        return replay(move);
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
