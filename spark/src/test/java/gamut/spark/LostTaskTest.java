package gamut.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.cli.ComparisonRunner;
import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;

/**
 * A task that fails (its executor lost, say) is run again by Spark, and gives the same games: each
 * is a pure function of its variant and number. The job here is the one gamut-spark runs, with a
 * partition made to fail at its first attempt.
 */
class LostTaskTest {
    private static final String[] PLAYERS = {"random", "random"};
    /** The partitions that failed; in local mode the tasks run in this JVM, so they can count here. */
    private static final AtomicInteger FAILED = new AtomicInteger();

    @Test
    void aPartitionPlayedAgainGivesTheSameRows() throws Exception {
        Path file = Path.of(System.getProperty("gamut.root", "..")).resolve("games/tic-tac-toe.gamut");
        List<String> variants = List.of("base", "base");
        Comparison comparison = new Comparison(file, variants, PLAYERS, 6, 21);
        List<GameTask> tasks = new ArrayList<>();
        List<List<String>> expected = new ArrayList<>();
        Map<String, Map<Integer, PlayedGame>> one = comparison.run(1);
        for (int k = 1; k <= 6; k++) {
            for (String v : variants) {
                tasks.add(new GameTask(v, k));
                expected.add(ComparisonRunner.row(one.get(v).get(k)));
            }
        }
        GameJob job = new GameJob(comparison);
        // local[2,3]: two threads, and a task may fail up to three times before the job does
        SparkConf conf = new SparkConf().setMaster("local[2,3]").setAppName("LostTaskTest").set("spark.ui.enabled", "false");
        List<List<String>> rows;
        try (JavaSparkContext spark = new JavaSparkContext(conf)) {
            var played = spark.parallelize(tasks, 3).mapPartitions(games -> {
                if (TaskContext.getPartitionId() == 1 && TaskContext.get().attemptNumber() == 0) {
                    FAILED.incrementAndGet();
                    throw new IllegalStateException("executor lost (on purpose)");
                }
                return job.play(games);
            });
            rows = played.collect();
        }
        assertEquals(expected, rows);
        assertEquals(12, rows.size());
        assertEquals(1, FAILED.get());
    }
}
