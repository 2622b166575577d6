package gamut.cli;

import gamut.compare.PlayedGame;
import gamut.compare.Stats;
import gamut.core.Result;
import gamut.engine.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The games of a selfplay run added up: wins, draws, plies, points and the ends that decided. */
final class SelfplaySummary {
    private final Game game;
    private final int[] wins;
    private int games;
    private int draws;
    /** Games no player won that are no draw: the losses of a game's one player. */
    private int losses;
    private long plies;
    private final double[] scores;
    /** The sum of each player's points squared, for the interval of the mean. */
    private final double[] squares;
    /** How many games each end rule (or repetition, limit, cap...) decided. */
    private final Map<String, Integer> ends = new LinkedHashMap<>();
    /** The games that give places ('mover finishes'), for each player's mean place. */
    private final List<PlayedGame> placed = new ArrayList<>();

    SelfplaySummary(Game game) {
        this.game = game;
        wins = new int[game.players()];
        scores = new double[game.players()];
        squares = new double[game.players()];
    }

    void add(PlayedGame g) {
        games++;
        if (g.winner().equals(PlayedGame.DRAW)) {
            draws++;
        } else if (g.winner().equals(PlayedGame.NONE)) {
            losses++;
        } else {
            for (int p = 0; p < game.players(); p++) {
                wins[p] += game.playerName(p).equals(g.winner()) ? 1 : 0;
            }
        }
        plies += g.plies();
        for (int p = 0; p < game.players(); p++) {
            scores[p] += g.scores()[p];
            squares[p] += g.scores()[p] * g.scores()[p];
        }
        ends.merge(g.end(), 1, Integer::sum);
        if (g.places() != null) {
            placed.add(g);
        }
    }

    /**
     * The line of one game: "game 3 (seed 3): white wins scoring 2-0 after 61 plies (arrived)",
     * "game 4 (seed 4): solo loses scoring 5 after 6 plies (no_moves)".
     */
    static String line(Game game, PlayedGame g) {
        String scoring = game.keepsScore() ? " scoring " + Arrays.stream(g.scores()).mapToObj(Result::points)
                .collect(Collectors.joining("-")) : "";
        return "game " + g.game() + " (seed " + g.seed() + "): " + g.outcome(game)
                + scoring + " after " + g.plies() + " plies (" + g.end() + ")";
    }

    /**
     * The summary: wins and draws (and a lone player's losses), the mean length; for a game that scores, each player's mean
     * points per game with its 95% interval; for a game of places, each player's mean place with
     * its 95% interval; and the share of games each end decided.
     */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(games).append(" games:");
        for (int p = 0; p < game.players(); p++) {
            s.append(' ').append(game.playerName(p)).append(' ').append(wins[p]).append(" wins")
                    .append(String.format(Locale.ROOT, " (%.1f%%),", 100.0 * wins[p] / games));
        }
        s.append(' ').append(draws).append(String.format(Locale.ROOT, " draws (%.1f%%)", 100.0 * draws / games));
        if (game.players() == 1) {
            // With two players or more a loss is another's win; a lone player's losses are said.
            s.append(", ").append(losses).append(String.format(Locale.ROOT, " losses (%.1f%%)", 100.0 * losses / games));
        }
        s.append(String.format(Locale.ROOT, "; mean length %.1f plies", (double) plies / games));
        if (game.keepsScore()) {
            s.append("; points per game");
            for (int p = 0; p < game.players(); p++) {
                double[] m = Stats.pointsPerGame(scores[p], squares[p], games);
                s.append(' ').append(game.playerName(p))
                        .append(String.format(Locale.ROOT, " %.2f [%.2f, %.2f]", m[0], m[1], m[2]));
            }
        }
        if (!placed.isEmpty()) {
            s.append("; mean place");
            for (int p = 0; p < game.players(); p++) {
                int player = p;
                double[] m = Stats.meanPlace(placed.stream().mapToDouble(g -> g.places()[player]).toArray(),
                        game.players());
                s.append(' ').append(game.playerName(p))
                        .append(String.format(Locale.ROOT, " %.2f [%.2f, %.2f]", m[0], m[1], m[2]));
            }
        }
        s.append("; ends:");
        String sep = " ";
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(ends.entrySet());
        sorted.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
        for (Map.Entry<String, Integer> e : sorted) {
            s.append(sep).append(e.getKey()).append(String.format(Locale.ROOT, " %.1f%%", 100.0 * e.getValue() / games));
            sep = ", ";
        }
        return s.toString();
    }
}
