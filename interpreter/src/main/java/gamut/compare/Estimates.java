package gamut.compare;

import gamut.ai.Analysis;
import java.util.ArrayList;
import java.util.List;

/**
 * The searching players' own estimates along one game, and the value-based design metrics drawn
 * from them (after Browne 2008 and Ludii's metrics). A search reports the expected score of the
 * player who decides; the others' estimates at that decision are taken as the rest shared evenly
 * (in a game of two, 1 - v), since a search gives one value. The leader of a decision is the player
 * with the highest estimate, none on a tie (an even 0.5 in a game of two).
 */
final class Estimates {
    /** An estimate at or past this decides a game in the sense of decisiveness: 90% expected. */
    static final double DECISIVE = 0.9;
    /** A decision is clear when the chosen move had at least this share of the root's visits. */
    static final double CLEAR = 0.5;

    private record Estimate(int ply, int player, double value, boolean clear) { }

    private final int players;
    private final List<Estimate> estimates = new ArrayList<>();

    Estimates(int players) {
        this.players = players;
    }

    /** The estimate of the decision made at {@code ply} (plies before it). */
    void add(int ply, Analysis analysis) {
        estimates.add(new Estimate(ply, analysis.player(), analysis.value(), analysis.clear(CLEAR)));
    }

    /** The game's figures, now that it is over after {@code plies} plies, won by {@code winner} (-1: a draw, or a lone player's loss). */
    Observations finish(double coverage, int winner, int plies) {
        int n = estimates.size();
        if (n == 0) {
            return new Observations(coverage, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        int changes = 0;
        int leader = -1;
        int decisive = -1;
        int clear = 0;
        double behind = 0;
        for (Estimate e : estimates) {
            double[] of = spread(e);
            int now = leader(of);
            if (now != -1 && leader != -1 && now != leader) {
                changes++;
            }
            leader = now == -1 ? leader : now;
            if (decisive == -1 && max(of, -1) >= DECISIVE) {
                decisive = e.ply();
            }
            clear += e.clear() ? 1 : 0;
            if (winner >= 0) {
                behind += Math.max(0, max(of, winner) - of[winner]);
            }
        }
        return new Observations(coverage, n, changes, winner >= 0 ? behind / n : Double.NaN,
                decisive == -1 ? 0 : plies - decisive, (double) clear / n);
    }

    /** Every player's estimate at the decision: the decider's own, the rest shared evenly among the others. */
    private double[] spread(Estimate e) {
        double[] of = new double[players];
        for (int p = 0; p < players; p++) {
            of[p] = p == e.player() ? e.value() : (1 - e.value()) / (players - 1);
        }
        return of;
    }

    /** The player with the highest estimate, or -1 when two share it. */
    private static int leader(double[] of) {
        int best = 0;
        boolean tied = false;
        for (int p = 1; p < of.length; p++) {
            if (of[p] > of[best]) {
                best = p;
                tied = false;
            } else if (of[p] == of[best]) {
                tied = true;
            }
        }
        return tied ? -1 : best;
    }

    /** The highest estimate of a player other than {@code except} (-1: of any player). */
    private static double max(double[] of, int except) {
        double m = Double.NEGATIVE_INFINITY;
        for (int p = 0; p < of.length; p++) {
            if (p != except) {
                m = Math.max(m, of[p]);
            }
        }
        return m;
    }
}
