package gamut.cli;

import gamut.ai.Player;
import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.BoardText;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "text", mixinStandardHelpOptions = true,
        description = {"Play in the terminal, against another person, the random player or the tree search.",
                "Type a move in notation (b1-b3, c1xa3), or: moves, undo, board, position [FORM], save FILE, help, "
                        + "quit."})
final class TextCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = {"-p", "--position"}, paramLabel = "P", description = "start position (text or @FILE)")
    String position;

    @Mixin
    PlayerOptions players = new PlayerOptions(PlayerOptions.HUMAN, "random");

    @Option(names = "--dice", paramLabel = "A-B", description = "the first roll of the dice (otherwise rolled)")
    String dice;

    @Spec
    CommandSpec spec;

    private Game rules;
    private State state;
    private PrintWriter out;
    private boolean[] human;
    private Player[] computer;
    private final List<String> played = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        if (Definitions.isStdin(game.file) && (players.human(0) || players.human(1))) {
            // Standard input is read to its end for the definition: nothing is left for a person's moves.
            throw new GamutException("text: a definition read from standard input leaves no input for a person's"
                    + " moves; give it as a file, or let the computer play both sides (--player1 random --player2 random)");
        }
        rules = game.game();
        human = new boolean[rules.players()];
        computer = new Player[rules.players()];
        for (int p = 0; p < rules.players(); p++) {
            human[p] = players.human(p);
            computer[p] = players.computer(p);
        }
        state = GameOptions.start(rules, position);
        GameOptions.roll(state, dice);
        out = spec.commandLine().getOut();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        SplittableRandom random = new SplittableRandom(players.seed());
        out.println(rules.title() + " [" + game.variantLabel() + "]   " + BoardText.legend(rules));
        show(out, state, played);
        while (true) {
            if (state.isChance()) {
                roll(random);
            } else if (!state.isOver() && !human[state.decider()]) {
                computerMove();
            } else {
                out.print(state.isOver() ? "game over> " : rules.playerName(state.decider()) + "> ");
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
        out.flush();
        return 0;
    }

    /** Prints the position in the game's own text, or in the letters of the named form. */
    private void position(String form) {
        try {
            String text = rules.positionText(state, form.isEmpty() ? null : form);
            out.println(form.isEmpty() ? text : form + ":" + text);
        } catch (GamutException e) {
            out.println(e.getMessage());
        }
    }

    private void roll(SplittableRandom random) {
        int roll = state.randomOutcome(random);
        String who = rules.playerName(state.toMove());
        String name = Notation.format(state, roll);
        state.make(roll);
        played.add(name);
        out.println(Move.isOpening(roll) ? name + ": " + rules.playerName(state.toMove()) + " starts"
                : who + " rolls " + name.substring("roll ".length()));
    }

    private void computerMove() {
        int decider = state.decider();
        int move = computer[decider].choose(state);
        String name = Notation.format(state, move);
        state.make(move);
        played.add(name);
        out.println(rules.playerName(decider) + " (" + computer[decider].describe() + ") plays " + name);
        show(out, state, played);
    }

    /** Carries out what the person typed; false to leave. */
    private boolean command(String line) {
        switch (line) {
            case "" -> { }
            case "quit", "exit" -> {
                return false;
            }
            case "help", "?" -> out.println("moves: list legal moves; undo: take back your last move;"
                    + " board: show the board; position: the position as text for -p"
                    + (rules.letterForms().isEmpty() ? "" : " (position " + rules.letterForms().get(0) + ": in letters)")
                    + "; save FILE: write a record of the game; quit: leave."
                    + " Moves look like: " + example(state));
            case "board" -> show(out, state, played);
            case "moves" -> out.println(legal(state, new MoveList()));
            case "undo" -> {
                if (!undo(state, played, human)) {
                    out.println("nothing to undo");
                }
                show(out, state, played);
            }
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

    private void save(String name) {
        if (position != null || dice != null) {
            out.println("a record replays a game from its start; this one began from a given position or roll");
            return;
        }
        if (Definitions.isStdin(game.file)) {
            out.println("a record names its game file; this game was read from standard input");
            return;
        }
        try {
            Path target = Path.of(name);
            GameRecord.of(game.file, Gamut.variants(game.variants), players.seed(), state).save(target);
            out.println("saved to " + target);
        } catch (GamutException | InvalidPathException e) {
            out.println(e.getMessage());
        }
    }

    private void move(String written) {
        try {
            int move = Notation.parse(state, written);
            played.add(Notation.format(state, move));
            state.make(move);
            show(out, state, played);
        } catch (GamutException e) {
            out.println(e.getMessage());
        }
    }

    /** Takes back moves until a human is to move again (so the random player's reply goes too). */
    private static boolean undo(State state, List<String> played, boolean[] human) {
        if (state.depth() == 0) {
            return false;
        }
        do {
            state.unmake();
            played.remove(played.size() - 1);
        } while (state.depth() > 0 && (state.isChance() || Move.kind(state.line()[state.depth() - 1]) == Move.ROLL
                || !human[state.decider()]));
        return true;
    }

    private static String legal(State state, MoveList moves) {
        state.generate(moves);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            names.add(Notation.format(state, moves.get(i)));
        }
        return names.isEmpty() ? "no moves: the game is over" : moves.size() + " moves: " + String.join(" ", names);
    }

    private static String example(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        return moves.size() == 0 ? "(none now)" : Notation.format(state, moves.get(0));
    }

    private static void show(PrintWriter out, State state, List<String> played) {
        Game rules = state.game();
        out.print(BoardText.draw(state));
        String counts = counts(state);
        if (!counts.isEmpty()) {
            out.println(counts);
        }
        if (state.isOver()) {
            Result r = state.result();
            out.println((r.isDraw() ? "Game over: draw" : "Game over: " + rules.playerName(r.winner()) + " wins")
                    + scores(rules, r) + " (" + r.end() + ")");
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
                    ? "; " + rules.playerName(state.decider()) + " chooses" : "";
            out.println("turn " + state.turnNumber() + plan + ", ply " + state.ply() + ": "
                    + rules.playerName(state.toMove()) + " to move" + chooser);
        }
        out.flush();
    }

    /** Reserves and pieces moved off the board, for games that have them. */
    private static String counts(State state) {
        Game rules = state.game();
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < rules.players(); p++) {
            StringBuilder line = new StringBuilder();
            for (int t = 0; t < rules.pieces(); t++) {
                int n = state.reserve(p, t);
                if (n > 0) {
                    line.append(' ').append(BoardText.symbol(rules, p, t)).append('x')
                            .append(state.unlimitedReserve(p, t) ? "unlimited" : Integer.toString(n));
                }
            }
            if (state.exited(p) > 0) {
                line.append(" off ").append(state.exited(p));
            }
            if (line.length() > 0) {
                out.append(out.length() == 0 ? "" : "   ").append(rules.playerName(p)).append(':').append(line);
            }
        }
        return out.toString();
    }

    private static String scores(Game rules, Result r) {
        if (!rules.keepsScore()) {
            return "";
        }
        StringBuilder s = new StringBuilder(", scoring");
        for (int p = 0; p < rules.players(); p++) {
            s.append(' ').append(rules.playerName(p)).append(' ').append(r.scores()[p]);
        }
        return s.toString();
    }
}
