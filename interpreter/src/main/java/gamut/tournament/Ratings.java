package gamut.tournament;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Every player's rating from all the games at once: the maximum-likelihood ratings of the
 * Bradley-Terry model on the Elo scale (a player r Elo above another is expected to score
 * {@link Elo#score}(r) against it), a draw counted as half a win and half a loss. Ratings say only
 * how players differ, so the first player is put at 0.
 *
 * <p>The 95% intervals are the ratings plus or minus 1.96 standard errors from the robust
 * ("sandwich") variance, clustered by game pair: the likelihood's curvature on either side of the
 * spread of the pairs' points about what the ratings expect. So draws (which spread less than half
 * a win and half a loss) and the pairing (whose two games share an opening) count as they do in
 * the pairings' pentanomial intervals; with two players the interval is theirs, taken around the
 * estimate in Elo rather than in score.
 *
 * <p>The maximum exists only when no group of players won every game against the rest (its
 * ratings would grow without end): precisely, when every player leads to every other along "made
 * some points against". Otherwise {@link #finite()} is false and no rating is given.
 */
public final class Ratings {
    /** The games of two players as pairs: their indices, and the pairs by a's half points in the pair (0 to 4). */
    public record Pairs(int a, int b, int[] counts) {}

    /** Rounds of the fixed-point iteration at most; it settles within a few hundred on real tables. */
    private static final int MOST_ROUNDS = 100_000;

    private final double[] elo;
    private final double[] error;

    private Ratings(double[] elo, double[] error) {
        this.elo = elo;
        this.error = error;
    }

    /** The ratings of {@code players} players (numbered from 0) from their games. */
    public static Ratings of(int players, List<Pairs> pairs) {
        double[][] games = new double[players][players];
        double[][] points = new double[players][players];
        for (Pairs q : pairs) {
            for (int k = 0; k < 5; k++) {
                games[q.a()][q.b()] += 2.0 * q.counts()[k];
                games[q.b()][q.a()] += 2.0 * q.counts()[k];
                points[q.a()][q.b()] += q.counts()[k] * k / 2.0;
                points[q.b()][q.a()] += q.counts()[k] * (4 - k) / 2.0;
            }
        }
        if (players < 2 || !everyoneReachesEveryone(points)) {
            return new Ratings(null, null);
        }
        double[] strength = maximise(games, points);
        double[] elo = new double[players];
        for (int i = 0; i < players; i++) {
            elo[i] = 400 * Math.log10(strength[i] / strength[0]);
        }
        return new Ratings(elo, errors(elo, pairs));
    }

    /** Whether the ratings exist (see the class comment). */
    public boolean finite() {
        return elo != null;
    }

    /** Player p's rating, the first player's being 0. */
    public double elo(int p) {
        return elo[p];
    }

    /** The low end of the 95% interval of player p's rating (the first player's is 0, exactly). */
    public double low(int p) {
        return elo[p] - Elo.Z95 * error[p];
    }

    /** The high end of the 95% interval. */
    public double high(int p) {
        return elo[p] + Elo.Z95 * error[p];
    }

    /** Strong connection of "scored against": from player 0 every player is reached, and reaches back. */
    private static boolean everyoneReachesEveryone(double[][] points) {
        return reached(points, false) && reached(points, true);
    }

    private static boolean reached(double[][] points, boolean backwards) {
        int n = points.length;
        boolean[] seen = new boolean[n];
        Deque<Integer> todo = new ArrayDeque<>();
        seen[0] = true;
        todo.add(0);
        int count = 1;
        while (!todo.isEmpty()) {
            int i = todo.poll();
            for (int j = 0; j < n; j++) {
                if (!seen[j] && (backwards ? points[j][i] : points[i][j]) > 0) {
                    seen[j] = true;
                    count++;
                    todo.add(j);
                }
            }
        }
        return count == n;
    }

    /**
     * The strengths (10^(rating/400)) of greatest likelihood, by the minorize-maximize iteration
     * (Hunter 2004): each player's points over the games it would expect to win at the others'
     * strengths; first player's strength 1. Each round raises the likelihood, so it cannot wander.
     */
    private static double[] maximise(double[][] games, double[][] points) {
        int n = games.length;
        double[] strength = new double[n];
        java.util.Arrays.fill(strength, 1);
        double[] scored = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                scored[i] += points[i][j];
            }
        }
        for (int round = 0; round < MOST_ROUNDS; round++) {
            double[] next = new double[n];
            for (int i = 0; i < n; i++) {
                double expected = 0;
                for (int j = 0; j < n; j++) {
                    if (j != i && games[i][j] > 0) {
                        expected += games[i][j] / (strength[i] + strength[j]);
                    }
                }
                next[i] = scored[i] / expected;
            }
            double change = 0;
            for (int i = n - 1; i >= 0; i--) {
                next[i] /= next[0];
                change = Math.max(change, Math.abs(Math.log(next[i] / strength[i])));
            }
            strength = next;
            if (change < 1e-13) {
                break;
            }
        }
        return strength;
    }

    /**
     * The standard errors (in Elo) of the ratings against the first player's: the sandwich
     * H^-1 J H^-1 with H the information of the games and J the summed squares of each pair's
     * score (its points less what the ratings expect), the first player's row and column left out.
     */
    private static double[] errors(double[] elo, List<Pairs> pairs) {
        int k = elo.length - 1;
        double c = Math.log(10) / 400;
        double[][] information = new double[k][k];
        double[][] spread = new double[k][k];
        for (Pairs q : pairs) {
            double p = Elo.score(elo[q.a()] - elo[q.b()]);
            int count = 0;
            for (int h = 0; h < 5; h++) {
                count += q.counts()[h];
                double score = c * (h / 2.0 - 2 * p);
                add(spread, q.a(), q.b(), q.counts()[h] * score * score);
            }
            add(information, q.a(), q.b(), 2.0 * count * c * c * p * (1 - p));
        }
        double[][] inverse = Matrices.inverse(information);
        double[][] variance = Matrices.product(Matrices.product(inverse, spread), inverse);
        double[] error = new double[elo.length];
        for (int i = 1; i < elo.length; i++) {
            error[i] = Math.sqrt(Math.max(0, variance[i - 1][i - 1]));
        }
        return error;
    }

    /** Adds w times (e_a - e_b)(e_a - e_b)' to a matrix without the first player's row and column. */
    private static void add(double[][] m, int a, int b, double w) {
        int x = a - 1;
        int y = b - 1;
        if (x >= 0) {
            m[x][x] += w;
        }
        if (y >= 0) {
            m[y][y] += w;
        }
        if (x >= 0 && y >= 0) {
            m[x][y] -= w;
            m[y][x] -= w;
        }
    }
}
