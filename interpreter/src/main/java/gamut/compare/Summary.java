package gamut.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The figures of one variant over its games, and the Markdown table of all variants. {@code points}
 * holds, per player, the mean points per game and its 95% interval ({@link Stats#meanInterval});
 * {@code losses} counts the games that no player won and that are no draw, the losses of a game's
 * one player; {@code places} holds, per player, the mean place and its 95% interval
 * ({@link Stats#meanPlace}) over the games that give places, null when none does.
 */
public record Summary(String variant, int games, int[] wins, int draws, int losses, double meanPlies, double medianPlies,
                      double meanTurns, double medianTurns, double branching, double capShare, double[][] points,
                      int firstWins, double[][] places) {

    static Summary of(String variant, List<PlayedGame> records, List<String> players) {
        int n = records.size();
        int[] wins = new int[players.size()];
        int draws = 0;
        int losses = 0;
        int capped = 0;
        int firstWins = 0;
        double[] sums = new double[players.size()];
        double[] squares = new double[players.size()];
        double branching = 0;
        double[] plies = new double[n];
        double[] turns = new double[n];
        for (int i = 0; i < n; i++) {
            PlayedGame r = records.get(i);
            if (r.winner().equals(PlayedGame.DRAW)) {
                draws++;
            } else if (r.winner().equals(PlayedGame.NONE)) {
                losses++;
            } else {
                wins[players.indexOf(r.winner())]++;
                if (r.winner().equals(r.first())) {
                    firstWins++;
                }
            }
            // The definition's own limit and the engine's cap on a game's length both cut a game short.
            capped += r.end().equals("limit") || r.end().equals("cap") ? 1 : 0;
            for (int p = 0; p < sums.length && p < r.scores().length; p++) {
                sums[p] += r.scores()[p];
                squares[p] += (double) r.scores()[p] * r.scores()[p];
            }
            branching += r.branching();
            plies[i] = r.plies();
            turns[i] = r.turns();
        }
        double[][] points = new double[players.size()][];
        for (int p = 0; p < points.length; p++) {
            points[p] = Stats.pointsPerGame(sums[p], squares[p], n);
        }
        return new Summary(variant, n, wins, draws, losses, mean(plies), median(plies), mean(turns), median(turns),
                n == 0 ? 0 : branching / n, n == 0 ? 0 : (double) capped / n, points, firstWins,
                places(records, players.size()));
    }

    /** Each player's mean place with its interval over the games that give places; null when none does. */
    static double[][] places(List<PlayedGame> records, int players) {
        List<int[]> placed = records.stream().map(PlayedGame::places).filter(java.util.Objects::nonNull).toList();
        if (placed.isEmpty()) {
            return null;
        }
        double[][] places = new double[players][];
        for (int p = 0; p < players; p++) {
            int player = p;
            places[p] = Stats.meanPlace(placed.stream().mapToDouble(k -> k[player]).toArray(), players);
        }
        return places;
    }

    private static double mean(double[] v) {
        return v.length == 0 ? 0 : Arrays.stream(v).sum() / v.length;
    }

    private static double median(double[] v) {
        if (v.length == 0) {
            return 0;
        }
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    static String percent(int k, int n) {
        double[] ci = Stats.wilson(k, n);
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", n == 0 ? 0 : 100.0 * k / n, 100 * ci[0], 100 * ci[1]);
    }

    /**
     * The table: outcome shares with 95% Wilson intervals (a lone player's losses too), lengths,
     * branching, capped games, points per game.
     */
    static String table(List<Summary> rows, List<String> players, boolean scores) {
        List<String> head = new ArrayList<>(List.of("variant", "games"));
        players.forEach(p -> head.add(p + " wins"));
        head.add("draws");
        // With two players or more a loss is another's win; only a lone player's losses need a column.
        boolean lone = players.size() == 1;
        if (lone) {
            head.add(players.get(0) + " losses");
        }
        head.addAll(List.of("first player wins", "plies mean / median", "turns mean / median", "branching",
                "ended by cap"));
        if (scores) {
            players.forEach(p -> head.add(p + " points / game"));
        }
        // A game of places ('mover finishes') says each player's mean place, 1 the best.
        boolean places = rows.stream().anyMatch(s -> s.places() != null);
        if (places) {
            players.forEach(p -> head.add(p + " mean place"));
        }
        StringBuilder out = new StringBuilder();
        out.append("| ").append(String.join(" | ", head)).append(" |\n");
        out.append("|").append("---|".repeat(head.size())).append('\n');
        for (Summary s : rows) {
            List<String> cells = new ArrayList<>(List.of(s.variant(), Integer.toString(s.games())));
            for (int p = 0; p < players.size(); p++) {
                cells.add(percent(s.wins()[p], s.games()));
            }
            cells.add(percent(s.draws(), s.games()));
            if (lone) {
                cells.add(percent(s.losses(), s.games()));
            }
            cells.add(percent(s.firstWins(), s.games()));
            cells.add(String.format(Locale.ROOT, "%.1f / %.1f", s.meanPlies(), s.medianPlies()));
            cells.add(String.format(Locale.ROOT, "%.1f / %.1f", s.meanTurns(), s.medianTurns()));
            cells.add(String.format(Locale.ROOT, "%.1f", s.branching()));
            cells.add(String.format(Locale.ROOT, "%.1f%%", 100 * s.capShare()));
            for (int p = 0; scores && p < players.size(); p++) {
                double[] m = s.points()[p];
                cells.add(String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", m[0], m[1], m[2]));
            }
            for (int p = 0; places && p < players.size(); p++) {
                double[] m = s.places() == null ? new double[] {Double.NaN, Double.NaN, Double.NaN} : s.places()[p];
                cells.add(Double.isNaN(m[0]) ? "n/a" : String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", m[0], m[1], m[2]));
            }
            out.append("| ").append(String.join(" | ", cells)).append(" |\n");
        }
        return out.toString();
    }
}
