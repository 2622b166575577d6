package gamut.compare;

/**
 * The statistics the comparison reports: Wilson score intervals, the interval of a mean, and
 * McNemar's exact test.
 */
public final class Stats {
    private Stats() {}

    /** The 95% Wilson score interval of k successes in n trials, as {low, high} proportions. */
    public static double[] wilson(int k, int n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959963984540054;
        double p = (double) k / n;
        double denominator = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * The mean of n values given by their sum and the sum of their squares, with its 95% interval
     * by the normal approximation (the points a game is worth, say): {mean, low, high}. With fewer
     * than two values the interval is the mean itself.
     */
    public static double[] meanInterval(double sum, double squares, int n) {
        if (n == 0) {
            return new double[] {0, 0, 0};
        }
        double mean = sum / n;
        if (n < 2) {
            return new double[] {mean, mean, mean};
        }
        double variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
        double half = 1.959963984540054 * Math.sqrt(variance / n);
        return new double[] {mean, mean - half, mean + half};
    }

    /** {@link #meanInterval} of points per game, which are never below 0: the low end is kept at 0 or above. */
    public static double[] pointsPerGame(double sum, double squares, int n) {
        double[] m = meanInterval(sum, squares, n);
        m[1] = Math.max(0, m[1]);
        return m;
    }

    /**
     * McNemar's exact test for paired yes/no outcomes: {@code b} pairs where only the first variant
     * says yes, {@code c} where only the second does. The two-sided p-value of the binomial test
     * of b against b + c fair coin tosses.
     */
    public static double mcnemar(int b, int c) {
        int n = b + c;
        if (n == 0) {
            return 1;
        }
        int k = Math.min(b, c);
        double tail = 0;
        double logHalf = n * Math.log(0.5);
        for (int i = 0; i <= k; i++) {
            tail += Math.exp(logChoose(n, i) + logHalf);
        }
        return Math.min(1, 2 * tail);
    }

    private static double logChoose(int n, int k) {
        double r = 0;
        for (int i = 1; i <= k; i++) {
            r += Math.log(n - k + i) - Math.log(i);
        }
        return r;
    }
}
