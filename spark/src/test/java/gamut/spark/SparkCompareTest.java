package gamut.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.cli.GamutCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * gamut-spark compare, run in Spark's local mode, against gamut compare on one machine: for the same
 * seeds the same table and the same CSV, byte for byte, since each game is a pure function of its
 * variant and number wherever it is played.
 */
class SparkCompareTest {
    private static final String GAME = "games/queens-guard.gamut";
    private static final String VARIANTS = "base,between=forbidden";

    @TempDir
    Path dir;

    /** What a run printed and its exit code. */
    record Run(int code, String out, String err) {
        /** The output without its last line, which names the run's own files. */
        /** The report without its closing lines: where the files went, and the games per minute (which depend on the machine). */
        String table() {
            List<String> lines = new ArrayList<>(out.lines().filter(l -> !l.startsWith("compare: ")).toList());
            assertTrue(lines.get(lines.size() - 1).startsWith("games: "), out);
            return String.join("\n", lines.subList(0, lines.size() - 1));
        }

        /** The line that says where the files went. */
        String files() {
            return out.lines().filter(l -> l.startsWith("games: ")).reduce((a, b) -> b).orElseThrow();
        }
    }

    private static Path root() {
        return Path.of(System.getProperty("gamut.root", ".."));
    }

    private static Run run(CommandLine cli, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private String[] compare(int games, String csv, String... more) {
        List<String> args = new ArrayList<>(List.of("compare", root().resolve(GAME).toString(), "--variants", VARIANTS,
                "-n", Integer.toString(games), "--players", "random,random", "-s", "11", "--csv",
                dir.resolve(csv).toString(), "--chart", dir.resolve(csv.replace(".csv", ".png")).toString()));
        args.addAll(List.of(more));
        return args.toArray(new String[0]);
    }

    private String read(String name) throws IOException {
        return Files.readString(dir.resolve(name));
    }

    @Test
    void localModePrintsTheTableAndWritesTheCsvOfOneMachine() throws IOException {
        Run one = run(GamutCommand.commandLine(new GamutCommand()), compare(20, "one.csv", "--threads", "2"));
        Run spark = run(Main.commandLine(), compare(20, "spark.csv", "--spark", "local[2]"));
        assertEquals(0, one.code(), one.err());
        assertEquals(0, spark.code(), spark.err());
        assertEquals(one.table(), spark.table());
        assertTrue(spark.table().startsWith("| variant | games | white wins |"), spark.out());
        assertTrue(spark.table().contains("\n| between=forbidden | 20 | "), spark.out());
        assertEquals("games: " + dir.resolve("spark.csv") + "; chart: " + dir.resolve("spark.png"),
                spark.files());
        assertEquals(read("one.csv"), read("spark.csv"));
        assertEquals(41, read("spark.csv").lines().count(), "the header and 20 games of each variant");
        assertEquals(read("one.csv.json"), read("spark.csv.json"));
        assertTrue(Files.size(dir.resolve("spark.png")) > 0);
    }

    @Test
    void aRunResumedOnSparkPlaysOnlyTheGamesNotKeptAndEndsAsOneMachineDoes() throws IOException {
        assertEquals(0, run(GamutCommand.commandLine(new GamutCommand()), compare(20, "one.csv")).code());
        // The first 6 games of each variant on one machine, the other 14 on Spark, into the same file.
        assertEquals(0, run(GamutCommand.commandLine(new GamutCommand()), compare(6, "resumed.csv")).code());
        Run spark = run(Main.commandLine(), compare(20, "resumed.csv", "--spark", "local[2]"));
        assertEquals(0, spark.code(), spark.err());
        assertEquals(read("one.csv"), read("resumed.csv"));
    }

    @Test
    void aDefinitionOnStandardInputIsReadOnceAndSentToTheExecutors() throws IOException {
        Run one = run(GamutCommand.commandLine(new GamutCommand()), compare(8, "file.csv"));
        String[] args = compare(8, "stdin.csv", "--spark", "local[2]");
        args[1] = "-";
        java.io.InputStream saved = System.in;
        Run spark;
        try {
            System.setIn(Files.newInputStream(root().resolve(GAME)));
            spark = run(Main.commandLine(), args);
        } finally {
            System.setIn(saved);
        }
        assertEquals(0, spark.code(), spark.err());
        assertEquals(one.table(), spark.table());
        assertEquals(read("file.csv").lines().skip(1).toList(), read("stdin.csv").lines().skip(1).toList(),
                "the same games; only the settings name the definition differently");
    }

    @Test
    void threadsAndCoverageAreLeftToOneMachine() {
        Run threads = run(Main.commandLine(), compare(20, "t.csv", "--threads", "2"));
        assertEquals(2, threads.code());
        assertTrue(threads.err().startsWith("gamut: Unknown options: '--threads', '2'"), threads.err());
        Run coverage = run(Main.commandLine(), compare(20, "c.csv", "--coverage"));
        assertEquals(2, coverage.code());
        assertTrue(coverage.err().startsWith("gamut: Unknown option: '--coverage'"), coverage.err());
        assertTrue(Files.notExists(dir.resolve("t.csv")) && Files.notExists(dir.resolve("c.csv")));
    }

    @Test
    void theVersionNamesTheSparkItRunsOn() {
        Run version = run(Main.commandLine(), "compare", "--version");
        assertEquals(0, version.code());
        assertTrue(version.out().matches("gamut-spark \\S+ on Apache Spark " + System.getProperty("spark.version") + "\n"),
                version.out());
    }

    @Test
    void aMasterSparkDoesNotKnowIsAMistakeOfTheCommandLine() {
        Run bad = run(Main.commandLine(), compare(2, "bad.csv", "--spark", "nowhere"));
        assertEquals("gamut: --spark: 'nowhere' is not a Spark master (local[*], local[N], spark://HOST:PORT, yarn,"
                + " k8s://URL)\nTry 'gamut-spark compare --help'.\n", bad.err());
        assertEquals(2, bad.code());
        assertTrue(Files.notExists(dir.resolve("bad.csv")));
    }

    @Test
    void aMasterSparkCannotReachIsSaidInOneLine() {
        // Spark parses the URL only when the job starts: a cluster manager it has no support for.
        Run bad = run(Main.commandLine(), compare(2, "far.csv", "--spark", "mesos://localhost:1"));
        assertEquals("gamut-spark compare: the Spark job failed: Could not parse Master URL: 'mesos://localhost:1'\n",
                bad.err());
        assertEquals(2, bad.code());
    }
}
