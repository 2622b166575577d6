package gamut.cli;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.compare.CoverageReport;
import gamut.compare.Stats;
import gamut.core.Result;
import gamut.engine.Coverage;
import gamut.engine.Game;
import gamut.engine.Playout;
import gamut.engine.State;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.IntConsumer;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.StringUtils;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = {"Play games between random or tree-search players, then sum them up.",
                "One line per game, then a summary: wins, draws, length, points per game with 95%% intervals, and the"
                        + " share of games each end decided. Game k is played with seed S+k-1, so one game can be replayed "
                        + "alone with --games 1."})
final class SelfplayCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = {"-n", "--games"}, defaultValue = "100", paramLabel = "N", description = "games to play (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "seed of the first game (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--csv", paramLabel = "OUT",
            description = "also write one row per game to this CSV file, each as its game ends (a new run starts it again)")
    Path csv;

    @Option(names = {"-q", "--quiet"}, description = "print only the summary")
    boolean quiet;

    @Option(names = "--players", defaultValue = "random,random", paramLabel = "P1,P2",
            description = "who plays, in the order of the game's players: random or mcts[:ITERATIONS[:THREADS]] (default ${DEFAULT-VALUE})")
    String playerSpecs;

    @Option(names = "--coverage",
            description = "after the summary, how often each rule produced a move or fired, and those that never did")
    boolean coverage;

    @Spec
    CommandSpec spec;

    /** Called after each game with its number, once its row is on disk; tests stop a run early with it. */
    IntConsumer afterGame = k -> { };

    @Override
    public Integer call() {
        if (games < 1) {
            throw new GamutException("selfplay: --games must be at least 1, not " + games);
        }
        Game rules = game.game();
        specs = playerSpecs.split(",", -1);
        if (specs.length != rules.players()) {
            throw new GamutException("selfplay: --players names " + specs.length + " players; this game has "
                    + rules.players());
        }
        for (String spec : specs) {
            Player.parse(spec, seed); // an unknown player is reported before any game is played
        }
        if (csv != null) {
            CsvFile.write(csv, null, header(rules), List.of()); // a folder, a device or no folder: refused now
        }
        Totals totals = new Totals(rules.players());
        covered = coverage ? new Coverage(rules) : null;
        try (CsvFile.Appender rows = csv == null ? null : CsvFile.append(csv)) {
            for (int k = 1; k <= games; k++) {
                List<Object> row = playGame(rules, k, totals);
                if (rows != null) {
                    rows.row(row); // on disk before the next game starts: an interrupted run keeps it
                }
                afterGame.accept(k);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(summary(rules, games, totals));
        if (covered != null) {
            out.println();
            out.print(CoverageReport.of(covered));
        }
        out.flush();
        return 0;
    }

    /** Wins, draws, plies, points and the ends that decided, over the games played so far. */
    private static final class Totals {
        final int[] wins;
        int draws;
        long plies;
        final long[] scores;
        /** The sum of each player's points squared, for the interval of the mean. */
        final long[] squares;
        /** How many games each end rule (or repetition, limit, cap...) decided. */
        final Map<String, Integer> ends = new LinkedHashMap<>();

        Totals(int players) {
            wins = new int[players];
            scores = new long[players];
            squares = new long[players];
        }
    }

    /** Plays game k, prints its line and returns its CSV row. */
    private List<Object> playGame(Game rules, int k, Totals totals) {
        long gameSeed = seed + k - 1;
        State state = rules.newState();
        boolean allRandom = Arrays.stream(specs).allMatch(p -> p.trim().equals("random"));
        Result result = allRandom ? playout.play(state, new SplittableRandom(gameSeed)) : play(state, rules, gameSeed);
        if (covered != null) {
            covered.add(state);
        }
        String winner = result.isDraw() ? "draw" : rules.playerName(result.winner());
        if (result.isDraw()) {
            totals.draws++;
        } else {
            totals.wins[result.winner()]++;
        }
        totals.plies += state.ply();
        for (int p = 0; p < rules.players(); p++) {
            totals.scores[p] += result.scores()[p];
            totals.squares[p] += (long) result.scores()[p] * result.scores()[p];
        }
        totals.ends.merge(result.end(), 1, Integer::sum);
        if (!quiet) {
            PrintWriter out = spec.commandLine().getOut();
            out.println("game " + k + " (seed " + gameSeed + "): " + (result.isDraw() ? "draw" : winner + " wins")
                    + scores(rules, result) + " after " + state.ply() + " plies (" + result.end() + ")");
            out.flush();
        }
        List<Object> row = new ArrayList<>(List.of(k, game.variantLabel(), gameSeed, winner, state.ply(), result.end()));
        if (rules.keepsScore()) {
            row.addAll(Arrays.asList(ArrayUtils.toObject(result.scores())));
        }
        return row;
    }

    private final Playout playout = new Playout();
    /** The rule coverage of the games played so far, with --coverage. */
    private Coverage covered;
    private String[] specs;

    /** One game between the chosen players; dice and random players draw from the game's seed. */
    private Result play(State state, Game rules, long gameSeed) {
        Player[] players = new Player[rules.players()];
        for (int p = 0; p < players.length; p++) {
            players[p] = Player.parse(specs[p], gameSeed * 31 + p);
        }
        SplittableRandom dice = new SplittableRandom(gameSeed);
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
            } else {
                state.make(players[state.decider()].choose(state));
            }
        }
        return state.result();
    }

    private static List<String> header(Game rules) {
        List<String> header = new ArrayList<>(List.of("game", "variant", "seed", "winner", "plies", "end"));
        if (rules.keepsScore()) {
            for (int p = 0; p < rules.players(); p++) {
                header.add("score_" + rules.playerName(p));
            }
        }
        return header;
    }

    private static String scores(Game rules, Result result) {
        if (!rules.keepsScore()) {
            return "";
        }
        return " scoring " + StringUtils.join(result.scores(), '-');
    }

    /**
     * The summary: wins and draws, the mean length; for a game that scores, each player's mean
     * points per game with its 95% interval; and the share of games each end decided.
     */
    private static String summary(Game rules, int games, Totals t) {
        StringBuilder s = new StringBuilder();
        s.append(games).append(" games:");
        for (int p = 0; p < rules.players(); p++) {
            s.append(' ').append(rules.playerName(p)).append(' ').append(t.wins[p]).append(" wins")
                    .append(String.format(Locale.ROOT, " (%.1f%%),", 100.0 * t.wins[p] / games));
        }
        s.append(' ').append(t.draws).append(String.format(Locale.ROOT, " draws (%.1f%%)", 100.0 * t.draws / games));
        s.append(String.format(Locale.ROOT, "; mean length %.1f plies", (double) t.plies / games));
        if (rules.keepsScore()) {
            s.append("; points per game");
            for (int p = 0; p < rules.players(); p++) {
                double[] m = Stats.pointsPerGame(t.scores[p], t.squares[p], games);
                s.append(' ').append(rules.playerName(p))
                        .append(String.format(Locale.ROOT, " %.2f [%.2f, %.2f]", m[0], m[1], m[2]));
            }
        }
        s.append("; ends:");
        String sep = " ";
        List<Map.Entry<String, Integer>> ends = new ArrayList<>(t.ends.entrySet());
        ends.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
        for (Map.Entry<String, Integer> e : ends) {
            s.append(sep).append(e.getKey()).append(String.format(Locale.ROOT, " %.1f%%", 100.0 * e.getValue() / games));
            sep = ", ";
        }
        return s.toString();
    }
}
