package gamut.cli;

import gamut.ai.Player;
import gamut.api.Gamut;
import gamut.compare.PointsMatch;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "match", mixinStandardHelpOptions = true, footer = PlayerOptions.PLAYERS_HELP,
        description = {"Play a match to a number of points, the games named in turn.",
                "The games are played in turn (FILE1, FILE2, FILE3, FILE1, ...), each won game adding its points "
                        + "(what its end rule scores; a game without points 1) to its winner, until one player has enough. The "
                        + "first match player plays each game's first player. Game k uses seed S+k-1. A file may carry its "
                        + "variants: FILE:V1,V2."})
final class MatchCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE[:V,...]", description = "the games of the match, played in turn")
    List<String> files;

    @Option(names = "--to", defaultValue = "5", paramLabel = "N", description = "points that win the match (default ${DEFAULT-VALUE})")
    int target;

    @Option(names = "--players", defaultValue = "random", paramLabel = "P1,P2",
            completionCandidates = PlayerCandidates.Computers.class,
            description = "who plays, the first match player first, or one for every seat (see Players below; default"
                    + " ${DEFAULT-VALUE})")
    String players;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "seed of game 1 (default ${DEFAULT-VALUE})")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        for (String p : players.split(",", -1)) {
            Player.parse(p, seed); // an unknown player is reported before any game is played
        }
        List<PointsMatch.Entry> entries = new ArrayList<>();
        for (String f : files) {
            entries.add(entry(f));
        }
        String[] specs = Player.forEverySeat(players.split(",", -1), entries.get(0).game().players(), "match");
        PointsMatch match = new PointsMatch(entries, specs, target);
        PrintWriter out = spec.commandLine().getOut();
        List<String> names = new ArrayList<>();
        for (int p = 0; p < specs.length; p++) {
            names.add(entries.get(0).game().playerName(p));
        }
        List<PointsMatch.Played> played = match.play(seed, g -> {
            out.println("game " + g.number() + " (" + g.label() + ", seed " + g.seed() + "): " + g.result()
                    + " after " + g.game().plies() + " plies; match " + score(names, g.totals()));
            out.flush();
        });
        int[] totals = played.get(played.size() - 1).totals();
        out.println(names.get(PointsMatch.winner(totals)) + " (" + specs[PointsMatch.winner(totals)] + ") wins the match "
                + score(names, totals) + " after " + played.size() + (played.size() == 1 ? " game" : " games"));
        out.flush();
        return 0;
    }

    private static String score(List<String> names, int[] totals) {
        StringBuilder s = new StringBuilder();
        for (int p = 0; p < totals.length; p++) {
            s.append(p == 0 ? "" : ", ").append(names.get(p)).append(' ').append(totals[p]);
        }
        return s.toString();
    }

    /** A game file, with the variants written after a colon ({@link GameFileSpec}). */
    private static PointsMatch.Entry entry(String text) {
        GameFileSpec spec = GameFileSpec.parse(text, "match");
        return new PointsMatch.Entry(spec.label(), Gamut.load(spec.file(), spec.variants()));
    }
}
