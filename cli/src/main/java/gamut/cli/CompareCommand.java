package gamut.cli;

import gamut.ai.Player;
import gamut.api.AtomicWrite;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.compare.Comparison;
import gamut.compare.CoverageReport;
import gamut.compare.Ladder;
import gamut.compare.Metric;
import gamut.compare.PlayedGame;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.apache.commons.lang3.StringUtils;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "compare", mixinStandardHelpOptions = true, footer = PlayerOptions.PLAYERS_HELP,
        description = {"Compare rule variants by self-play.",
                "Game k of every variant uses the same seed, so differences come from the rules. Prints a Markdown "
                        + "table (outcome shares with 95%% Wilson intervals, lengths, branching, games ended by the cap, points"
                        + " per game) and each variant against the first (McNemar's exact test), then the design metrics"
                        + " (--metrics) per variant and paired with the first, writes a CSV with one row per "
                        + "game and a PNG chart. Interrupted runs resume: the CSV keeps every finished game."})
final class CompareCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "the game definition file, or - to read it from standard input")
    Path file;

    @Option(names = "--variants", required = true, paramLabel = "A,B,...",
            description = "variants to compare; 'base' is the game as written, and A+B combines two")
    String variants;

    @Option(names = {"-n", "--games"}, defaultValue = "100", paramLabel = "N", description = "games per variant (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--players", defaultValue = "random", paramLabel = "P1,P2",
            completionCandidates = PlayerCandidates.Computers.class,
            description = "who plays, in the order of the game's players, or one for every seat (see Players below;"
                    + " default ${DEFAULT-VALUE})")
    String players;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "seed of game 1 (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = {"-p", "--position"}, paramLabel = "P",
            description = "start every game of every variant from this position: text such as"
                    + " 'black: d5 f5; white: a5 h5; turn: black', or @FILE")
    String position;

    @Option(names = {"-t", "--threads"}, paramLabel = "T",
            description = "games played at once, each on one thread (default: the number of cores when a player"
                    + " searches, else 1)")
    Integer threads;

    @Option(names = "--metrics", paramLabel = "all|none|NAME,...", completionCandidates = MetricNames.class,
            description = "the design metrics to report, among all, none or names of: ${COMPLETION-CANDIDATES} (default:"
                    + " those of the results, lengths and board, and those of the estimates when a player searches)")
    String metrics;

    /** Every metric's name, for the help and for completion. */
    static final class MetricNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Arrays.stream(Metric.values()).map(Metric::label).iterator();
        }
    }

    @Option(names = "--csv", paramLabel = "OUT",
            description = "the per-game CSV (default: compare-GAME.csv), its settings in OUT.json beside it")
    Path csv;

    @Option(names = "--chart", paramLabel = "PNG", description = "the chart (default: the CSV's name with .png)")
    Path chart;

    @Option(names = "--ladder", paramLabel = "SPEC,...", completionCandidates = PlayerCandidates.Computers.class,
            description = "play the comparison once per player given, weakest first, that player on every side (N alone:"
                    + " mcts:N), each with its own CSV and chart (OUT-SPEC.csv), then say for each design metric whether"
                    + " each variant's difference from the first keeps its sign and size as the players get stronger;"
                    + " instead of --players")
    String ladder;

    @Option(names = "--coverage",
            description = "after the report, for each variant how often each rule produced a move or fired in the"
                    + " games played now, and those that never did")
    boolean coverage;

    @Option(names = "--force",
            description = "replace a file at --chart that is not a PNG image, or at --csv (or its OUT.json) one that is"
                    + " not gamut's; never a file the run reads, such as the definition")
    boolean force;

    @Mixin
    EngineChoice engine = new EngineChoice();

    @Spec
    CommandSpec spec;

    /** Called after each game once its row is on disk; tests stop a run early with it. */
    Consumer<PlayedGame> afterRow = g -> { };

    /** Plays the games: on this machine's threads, unless another module hands its own (gamut-spark). */
    ComparisonRunner runner = (comparison, definition, threads, done, finished) -> comparison.run(threads, done, finished);

    @Override
    public Integer call() throws InterruptedException {
        String[] playerSpecs = players.split(",", -1);
        List<String> rungs = rungs(playerSpecs.length);
        // Games are independent and each search runs on one thread, so a search-bound run fills every core.
        boolean searching = Comparison.searches(playerSpecs) || !rungs.isEmpty();
        int threads = this.threads != null ? this.threads
                : searching ? Math.min(Limits.THREADS, Runtime.getRuntime().availableProcessors()) : 1;
        if (games < 1 || threads < 1) {
            throw new GamutException("compare: --games and --threads must be at least 1");
        }
        if (threads > Limits.THREADS) {
            throw new GamutException("compare: --threads must be at most " + Limits.THREADS + ", not " + threads);
        }
        List<String> names = variantNames();
        List<Metric> chosen = Metric.select(metrics, searching);
        for (String p : rungs.isEmpty() ? List.of(playerSpecs) : rungs) {
            Player.parse(p, seed).close(); // an unknown player is reported before the files are touched
        }
        // Read once: standard input cannot be read again for the next rung of a ladder.
        String definition = Definitions.read(file);
        String stem = Definitions.isStdin(file) ? "stdin" : StringUtils.removeEnd(file.getFileName().toString(), ".gamut");
        Path csvPath = csv != null ? csv : Path.of("compare-" + stem + ".csv");
        Path chartPath = chart != null ? chart : Path.of(StringUtils.removeEnd(csvPath.toString(), ".csv") + ".png");
        if (rungs.isEmpty()) {
            compare(starting(comparison(definition, names, playerSpecs)), csvPath, chartPath, chosen, threads);
            return 0;
        }
        PrintWriter out = spec.commandLine().getOut();
        List<Ladder.Rung> played = new ArrayList<>();
        Comparison last = null;
        for (String rung : rungs) {
            String[] specs = {rung}; // at every seat
            String suffix = "-" + rung.replaceAll("[^A-Za-z0-9.+=-]", "_");
            Path rungCsv = Path.of(StringUtils.removeEnd(csvPath.toString(), ".csv") + suffix + ".csv");
            Path rungChart = Path.of(StringUtils.removeEnd(chartPath.toString(), ".png") + suffix + ".png");
            last = starting(comparison(definition, names, specs));
            out.println("## Players " + String.join(", ", last.players()));
            out.println();
            out.flush();
            played.add(new Ladder.Rung(rung, compare(last, rungCsv, rungChart, chosen, threads)));
            out.println();
        }
        out.print(Ladder.report(names, last.playerNames(), played, chosen));
        out.flush();
        return 0;
    }

    /** The comparison of the definition's text, named as the file is, or as standard input. */
    private Comparison comparison(String definition, List<String> names, String[] specs) {
        return Definitions.isStdin(file) ? new Comparison(Definitions.STDIN, definition, names, specs, games, seed)
                : new Comparison(file, definition, names, specs, games, seed);
    }

    /** The comparison with its games starting from the position of -p, when one is given. */
    private Comparison starting(Comparison comparison) {
        return position == null ? comparison : comparison.from(GameOptions.positionText(comparison.game(), position));
    }

    /** The rungs of --ladder (a number N standing for mcts:N), or none; refused beside --players. */
    private List<String> rungs(int sides) {
        if (ladder == null) {
            return List.of();
        }
        if (spec.commandLine().getParseResult().hasMatchedOption("--players")) {
            throw new GamutException("compare: --ladder gives the players of each rung; leave out --players");
        }
        List<String> rungs = new ArrayList<>();
        for (String r : ladder.split(",", -1)) {
            String rung = r.strip();
            if (rung.isEmpty()) {
                throw new GamutException("compare: --ladder '" + ladder + "' has an empty rung");
            }
            rungs.add(rung.matches("[0-9]+") ? "mcts:" + rung : rung);
        }
        return rungs;
    }

    /** One comparison with the players given: played (or resumed from its CSV), reported, charted; its games. */
    private Map<String, Map<Integer, PlayedGame>> compare(Comparison comparison, Path csvPath, Path chartPath,
                                                          List<Metric> chosen, int threads) throws InterruptedException {
        // The files are written to, the chart only once every game is played: all are checked now.
        AtomicWrite.check(csvPath);
        AtomicWrite.check(GamesCsv.sideFile(csvPath));
        AtomicWrite.check(chartPath);
        if (csvPath.toAbsolutePath().normalize().equals(chartPath.toAbsolutePath().normalize())) {
            throw new GamutException("compare: the CSV and the chart would both be " + csvPath + "; give another --chart");
        }
        GamesCsv kept = new GamesCsv(csvPath, new RunSettings("compare", Definitions.isStdin(file) ? Definitions.STDIN
                : file.getFileName().toString(), comparison.variants(), comparison.players(), seed, comparison.position()),
                comparison.playerNames(), force).places(comparison.givesPlaces());
        Outputs outputs = new Outputs("compare").definition(file).input(GameOptions.positionFile(position),
                "the position file");
        kept.notInputsOf(outputs);
        checkChart(outputs, chartPath);
        try (kept) { // the CSV is this run's until the chart is written
            List<PlayedGame> done = kept.load(spec.commandLine().getErr());
            ProgressLine progress = ProgressLine.onStandardError("compare", comparison.toPlay(done),
                    spec.commandLine().getErr());
            Map<String, Map<Integer, PlayedGame>> records = play(comparison, kept, done, threads, progress);
            PrintWriter out = spec.commandLine().getOut();
            out.print(comparison.report(records, chosen));
            out.flush(); // the table stands even when the chart cannot be written
            checkChart(outputs, chartPath); // a file may have come there while the games were played
            Chart.write(chartPath, comparison, records);
            out.println();
            if (coverage) {
                printCoverage(out, comparison, done);
            }
            out.println("games: " + csvPath + "; chart: " + chartPath);
            String rate = runner.where() == null ? progress.summary(threads) : progress.summary(runner.where());
            if (!rate.isEmpty()) {
                out.println(rate);
            }
            out.flush();
            return records;
        }
    }

    /** Plays the games the CSV lacks, each added to it as it is handed back; every game, by variant and number. */
    private Map<String, Map<Integer, PlayedGame>> play(Comparison comparison, GamesCsv kept, List<PlayedGame> done,
                                                       int threads, ProgressLine progress) throws InterruptedException {
        if (coverage) {
            comparison.countCoverage();
        }
        Map<String, Map<Integer, PlayedGame>> records;
        try (CsvFile.Appender rows = kept.appender(comparison.toPlay(done))) {
            records = runner.run(comparison, file, threads, done, game -> {
                rows.row(GamesCsv.row(game));
                afterRow.accept(game);
                progress.step();
            });
        } finally {
            progress.finish();
        }
        if (comparison.toPlay(done) > 0) {
            kept.order(comparison.variants()); // rows handed back as they finished, in the order of one machine
        }
        return records;
    }

    /** The chart may replace a PNG image, not a file the run reads nor (without --force) any other. */
    private void checkChart(Outputs outputs, Path chartPath) {
        outputs.check(chartPath, "the chart", Outputs.CHART, force, "give another --chart", "pass --force");
    }

    /** Each variant's rule coverage; games kept from an earlier run are not played again, so not counted. */
    private static void printCoverage(PrintWriter out, Comparison comparison, List<PlayedGame> done) {
        for (String variant : comparison.variants()) {
            out.print(CoverageReport.of(variant, comparison.coverage(variant)));
            long kept = done.stream().filter(g -> g.variant().equals(variant) && g.game() <= comparison.games()).count();
            if (kept > 0) {
                out.println("(" + kept + " games kept from an earlier run are not counted)");
            }
            out.println();
        }
    }

    /** The variants to compare: names, 'base', or combinations A+B, none of them blank. */
    private List<String> variantNames() {
        List<String> names = Gamut.variants(variants);
        if (names.isEmpty()) {
            throw new GamutException("compare: --variants names no variant");
        }
        for (String name : names) {
            if (Arrays.stream(name.split("\\+", -1)).anyMatch(String::isBlank)) {
                throw new GamutException("compare: '" + name + "' in --variants is not a variant, 'base' or a"
                        + " combination such as A+B");
            }
            // game k of a variant is one row of the CSV: a variant named twice would be one set of games
            if (names.indexOf(name) != names.lastIndexOf(name)) {
                throw new GamutException("compare: --variants names '" + name + "' twice");
            }
        }
        return names;
    }
}
