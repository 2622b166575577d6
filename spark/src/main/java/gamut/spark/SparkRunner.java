package gamut.spark;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.cli.ComparisonRunner;
import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Plays compare's games as the tasks of a Spark job: the driver lists the (variant, game) pairs not
 * done yet, Spark plays them a few to a partition, and the driver collects the rows and hands the
 * games on in the order compare starts them, so the CSV and the table are those of one machine.
 */
final class SparkRunner implements ComparisonRunner {
    /** Games per partition: enough to pay for compiling the rules once, few enough to spread a short run. */
    static final int GAMES_PER_PARTITION = 4;

    private final SparkOptions options;

    SparkRunner(SparkOptions options) {
        this.options = options;
    }

    @Override
    public Map<String, Map<Integer, PlayedGame>> run(Comparison comparison, Path file, int threads,
                                                     Collection<PlayedGame> done, Consumer<PlayedGame> finished) {
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
        GameJob job = new GameJob(file, Gamut.read(file), comparison);
        int players = comparison.playerNames().size();
        for (List<String> row : collect(tasks, job, file)) {
            PlayedGame game = ComparisonRunner.parse(row, players);
            if (game == null) {
                throw new IllegalStateException("an executor sent back a row that is not a game's: " + row);
            }
            finished.accept(game);
            all.get(game.variant()).put(game.game(), game);
        }
        return all;
    }

    /** The rows of the tasks' games, in the tasks' order (collect keeps the partitions' order). */
    private List<List<String>> collect(List<GameTask> tasks, GameJob job, Path file) {
        int partitions = (tasks.size() + GAMES_PER_PARTITION - 1) / GAMES_PER_PARTITION;
        try (JavaSparkContext spark = new JavaSparkContext(conf(file))) {
            return spark.parallelize(tasks, partitions).mapPartitions(job::play).collect();
        } catch (GamutException e) {
            throw e;
        } catch (Exception e) { // Spark's own (a master it cannot reach, a failed stage) are not the user's stack trace
            throw new GamutException("gamut-spark compare: the Spark job failed: " + firstLine(e.getMessage()));
        }
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
        }
        return conf;
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
