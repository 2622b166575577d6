package gamut.bench;

import gamut.engine.Perft;
import gamut.engine.State;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;

/**
 * Perft from the start, to a depth of some tens of thousands of leaves for each game (rolls
 * enumerated in dice games): counts per second; multiply by the leaves for nodes per second.
 */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Perfts {
    /** The depth counted for each game, and the number of leaves it has there. */
    static final Map<String, int[]> DEPTHS = Map.ofEntries(
            Map.entry("lines-of-action", new int[] {3, 44952}),
            Map.entry("breakthrough", new int[] {3, 11132}),
            Map.entry("english-draughts", new int[] {6, 36768}),
            Map.entry("othello", new int[] {6, 8200}),
            Map.entry("chess", new int[] {3, 8902}),
            Map.entry("connect-four", new int[] {5, 16807}),
            Map.entry("tic-tac-toe", new int[] {5, 15120}));

    @Param({"lines-of-action", "breakthrough", "english-draughts", "othello", "chess", "connect-four", "tic-tac-toe"})
    public String game;

    private Perft perft;
    private int depth;

    @Setup
    public void load() {
        State start = ShippedGames.load(game).newState();
        perft = new Perft(start);
        depth = DEPTHS.get(game)[0];
    }

    @Benchmark
    public long perft() {
        return perft.count(depth);
    }
}
