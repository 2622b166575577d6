package gamut.fuzz;

import gamut.fuzz.Probe.Stage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs mutants one at a time on a worker thread and watches each: a stage over its budget of
 * processor time ({@link Meter}), or a heap filling past {@link #HEAP_SHARE} while it runs, stops
 * the worker (Thread.stop, which Java 17 still has; where it is gone the worker is interrupted and
 * left behind) and the next mutant gets a new one. An error thrown in the worker, even an OutOfMemoryError or a StackOverflowError, ends only
 * that mutant and is reported. One runner per lane: it is not shared between threads.
 */
final class Runner {
    /**
     * The outcome of a mutant, or its failure (exactly one is null), and how long it ran; {@code slow}
     * when it ran over its budget and then ended within {@link #SLOW_FACTOR} times it.
     */
    record Verdict(Mutant mutant, Oracle.Outcome outcome, Failure failure, long nanos, long[] cpuByStage, long allocated,
                   boolean slow) {
        Verdict(Mutant mutant, Oracle.Outcome outcome, Failure failure, long nanos, long[] cpuByStage, long allocated) {
            this(mutant, outcome, failure, nanos, cpuByStage, allocated, false);
        }
    }

    /**
     * A mutant over its budget of time runs again with this many times the budget: one that then
     * ends is slow, not hung (nested loops, a block repeated, each move generation doing that much
     * more work by the rules it was given), and is reported as slow; one that still does not end is
     * an escape. A hang never ends, however long it is given.
     */
    static final int SLOW_FACTOR = 20;

    private static final double HEAP_SHARE = 0.5;
    private static final long POLL_MILLIS = 20;
    /**
     * A stage may take this many times its budget in wall-clock time: a busy machine, or a collector
     * cleaning up after a mutant in the other lane, slows a sound mutant down without using its time.
     */
    private static final long WALL_FACTOR = 30;
    /**
     * A mutant that has allocated this much when the heap fills is taken to be the one filling it
     * (without a measure of allocation: one that has run for {@link #HEAP_SUSPECT_MILLIS}).
     */
    private static final long HEAP_SUSPECT_BYTES = 256L << 20;
    private static final long HEAP_SUSPECT_MILLIS = 100;

    private final Oracle oracle;
    private final long budgetMillis;
    /**
     * The budget of the mutant running now: the run's, times its seed's weight (see {@link
     * Seeds#weight}), times how many times its seed's length it has grown to: a block repeated a
     * hundred times does a hundred times its work, which is no fault; what grows without bound is.
     */
    private long stageBudget;
    /**
     * A stage that plays gets its budget again for every this many plies it has played: a mutation
     * that stops captures makes games that run to the fuzzer's cap of plies, slow by their length
     * and not hung, while a ply that never ends still runs out of its budget.
     */
    private static final int PLIES_PER_BUDGET = 1000;
    private final AtomicInteger abandoned;
    private Worker worker;

    /** {@code budgetMillis}: the time each stage of a mutant may take; {@code abandoned} counts workers that would not stop. */
    Runner(Oracle oracle, long budgetMillis, AtomicInteger abandoned) {
        this.oracle = oracle;
        this.budgetMillis = budgetMillis;
        this.abandoned = abandoned;
    }

    /** A thread that runs the jobs handed to it until it is retired. */
    private static final class Worker extends Thread {
        private final SynchronousQueue<Runnable> jobs = new SynchronousQueue<>();
        private volatile boolean retired;

        Worker(long number) {
            super("fuzz-worker-" + number);
            setDaemon(true);
        }

        @Override
        public void run() {
            while (!retired) {
                try {
                    jobs.take().run();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    Verdict run(Mutant mutant) {
        Verdict first = attempt(mutant, 1);
        if (!overTime) {
            return first;
        }
        Verdict again = attempt(mutant, SLOW_FACTOR);
        if (again.failure() != null) {
            return again;
        }
        return new Verdict(mutant, again.outcome(), null, first.nanos() + again.nanos(), again.cpuByStage(),
                again.allocated(), true);
    }

    /** Whether the last attempt was stopped for its time (not for the heap, nor for an error thrown). */
    private boolean overTime;

    private Verdict attempt(Mutant mutant, int factor) {
        overTime = false;
        long grown = Math.max(1, mutant.bytes().length / Math.max(1, mutant.seed().text().length()));
        stageBudget = budgetMillis * Seeds.weight(mutant.seed()) * grown * factor;
        Probe probe = new Probe();
        FutureTask<Oracle.Outcome> task = new FutureTask<>(() -> oracle.run(mutant, probe));
        if (worker == null) {
            worker = new Worker(mutant.index());
            worker.start();
        }
        Thread running = worker;
        long start = System.nanoTime();
        long allocatedBefore = Meter.allocated(running);
        try {
            worker.jobs.put(task);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted before " + mutant.describe(), e);
        }
        while (true) {
            try {
                Oracle.Outcome outcome = task.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                return new Verdict(mutant, outcome, null, System.nanoTime() - start, probe.cpuByStage(),
                        Meter.allocated(running) - allocatedBefore);
            } catch (ExecutionException e) {
                return new Verdict(mutant, null, Failure.thrown(mutant, probe.stage(), e.getCause()),
                        System.nanoTime() - start, probe.cpuByStage(), Meter.allocated(running) - allocatedBefore);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop();
                throw new IllegalStateException("interrupted while running " + mutant.describe(), e);
            } catch (TimeoutException e) {
                long allocated = Meter.allocated(running) - allocatedBefore;
                String why = overBudget(probe, start, allocated);
                if (why != null) {
                    Stage stage = probe.stage();
                    long[] cpu = new long[Stage.values().length];
                    cpu[stage.ordinal()] = probe.cpuMillis(running) * 1_000_000;
                    StackTraceElement[] where = running.getStackTrace();
                    overTime = why.startsWith("over ");
                    stop();
                    return new Verdict(mutant, null, Failure.stopped(mutant, stage, why, where),
                            System.nanoTime() - start, cpu, allocated);
                }
            }
        }
    }

    /**
     * Why the mutant must be stopped, or null: a stage over its budget of processor time (or thirty
     * times that in wall-clock time), or the heap filling while it runs.
     */
    private String overBudget(Probe probe, long start, long allocated) {
        long budget = stageBudget * (1 + probe.plies() / PLIES_PER_BUDGET);
        if (probe.cpuMillis(worker) > budget) {
            return "over " + budget + " ms";
        }
        if (probe.wallMillis() > WALL_FACTOR * budget) {
            return "over " + WALL_FACTOR * budget + " ms of wall-clock time";
        }
        boolean suspect = allocated >= 0 ? allocated > HEAP_SUSPECT_BYTES
                : (System.nanoTime() - start) / 1_000_000 >= HEAP_SUSPECT_MILLIS;
        if (suspect && heapUsed() > HEAP_SHARE) {
            System.gc();
            if (heapUsed() > HEAP_SHARE) {
                return "heap over " + Math.round(HEAP_SHARE * 100) + "%";
            }
        }
        return null;
    }

    /** The share of the largest heap in use, garbage not yet collected included. */
    private static double heapUsed() {
        Runtime runtime = Runtime.getRuntime();
        return (runtime.totalMemory() - runtime.freeMemory()) / (double) runtime.maxMemory();
    }

    /** Ends the idle worker: call when the lane is done. */
    void close() {
        Worker w = worker;
        worker = null;
        if (w != null) {
            w.retired = true;
            w.interrupt();
        }
    }

    /** Stops the worker and lets the next mutant start a new one. */
    @SuppressWarnings({"deprecation", "removal"})
    private void stop() {
        Worker w = worker;
        worker = null;
        if (w == null) {
            return;
        }
        w.retired = true;
        try {
            w.stop();
        } catch (UnsupportedOperationException gone) {
            w.interrupt();
        }
        try {
            w.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (w.isAlive()) {
            abandoned.incrementAndGet();
        }
    }
}
