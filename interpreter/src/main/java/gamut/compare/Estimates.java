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

    /** The decisions with an estimate. */
    int count() {
        return estimates.size();
    }

    /** How often the leader changed, a decision with none (a tie) skipped; NaN without estimates. */
    double leadChanges() {
        if (estimates.isEmpty()) {
            return Double.NaN;
        }
        int changes = 0;
        int leader = -1;
        for (Estimate e : estimates) {
            int now = leader(spread(e));
            if (now != -1 && leader != -1 && now != leader) {
                changes++;
            }
            leader = now == -1 ? leader : now;
        }
        return changes;
    }

    /**
     * The mean over decisions of how far the winner's estimate was below the best other one's (0
     * where it was not); NaN without estimates or a winner (-1: a draw, or a lone player's loss).
     */
    double drama(int winner) {
        if (estimates.isEmpty() || winner < 0) {
            return Double.NaN;
        }
        double behind = 0;
        for (Estimate e : estimates) {
            double[] of = spread(e);
            behind += Math.max(0, max(of, winner) - of[winner]);
        }
        return behind / estimates.size();
    }

    /** Plies from the first estimate at or past {@link #DECISIVE} to the end after {@code plies}; 0 when none; NaN without estimates. */
    double decisiveness(int plies) {
        if (estimates.isEmpty()) {
            return Double.NaN;
        }
        for (Estimate e : estimates) {
            if (max(spread(e), -1) >= DECISIVE) {
                return plies - e.ply();
            }
        }
        return 0;
    }

    /** The share of the decisions whose choice was clear; NaN without estimates. */
    double clearShare() {
        if (estimates.isEmpty()) {
            return Double.NaN;
        }
        return (double) estimates.stream().filter(Estimate::clear).count() / estimates.size();
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
