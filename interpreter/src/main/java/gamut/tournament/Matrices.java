package gamut.tournament;

/** The little linear algebra the ratings' intervals need: square matrices of a few players. */
final class Matrices {
    private Matrices() {}

    /** The inverse, by Gauss-Jordan elimination with partial pivoting; the matrix must be invertible. */
    static double[][] inverse(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][2 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(m[i], 0, a[i], 0, n);
            a[i][n + i] = 1;
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = a[col];
            a[col] = a[pivot];
            a[pivot] = swap;
            double d = a[col][col];
            if (d == 0) {
                throw new ArithmeticException("singular matrix");
            }
            for (int c = 0; c < 2 * n; c++) {
                a[col][c] /= d;
            }
            for (int r = 0; r < n; r++) {
                double f = a[r][col];
                if (r != col && f != 0) {
                    for (int c = 0; c < 2 * n; c++) {
                        a[r][c] -= f * a[col][c];
                    }
                }
            }
        }
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], n, out[i], 0, n);
        }
        return out;
    }

    /** The product of two square matrices of the same size. */
    static double[][] product(double[][] x, double[][] y) {
        int n = x.length;
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < n; j++) {
                    out[i][j] += x[i][k] * y[k][j];
                }
            }
        }
        return out;
    }
}
