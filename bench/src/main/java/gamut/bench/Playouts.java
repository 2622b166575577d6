package gamut.bench;

import gamut.engine.Game;
import gamut.engine.Playout;
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

/** Random playouts from the start to the end of the game, as {@code gamut bench} measures them: playouts per second. */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Playouts {
    /** The shipped games measured: bench/run names every file of games/ (JMH option -p game=...). */
    @Param({})
    public String game;

    /** The engine: interpreted, or compiled to generated code (-p engine=interpreted,compiled measures both). */
    @Param({"interpreted"})
    public String engine = "interpreted";

    private State state;
    private final Playout playout = new Playout();
    private final SplittableRandom random = new SplittableRandom(1);

    @Setup
    public void load() {
        Game loaded = ShippedGames.load(game, engine);
        state = loaded.newState();
    }

    /** One whole random game; returns its length so that nothing is optimised away. */
    @Benchmark
    public int playout() {
        state.reset();
        playout.play(state, random);
        return state.ply();
    }
}
