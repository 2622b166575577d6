package gamut.fuzz;

import gamut.fuzz.Oracle.Outcome;
import gamut.fuzz.Runner.Verdict;
import gamut.fuzz.Seeds.Kind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The counts of a fuzz run and its failures grouped by kind, each kind with its smallest mutants. */
final class Summary {
    /** Mutants kept per kind of failure, the smallest ones. */
    private static final int KEPT = 3;

    private final long runSeed;
    private final int threads;
    private final Map<Kind, EnumMap<Outcome, Long>> outcomes = new EnumMap<>(Kind.class);
    private final Map<String, List<Failure>> failures = new TreeMap<>();
    private final Map<String, Long> failureCounts = new TreeMap<>();
    private final Map<String, long[]> times = new TreeMap<>();
    private final long[] cpu = new long[Probe.Stage.values().length];
    private long mutants;
    /** Mutants over their budget that ended when given more ({@link Runner#SLOW_FACTOR}), the smallest kept. */
    private long slowCount;
    private final List<Mutant> slowKept = new ArrayList<>();
    private long slowestNanos;
    private Mutant slowest;
    private Probe.Stage slowestStage;
    private long mostAllocated;
    private Mutant greediest;
    private long wallNanos;
    private String aborted;

    Summary(long runSeed, int threads) {
        this.runSeed = runSeed;
        this.threads = threads;
    }

    synchronized void add(Verdict verdict) {
        mutants++;
        String key = verdict.mutant().seed().kind().name().toLowerCase(Locale.ROOT) + " "
                + (verdict.failure() == null ? verdict.outcome().name().toLowerCase(Locale.ROOT) : "failed");
        times.computeIfAbsent(key, k -> new long[2])[0]++;
        times.get(key)[1] += verdict.nanos();
        for (int i = 0; i < cpu.length; i++) {
            cpu[i] += verdict.cpuByStage()[i];
        }
        if (verdict.failure() == null && verdict.allocated() > mostAllocated) {
            mostAllocated = verdict.allocated();
            greediest = verdict.mutant();
        }
        for (int i = 0; i < cpu.length; i++) {
            if (verdict.failure() == null && verdict.cpuByStage()[i] > slowestNanos) {
                slowestNanos = verdict.cpuByStage()[i];
                slowest = verdict.mutant();
                slowestStage = Probe.Stage.values()[i];
            }
        }
        if (verdict.slow()) {
            slowCount++;
            slowKept.add(verdict.mutant());
            slowKept.sort(Comparator.comparingInt((Mutant m) -> m.bytes().length).thenComparingLong(Mutant::index));
            if (slowKept.size() > KEPT) {
                slowKept.remove(slowKept.size() - 1);
            }
        }
        Failure f = verdict.failure();
        if (f == null) {
            outcomes.computeIfAbsent(verdict.mutant().seed().kind(), k -> new EnumMap<>(Outcome.class))
                    .merge(verdict.outcome(), 1L, Long::sum);
            return;
        }
        failureCounts.merge(f.kind(), 1L, Long::sum);
        List<Failure> kept = failures.computeIfAbsent(f.kind(), k -> new ArrayList<>());
        kept.add(f);
        kept.sort(Comparator.comparingInt((Failure x) -> x.mutant().bytes().length)
                .thenComparingLong(x -> x.mutant().index()));
        if (kept.size() > KEPT) {
            kept.remove(kept.size() - 1);
        }
    }

    synchronized void finish(long wallNanos, String abortedBecause) {
        this.wallNanos = wallNanos;
        this.aborted = abortedBecause;
    }

    synchronized long mutants() {
        return mutants;
    }

    synchronized long escapes() {
        return failureCounts.values().stream().mapToLong(Long::longValue).sum();
    }

    synchronized long count(Kind kind, Outcome outcome) {
        return outcomes.getOrDefault(kind, new EnumMap<>(Outcome.class)).getOrDefault(outcome, 0L);
    }

