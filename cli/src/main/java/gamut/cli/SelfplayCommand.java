package gamut.cli;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.compare.CoverageReport;
import gamut.compare.GameTally;
import gamut.compare.PlayedGame;
import gamut.core.MoveList;
import gamut.engine.Coverage;
import gamut.engine.Game;
import gamut.engine.State;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.IntConsumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "selfplay", mixinStandardHelpOptions = true, footer = PlayerOptions.PLAYERS_HELP,
        description = {"Play games between random or tree-search players, then sum them up.",
                "One line per game, then a summary: wins, draws, length, points per game with 95%% intervals, and the "
                        + "share of games each end decided. Game k is played with seed S+k-1, so one game can be "
                        + "replayed alone with --games 1.",
                "With --csv, a row per game is written as the game ends, in the columns of compare's CSV, with the "
                        + "settings in OUT.json beside it; a run stopped early resumes from the file, playing only the "
                        + "games it lacks."})
final class SelfplayCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = {"-n", "--games"}, defaultValue = "100", paramLabel = "N", description = "games to play (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "seed of the first game (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--csv", paramLabel = "OUT",
            description = "also write one row per game to this CSV file as each game ends; a file of the same settings is resumed")
    Path csv;

    @Option(names = "--force", description = "replace a file at --csv (or its OUT.json) that is not gamut's; never the"
            + " definition")
    boolean force;

    @Option(names = {"-q", "--quiet"}, description = "print only the summary")
    boolean quiet;

    @Option(names = "--players", defaultValue = "random", paramLabel = "P1,P2",
            completionCandidates = PlayerCandidates.Computers.class,
            description = "who plays, in the order of the game's players, or one for every seat (see Players below;"
                    + " default ${DEFAULT-VALUE})")
    String playerSpecs;

    @Option(names = "--coverage",
            description = "after the summary, how often each rule produced a move or fired, and those that never did")
    boolean coverage;

    @Option(names = {"-p", "--position"}, paramLabel = "P",
            description = "start every game from this position: text such as 'black: d5 f5; white: a5 h5; turn: black',"
                    + " or @FILE")
    String position;

    @Spec
    CommandSpec spec;

    /** Called after each game with its number, once its row is on disk; tests stop a run early with it. */
    IntConsumer afterGame = k -> { };

    private final MoveList moves = new MoveList();
    private String[] specs;
    /** The position of -p as text (read from its file), or null to start each game from the game's start. */
    private String start;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new GamutException("selfplay: --games must be at least 1, not " + games);
        }
        Game loaded = game.game();
        specs = Player.forEverySeat(playerSpecs.split(",", -1), loaded.players(), "selfplay");
        for (String spec : specs) {
            Player.parse(spec, seed); // an unknown player is reported before any game is played
        }
        if (position != null) {
            start = GameOptions.positionText(loaded, position);
            loaded.position(start); // a position the game cannot hold is refused before any game is played
        }
        GamesCsv table = csv == null ? null : table(loaded);
        try {
            play(loaded, table);
        } finally {
            if (table != null) {
                table.close(); // another run may have the CSV now
            }
        }
        return 0;
    }

    /** Plays the games (those the CSV lacks), prints each and the summary. */
    private void play(Game loaded, GamesCsv table) {
        Map<Integer, PlayedGame> kept = new HashMap<>();
        if (table != null) {
            // A folder, a device or no folder is refused now, before any game is played.
            table.load(spec.commandLine().getErr()).stream().filter(g -> g.game() <= games).forEach(g -> kept.put(g.game(), g));
        }
        SelfplaySummary summary = new SelfplaySummary(loaded);
        Coverage covered = coverage ? new Coverage(loaded) : null;
        PrintWriter out = spec.commandLine().getOut();
        ProgressLine progress = ProgressLine.onStandardError("selfplay", games - kept.size(), spec.commandLine().getErr());
        try (CsvFile.Appender rows = table == null ? null : table.appender(games - kept.size())) {
            for (int k = 1; k <= games; k++) {
                PlayedGame g = kept.get(k);
                if (g == null) {
                    g = play(loaded, k, covered);
                    if (rows != null) {
                        rows.row(GamesCsv.row(g)); // on disk before the next game starts: an interrupted run keeps it
                    }
                    progress.step();
                }
                summary.add(g);
                if (!quiet) {
                    out.println(SelfplaySummary.line(loaded, g));
                    out.flush();
                }
                afterGame.accept(k);
            }
        } finally {
            progress.finish();
        }
        out.println(summary);
        if (covered != null) {
            out.println();
            out.print(CoverageReport.of(covered));
            if (!kept.isEmpty()) {
                out.println("(" + kept.size() + " games kept from an earlier run are not counted)");
            }
        }
        out.flush();
    }

    /**
     * The CSV and its settings: the game file's name, the variants (as compare names them), the
     * players, the seed and the position of -p.
     */
    private GamesCsv table(Game loaded) {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < loaded.players(); p++) {
            names.add(loaded.playerName(p));
        }
        RunSettings settings = new RunSettings("selfplay", Path.of(Definitions.name(game.file)).getFileName().toString(),
                List.of(game.variantName()), Arrays.asList(specs), seed, start);
        GamesCsv table = new GamesCsv(csv, settings, names, force).places(loaded.givesPlaces());
        table.notInputsOf(new Outputs("selfplay").definition(game.file).input(GameOptions.positionFile(position),
                "the position file"));
        return table;
    }

    /**
     * Plays game k. Random players alone draw moves and dice from one generator seeded with the
     * game's seed, as a random playout does; with a tree search, each player has its own and the
     * dice theirs, as in compare.
     */
    private PlayedGame play(Game loaded, int k, Coverage covered) {
        long gameSeed = seed + k - 1;
        State state = start == null ? loaded.newState() : loaded.position(start);
        GameTally tally = new GameTally(state);
        boolean allRandom = Arrays.stream(specs).allMatch(p -> p.trim().equals("random"));
        SplittableRandom dice = new SplittableRandom(gameSeed);
        Player[] players = new Player[loaded.players()];
        try {
            for (int p = 0; p < players.length && !allRandom; p++) {
                players[p] = Player.parse(specs[p], gameSeed * 31 + p, loaded);
            }
            while (!state.isOver()) {
                if (state.isChance()) {
                    state.make(state.randomOutcome(dice));
                    tally.made(state, Optional.empty());
                    continue;
                }
                int decider = state.decider();
                tally.decision(state);
                int move = allRandom ? state.randomMove(moves, dice) : players[decider].choose(state);
                if (move == -1) {
                    throw new IllegalStateException("no legal move and no result");
                }
                state.make(move);
                tally.made(state, allRandom ? Optional.empty() : players[decider].analysis());
            }
        } finally {
            // The players were made for this game alone: an engine's program ends with it.
            for (Player p : players) {
                if (p != null) {
                    p.close();
                }
            }
        }
        if (covered != null) {
            covered.add(state);
        }
        return tally.finish(state, game.variantName(), k, gameSeed);
    }
}
