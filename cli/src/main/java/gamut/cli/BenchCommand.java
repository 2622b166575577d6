package gamut.cli;

import gamut.ai.AlphaBeta;
import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.engine.Game;
import gamut.engine.Playout;
import gamut.engine.State;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure the speed of random playouts, or of the tree search.",
                "Random playouts per second and moves per second on one thread, after a warm-up, with the mean game "
                        + "length; or, with --search, the tree search's iterations per second, nodes per search and bytes per "
                        + "tree node; or, with --alpha-beta, alpha-beta searches to a depth: searches and nodes per second."})
final class BenchCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = "--seconds", defaultValue = "10", paramLabel = "S", description = "measuring time in seconds (default ${DEFAULT-VALUE})")
    double seconds;

    @Option(names = "--warmup", defaultValue = "3", paramLabel = "S", description = "warm-up time (default ${DEFAULT-VALUE})")
    double warmup;

    @Option(names = {"-s", "--seed"}, defaultValue = "1", paramLabel = "S", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--search", arity = "0..1", fallbackValue = "1000", paramLabel = "N",
            description = "measure searches of N iterations (default 1000) from the start instead, each a new tree")
    Integer search;

    @Option(names = "--alpha-beta", paramLabel = "D",
            description = "measure alpha-beta searches to depth D from the start instead, each with a new table: searches"
                    + " and nodes per second (games without dice)")
    Integer alphaBeta;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!(seconds > 0 && seconds <= Limits.SECONDS)) {
            throw new GamutException("bench: --seconds must be more than 0 and at most " + Limits.SECONDS + ", not "
                    + shown(seconds));
        }
        if (!(warmup >= 0 && warmup <= Limits.SECONDS)) {
            throw new GamutException("bench: --warmup must be 0 to " + Limits.SECONDS + ", not " + shown(warmup));
        }
        if (search != null && search < 1) {
            throw new GamutException("bench: --search must be at least 1 iteration, not " + search);
        }
        if (alphaBeta != null && (alphaBeta < 1 || alphaBeta > AlphaBeta.MOST_DEPTH)) {
            throw new GamutException("bench: --alpha-beta must be a depth of 1 to " + AlphaBeta.MOST_DEPTH + " plies, not "
                    + alphaBeta);
        }
        if (alphaBeta != null && search != null) {
            throw new GamutException("bench: --search or --alpha-beta, not both");
        }
        Game loaded = game.game();
        State state = loaded.newState();
        Playout playout = new Playout();
        SplittableRandom random = new SplittableRandom(seed);
        PrintWriter out = spec.commandLine().getOut();
        AlphaBetaBench alphaBetaBench = alphaBeta == null ? null : new AlphaBetaBench(state, alphaBeta, seed);
        out.println("bench " + loaded.title() + " [" + game.variantLabel() + "]: warming up " + warmup + " s, measuring " + seconds + " s");
        out.flush();
        if (search != null) {
            new SearchBench(state, search, seed).measure(out, warmup, seconds);
            return 0;
        }
        if (alphaBetaBench != null) {
            alphaBetaBench.measure(out, warmup, seconds);
            return 0;
        }
        run(state, playout, random, warmup);
        long[] counts = run(state, playout, random, seconds);
        double elapsed = counts[2] / 1e9;
        out.printf("playouts: %d in %.2f s = %.0f playouts/s%n", counts[0], elapsed, counts[0] / elapsed);
        out.printf("moves:    %d = %.0f moves/s%n", counts[1], counts[1] / elapsed);
        out.printf("mean game length: %.1f plies%n", (double) counts[1] / Math.max(1, counts[0]));
        out.flush();
        return 0;
    }

    /** A number of seconds as the user would write it: 99999999999 rather than 9.9999999999E10. */
    private static String shown(double seconds) {
        if (Double.isFinite(seconds) && Math.abs(seconds) < 1e15) {
            return BigDecimal.valueOf(seconds).stripTrailingZeros().toPlainString();
        }
        return Double.toString(seconds);
    }

    /** {playouts, moves, nanoseconds} of whole playouts run for about {@code seconds}. */
    private static long[] run(State state, Playout playout, SplittableRandom random, double seconds) {
        long start = System.nanoTime();
        long deadline = start + (long) (seconds * 1e9);
        long games = 0;
        long moves = 0;
        long now = start;
        while (now < deadline || games == 0) {
            state.reset();
            playout.play(state, random);
            games++;
            moves += state.ply();
            now = System.nanoTime();
        }
        return new long[] {games, moves, now - start};
    }
}
