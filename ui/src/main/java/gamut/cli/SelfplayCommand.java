package gamut.cli;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Playout;
import gamut.engine.State;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.StringUtils;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = {"Play games between random players: one line per game, then a summary.",
                "Game k is played with seed S+k-1, so one game can be replayed alone with --games 1."})
final class SelfplayCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = {"-n", "--games"}, defaultValue = "100", paramLabel = "N", description = "games to play (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "seed of the first game (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--csv", paramLabel = "OUT", description = "also write one row per game to this CSV file")
    Path csv;

    @Option(names = {"-q", "--quiet"}, description = "print only the summary")
    boolean quiet;

    @Option(names = "--players", defaultValue = "random,random", paramLabel = "P1,P2",
            description = "who plays, in the order of the game's players: random or mcts[:ITERATIONS[:THREADS]] (default ${DEFAULT-VALUE})")
    String playerSpecs;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new GamutException("selfplay: --games must be at least 1, not " + games);
        }
        Game rules = game.game();
        State state = rules.newState();
        Playout playout = new Playout();
        PrintWriter out = spec.commandLine().getOut();
        int players = rules.players();
        int[] wins = new int[players];
        int draws = 0;
        long plies = 0;
        long[] scoreTotals = new long[players];
        List<List<Object>> rows = new ArrayList<>();
        String[] specs = playerSpecs.split(",");
        if (specs.length != rules.players()) {
            throw new GamutException("selfplay: --players names " + specs.length + " players; this game has "
                    + rules.players());
        }
        boolean allRandom = Arrays.stream(specs).allMatch(p -> p.trim().equals("random"));
        this.specs = specs;
        for (int k = 1; k <= games; k++) {
            long gameSeed = seed + k - 1;
            state.reset();
            Result result = allRandom ? playout.play(state, new SplittableRandom(gameSeed)) : play(state, rules, gameSeed);
            String winner = result.isDraw() ? "draw" : rules.playerName(result.winner());
            if (result.isDraw()) {
                draws++;
            } else {
                wins[result.winner()]++;
            }
            plies += state.ply();
            for (int p = 0; p < players; p++) {
                scoreTotals[p] += result.scores()[p];
            }
            if (!quiet) {
                out.println("game " + k + " (seed " + gameSeed + "): " + (result.isDraw() ? "draw" : winner + " wins")
                        + scores(rules, result) + " after " + state.ply() + " plies (" + result.end() + ")");
            }
            List<Object> row = new ArrayList<>(List.of(k, game.variantLabel(), gameSeed, winner, state.ply(), result.end()));
            if (rules.keepsScore()) {
                row.addAll(Arrays.asList(ArrayUtils.toObject(result.scores())));
            }
            rows.add(row);
        }
        out.println(summary(rules, games, wins, draws, plies, scoreTotals));
        out.flush();
        if (csv != null) {
            CsvFile.write(csv, null, header(rules), rows);
        }
        return 0;
    }

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

    static String summary(Game rules, int games, int[] wins, int draws, long plies, long[] scoreTotals) {
        StringBuilder s = new StringBuilder();
        s.append(games).append(" games:");
        for (int p = 0; p < rules.players(); p++) {
            s.append(' ').append(rules.playerName(p)).append(' ').append(wins[p]).append(" wins")
                    .append(String.format(" (%.1f%%),", 100.0 * wins[p] / games));
        }
        s.append(' ').append(draws).append(String.format(" draws (%.1f%%)", 100.0 * draws / games));
        s.append(String.format("; mean length %.1f plies", (double) plies / games));
        if (rules.keepsScore()) {
            s.append("; mean score");
            for (int p = 0; p < rules.players(); p++) {
                s.append(' ').append(rules.playerName(p)).append(String.format(" %.2f", (double) scoreTotals[p] / games));
            }
        }
        return s.toString();
    }
}
