package gamut.cli;

import gamut.ai.Mcts;
import gamut.core.MoveList;
import gamut.engine.State;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code gamut bench FILE --search N}: searches of N iterations on one thread from the start (past
 * the opening roll in a game with dice), each a new tree, for the measuring time. The bytes per
 * node are those of the tree's arrays (see {@link Mcts}), counted from their sizes, not read off
 * the heap: what the search keeps, without the garbage of the playouts.
 */
final class SearchBench {
    private final State start;
    private final int iterations;
    private long seed;

    SearchBench(State start, int iterations, long seed) {
        this.start = firstChoice(start, seed);
        this.iterations = iterations;
        this.seed = seed;
    }

    /**
     * The first real choice: past the rolls (an opening roll may be rolled again, or only say who
     * starts) and the moves that are forced (a search has nothing to weigh there).
     */
    static State firstChoice(State start, long seed) {
        SplittableRandom dice = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        while (!start.isOver() && (start.isChance() || forced(start, moves))) {
            start.make(start.isChance() ? start.randomOutcome(dice) : moves.get(0));
        }
        return start;
    }

    void measure(PrintWriter out, double warmup, double seconds) {
        run(warmup);
        long[] r = run(seconds);
        long searches = r[0];
        double elapsed = r[1] / 1e9;
        long done = searches * iterations;
        out.printf(Locale.ROOT, "searches:   %d of %d iterations in %.2f s = %.1f searches/s%n", searches, iterations, elapsed,
                searches / elapsed);
        out.printf(Locale.ROOT, "iterations: %d = %.0f iterations/s%n", done, done / elapsed);
        out.printf(Locale.ROOT, "nodes:      %.1f a search%n", (double) r[2] / searches);
        out.printf(Locale.ROOT, "bytes/node: %.1f in use, %.1f with the arrays' spare room (the tree's arrays, not the heap)%n",
                (double) r[3] / r[2], (double) r[4] / r[2]);
        out.flush();
    }

    /** {searches, nanoseconds, nodes, bytes in use, bytes allocated} of whole searches for about {@code seconds}. */
    private long[] run(double seconds) {
        long begin = System.nanoTime();
        long deadline = begin + (long) (seconds * 1e9);
        long[] r = new long[5];
        long now = begin;
        while (now < deadline || r[0] == 0) {
            Mcts search = new Mcts(iterations, ++seed).stoppingEarly(false);
            search.choose(start);
            r[0]++;
            r[2] += search.nodes();
            r[3] += search.bytesUsed();
            r[4] += search.bytes();
            now = System.nanoTime();
        }
        r[1] = now - begin;
        return r;
    }

    private static boolean forced(State state, MoveList moves) {
        state.generate(moves);
        return moves.size() == 1;
    }
}
