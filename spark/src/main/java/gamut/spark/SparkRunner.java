package gamut.spark;

import gamut.base.GamutException;
import gamut.cli.ComparisonRunner;
import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.io.Serializable;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Plays compare's games as the tasks of a Spark job: the driver lists the (variant, game) pairs not
 * done yet, Spark plays them a few to a partition, and the driver hands each partition's games on as
 * the partition ends, for compare to write to its CSV at once; once all are in, compare puts the
 * rows in its own order, so the CSV and the table are those of one machine.
 */
final class SparkRunner implements ComparisonRunner {
    /** Games per partition: enough to pay for compiling the rules once, few enough to spread a short run. */
    static final int GAMES_PER_PARTITION = 4;
    /**
     * The gamut launcher's JIT settings (deeper inlining of the compiled rules, about 15% more
     * playouts), for executors that Spark starts itself.
     */
    static final String JIT_OPTIONS = "-XX:MaxInlineLevel=30 -XX:FreqInlineSize=1000 -XX:InlineSmallCode=8000";

    private final SparkOptions options;

    /** What an executor does with a partition's tasks: play them, as their rows (a test makes some fail). */
    interface Partition extends Serializable {
        Iterator<List<String>> play(GameJob job, Iterator<GameTask> tasks);
    }

    Partition partition = (job, tasks) -> job.play(tasks);

    /** Where the last job's games were played, for compare's closing line. */
    private volatile String where;

    SparkRunner(SparkOptions options) {
        this.options = options;
    }

    @Override
    public Map<String, Map<Integer, PlayedGame>> run(Comparison comparison, Path file, int threads,
                                                     Collection<PlayedGame> done, Consumer<PlayedGame> finished)
            throws InterruptedException {
        Map<String, Map<Integer, PlayedGame>> all = keep(comparison, done);
        List<GameTask> tasks = new ArrayList<>();
        for (int k = 1; k <= comparison.games(); k++) {
            for (String variant : comparison.variants()) {
                if (!all.get(variant).containsKey(k)) {
                    tasks.add(new GameTask(variant, k));
                }
            }
        }
        if (tasks.isEmpty()) {
            return all;
        }
        GameJob job = new GameJob(comparison);
        int players = comparison.playerNames().size();
        play(tasks, job, file, rows -> {
            for (List<String> row : rows) {
                PlayedGame game = ComparisonRunner.parse(row, players);
                if (game == null) {
                    throw new IllegalStateException("an executor sent back a row that is not a game's: " + row);
                }
                finished.accept(game);
                all.get(game.variant()).put(game.game(), game);
            }
        });
        return all;
    }

    /**
     * Plays the tasks as a Spark job and hands each partition's rows (in its tasks' order) to
     * {@code done} on this thread as soon as the partition is over, not once the job is: a driver
     * stopped or a job failed keeps every game finished before, in the CSV, for a rerun to resume.
     */
    private void play(List<GameTask> tasks, GameJob job, Path file, Consumer<List<List<String>>> done)
            throws InterruptedException {
        int partitions = (tasks.size() + GAMES_PER_PARTITION - 1) / GAMES_PER_PARTITION;
        Partition partition = this.partition;
        JavaSparkContext spark;
        try {
            spark = new JavaSparkContext(conf(file));
        } catch (Exception e) { // a master it cannot reach, say: one line, not Spark's stack trace
            throw failed(e);
        }
        // Standalone and local masters give their executors' cores; the job's games run on those.
        where = "Spark, " + spark.sc().defaultParallelism() + " executor cores (" + spark.sc().master() + ")";
        try (spark) {
            JavaRDD<List<String>> rows = spark.parallelize(tasks, partitions).mapPartitions(t -> partition.play(job, t));
            PartitionResults results = new PartitionResults(spark.sc(), rows.rdd(), partitions);
            try {
                for (List<List<String>> ended = next(results); ended != null; ended = next(results)) {
                    done.accept(ended);
                }
            } finally {
                results.cancel(); // a row that could not be written, or an interruption: the job stops too
            }
        }
    }

    /** The next partition's rows, or null after the last; a failed job as one line. */
    private static List<List<String>> next(PartitionResults results) throws InterruptedException {
        try {
            return results.next();
        } catch (GamutException | InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    /** Spark's own failures (a failed stage, a master it cannot reach) are not the user's stack trace. */
    private static GamutException failed(Exception e) {
        return new GamutException("gamut-spark compare: the Spark job failed: " + firstLine(e.getMessage()));
    }

    /**
     * Spark's settings: spark-submit's (its --master, its --conf) unless --spark names the master;
     * local[*] when neither does. Embedded in local mode, Spark serves no web UI.
     */
    SparkConf conf(Path file) {
        SparkConf conf = new SparkConf().setAppName("gamut-spark compare " + file.getFileName());
        if (options.master != null) {
            conf.setMaster(options.master);
        } else if (!conf.contains(SparkOptions.MASTER)) {
            conf.setMaster("local[*]");
        }
        if (conf.get(SparkOptions.MASTER).startsWith("local")) {
            // all in this process: no web UI, and no network address to look for (nor to warn about)
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.driver.host", "localhost");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        } else {
            // Executors elsewhere load the tasks' classes from this jar, which spark-submit ships by itself
            // and gamut-spark --spark must name; and they compile the rules as the gamut launcher does.
            String jar = ownJar();
            if (jar != null) {
                conf.setIfMissing("spark.jars", jar);
            }
            conf.setIfMissing("spark.executor.extraJavaOptions", JIT_OPTIONS);
        }
        return conf;
    }

    /** The jar these classes were loaded from, or null when they were not (a build's classes folder). */
    private static String ownJar() {
        try {
            Path at = Path.of(SparkRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return at.toString().endsWith(".jar") ? at.toString() : null;
        } catch (Exception e) {
            return null;
        }
    }

    @Override
    public String where() {
        return where;
    }

    /** The done games of the comparison's variants and numbers, as {@link Comparison#run} keeps them. */
    private static Map<String, Map<Integer, PlayedGame>> keep(Comparison comparison, Collection<PlayedGame> done) {
        Map<String, Map<Integer, PlayedGame>> all = new TreeMap<>();
        comparison.variants().forEach(v -> all.put(v, new TreeMap<>()));
        for (PlayedGame g : done) {
            if (all.containsKey(g.variant()) && g.game() >= 1 && g.game() <= comparison.games()) {
                all.get(g.variant()).put(g.game(), g);
            }
        }
        return all;
    }

    private static String firstLine(String message) {
        return message == null ? "(no message)" : message.lines().findFirst().orElse("");
    }
}
