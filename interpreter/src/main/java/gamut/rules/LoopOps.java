package gamut.rules;

/** Loops whose values are worked out as they start: items that are variables, here, origin, opposite(d). */
public final class LoopOps {
    private LoopOps() {}

    /**
     * Item i gives the mover's values of {@code named[i]} when that is not null, else the one value of
     * {@code computed[i]} (none when it is no cell or no direction). Over cells each round starts with
     * the cursor on the cell and the filter decides; over directions each starts where the loop began.
     */
    public static Op computed(int slot, int[][][] named, Eval[] computed, boolean cells, Eval filter, Op body) {
        return g -> {
            int[] values = values(g, named, computed);
            int cursor = g.cursor;
            g.rounds(values.length);
            for (int v : values) {
                g.locals[slot] = v;
                if (cells) {
                    g.cursor = v;
                    if (filter != null && filter.eval(g) == 0) {
                        continue;
                    }
                    g.cursor = v;
                }
                boolean done = body.exec(g);
                g.cursor = cursor;
                if (!done && g.leftByBreak()) {
                    break;
                }
            }
            g.cursor = cursor;
            return true;
        };
    }

    private static int[] values(Gen g, int[][][] named, Eval[] computed) {
        int n = 0;
        for (int i = 0; i < named.length; i++) {
            n += named[i] != null ? named[i][g.mover].length : 1;
        }
        int[] out = new int[n];
        n = 0;
        for (int i = 0; i < named.length; i++) {
            if (named[i] != null) {
                for (int v : named[i][g.mover]) {
                    out[n++] = v;
                }
            } else {
                int v = computed[i].eval(g);
                if (v >= 0) {
                    out[n++] = v;
                }
            }
        }
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }
}
