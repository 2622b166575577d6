package gamut.cli;

import gamut.ai.Player;
import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.BoardText;
import gamut.engine.Game;
import gamut.engine.State;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "text", mixinStandardHelpOptions = true, footer = PlayerOptions.PEOPLE_HELP,
        description = {"Play in the terminal, against another person, the random player or the tree search.",
                "Type a move in notation (b1-b3, c1xa3; the piece's letter and the capture mark may be left out "
                        + "when one legal move is meant), or: moves, undo, redo, back, next, start, end, board, "
                        + "position [FORM], save FILE [force], help, quit. Undo and redo keep the rolls of the dice; "
                        + "save never replaces the definition, and replaces a file that is not a record only with force.",
                "FILE may be a game record (as 'save' writes it): the saved game goes on from its last move."})
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

    @Override
    public Integer call() throws IOException {
        if (Definitions.isStdin(game.file) && (players.human(0) || players.human(1))) {
            // Standard input is read to its end for the definition: nothing is left for a person's moves.
            throw new GamutException("text: a definition read from standard input leaves no input for a person's"
                    + " moves; give it as a file, or let the computer play both sides (--player1 random --player2 random)");
        }
        String text = Definitions.read(game.file);
        if (!Definitions.isStdin(game.file) && GameRecord.isRecord(text)) {
            if (game.variants != null || position != null || dice != null) {
                throw new GamutException("text: " + game.file + " is a game record, which names its game and variants"
                        + " and replays from the start; -v, -p and --dice are for a definition");
            }
            Recorded recorded = Recorded.load(game.file, players, spec);
            TextSession session = recorded.session(players, spec.commandLine().getOut());
            session.backTo(recorded.record().shown()); // where the record was left, the moves after it to step through
            session.run(stdin(), recorded.title());
            return 0;
        }
        Game loaded = Gamut.load(Definitions.name(game.file), text, Gamut.variants(game.variants));
        players.check();
        players.check(loaded.players());
        State state = GameOptions.start(loaded, position);
        GameOptions.roll(state, dice);
        Outputs read = new Outputs("").definition(game.file).input(GameOptions.positionFile(position), "the position file");
        TextSession session = session(state, players, players.seed(), spec.commandLine().getOut(), (target, force, end,
                shown) -> {
            if (position != null || dice != null) {
                return "a record replays a game from its start; this one began from a given position or roll";
            }
            if (Definitions.isStdin(game.file)) {
                return "a record names its game file; this game was read from standard input";
            }
            checkRecord(read, target, force);
            GameRecord.of(game.file, Gamut.variants(game.variants), players.seed(), end).showing(shown, List.of()).save(target);
            return "saved to " + target;
        });
        session.run(stdin(), loaded.title() + " [" + game.variantLabel() + "]   " + BoardText.legend(loaded));
        return 0;
    }

    /**
     * A record may replace an earlier record (the one being played on included), or an empty file;
     * never a file the game reads, and any other file only when the person says force.
     */
    static void checkRecord(Outputs read, Path target, boolean force) {
        read.check(target, "the record", Outputs.RECORD, force, "give another name",
                "type 'save " + target + " force'");
    }

    static BufferedReader stdin() {
        return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    }

    /** A session of the state with the chosen players, people or computers. */
    static TextSession session(State state, PlayerOptions players, long seed, PrintWriter out,
                               TextSession.Saver save) {
        int n = state.game().players();
        boolean[] human = new boolean[n];
        Player[] computer = new Player[n];
        for (int p = 0; p < n; p++) {
            human[p] = players.human(p);
            computer[p] = players.computer(p, state.game());
        }
        return new TextSession(state, human, computer, seed, out, save);
    }

    /** A record read and replayed: its game, the state after its moves, and the seed to go on with. */
    record Recorded(Path file, GameRecord record, Game game, State state, long seed, String problem) {
        /** Reads the record; the seed is the record's unless -s was given. */
        static Recorded load(Path file, PlayerOptions players, CommandSpec spec) {
            GameRecord record = GameRecord.read(file);
            Game game = Gamut.load(record.game(), record.variants());
            GameRecord.Replay replay = record.replay(game);
            long seed = spec.commandLine().getParseResult().hasMatchedOption("--seed") ? players.seed() : record.seed();
            return new Recorded(file, record, game, replay.state(), seed, replay.problem());
        }

        TextSession session(PlayerOptions players, PrintWriter out) {
            Outputs read = new Outputs("").definition(record.game());
            return TextCommand.session(state, players, seed, out, (target, force, end, shown) -> {
                checkRecord(read, target, force);
                GameRecord.of(record.game(), record.variants(), seed, end).showing(shown, List.of()).save(target);
                return "saved to " + target;
            });
        }

        /** The game's title and legend, the record's name and its moves, and where its replay stopped, if it did. */
        String title() {
            List<String> variants = record.variants();
            return game.title() + " [" + (variants.isEmpty() ? "base" : String.join(",", variants)) + "]   "
                    + BoardText.legend(game) + "\nrecord " + file + ": " + record.moves().size() + " moves"
                    + (problem == null ? "" : "; the replay stops at " + problem);
        }
    }
}
