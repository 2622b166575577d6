package gamut.cli;

import gamut.ai.AlphaBeta;
import gamut.base.GamutException;
import gamut.engine.State;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * {@code gamut bench FILE --alpha-beta D}: alpha-beta searches to depth D on one thread from the
 * first real choice, each with a new table, for the measuring time: searches and nodes a second,
 * quiescence nodes included, valued by the game's own evaluation.
 */
final class AlphaBetaBench {
    /** The table of a benchmark's search: 2^18 entries, 4 MiB, made anew for each search. */
    private static final int TABLE_BITS = 18;

    private final State start;
    private final int depth;

    AlphaBetaBench(State start, int depth, long seed) {
        if (start.game().hasDice()) {
            throw new GamutException("bench: --alpha-beta searches games without dice; " + start.game().title()
                    + " has dice");
        }
        this.start = SearchBench.firstChoice(start, seed);
        this.depth = depth;
        if (this.start.isOver()) {
            throw new GamutException("bench: the game is over before its first choice: nothing to search");
        }
    }

    void measure(PrintWriter out, double warmup, double seconds) {
        run(warmup);
        long[] r = run(seconds);
        double elapsed = r[1] / 1e9;
        out.printf(Locale.ROOT, "searches: %d to depth %d in %.2f s = %.2f searches/s%n", r[0], depth, elapsed,
                r[0] / elapsed);
        out.printf(Locale.ROOT, "nodes:    %d = %.0f nodes/s, %.0f a search%n", r[2], r[2] / elapsed, (double) r[2] / r[0]);
        out.flush();
    }

    /** {searches, nanoseconds, nodes} of whole searches for about {@code seconds}. */
    private long[] run(double seconds) {
        long begin = System.nanoTime();
        long deadline = begin + (long) (seconds * 1e9);
        long[] r = new long[3];
        long now = begin;
        while (now < deadline || r[0] == 0) {
            AlphaBeta search = new AlphaBeta(depth, 0, null, TABLE_BITS);
            search.choose(start, null, () -> false);
            r[0]++;
            r[2] += search.nodes();
            now = System.nanoTime();
        }
        r[1] = now - begin;
        return r;
    }
}
