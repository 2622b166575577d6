package gamut.fuzz;

/**
 * Where the run of one mutant stands, written by its worker thread and read by the thread that
 * watches it: each stage has its own budget of processor time (see {@link Meter}), and the time
 * each took is kept for the run's summary.
 */
final class Probe {
    /** The steps of a mutant's run, each timed on its own. */
    enum Stage { START, READ, CHECK, LOAD, PERFT, PLAY, SEARCH, TESTS, RECORD, REPLAY, POSITION }

    private volatile Stage stage = Stage.START;
    private volatile long wallSince = System.nanoTime();
    private volatile long cpuSince = -1;
    /** Plies played in the current stage: a stage that plays earns more time as its games go on. */
    private volatile int plies;
    /** Processor nanoseconds by stage, written by the worker and read once its run is over. */
    private final long[] cpu = new long[Stage.values().length];

    /** Called by the worker as it starts a stage. */
    void enter(Stage next) {
        long now = Meter.cpu();
        account(now);
        cpuSince = now;
        wallSince = System.nanoTime();
        plies = 0;
        stage = next;
    }

    /** Called by the worker after each ply it plays. */
    void played() {
        plies++;
    }

    /** Plies played in the current stage so far. */
    int plies() {
        return plies;
    }

    /** Called by the worker when the run is over; the stage stays as it was, for a report. */
    void finish() {
        account(Meter.cpu());
        cpuSince = -1;
    }

    private void account(long now) {
        if (cpuSince >= 0 && now >= 0) {
            cpu[stage.ordinal()] += now - cpuSince;
        }
    }

    Stage stage() {
        return stage;
    }

    /** Processor nanoseconds each stage took (valid once the run is over; zeros without a processor clock). */
    long[] cpuByStage() {
        return cpu.clone();
    }

    /** Milliseconds of wall-clock time spent in the current stage so far. */
    long wallMillis() {
        return (System.nanoTime() - wallSince) / 1_000_000;
    }

    /** Milliseconds of the worker's processor time spent in the current stage so far; wall-clock time without the clock. */
    long cpuMillis(Thread worker) {
        long since = cpuSince;
        long now = Meter.cpu(worker);
        if (now < 0) {
            return wallMillis();
        }
        return since < 0 ? 0 : (now - since) / 1_000_000;
    }
}
