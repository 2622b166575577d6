package gamut.cli;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A game played in the terminal, for {@code gamut text} and {@code gamut replay}: the person types
 * moves and commands, the computer players answer, the dice roll. Moves taken back are kept, the
 * rolls among them too, so that the game goes on as it went (the same rolls) until the person plays
 * another move: undo and redo, and a record stepped through, never roll the dice again.
 */
final class TextSession {
    private final Game game;
    private final State state;
    private final PrintWriter out;
    private final boolean[] human;
    private final Player[] computer;
    private final SplittableRandom random;
    /** Writes the record of the game to a file and says so, or says why it cannot. */
    private final Saver save;
    /** The notation of each move of the state's line. */
    private final List<String> played = new ArrayList<>();
    /** The moves taken back, the next one to make again on top. */
    private final Deque<Integer> undone = new ArrayDeque<>();

    /**
     * A session on the state (which may already hold moves, a record's), with the people and the
     * computer players of each player, the dice drawn from {@code seed}.
     */
    TextSession(State state, boolean[] human, Player[] computer, long seed, PrintWriter out, Saver save) {
        this.game = state.game();
        this.state = state;
        this.human = human.clone();
        this.computer = computer.clone();
        this.random = new SplittableRandom(seed);
        this.out = out;
        this.save = save;
        State replay = game.newState();
        for (int move : state.line()) {
            played.add(Notation.format(replay, move));
            replay.make(move);
        }
    }

    /**
     * Writes the record of the game to {@code target} and says so, or says why it cannot (a
     * GamutException): {@code end} the state at the end of the moves played (those taken back
     * made again on a copy), {@code shown} the number of them before the position shown;
     * {@code force} lets it replace a file that is not a record.
     */
    @FunctionalInterface
    interface Saver {
        String save(Path target, boolean force, State end, int shown);
    }

    /** Takes every move back, keeping them to be stepped through again: a record seen from its start. */
    void rewind() {
        while (hasDecision()) {
            back();
        }
    }

    /** Takes moves back until {@code depth} remain, keeping them: a record seen where it was shown. */
    void backTo(int depth) {
        while (state.depth() > depth) {
            unmakeOne();
        }
    }

    /** Plays until the person quits or the input ends; the computer players are closed then. */
    void run(BufferedReader in, String title) throws IOException {
        out.println(title);
        TextBoard.show(out, state, played);
        try {
            while (true) {
                if (state.isChance()) {
                    roll();
                } else if (!state.isOver() && !human[state.decider()]) {
                    computerMove();
                } else {
                    out.print(state.isOver() ? "game over> " : game.playerName(state.decider()) + "> ");
                    out.flush();
                    String line = in.readLine();
                    if (line == null) {
                        out.println();
                        break;
                    }
                    if (!command(line.trim())) {
                        break;
                    }
                }
            }
        } finally {
            for (Player p : computer) {
                if (p != null) {
                    p.close();
                }
            }
        }
        out.flush();
    }

    /** Carries out what the person typed; false to leave. */
    private boolean command(String line) {
        switch (line) {
            case "" -> { }
            case "quit", "exit" -> {
                return false;
            }
            case "help", "?" -> out.println(help());
            case "board" -> TextBoard.show(out, state, played);
            case "moves" -> out.println(legal());
            case "undo" -> step(this::undo, "nothing to undo");
            case "redo" -> step(this::redo, "nothing to redo");
            case "back" -> step(this::back, "at the start of the game");
            case "next" -> step(this::next, "at the end of the moves played");
            case "start" -> step(() -> {
                boolean any = hasDecision();
                rewind();
                return any;
            }, "at the start of the game");
            case "end" -> step(() -> {
                boolean any = !undone.isEmpty();
                while (!undone.isEmpty()) {
                    replayOne(false); // the board at the end says enough; a long record's moves are not listed
                }
                return any;
            }, "at the end of the moves played");
            case "save" -> out.println("save needs a file name: save FILE");
            default -> {
                if (line.startsWith("save ")) {
                    save(line.substring(5).trim());
                } else if (line.equals("position") || line.startsWith("position ")) {
                    position(line.substring("position".length()).trim());
                } else {
                    move(line);
                }
            }
        }
        return true;
    }

    /** A step through the game: done, and the board shown; or nothing to do, and why. */
    private void step(java.util.function.BooleanSupplier done, String otherwise) {
        if (done.getAsBoolean()) {
            TextBoard.show(out, state, played);
        } else {
            out.println(otherwise);
        }
    }

    private String help() {
        return "moves: list legal moves; undo / redo: take back your last move, play it again; back / next: one"
                + " move back or on; start / end: the start, or the last move played; board: show the board;"
                + " position: the position as text for -p"
                + (game.letterForms().isEmpty() ? "" : " (position " + game.letterForms().get(0) + ": in letters)")
                + "; save FILE: write a record of the game (over an earlier record, never over the definition or a"
                + " file the game reads; save FILE force replaces a file that is not a record); quit: leave. Moves look"
                + " like: " + example();
    }

