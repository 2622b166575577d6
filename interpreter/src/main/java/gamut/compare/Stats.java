package gamut.compare;

/**
 * The statistics the comparison reports: Wilson score intervals, the interval of a mean (normal
 * or Student's t), a seeded bootstrap, and McNemar's exact test.
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

    /** Student's t at 0.975 for 1 to 30 degrees of freedom: the design metrics are often means of a few games. */
    private static final double[] T975 = {12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624,
        2.306004, 2.262157, 2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.131450, 2.119905, 2.109816, 2.100922,
        2.093024, 2.085963, 2.079614, 2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.045230,
        2.042272};

    /**
     * The 0.975 quantile of Student's t with {@code df} degrees of freedom: from the table up to 30,
     * beyond it the Cornish-Fisher expansion around the normal quantile (within 1e-6 there).
     */
    public static double t975(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom: at least 1, not " + df);
        }
        if (df <= T975.length) {
            return T975[df - 1];
        }
        double z = 1.959963984540054;
        double z3 = z * z * z;
        double z5 = z3 * z * z;
        double z7 = z5 * z * z;
        double z9 = z7 * z * z;
        double d = df;
        return z + (z3 + z) / (4 * d) + (5 * z5 + 16 * z3 + 3 * z) / (96 * d * d)
                + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * d * d * d)
                + (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * d * d * d * d);
    }

    /**
     * The mean of the values with its 95% interval by Student's t: {mean, low, high}; with one value
     * the interval is the value itself, with none all three are NaN (not available).
     */
    public static double[] meanT(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / n;
        if (n < 2) {
            return new double[] {mean, mean, mean};
        }
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double half = t975(n - 1) * Math.sqrt(squares / (n - 1) / n);
        return new double[] {mean, mean - half, mean + half};
    }

    /** Resamples of a {@link #bootstrap}: enough for the 2.5% and 97.5% points to settle to about 0.01. */
    public static final int RESAMPLES = 2000;

    /**
     * A statistic of n items with its 95% percentile-bootstrap interval: {value, low, high}. The
     * resamples are drawn from a generator with a fixed seed, so the same items always give the
     * same interval (a run on one thread and on many print the same table). {@code statistic} is
     * given the indices of one resample (with repeats) and returns its value.
     */
    public static double[] bootstrap(int n, java.util.function.ToDoubleFunction<int[]> statistic) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        double value = statistic.applyAsDouble(all);
        if (n < 2) {
            return new double[] {value, value, value};
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(2008);
        double[] resampled = new double[RESAMPLES];
        int[] pick = new int[n];
        for (int r = 0; r < RESAMPLES; r++) {
            for (int i = 0; i < n; i++) {
                pick[i] = random.nextInt(n);
            }
            resampled[r] = statistic.applyAsDouble(pick);
        }
        java.util.Arrays.sort(resampled);
        double low = resampled[(int) Math.floor(0.025 * (RESAMPLES - 1))];
        double high = resampled[(int) Math.ceil(0.975 * (RESAMPLES - 1))];
        return new double[] {value, low, high};
    }

    /** {@link #meanInterval} of points per game, which are never below 0: the low end is kept at 0 or above. */
    public static double[] pointsPerGame(double sum, double squares, int n) {
        double[] m = meanInterval(sum, squares, n);
        m[1] = Math.max(0, m[1]);
        return m;
    }

    /**
     * A player's mean place over games of places with its 95% interval by Student's t ({@link #meanT}),
     * kept within the places there are, 1 to {@code players}: {mean, low, high}.
     */
    public static double[] meanPlace(double[] places, int players) {
        double[] m = meanT(places);
        m[1] = Math.max(1, m[1]);
        m[2] = Math.min(players, m[2]);
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
