package gamut.bench;

import gamut.ai.Mcts;
import gamut.engine.Playout;
import gamut.core.MoveList;
import gamut.engine.State;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;

/**
 * The tree search choosing the first move on one thread: searches per second, and (the secondary
 * result {@code search:iterations}) its iterations per second. Each game's search has as many
 * iterations as random playouts of it fit in about a quarter of a second, from 10 to
 * {@link #MOST_ITERATIONS}, so that a slow game's search still fits a measuring second.
 */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Searches {
    static final int MOST_ITERATIONS = 500;

    /** The shipped games measured: bench/run names every file of games/ (JMH option -p game=...). */
    @Param({})
    public String game;

    int iterations;
    State start;
    private long seed;

    /** The iterations done, counted as a rate beside the searches. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @org.openjdk.jmh.annotations.State(Scope.Thread)
    public static class Counted {
        public long iterations;

        @Setup(Level.Iteration)
        public void clear() {
            iterations = 0;
        }
    }

    @Setup
    public void load() {
        start = ShippedGames.load(game).newState();
        // The first real choice: past the rolls (an opening roll may be rolled again, or only say who
        // starts) and the moves that are forced (a search has nothing to weigh there).
        SplittableRandom dice = new SplittableRandom(1);
        MoveList moves = new MoveList();
        while (!start.isOver() && (start.isChance() || forced(start, moves))) {
            start.make(start.isChance() ? start.randomOutcome(dice) : moves.get(0));
        }
        iterations = iterationsFor(start, 250_000_000L);
        System.out.printf("%n%s: %d iterations a search%n", game, iterations);
    }

    /** How many random playouts from the state fit in the time, from 10 to {@link #MOST_ITERATIONS}. */
    static int iterationsFor(State from, long nanos) {
        Playout playout = new Playout();
        SplittableRandom random = new SplittableRandom(2);
        long begin = System.nanoTime();
        int n = 0;
        while (n < MOST_ITERATIONS && System.nanoTime() - begin < nanos) {
            playout.play(from.copy(), random);
            n++;
        }
        return Math.max(10, n);
    }

    @Benchmark
    public int search(Counted counted) {
        counted.iterations += iterations;
        return new Mcts(iterations, ++seed).stoppingEarly(false).choose(start);
    }

    private static boolean forced(State state, MoveList moves) {
        state.generate(moves);
        return moves.size() == 1;
    }
}
