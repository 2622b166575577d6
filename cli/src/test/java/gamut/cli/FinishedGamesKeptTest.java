package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.base.GamutException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A run stopped early keeps every game finished before it: selfplay and compare write each game's
 * row the moment it ends (and flush it), so what is on disk after game k holds k rows, whatever
 * stops the run next (here an exception from the hook the commands call after each row); a run
 * again with the same settings plays only the games the file lacks.
 */
class FinishedGamesKeptTest {
    @TempDir
    Path dir;

    private static final String LOA = Cli.game("lines-of-action");

    /** Runs a command object as the command line would, returning standard error; the exit code must be 2. */
    private static String stopped(Object command, String... args) {
        CommandLine cli = GamutCommand.commandLine(command);
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(new StringWriter()));
        cli.setErr(new PrintWriter(err));
        assertEquals(2, cli.execute(args), err::toString);
        return err.toString().replace("\r\n", "\n");
    }

    @Test
    void selfplayKeepsTheRowsOfTheGamesPlayedBeforeItStopped() {
        Path csv = dir.resolve("self.csv");
        SelfplayCommand selfplay = new SelfplayCommand();
        List<Integer> onDisk = new ArrayList<>();
        selfplay.afterGame = k -> {
            onDisk.add(CsvFile.read(csv).rows().size());
            if (k == 3) {
                throw new GamutException("stopped after game 3");
            }
        };
        assertEquals("stopped after game 3\n", stopped(selfplay, LOA, "-n", "10", "--csv", csv.toString()));
        assertEquals(List.of(1, 2, 3), onDisk);
        Path whole = dir.resolve("whole.csv");
        String uninterrupted = Cli.run("selfplay", LOA, "-n", "10", "--csv", whole.toString());
        CsvFile.Table kept = CsvFile.read(csv);
        CsvFile.Table all = CsvFile.read(whole);
        assertEquals(List.of("variant", "game", "seed", "first", "winner", "plies", "turns", "end", "branching",
                "score_black", "score_white", "coverage", "searched", "lead_changes", "drama", "decisiveness",
                "decision_moves"), kept.header());
        assertEquals(all.rows().subList(0, 3), kept.rows());
        assertEquals(10, all.rows().size());
        // A run again with the same settings plays only the games the file lacks, and prints what one run would.
        assertEquals(uninterrupted, Cli.run("selfplay", LOA, "-n", "10", "--csv", csv.toString()));
        assertEquals(all.rows(), CsvFile.read(csv).rows());
        // With other settings the file is refused, and kept as it is.
        Cli.Result other = Cli.execute("selfplay", LOA, "-n", "10", "-s", "2", "--csv", csv.toString());
        assertEquals(2, other.code());
        assertEquals("selfplay: " + csv + " was made with other settings (" + csv + ".json: {\"command\":\"selfplay\","
                + "\"game_file\":\"lines-of-action.gamut\",\"variants\":[\"base\"],\"players\":[\"random\",\"random\"],"
                + "\"seed\":1}); give another --csv or remove it\n", other.err().replace("\r\n", "\n"));
        assertEquals(all.rows(), CsvFile.read(csv).rows());
    }

    @Test
    void compareKeepsTheFinishedGamesAndAResumedRunEndsAsAnUninterruptedOne() {
        Path csv = dir.resolve("cut.csv");
        String[] args = {LOA, "--variants", "base,first=white", "-n", "4", "--csv", csv.toString()};
        CompareCommand compare = new CompareCommand();
        List<Integer> onDisk = new ArrayList<>();
        compare.afterRow = game -> {
            onDisk.add(CsvFile.read(csv).rows().size());
            if (onDisk.size() == 3) {
                throw new GamutException("stopped after 3 games");
            }
        };
        String err = stopped(compare, args); // the progress bar, then the reason the run stopped
        assertEquals("stopped after 3 games", err.substring(err.stripTrailing().lastIndexOf('\n') + 1).strip());
        assertEquals(List.of(1, 2, 3), onDisk);
        assertEquals(3, CsvFile.read(csv).rows().size());

        String resumed = Cli.run(withCommand("compare", args));
        Path whole = dir.resolve("whole.csv");
        String uninterrupted = Cli.run("compare", LOA, "--variants", "base,first=white", "-n", "4", "--csv", whole.toString());
        assertEquals(table(uninterrupted), table(resumed));
        assertEquals(CsvFile.read(whole).rows(), CsvFile.read(csv).rows());
        assertEquals(8, CsvFile.read(csv).rows().size());
    }

    private static String[] withCommand(String command, String[] args) {
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(List.of(args));
        return all.toArray(String[]::new);
    }

    /** The report without its last line, which names the files. */
    private static String table(String out) {
        return out.substring(0, out.lastIndexOf("games: "));
    }
}
