package gamut.rules;

/**
 * How often each item of the rules ({@link Site}, by its number in {@link RuleSites#all}) produced a
 * move or fired, and for after programs and their statements how often they ran. Filled by a
 * coverage replay on one thread; {@link #add} sums counts kept apart (one per game or thread).
 */
public final class RuleCounts {
    private final long[] hits;
    private final long[] runs;

    public RuleCounts(int sites) {
        hits = new long[sites];
        runs = new long[sites];
    }

    public void hit(int site) {
        hits[site]++;
    }

    /** A run of an after program or of one of its statements, and whether it changed anything. */
    public void run(int site, boolean changed) {
        runs[site]++;
        if (changed) {
            hits[site]++;
        }
    }

    public long hits(int site) {
        return hits[site];
    }

    public long runs(int site) {
        return runs[site];
    }

    /** Adds the other's counts (of the same rules) to these. */
    public void add(RuleCounts other) {
        for (int i = 0; i < hits.length; i++) {
            hits[i] += other.hits[i];
            runs[i] += other.runs[i];
        }
    }

    /**
     * A statement of an after program that counts its runs, and whether each changed the board (or
     * gave the mover another turn), while {@link Gen#counts} is set; otherwise it only runs.
     */
    public static Op counted(int site, Op effect) {
        return g -> {
            RuleCounts counts = g.counts;
            if (counts == null) {
                return effect.exec(g);
            }
            long hash = g.board.hash();
            boolean again = g.again;
            boolean result = effect.exec(g);
            counts.run(site, hash != g.board.hash() || again != g.again);
            return result;
        };
    }
}
