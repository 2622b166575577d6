package gamut.ai;

/**
 * A proof search's deadline and its reports of progress: a search asks now and then whether its
 * time is up, and is then told of at most every two seconds.
 */
final class SolveClock {
    private static final long REPORT_NANOS = 2_000_000_000L;

    private final long deadline;
    private final PuzzleSolver.Progress progress;
    private long nextReport;

    /** {@code deadline} is a {@link System#nanoTime}; progress may be null. */
    SolveClock(long deadline, PuzzleSolver.Progress progress) {
        this.deadline = deadline;
        this.progress = progress;
        this.nextReport = System.nanoTime() + REPORT_NANOS;
    }

    /** Whether the deadline has passed; reports what is searched when a report is due. */
    boolean timeUp(String searching, long positions, ProofTable table) {
        long now = System.nanoTime();
        if (progress != null && now - nextReport >= 0) {
            progress.searching(searching, positions, table.load());
            nextReport = now + REPORT_NANOS;
        }
        return now - deadline >= 0;
    }
}
