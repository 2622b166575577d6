package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.engine.Game;
import gamut.tournament.Sprt;
import gamut.tournament.Tournament;
import gamut.tournament.TournamentReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "tournament", mixinStandardHelpOptions = true, footer = PlayerOptions.PLAYERS_HELP,
        description = {"Rate computer players against each other by Elo, in paired games.",
                "Every two players (with --gauntlet, the first against each other) play GAMES games in pairs: both "
                        + "games of a pair have the same seed, so the same dice and the same opening (--openings), and "
                        + "the players swap sides. Round r of every pairing has seed S+r-1. A win counts 1 whatever its "
                        + "points, a draw half. In a game of more players the two take the seats in turn (the first "
                        + "player the first, third... seats, the other the rest; swapped in the pair's second game), and "
                        + "the one whose seats took the better places on average wins. A spec listed twice is the same "
                        + "player twice, the second named SPEC#2.",
                "A line per game, in order, then for each pairing the first player's wins, draws and losses, its "
                        + "score, its Elo difference with a 95%% interval and the likelihood of superiority (LOS), both "
                        + "from the points of the game pairs (the pentanomial model: the two games of a pair are not "
                        + "independent). With three players or more, each player's rating by maximum likelihood over all "
                        + "games (Bradley-Terry, a draw half a point), the first player at 0, with 95%% intervals from "
                        + "the game pairs (a robust variance clustered by pair).",
                "With --sprt ELO0,ELO1[,ALPHA,BETA] (two players), a sequential test after each pair: the "
                        + "generalized SPRT on the pairs' points as fishtest computes it, which stops once the "
                        + "log-likelihood ratio leaves [ln(BETA/(1-ALPHA)), ln((1-BETA)/ALPHA)] (ALPHA and BETA 0.05 "
                        + "unless given), H0 (an Elo difference of ELO0) accepted below, H1 (ELO1) above; -n is then "
                        + "the most games.",
                "The progress, with the games per minute and the time left, and the closing rate go to standard "
                        + "error."})
final class TournamentCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE[:V,...]", description = "the game definition file, its variants after a colon")
    String file;

    @Option(names = "--players", required = true, paramLabel = "P1,P2[,P3...]",
            completionCandidates = PlayerCandidates.Computers.class,
            description = "the players, at least two (see Players below)")
    String players;

    @Option(names = {"-n", "--games"}, defaultValue = "40", paramLabel = "GAMES",
            description = "games of every pairing, an even number (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--gauntlet", description = "the first player against each other, not every two")
    boolean gauntlet;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S",
            description = "seed of round 1 (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = {"-t", "--threads"}, paramLabel = "T",
            description = "games played at once, each on one thread (default: the number of cores); the results are"
                    + " the same for any number when the players have iteration budgets (not times per move)")
    Integer threads;

    @Option(names = "--openings", defaultValue = "0", paramLabel = "PLIES",
            description = "the first PLIES decisions of both games of a pair are the same random moves, drawn from the"
                    + " pair's seed, none ending the game (default ${DEFAULT-VALUE})")
    int openings;

    @Option(names = "--records", paramLabel = "DIR",
            description = "write every game counted as a record, DIR/0001-P1-vs-P2.record (P1 on the first side);"
                    + " DIR is created, and an existing record is never overwritten")
    Path records;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1[,ALPHA,BETA]",
            description = "stop once a sequential test decides between ELO0 and ELO1 (two players only)")
    String sprtText;

    @Mixin
    EngineChoice engine = new EngineChoice();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        int threads = this.threads != null ? this.threads : Math.min(Limits.THREADS, Runtime.getRuntime().availableProcessors());
        if (threads < 1 || threads > Limits.THREADS) {
            throw new GamutException("tournament: --threads must be 1 to " + Limits.THREADS + ", not " + threads);
        }
        List<String> specs = Arrays.asList(players.split(",", -1));
        Sprt sprt = sprtText == null ? null : Sprt.parse(sprtText);
        GameFileSpec game = GameFileSpec.parse(file, "tournament");
        Game loaded = Gamut.load(game.file(), game.variants());
        Tournament tournament = new Tournament(loaded, game.label(), specs, games, gauntlet, seed, openings);
        if (sprt != null && tournament.pairings().size() != 1) {
            throw new GamutException("tournament: --sprt tests one pairing (two players, or a gauntlet of two); these"
                    + " players make " + tournament.pairings().size());
        }
        List<Path> recordFiles = records == null ? List.of() : prepareRecords(tournament, game);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProgressLine progress = ProgressLine.onStandardError("tournament", tournament.games(), err);
        Tournament.Outcome outcome;
        try {
            outcome = tournament.run(threads, sprt, p -> {
                if (p.record() != null) {
                    p.record().save(recordFiles.get(p.game().number() - 1));
                }
                out.println(TournamentReport.line(tournament, p));
                out.flush();
                progress.step();
            });
        } finally {
            progress.finish();
        }
        out.println();
        out.print(TournamentReport.report(tournament, outcome, sprt));
        out.flush();
        // How fast this machine played goes with the progress, so that standard output is the same on any machine.
        String rate = progress.summary(threads);
        if (!rate.isEmpty()) {
            err.println(rate);
            err.flush();
        }
        return 0;
    }

    /**
     * The records' files, one per game scheduled: refused when one is there already (before any
     * game is played), the folder created, and a file tried in it.
     */
    private List<Path> prepareRecords(Tournament tournament, GameFileSpec game) {
        List<Tournament.Scheduled> schedule = tournament.schedule();
        int width = Math.max(4, String.valueOf(schedule.size()).length());
        List<Path> files = new ArrayList<>();
        for (Tournament.Scheduled g : schedule) {
            Path f = records.resolve(String.format(Locale.ROOT, "%0" + width + "d-%s-vs-%s.record", g.number(),
                    fileName(tournament.names().get(g.first())), fileName(tournament.names().get(g.second()))));
            if (Files.exists(f)) {
                throw new GamutException("tournament: " + f + " exists already, and a record is never overwritten:"
                        + " give another --records folder, or move the old records away");
            }
            files.add(f);
        }
        try {
            Files.createDirectories(records);
        } catch (IOException e) {
            throw new GamutException("tournament: cannot create the folder " + records + " for the records"
                    + (Files.exists(records) ? ": it is not a folder" : ""));
        }
        AtomicWrite.check(files.get(0));
        tournament.keepRecords(gamePath(game.file()), game.variants());
        return files;
    }

    /** A player's name as part of a file name: characters other than letters, digits, '.', '+' and '-' as '_'. */
    static String fileName(String name) {
        return name.replaceAll("[^A-Za-z0-9.+-]", "_");
    }

    /**
     * The game file as the records name it: relative to their folder when it lies in it or below,
     * else absolute, so that a record finds its game from wherever it is read (GameRecord.read
     * looks beside the record first).
     */
    private Path gamePath(Path gameFile) {
        Path game = gameFile.toAbsolutePath().normalize();
        try {
            Path relative = records.toAbsolutePath().normalize().relativize(game);
            return relative.startsWith("..") ? game : relative;
        } catch (IllegalArgumentException e) {
            return game; // another drive or root
        }
    }
}
