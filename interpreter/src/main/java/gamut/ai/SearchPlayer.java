package gamut.ai;

import gamut.engine.State;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

/** The tree search as a {@link Player}: a budget of iterations or of time per move, on some threads. */
final class SearchPlayer implements Player {
    private final Mcts search;
    private final int iterations;
    private final long millis;
    private final String name;

    /** {@code millis} 0 for a budget of {@code iterations}; otherwise the time a move takes. */
    SearchPlayer(int iterations, long millis, int threads, long seed, gamut.core.PlayerSpec.TreeOptions options, String name) {
        this.search = (millis > 0 ? Mcts.timed(millis, seed, threads) : new Mcts(iterations, seed, threads))
                .solving(options.solver()).guided(options.mast(), options.cut()).rave(options.rave());
        this.iterations = iterations;
        this.millis = millis;
        this.name = name;
    }

    @Override
    public int choose(State state) {
        return search.choose(state);
    }

    @Override
    public int choose(State state, DoubleConsumer progress, BooleanSupplier cancelled) {
        return choose(state, progress, null, cancelled);
    }

    /** The progress of a budget of time is the share of the time spent. */
    @Override
    public int choose(State state, DoubleConsumer progress, Consumer<Analysis> watcher, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        return search.choose(state, done -> progress.accept(millis > 0 ? timeShare(start, millis)
                : (double) done / iterations), watcher, cancelled);
    }

    /** The share (at most 1) of a budget of {@code millis} spent since {@code start} ({@link System#nanoTime}). */
    static double timeShare(long start, long millis) {
        return Math.min(1, (System.nanoTime() - start) / 1e6 / millis);
    }

    @Override
    public Optional<Analysis> analysis() {
        return search.analysis();
    }

    @Override
    public String describe() {
        return name;
    }
}
