package gamut.rules;

/**
 * The loops that are not a plain 'for' over constant values: 'repeat' and 'while', with the checks
 * that keep them from running on for nothing, and loops whose values are worked out as they start
 * (items that are variables, here, origin, opposite(d)).
 */
public final class LoopOps {
    private LoopOps() {}

    /** A safety net against a 'while' whose body never changes its condition. */
    public static final int MAX_LOOP = 10_000;

    /**
     * Rounds that bring everything back to what it was before an earlier round (cursor, variables,
     * die, board and the move being built) would go on alike, recording no move not recorded yet:
     * the rounds left are skipped. A round is compared only when the cursor is where it was then:
     * with the state before the loop (or at the last such round), and with the round before when
     * the cursor stayed where that one left it. Without the second, a round that sends the cursor
     * away from where the loop began and changes nothing more ('goto' a cell) ran to its count.
     */
    public static Op repeat(Eval times, Op body) {
        return g -> {
            int n = times.eval(g);
            long[] before = n > 1 ? RoundChanges.state(g, null) : null;
            long[] last = null;
            int lastCursor = g.cursor;
            for (int i = n; i > 0; i--) {
                g.rounds(1);
                if (!body.exec(g)) {
                    return g.leftByBreak();
                }
                if (before == null || i == 1) {
                    continue;
                }
                if (g.cursor == before[0]) {
                    long[] now = RoundChanges.state(g, before);
                    if (now == before) {
                        break;
                    }
                    before = now;
                } else if (g.cursor == lastCursor) {
                    long[] now = RoundChanges.state(g, last);
                    if (now == last) {
                        break;
                    }
                    last = now;
                } else {
                    lastCursor = g.cursor;
                    last = null;
                }
            }
            return true;
        };
    }

    /**
     * A 'while'. With {@code stuckIfStill} (its condition reads no variable and no 'break' can leave
     * it), a round that leaves the cursor, the die, the board and the move being built as they were
     * means the condition will hold for ever: that is an error at once.
     */
    public static Op loop(Eval cond, Op body, boolean stuckIfStill) {
        return new CodeNodes.While(cond, body, stuckIfStill);
    }

    /** The die and the steps past a track's end, folded as a round of a 'while' compares them. */
    public static int dieAndOvershoot(Gen g) {
        return g.die + 31 * g.overshoot;
    }

    /** Whether a round left the die, the board and the move being built as they were (the cursor is compared apart). */
    public static boolean still(Gen g, int die, long board, int mark) {
        return die == dieAndOvershoot(g) && board == g.board.hash() && mark == g.chains().mark();
    }

    /** Now and then: a loop whose rounds change nothing at all can never end. The progress to compare next time. */
    public static long progressed(Gen g, int guard, long before) {
        long now = g.progress();
        if (guard > STILL_ROUNDS && now == before) {
            stuck(STILL_ROUNDS + 1);
        }
        return now;
    }

    /** A 'while' is looked at every this many rounds + 1 for rounds that change nothing. */
    public static final int STILL_ROUNDS = 1023;

    public static void stuck(int rounds) {
        if (rounds == 1) {
            throw new gamut.base.GamutException("a round of a 'while' changed neither the cursor, the board nor the"
                    + " move being built, and its condition reads no variable: it would hold for ever");
        }
        throw new gamut.base.GamutException("a 'while' went round " + rounds
                + " times without changing the cursor, a variable, the board or the move being built:"
                + " it would never end");
    }


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

    /**
     * A loop over the cells of the group of the cell {@code from} gives, in board order, worked out as
     * the loop starts (what its rounds capture does not change them); each round starts with the
     * cursor on the cell, and the filter decides.
     */
    public static Op group(int site, Eval from, int slot, Eval filter, Op body) {
        return g -> {
            int start = from.eval(g);
            if (start < 0) {
                return true;
            }
            int[] cells = g.cellSet(site);
            int n = g.board.ask().groups().cells(start, cells);
            int cursor = g.cursor;
            g.rounds(n);
            for (int i = 0; i < n; i++) {
                int v = cells[i];
                g.locals[slot] = v;
                g.cursor = v;
                if (filter != null && filter.eval(g) == 0) {
                    continue;
                }
                g.cursor = v;
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