    /** The kinds of failure found, sorted. */
    synchronized List<String> kinds() {
        return List.copyOf(failures.keySet());
    }

    /** The one line the build prints. */
    synchronized String line() {
        return String.format(Locale.ROOT, "fuzz: %,d mutants, %,d checked clean and played, %,d slow, %,d escapes"
                        + " (%d distinct) in %.1f s (seed %d, %d threads)%s",
                mutants, count(Kind.DEFINITION, Outcome.PLAYED), slowCount, escapes(), failures.size(), wallNanos / 1e9,
                runSeed, threads, aborted == null ? "" : "; stopped early: " + aborted);
    }

    /** The counts by kind of seed and outcome, and every kind of failure with its smallest mutant. */
    synchronized String details() {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, long[]> e : times.entrySet()) {
            out.append(String.format(Locale.ROOT, "  %-20s %,7d mutants, %6.1f ms each%n", e.getKey(), e.getValue()[0],
                    e.getValue()[1] / 1e6 / e.getValue()[0]));
        }
        StringBuilder stages = new StringBuilder();
        long total = 0;
        for (Probe.Stage stage : Probe.Stage.values()) {
            total += cpu[stage.ordinal()];
            if (cpu[stage.ordinal()] > 0) {
                stages.append(String.format(Locale.ROOT, ", %s %.1f s", stage.name().toLowerCase(Locale.ROOT),
                        cpu[stage.ordinal()] / 1e9));
            }
        }
        out.append(String.format(Locale.ROOT, "  processor time of the workers: %.1f s%s%n", total / 1e9, stages));
        if (greediest != null) {
            out.append(String.format(Locale.ROOT, "  most allocated by a mutant that passed: %,d MB, %s%n",
                    mostAllocated >> 20, greediest.describe()));
        }
        if (slowest != null) {
            out.append(String.format(Locale.ROOT, "  longest stage that passed: %s, %.0f ms of processor time, %s%n",
                    slowestStage.name().toLowerCase(Locale.ROOT), slowestNanos / 1e6, slowest.describe()));
        }
        if (slowCount > 0) {
            out.append(String.format(Locale.ROOT, "  %,d slow (over the budget, then ended within %d times it),"
                    + " smallest: %s%n", slowCount, Runner.SLOW_FACTOR, slowKept.get(0).describe()));
        }
        for (Map.Entry<String, List<Failure>> e : failures.entrySet()) {
            Failure smallest = e.getValue().get(0);
            out.append(String.format(Locale.ROOT, "  %,d x %s%n      smallest: %s%n      %s%n", failureCounts.get(e.getKey()),
                    e.getKey(), smallest.mutant().describe(), firstLine(smallest.message())));
        }
        return out.toString();
    }

    private static String firstLine(String message) {
        String line = message.lines().findFirst().orElse("");
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    /** Writes the kept mutants of every failure kind, each with its report, to {@code dir} (emptied first). */
    synchronized void save(Path dir) {
        try {
            Files.createDirectories(dir);
            try (Stream<Path> old = Files.list(dir)) {
                for (Path p : old.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            int number = 0;
            for (List<Failure> kept : failures.values()) {
                number++;
                for (Failure f : kept) {
                    String base = String.format(Locale.ROOT, "%02d-%s-%d", number, slug(f.kind()), f.mutant().index());
                    Files.write(dir.resolve(base + extension(f.mutant())), f.mutant().bytes());
                    Files.writeString(dir.resolve(base + ".txt"), f.describe() + "\n", StandardCharsets.UTF_8);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String extension(Mutant mutant) {
        return switch (mutant.seed().kind()) {
            case DEFINITION -> ".gamut";
            case RECORD -> ".record";
            case POSITION -> ".position";
        };
    }

    private static String slug(String kind) {
        String s = kind.replaceAll("[^A-Za-z0-9]+", "-").replaceAll("^-|-$", "");
        return s.length() > 80 ? s.substring(0, 80) : s;
    }
}
