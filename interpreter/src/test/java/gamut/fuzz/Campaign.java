package gamut.fuzz;

import gamut.fuzz.Seeds.Seed;
import gamut.testing.Games;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A fuzz run: mutants 0 to N-1 of a seed, shared out between a few lanes, each lane running one
 * mutant at a time through a {@link Runner}. Its settings come from system properties, so that a
 * longer run is one command line away:
 * <pre>
 * mvn -B -o -pl grammar,interpreter test -Dtest=FuzzTest -Dgamut.fuzz.mutants=200000 -Dgamut.fuzz.seed=7
 * </pre>
 * {@code -Dgamut.fuzz.only=84,9243} runs just those mutants of the seed again (a failure's report
 * names its number); {@code -Dgamut.fuzz.threads} and {@code -Dgamut.fuzz.budgetMillis} (processor
 * time per stage of a mutant) tune the run; {@code -Dgamut.fuzz.strategies} keeps to some mutations
 * ({@link Mutator#chosen}) and {@code -Dgamut.fuzz.largeBytes} sets how large files are grown
 * below the limit ({@link Growth#LARGE}).
 */
final class Campaign {
    /** A run's settings: mutants, seed, lanes, the time budget of each stage of a mutant, and whether escapes fail it. */
    record Settings(long mutants, long seed, int threads, long budgetMillis, boolean allowEscapes, List<Long> only) {
        Settings {
            only = List.copyOf(only);
        }

        static Settings fromSystemProperties() {
            List<Long> only = new ArrayList<>();
            for (String n : System.getProperty("gamut.fuzz.only", "").split(",")) {
                if (!n.isBlank()) {
                    only.add(Long.parseLong(n.strip()));
                }
            }
            return new Settings(only.isEmpty() ? Long.getLong("gamut.fuzz.mutants", 10_000) : only.size(),
                    Long.getLong("gamut.fuzz.seed", 1), Integer.getInteger("gamut.fuzz.threads", 2),
                    Long.getLong("gamut.fuzz.budgetMillis", 500), Boolean.getBoolean("gamut.fuzz.allowEscapes"), only);
        }

        /** The number of the i-th mutant to run: i itself, or the i-th of those asked for with gamut.fuzz.only. */
        long index(long i) {
            return only.isEmpty() ? i : only.get((int) i);
        }
    }

    /** Threads that cannot be stopped before the run gives up: each may keep a core busy for good. */
    private static final int MAX_ABANDONED = 3;

    private final List<Seed> seeds;
    private final Mutator mutator;
    private final Oracle oracle;

    Campaign(Path scratch) {
        this.seeds = Seeds.all();
        this.mutator = new Mutator(Tokens.grammarLiterals(grammar()));
        this.oracle = new Oracle(seeds, scratch);
    }

    /** The grammar the fuzzer takes its keywords and punctuation from. */
    static Path grammar() {
        return Games.root().resolve("grammar/src/main/antlr4/gamut/grammar/Gamut.g4");
    }

    List<Seed> seeds() {
        return seeds;
    }

    Mutator mutator() {
        return mutator;
    }

    Oracle oracle() {
        return oracle;
    }

    /** Every seed as it is, with a budget ten times the run's (the code is not compiled yet): none may fail. */
    List<Runner.Verdict> warmUp(Settings settings) {
        Runner runner = new Runner(oracle, settings.budgetMillis() * 10, new AtomicInteger());
        List<Runner.Verdict> out = new ArrayList<>();
        long index = -1;
        try {
            for (Seed seed : seeds) {
                out.add(runner.run(Mutant.of(index--, seed, "unchanged", seed.text())));
            }
        } finally {
            runner.close();
        }
        return out;
    }

    Summary run(Settings settings) {
        AtomicInteger abandoned = new AtomicInteger();
        Summary summary = new Summary(settings.seed(), settings.threads());
        AtomicLong next = new AtomicLong();
        AtomicReference<String> stop = new AtomicReference<>();
        ExecutorService lanes = Executors.newFixedThreadPool(settings.threads());
        long start = System.nanoTime();
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int lane = 0; lane < settings.threads(); lane++) {
                running.add(lanes.submit(() -> {
                    Runner runner = new Runner(oracle, settings.budgetMillis(), abandoned);
                    try {
                        for (long i = next.getAndIncrement(); i < settings.mutants() && stop.get() == null;
                                i = next.getAndIncrement()) {
                            summary.add(runner.run(mutator.mutant(settings.seed(), settings.index(i), seeds)));
                            if (abandoned.get() >= MAX_ABANDONED) {
                                stop.compareAndSet(null, abandoned.get() + " threads could not be stopped");
                            }
                        }
                    } finally {
                        runner.close();
                    }
                }));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the fuzzer itself failed", e.getCause());
        } finally {
            lanes.shutdownNow();
        }
        summary.finish(System.nanoTime() - start, stop.get());
        return summary;
    }
}
