package gamut.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.cli.GamutCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.TaskContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The driver writes each partition's games to the CSV as the partition ends, not when the job
 * does: a job that stops part way (here its other partitions fail, once the first one's games are
 * in the file, as a driver killed then would leave it) keeps the games finished, and a run again
 * plays only the rest, ending with the CSV of one machine.
 */
class StoppedJobTest {
    @TempDir
    Path dir;

    private String[] compare(String csv, String... more) {
        Path root = Path.of(System.getProperty("gamut.root", ".."));
        List<String> args = new java.util.ArrayList<>(List.of("compare", root.resolve("games/hex.gamut").toString(),
                "--variants", "size=3,size=4", "-n", "10", "-s", "5", "--csv", dir.resolve(csv).toString()));
        args.addAll(List.of(more));
        return args.toArray(new String[0]);
    }

    private static int run(CommandLine cli, StringWriter err, String... args) {
        cli.setOut(new PrintWriter(new StringWriter(), true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    /** On an executor (this JVM, in local mode): waits until the file holds this many lines, at most 20 s. */
    private static void awaitLines(String file, int lines) throws IOException, InterruptedException {
        for (int waited = 0; waited < 20_000; waited += 20) {
            if (Files.exists(Path.of(file)) && Files.readAllLines(Path.of(file)).size() >= lines) {
                return;
            }
            Thread.sleep(20);
        }
    }

    @Test
    void theGamesOfThePartitionsThatEndedAreKeptAndARunAgainPlaysTheRest() throws IOException {
        String csv = dir.resolve("stopped.csv").toString();
        StringWriter err = new StringWriter();
        int code = run(Main.commandLine(runner -> runner.partition = (job, tasks) -> {
            if (TaskContext.getPartitionId() == 0) {
                return job.play(tasks);
            }
            try {
                awaitLines(csv, 1 + SparkRunner.GAMES_PER_PARTITION);
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
            throw new IllegalStateException("driver stopped (on purpose)");
        }), err, compare("stopped.csv", "--spark", "local[2]"));
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().startsWith("gamut-spark compare: the Spark job failed: Job aborted due to stage failure:"),
                err.toString());
        assertTrue(err.toString().contains("driver stopped (on purpose)"), err.toString());

        assertEquals(0, run(GamutCommand.commandLine(new GamutCommand()), new StringWriter(), compare("one.csv", "-t", "1")));
        List<String> one = Files.readAllLines(dir.resolve("one.csv"));
        assertEquals(one.subList(0, 1 + SparkRunner.GAMES_PER_PARTITION), Files.readAllLines(Path.of(csv)),
                "the header and the games of the first partition");

        StringWriter again = new StringWriter();
        assertEquals(0, run(Main.commandLine(), again, compare("stopped.csv", "--spark", "local[2]")), again.toString());
        assertEquals(Files.readString(dir.resolve("one.csv")), Files.readString(Path.of(csv)));
    }
}
