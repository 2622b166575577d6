package gamut.reference;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The hand-written reference engines, measured as {@code gamut.bench.Playouts} and
 * {@code gamut.bench.Perfts} measure Gamut: random playouts from the start (playouts per second),
 * and perft from the start to the first depth with 5,000 leaves (counts per second). The parameter
 * is not called {@code game} because bench/run gives that one every file of games/, and only
 * the games of {@link ReferenceEngine#GAMES} have a reference engine.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class References {
    /** As Perfts: enough leaves that a count takes a measurable time. */
    static final long LEAVES = 5_000;
    static final int DEEPEST = 12;

    @Param({"breakthrough", "othello", "english-draughts", "connect-four", "chess", "queens-guard", "run-fevga"})
    public String reference;

    private ReferenceEngine<?> engine;
    /** Perft counts from here; the playouts leave {@link #engine} where their last game ended. */
    private ReferenceEngine<?> start;
    private final SplittableRandom random = new SplittableRandom(1);
    int depth;
    long leaves;

    @Setup
    public void load() {
        engine = ReferenceEngine.of(reference);
        start = ReferenceEngine.of(reference);
        for (depth = 1; depth < DEEPEST; depth++) {
            leaves = start.perft(depth);
            if (leaves >= LEAVES) {
                break;
            }
        }
    }

    /** One whole random game; returns its length so that nothing is optimised away. */
    @Benchmark
    public int playout() {
        return engine.playout(random);
    }

    @Benchmark
    public long perft() {
        return start.perft(depth);
    }
}
