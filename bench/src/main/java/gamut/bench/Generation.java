package gamut.bench;

import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Playout;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
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
 * The legal moves of positions met in random games (after the dice are rolled in dice games):
 * generations per second, the positions taken in turn.
 */
@org.openjdk.jmh.annotations.State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Generation {
    /** Positions taken from random games, spread over their length. */
    static final int POSITIONS = 64;

    /** The shipped games measured: bench/run names every file of games/ (JMH option -p game=...). */
    @Param({})
    public String game;

    private final List<State> positions = new ArrayList<>();
    private final MoveList moves = new MoveList();
    private int next;

    @Setup
    public void load() {
        positions.clear();
        positions.addAll(positions(ShippedGames.load(game), POSITIONS));
    }

    /** The moves of the next position; returns how many, so that nothing is optimised away. */
    @Benchmark
    public int generate() {
        State s = positions.get(next);
        next = next + 1 == positions.size() ? 0 : next + 1;
        s.generate(moves);
        return moves.size();
    }

    /** {@code n} positions where a player decides, from random games of seed 1, 2, ... */
    static List<State> positions(Game loaded, int n) {
        List<State> out = new ArrayList<>();
        Playout playout = new Playout();
        for (long seed = 1; out.size() < n; seed++) {
            State full = loaded.newState();
            playout.play(full, new SplittableRandom(seed));
            int[] line = full.line();
            // A few positions of each game, at even steps along it.
            for (int k = 1; k <= 4 && out.size() < n; k++) {
                State s = loaded.newState();
                int stop = line.length * k / 5;
                for (int i = 0; i < stop; i++) {
                    s.make(line[i]);
                }
                if (!s.isOver() && !s.isChance()) {
                    out.add(s);
                }
            }
        }
        return out;
    }
}
