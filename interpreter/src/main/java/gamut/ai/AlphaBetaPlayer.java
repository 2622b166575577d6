package gamut.ai;

import gamut.engine.State;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

/** The alpha-beta search as a {@link Player}: a depth, a time or a number of nodes per move. */
final class AlphaBetaPlayer implements Player {
    /** A table of 2^20 entries, 16 MiB: room for the positions of a few seconds' search. */
    static final int TABLE_BITS = 20;

    private final AlphaBeta search;
    private final int depth;
    private final long millis;
    private final long nodes;
    private final String name;

    /**
     * {@code depth} 0 for a budget of time or nodes alone, {@code millis} 0 for a depth or nodes alone,
     * {@code nodes} 0 for none; {@code contempt} what a draw costs it (0: even).
     */
    AlphaBetaPlayer(int depth, long millis, long nodes, int contempt, long seed, String name) {
        this.search = new AlphaBeta(nodes > 0 ? AlphaBeta.MOST_DEPTH : depth, millis, null, TABLE_BITS).seeded(seed)
                .limitNodes(nodes).contempt(contempt);
        this.depth = depth;
        this.millis = millis;
        this.nodes = nodes;
        this.name = name;
    }

    @Override
    public int choose(State state) {
        return search.choose(state, null, () -> false);
    }

    @Override
    public int choose(State state, DoubleConsumer progress, BooleanSupplier cancelled) {
        return choose(state, progress, null, cancelled);
    }

    /** The progress of a depth is the share of the depths done; of a time, the share of the time spent. */
    @Override
    public int choose(State state, DoubleConsumer progress, Consumer<Analysis> watcher, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        return search.choose(state, analysis -> {
            progress.accept(millis > 0 ? SearchPlayer.timeShare(start, millis)
                    : nodes > 0 ? Math.min(1, (double) analysis.iterations() / nodes)
                    : Math.min(1, (double) analysis.depth() / depth));
            if (watcher != null) {
                watcher.accept(analysis);
            }
        }, cancelled);
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