    private void roll() {
        int roll = undone.isEmpty() ? state.randomOutcome(random) : undone.pop();
        String who = game.playerName(state.toMove());
        String name = make(roll);
        out.println(Move.isOpening(roll) ? name + ": " + game.playerName(state.toMove()) + " starts"
                : who + " rolls " + name.substring("roll ".length()));
    }

    private void computerMove() {
        int decider = state.decider();
        // A move taken back is played again as it was: the line goes on as before.
        int move = undone.isEmpty() ? computer[decider].choose(state) : undone.pop();
        String name = make(move);
        out.println(game.playerName(decider) + " (" + computer[decider].describe() + ") plays " + name);
        TextBoard.show(out, state, played);
    }

    private void move(String written) {
        int move;
        try {
            move = Notation.parse(state, written);
        } catch (GamutException e) {
            out.println(e.getMessage());
            return;
        }
        if (!undone.isEmpty() && undone.peek() == move) {
            undone.pop();
        } else if (!undone.isEmpty()) {
            out.println("(a new line of play: the " + plural(undone.size(), "move") + " taken back are dropped)");
            undone.clear();
        }
        if (!Notation.isWrittenAs(state, move, written)) {
            out.println("(" + Notation.format(state, move) + ")");
        }
        make(move);
        TextBoard.show(out, state, played);
    }

    /** Makes the move and notes it; its notation. */
    private String make(int move) {
        String name = Notation.format(state, move);
        played.add(name);
        state.make(move);
        return name;
    }

    /** Takes back the last move, keeping it to be made again. */
    private void unmakeOne() {
        undone.push(state.line()[state.depth() - 1]);
        state.unmake();
        played.remove(played.size() - 1);
    }

    /** Whether the line holds a decision to take back (not only rolls of the dice). */
    private boolean hasDecision() {
        int[] line = state.line();
        for (int i = 0; i < state.depth(); i++) {
            if (Move.kind(line[i]) != Move.ROLL) {
                return true;
            }
        }
        return false;
    }

    /** Takes back moves until a person is to move again (so a computer's reply goes too, and the rolls before). */
    private boolean undo() {
        if (!hasDecision()) {
            return false;
        }
        do {
            unmakeOne();
        } while (state.depth() > 0 && (state.isChance() || Move.kind(state.line()[state.depth() - 1]) == Move.ROLL
                || !human[state.decider()]));
        return true;
    }

    /** Plays again what undo took back: moves and rolls until a person is to move again. */
    private boolean redo() {
        if (undone.isEmpty()) {
            return false;
        }
        do {
            replayOne(true);
        } while (!undone.isEmpty() && !state.isOver() && (state.isChance() || !human[state.decider()]));
        return true;
    }

    /** One decision back, and the rolls that came just before it. */
    private boolean back() {
        if (!hasDecision()) {
            return false;
        }
        do {
            unmakeOne();
        } while (state.depth() > 0 && state.isChance());
        return true;
    }

    /** One move on, and the rolls that follow it. */
    private boolean next() {
        if (undone.isEmpty()) {
            return false;
        }
        do {
            replayOne(true);
        } while (!undone.isEmpty() && state.isChance());
        return true;
    }

    /** Makes the next move taken back, and says so when {@code say}. */
    private void replayOne(boolean say) {
        String who = state.isChance() ? "" : game.playerName(state.decider()) + " plays ";
        String name = make(undone.pop());
        if (say) {
            out.println(who + name);
        }
    }

    /** Prints the position in the game's own text, or in the letters of the named form. */
    private void position(String form) {
        try {
            String text = game.positionText(state, form.isEmpty() ? null : form);
            out.println(form.isEmpty() ? text : form + ":" + text);
        } catch (GamutException e) {
            out.println(e.getMessage());
        }
    }

    /** {@code save FILE}, or {@code save FILE force} to replace a file that is not a record. */
    private void save(String name) {
        boolean force = name.endsWith(" force") && !name.substring(0, name.length() - 6).isBlank();
        String target = force ? name.substring(0, name.length() - 6).strip() : name;
        try {
            State end = state.copy();
            undone.forEach(end::make); // the moves taken back are kept too, the next first
            out.println(save.save(Path.of(target), force, end, state.depth()));
        } catch (GamutException | InvalidPathException e) {
            out.println(e.getMessage());
        }
    }

    private String legal() {
        MoveList moves = new MoveList();
        state.generate(moves);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            names.add(Notation.format(state, moves.get(i)));
        }
        return names.isEmpty() ? "no moves: the game is over" : plural(moves.size(), "move") + ": " + String.join(" ", names);
    }

    private String example() {
        MoveList moves = new MoveList();
        state.generate(moves);
        return moves.size() == 0 ? "(none now)" : Notation.format(state, moves.get(0));
    }

    /** The state, for the command that saves it. */
    State state() {
        return state;
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
