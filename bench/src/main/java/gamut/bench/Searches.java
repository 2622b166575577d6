package gamut.bench;

import gamut.ai.Mcts;
import gamut.engine.State;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;

/**
 * The tree search choosing the first move, {@link #ITERATIONS} iterations on one thread: searches
 * per second (times {@link #ITERATIONS} for iterations per second). The games whose playouts take
 * a tenth of a second or more (chess, Shogi, Amazons) are left out: one search would outlast a
 * measuring iteration.
 */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Searches {
    static final int ITERATIONS = 500;

    @Param({"lines-of-action", "queens-guard", "run-knizia", "run-fevga", "connect-four", "breakthrough", "hex",
            "english-draughts", "othello", "kalah", "backgammon"})
    public String game;

    int iterations = ITERATIONS;
    State start;
    private long seed;

    @Setup
    public void load() {
        start = ShippedGames.load(game).newState();
        // The first decision: past the opening roll in the games with dice.
        if (start.isChance()) {
            start.make(start.randomOutcome(new SplittableRandom(1)));
        }
    }

    @Benchmark
    public int search() {
        return new Mcts(iterations, ++seed).choose(start);
    }
}
