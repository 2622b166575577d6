package gamut.bench;

import gamut.engine.Perft;
import gamut.engine.State;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;

/**
 * Perft from the start (rolls enumerated in dice games), to the first depth with at least
 * {@link #LEAVES} leaves: counts per second; times the leaves for leaves per second. The depth and
 * the leaves of each game are printed when its benchmark starts.
 */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Perfts {
    /** Enough leaves that a count takes a measurable time, few enough that it takes less than a second or so. */
    static final long LEAVES = 5_000;
    /** Deeper than any game needs to reach {@link #LEAVES}; a game that does not is counted there. */
    static final int DEEPEST = 12;

    /** The shipped games measured: bench/run names every file of games/ (JMH option -p game=...). */
    @Param({})
    public String game;

    private Perft perft;
    int depth;
    long leaves;

    @Setup
    public void load() {
        State start = ShippedGames.load(game).newState();
        perft = new Perft(start);
        for (depth = 1; depth < DEEPEST; depth++) {
            leaves = perft.count(depth);
            if (leaves >= LEAVES) {
                break;
            }
        }
        System.out.printf("%n%s: perft(%d) = %d leaves%n", game, depth, leaves);
    }

    @Benchmark
    public long perft() {
        return perft.count(depth);
    }
}
