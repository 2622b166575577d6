package gamut.rules;

/** What a loop round leaves behind, to tell a round that changed nothing since the round before. */
final class RoundChanges {
    private static final int FIXED = 6;

    private RoundChanges() {}

    /**
     * The state after a round: cursor, die, what the last 'advance' left, the board's hash, the
     * length of the move being built and the variables. Returns {@code before} itself when the state
     * equals it, else a new record.
     */
    static long[] state(Gen g, long[] before) {
        int n = g.locals.length;
        long[] now = new long[FIXED + n];
        now[0] = g.cursor;
        now[1] = g.die;
        now[2] = g.overshoot * 31L + g.track;
        now[3] = g.board.hash();
        now[4] = g.chains().mark();
        now[5] = n;
        for (int i = 0; i < n; i++) {
            now[FIXED + i] = g.locals[i];
        }
        return before != null && java.util.Arrays.equals(before, now) ? before : now;
    }
}
