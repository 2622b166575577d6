package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs given the same CSV: the second is refused while the first holds the file (else each
 * game would be written twice), and a file that holds a game twice all the same (written by two
 * runs of an older version) resumes with each game once, in the file too.
 */
class SharedCsvTest {
    @TempDir
    Path dir;

    private static final String TTT = Cli.game("tic-tac-toe");

    @Test
    void aCsvAnotherRunIsWritingIsRefusedAndLeftAsItIs() throws Exception {
        Path csv = dir.resolve("games.csv");
        try (FileChannel channel = FileChannel.open(dir.resolve(".games.csv.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock held = channel.lock()) {
            assertTrue(held.isValid(), "this test holds the CSV, as another run would");
            Cli.Result selfplay = Cli.execute("selfplay", TTT, "-n", "3", "--csv", csv.toString());
            assertEquals(2, selfplay.code());
            assertEquals("selfplay: " + csv + " is being written by another gamut run; wait for it to end, or give"
                    + " another --csv\n", selfplay.err().replace("\r\n", "\n"));
            assertFalse(Files.exists(csv), "nothing is written");
            Cli.Result compare = Cli.execute("compare", TTT, "--variants", "base", "-n", "3", "--csv", csv.toString());
            assertEquals(2, compare.code());
            assertEquals("compare: " + csv + " is being written by another gamut run; wait for it to end, or give"
                    + " another --csv\n", compare.err().replace("\r\n", "\n"));
            assertFalse(Files.exists(csv) || Files.exists(dir.resolve("games.png")), "nothing is written");
        }
        // Once the other run is over, the file is this run's; and the next run's after it.
        Cli.run("selfplay", TTT, "-n", "3", "--csv", csv.toString());
        assertEquals(3, CsvFile.read(csv).rows().size());
        Cli.run("selfplay", TTT, "-n", "4", "--csv", csv.toString());
        assertEquals(4, CsvFile.read(csv).rows().size());
    }

    @Test
    void rowsOfAGameTheFileAlreadyHoldsAreDroppedOnResuming() throws Exception {
        Path csv = dir.resolve("twice.csv");
        Cli.run("selfplay", TTT, "-n", "4", "--csv", csv.toString());
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.add(lines.get(2));
        lines.add(lines.get(3));
        Files.write(csv, lines);
        Cli.Result resumed = Cli.execute("selfplay", TTT, "-n", "5", "--csv", csv.toString());
        assertEquals(0, resumed.code(), resumed.err());
        assertEquals("selfplay: " + csv + " held 2 rows of games it already had (written by two runs at once); they"
                + " were dropped\n", resumed.err().replace("\r\n", "\n"));
        Path once = dir.resolve("once.csv");
        assertEquals(Cli.run("selfplay", TTT, "-n", "5", "--csv", once.toString()), resumed.out());
        assertTrue(resumed.out().contains("\n5 games: "), resumed.out());
        assertEquals(Files.readString(once), Files.readString(csv));

        Path compared = dir.resolve("compared.csv");
        Cli.run("compare", TTT, "--variants", "base", "-n", "2", "--csv", compared.toString());
        lines = new ArrayList<>(Files.readAllLines(compared));
        lines.add(1, lines.get(1));
        Files.write(compared, lines);
        Cli.Result again = Cli.execute("compare", TTT, "--variants", "base", "-n", "3", "--coverage", "--csv",
                compared.toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().replace("\r\n", "\n").startsWith("compare: " + compared + " held 1 row of games it already"
                + " had (written by two runs at once); it was dropped\n"), again.err());
        assertTrue(again.out().contains("\n| base | 3 | "), again.out());
        assertTrue(again.out().contains("\n(2 games kept from an earlier run are not counted)\n"), again.out());
        assertEquals(4, Files.readAllLines(compared).size(), "the header and three games");
    }
}
