package gamut.ai;

import java.util.List;

/**
 * Logistic regression of results on features by Newton's method, with a light ridge penalty so
 * that features that never vary, or vary together, get small weights rather than none or huge
 * ones. Each row is the features followed by the result (1 a win, 0 a loss, between for a draw).
 * The columns are standardised for the fit and an intercept (the advantage of moving first) is
 * fitted beside them; the weights returned are for the raw features, the intercept last.
 */
final class Regression {
    private static final int ITERATIONS = 30;
    private static final double RIDGE = 1.0;

    private Regression() {}

    static double[] fit(List<double[]> rows, int k) {
        double[] beta = new double[k + 1];
        if (rows.isEmpty()) {
            return beta;
        }
        double[] mean = new double[k];
        double[] sd = new double[k];
        for (double[] r : rows) {
            for (int j = 0; j < k; j++) {
                mean[j] += r[j];
            }
        }
        for (int j = 0; j < k; j++) {
            mean[j] /= rows.size();
        }
        for (double[] r : rows) {
            for (int j = 0; j < k; j++) {
                sd[j] += (r[j] - mean[j]) * (r[j] - mean[j]);
            }
        }
        for (int j = 0; j < k; j++) {
            sd[j] = Math.sqrt(sd[j] / rows.size());
        }
        // Standardised coefficients, the intercept last.
        double[] b = new double[k + 1];
        double[] x = new double[k + 1];
        for (int it = 0; it < ITERATIONS; it++) {
            double[][] h = new double[k + 1][k + 1];
            double[] g = new double[k + 1];
            for (double[] r : rows) {
                standardise(r, mean, sd, x);
                double p = sigmoid(dot(b, x));
                double w = Math.max(p * (1 - p), 1e-9);
                double e = r[k] - p;
                for (int i = 0; i <= k; i++) {
                    g[i] += e * x[i];
                    for (int j = 0; j <= i; j++) {
                        h[i][j] += w * x[i] * x[j];
                    }
                }
            }
            for (int i = 0; i <= k; i++) {
                for (int j = 0; j < i; j++) {
                    h[j][i] = h[i][j];
                }
                if (i < k) {
                    h[i][i] += RIDGE;
                    g[i] -= RIDGE * b[i];
                }
            }
            double[] step = solve(h, g);
            double change = 0;
            for (int i = 0; i <= k; i++) {
                b[i] += step[i];
                change = Math.max(change, Math.abs(step[i]));
            }
            if (change < 1e-7) {
                break;
            }
        }
        double intercept = b[k];
        for (int j = 0; j < k; j++) {
            beta[j] = sd[j] == 0 ? 0 : b[j] / sd[j];
            intercept -= beta[j] * mean[j];
        }
        beta[k] = intercept;
        return beta;
    }

    /** The mean log loss of the weights, the intercept last, on the rows: ln 2 for weights that say nothing. */
    static double loss(List<double[]> rows, double[] beta) {
        if (rows.isEmpty()) {
            return Double.NaN;
        }
        int k = beta.length - 1;
        double sum = 0;
        for (double[] r : rows) {
            double z = beta[k];
            for (int j = 0; j < k; j++) {
                z += beta[j] * r[j];
            }
            double p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(z)));
            sum -= r[k] * Math.log(p) + (1 - r[k]) * Math.log(1 - p);
        }
        return sum / rows.size();
    }

    private static void standardise(double[] r, double[] mean, double[] sd, double[] x) {
        int k = mean.length;
        for (int j = 0; j < k; j++) {
            x[j] = sd[j] == 0 ? 0 : (r[j] - mean[j]) / sd[j];
        }
        x[k] = 1;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    /** Solves {@code a x = b} by Gaussian elimination with partial pivoting; a singular column gives 0. */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) {
            m[i] = java.util.Arrays.copyOf(a[i], n + 1);
            m[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            if (Math.abs(m[c][c]) < 1e-12) {
                continue;
            }
            for (int r = 0; r < n; r++) {
                if (r != c) {
                    double f = m[r][c] / m[c][c];
                    for (int j = c; j <= n; j++) {
                        m[r][j] -= f * m[c][j];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.abs(m[i][i]) < 1e-12 ? 0 : m[i][n] / m[i][i];
        }
        return x;
    }
}
