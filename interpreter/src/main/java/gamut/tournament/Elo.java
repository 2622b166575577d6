package gamut.tournament;

/**
 * What one player's results against another say about their strength: the score (a win 1, a draw
 * half), its Elo difference, a 95% interval and the likelihood of superiority, as cutechess-cli
 * and fishtest compute them. The interval is the score's mean plus or minus 1.96 standard errors,
 * each end turned into Elo (so it is not symmetric around the estimate).
 *
 * <p>Two models give the standard error. The trinomial counts each game on its own. The
 * pentanomial counts each pair of games (same seed, sides swapped) as one draw of its points, 0
 * to 2: the two games of a pair share their opening and dice, so they are not independent, and
 * the pairs' spread is the honest one (narrower when a pair's games tend to cancel out).
 */
public final class Elo {
    private Elo() {}

    /** The normal quantile at 0.975. */
    static final double Z95 = 1.959963984540054;

    /**
     * The estimate from some games: their number, the mean score, its Elo difference with the 95%
     * interval's ends, and the likelihood of superiority (the chance that the player is the
     * stronger, by the normal approximation of the mean score). With no games all but the count
     * are NaN, with one sample (a game, or a pair) the interval and the likelihood; a score of 0
     * or 1 is an infinite Elo difference.
     */
    public record Estimate(int games, double score, double elo, double low, double high, double los) {}

    /** The Elo difference of a score between 0 and 1 (±infinity at its ends). */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The expected score of a player this many Elo stronger. */
    public static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** From games counted one by one: wins, draws and losses. */
    public static Estimate trinomial(int wins, int draws, int losses) {
        return estimate(new double[] {0, 0.5, 1}, new int[] {losses, draws, wins}, wins + draws + losses);
    }

    /**
     * From pairs of games: {@code pairs[k]} pairs in which the player made k half points (0 to 4,
     * so 0, 0.5, 1, 1.5 or 2 points of the pair's 2).
     */
    public static Estimate pentanomial(int[] pairs) {
        if (pairs.length != 5) {
            throw new IllegalArgumentException("pairs by points: 5 counts, not " + pairs.length);
        }
        int n = 0;
        for (int c : pairs) {
            n += c;
        }
        return estimate(new double[] {0, 0.25, 0.5, 0.75, 1}, pairs, 2 * n);
    }

    /** Samples of the per-game score (a game's, or a pair's mean), counted by value. */
    private static Estimate estimate(double[] values, int[] counts, int games) {
        int n = 0;
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            n += counts[i];
            sum += counts[i] * values[i];
        }
        if (n == 0) {
            return new Estimate(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double mean = sum / n;
        if (n < 2) {
            // One sample says nothing of the spread: no interval rather than one of no width.
            return new Estimate(games, mean, elo(mean), Double.NaN, Double.NaN, Double.NaN);
        }
        double squares = 0;
        for (int i = 0; i < values.length; i++) {
            squares += counts[i] * (values[i] - mean) * (values[i] - mean);
        }
        // The variance of the samples themselves (divided by n, as cutechess and fishtest do).
        double error = Math.sqrt(squares / n / n);
        return new Estimate(games, mean, elo(mean), elo(mean - Z95 * error), elo(mean + Z95 * error),
                superiority(mean, error));
    }

    /**
     * The likelihood that the player is the stronger: the chance that the true mean score is above
     * one half, by the normal approximation. Without any spread it is certain either way (or even).
     */
    static double superiority(double mean, double error) {
        if (error == 0) {
            return mean > 0.5 ? 1 : mean < 0.5 ? 0 : 0.5;
        }
        return normal((mean - 0.5) / error);
    }

    /** The standard normal distribution function, to about 1e-7 (Numerical Recipes' erfc). */
    static double normal(double z) {
        double x = -z / Math.sqrt(2);
        double t = 1 / (1 + 0.5 * Math.abs(x));
        double tail = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223
                + t * 0.17087277)))))))));
        double erfc = x >= 0 ? tail : 2 - tail;
        return erfc / 2;
    }
}
