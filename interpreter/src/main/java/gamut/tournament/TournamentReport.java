package gamut.tournament;

import gamut.engine.Game;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** A tournament in words: a line per game as it ends, then Markdown tables of the pairings and the ratings. */
public final class TournamentReport {
    private TournamentReport() {}

    /**
     * A game in one line: who played which side, the result as cutechess writes it (1-0: the first
     * side won), in the game's words, and the length.
     */
    public static String line(Tournament t, Played p) {
        Tournament.Scheduled g = p.game();
        Game game = t.game();
        double first = p.firstScore();
        String score = first == 0.5 ? "1/2-1/2" : first == 1 ? "1-0" : "0-1";
        return String.format(Locale.ROOT, "game %d (seed %d): %s (%s) vs %s (%s): %s, %s after %d plies", g.number(),
                g.seed(), t.names().get(g.first()), seats(game, 0), t.names().get(g.second()), seats(game, 1),
                score, game.describe(p.result()), p.plies());
    }

    /** The game's players in the seats of a side: every other one from {@code from} ("white"; "red, green"). */
    private static String seats(Game game, int from) {
        List<String> names = new ArrayList<>();
        for (int s = from; s < game.players(); s += 2) {
            names.add(game.playerName(s));
        }
        return String.join(", ", names);
    }

    /** The tables, and the test's verdict when there was one (null for none). */
    public static String report(Tournament t, Tournament.Outcome o, Sprt sprt) {
        StringBuilder out = new StringBuilder(pairings(t, o));
        if (t.names().size() > 2) {
            out.append('\n').append(ratings(t, o));
        }
        if (sprt != null) {
            out.append('\n').append(verdict(sprt, o));
        }
        return out.toString();
    }

    private static String pairings(Tournament t, Tournament.Outcome o) {
        StringBuilder out = new StringBuilder("Pairings, for the first player against the second: Elo with its 95% interval"
                + " and LOS (the likelihood that the first is the stronger), both from the scores of the game pairs:\n\n");
        out.append("| pairing | games | wins | draws | losses | score | Elo [95%] | LOS | pairs by points 0 / 0.5 / 1 / 1.5 / 2 |\n");
        out.append("|---|---|---|---|---|---|---|---|---|\n");
        for (PairingTally tally : o.tallies()) {
            Elo.Estimate e = tally.estimate();
            int[] pairs = tally.pairs();
            out.append(String.format(Locale.ROOT, "| %s vs %s | %d | %d | %d | %d | %s | %s | %s | %d / %d / %d / %d / %d |%n",
                    t.names().get(tally.pairing().a()), t.names().get(tally.pairing().b()), tally.games(), tally.wins(),
                    tally.draws(), tally.losses(), percent(score(tally)), interval(e.elo(), e.low(), e.high()),
                    percent(e.los()), pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]));
        }
        return out.toString();
    }

    /** a's share of the points of the pairing's games (the pairs' mean only counts complete pairs). */
    private static double score(PairingTally tally) {
        return tally.games() == 0 ? Double.NaN : (tally.wins() + tally.draws() / 2.0) / tally.games();
    }

    private static String ratings(Tournament t, Tournament.Outcome o) {
        List<String> names = t.names();
        List<Ratings.Pairs> pairs = new ArrayList<>();
        int[] games = new int[names.size()];
        double[] points = new double[names.size()];
        for (PairingTally tally : o.tallies()) {
            Tournament.Pairing p = tally.pairing();
            pairs.add(new Ratings.Pairs(p.a(), p.b(), tally.pairs()));
            games[p.a()] += tally.games();
            games[p.b()] += tally.games();
            points[p.a()] += tally.wins() + tally.draws() / 2.0;
            points[p.b()] += tally.losses() + tally.draws() / 2.0;
        }
        Ratings r = Ratings.of(names.size(), pairs);
        if (!r.finite()) {
            return "Ratings: none by maximum likelihood, since a player or a group of players won every game against the"
                    + " rest (or lost every one), which no finite rating explains; the pairings say what there is.\n";
        }
        StringBuilder out = new StringBuilder("Ratings by maximum likelihood over all games (Bradley-Terry, a draw half"
                + " a point), relative to " + names.get(0) + " at 0, with 95% intervals from the game pairs:\n\n");
        out.append("| rank | player | games | score | Elo [95%] |\n|---|---|---|---|---|\n");
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -r.elo(i)).thenComparingInt(i -> i));
        for (int rank = 0; rank < order.size(); rank++) {
            int i = order.get(rank);
            String elo = i == 0 ? "0 (anchor)" : interval(r.elo(i), r.low(i), r.high(i));
            out.append(String.format(Locale.ROOT, "| %d | %s | %d | %s | %s |%n", rank + 1, names.get(i), games[i],
                    percent(games[i] == 0 ? Double.NaN : points[i] / games[i]), elo));
        }
        return out.toString();
    }

    private static String verdict(Sprt sprt, Tournament.Outcome o) {
        int pairs = o.tallies().get(0).games() / 2;
        String said = switch (o.decision()) {
            case H1 -> "H1 accepted (an Elo difference of elo1 rather than elo0)";
            case H0 -> "H0 accepted (an Elo difference of elo0 rather than elo1)";
            case NONE -> "no decision: the games ran out first";
        };
        return String.format(Locale.ROOT, "SPRT (%s; GSPRT on the game pairs): LLR %.2f after %d %s: %s%n",
                sprt.describe(), o.llr(), pairs, pairs == 1 ? "pair" : "pairs", said);
    }

    private static String interval(double elo, double low, double high) {
        if (Double.isNaN(elo)) {
            return "n/a";
        }
        return elo(elo) + (Double.isNaN(low) ? " [n/a]" : " [" + elo(low) + ", " + elo(high) + "]");
    }

    /** An Elo difference with its sign, to a tenth, or ±inf for a score of all or nothing. */
    static String elo(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? "+inf" : "-inf";
        }
        String s = String.format(Locale.ROOT, "%+.1f", v);
        return s.equals("-0.0") ? "+0.0" : s;
    }

    private static String percent(double share) {
        return Double.isNaN(share) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }
}
