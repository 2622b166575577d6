package gamut.compile;

import gamut.check.Builtin;
import gamut.core.Geometry;
import gamut.rules.Eval;
import java.util.Arrays;

/**
 * file, rank and cell_at: cells named like a grid's ({@code a1}, {@code k11}) read as a file letter
 * and a rank number, whatever the board's kind, so that a rule can name a cell by arithmetic (the
 * cell mirrored in a diagonal, say); point: cells named by a number (a points board's). Worked out
 * once into tables from the names.
 */
final class GridNames {
    /** Ranks up to this are looked up; a grid or hex board has at most 99. */
    private static final int MAX_RANK = 999;

    private GridNames() {}

    static Eval of(Builtin b, Geometry geo, Eval a0, Eval a1) {
        int cells = geo.cells();
        int[] file = new int[cells];
        int[] rank = new int[cells];
        int[] at = new int[27 * (MAX_RANK + 1)];
        Arrays.fill(at, -1);
        for (int c = 0; c < cells; c++) {
            file[c] = geo.fileOrRank(c, true);
            rank[c] = geo.fileOrRank(c, false);
            if (file[c] > 0) {
                at[file[c] * (MAX_RANK + 1) + rank[c]] = c;
            }
        }
        switch (b) {
            case FILE: return g -> {
                int c = a0.eval(g);
                return c >= 0 ? file[c] : 0;
            };
            case RANK: return g -> {
                int c = a0.eval(g);
                return c >= 0 ? rank[c] : 0;
            };
            case CELL_AT: return g -> {
                int f = a0.eval(g);
                int r = a1.eval(g);
                return f >= 1 && f <= 26 && r >= 1 && r <= MAX_RANK ? at[f * (MAX_RANK + 1) + r] : -1;
            };
            case POINT: {
                int[] point = new int[MAX_RANK + 1];
                Arrays.setAll(point, n -> geo.cell(Integer.toString(n)));
                return g -> {
                    int n = a0.eval(g);
                    return n >= 0 && n <= MAX_RANK ? point[n] : -1;
                };
            }
            default: throw new IllegalStateException("not a grid name builtin: " + b);
        }
    }
}
