package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A selfplay or compare killed outright (kill -9: no hook, no flush, no lock let go by the run
 * itself) part way through its games, and run again with the same CSV, ends as one uninterrupted
 * run does: the same report and the same CSV, byte for byte, each game once. The run is a real
 * command in a JVM of its own, killed once its CSV holds some rows. A tree search plays one side:
 * random players alone finish 20,000 games of Tic-tac-toe in two seconds, too fast to be caught
 * part way; a search of 100 iterations keeps 300 games to about a second.
 */
class KilledRunTest {
    @TempDir
    Path dir;

    private static final String TTT = Cli.game("tic-tac-toe");
    private static final int GAMES = 300;
    private static final int KILL_AFTER = 30;

    private String[] selfplay(Path csv) {
        return new String[] {"selfplay", TTT, "-n", Integer.toString(GAMES), "--players", "mcts:100,random", "--csv",
            csv.toString()};
    }

    private String[] compare(Path csv) {
        return new String[] {"compare", TTT, "--variants", "base", "-n", Integer.toString(GAMES), "--players",
            "mcts:100,random", "-t", "2", "--csv", csv.toString()};
    }

    @Test
    void aSelfplayKilledPartWayResumesToTheReportAndTheCsvOfOneRun() throws Exception {
        Path csv = dir.resolve("killed.csv");
        int kept = killPartWay(selfplay(csv), csv);
        String resumed = Cli.run(selfplay(csv));
        Path whole = dir.resolve("whole.csv");
        assertEquals(Cli.run(selfplay(whole)), resumed);
        sameGamesOnce(whole, csv, kept);
    }

    @Test
    void aCompareKilledPartWayResumesToTheTableAndTheCsvOfOneRun() throws Exception {
        Path csv = dir.resolve("killed.csv");
        int kept = killPartWay(compare(csv), csv);
        String resumed = Cli.run(compare(csv));
        Path whole = dir.resolve("whole.csv");
        assertEquals(table(Cli.run(compare(whole))), table(resumed));
        sameGamesOnce(whole, csv, kept);
    }

    /**
     * Starts the command in a JVM of its own, kills it (SIGKILL) once its CSV holds at least
     * {@link #KILL_AFTER} rows, and returns the rows it left; the run must not have ended by itself.
     */
    private int killPartWay(String[] args, Path csv) throws IOException, InterruptedException {
        Process run = ChildJvm.gamut(dir, List.of(), args).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            while (rows(csv) < KILL_AFTER) {
                assertTrue(run.isAlive(), "the run ended before it was killed, with " + rows(csv) + " rows");
                Thread.sleep(2); // how often the file is looked at, not how long anything may take
            }
        } finally {
            run.destroyForcibly();
            run.waitFor();
        }
        int kept = rows(csv);
        assertTrue(kept >= KILL_AFTER && kept < GAMES, kept + " rows: the run was not killed part way");
        return kept;
    }

    /** The lines after the header that end with a line break (a row being written when killed not counted). */
    private static int rows(Path csv) throws IOException {
        if (!Files.exists(csv)) {
            return 0;
        }
        String text = Files.readString(csv);
        int lines = (int) text.chars().filter(c -> c == '\n').count();
        return Math.max(0, lines - 1);
    }

    /** The resumed CSV is the uninterrupted run's, each game in it once. */
    private static void sameGamesOnce(Path whole, Path resumed, int kept) throws IOException {
        assertEquals(Files.readString(whole), Files.readString(resumed), "after " + kept + " rows kept");
        List<List<String>> rows = CsvFile.read(resumed).rows();
        assertEquals(GAMES, rows.size());
        Set<String> games = new HashSet<>();
        List<String> copies = new ArrayList<>();
        for (List<String> row : rows) {
            if (!games.add(row.get(0) + " " + row.get(1))) {
                copies.add(row.get(0) + " " + row.get(1));
            }
        }
        assertEquals(List.of(), copies);
    }

    /** compare's report without its last lines, which name the files and say how fast the games went. */
    private static String table(String out) {
        return out.substring(0, out.lastIndexOf("games: "));
    }
}
