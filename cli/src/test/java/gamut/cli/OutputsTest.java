package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files the commands write where the user says never replace a file the run reads (the
 * definition, the CSV and its settings, a position file), and replace another file only when it is
 * one of Gamut's outputs of that kind (a PNG chart, a CSV of games, a record) unless forced.
 */
class OutputsTest {
    @TempDir
    Path dir;

    private Path game;
    private Path notes;

    @BeforeEach
    void files() throws Exception {
        // A copy: a failing test must not write over the shipped game.
        game = dir.resolve("ttt.gamut");
        Files.copy(Path.of(Cli.game("tic-tac-toe")), game);
        notes = Files.writeString(dir.resolve("notes.txt"), "my notes\n");
    }

    private Cli.Result compare(String... more) {
        List<String> args = new ArrayList<>(List.of("compare", game.toString(), "--variants", "base", "-n", "2"));
        args.addAll(List.of(more));
        Cli.Result r = Cli.execute(args.toArray(String[]::new));
        return new Cli.Result(r.code(), r.out(), r.err().replace("\r\n", "\n"));
    }

    private void refused(String message, Cli.Result r) {
        assertEquals(2, r.code(), r.err());
        assertEquals(message + "\n", r.err());
    }

    @Test
    void theChartNeverReplacesTheDefinitionNorTheCsvsSettings() throws Exception {
        byte[] definition = Files.readAllBytes(game);
        Path csv = dir.resolve("out.csv");
        refused("compare: the chart " + game + " is the game definition of this run, and an output never replaces an"
                + " input; give another --chart", compare("--csv", csv.toString(), "--chart", game.toString(), "--force"));
        assertArrayEquals(definition, Files.readAllBytes(game));
        assertFalse(Files.exists(csv), "nothing is written");

        assertEquals(0, compare("--csv", csv.toString()).code());
        Path side = dir.resolve("out.csv.json");
        String settings = Files.readString(side);
        refused("compare: the chart " + side + " is the CSV's settings file of this run, and an output never replaces"
                + " an input; give another --chart", compare("--csv", csv.toString(), "--chart", side.toString()));
        assertEquals(settings, Files.readString(side));
        refused("compare: the CSV " + game + " is the game definition of this run, and an output never replaces an"
                + " input; give another --csv", compare("--csv", game.toString(), "--force"));
        assertArrayEquals(definition, Files.readAllBytes(game));
    }

    @Test
    void theChartReplacesAPngImageAndAnyOtherFileOnlyWithForce() throws Exception {
        Path csv = dir.resolve("c.csv");
        refused("compare: the chart " + notes + " exists and is not a PNG image; give another --chart, or pass --force"
                + " to replace it", compare("--csv", csv.toString(), "--chart", notes.toString()));
        assertEquals("my notes\n", Files.readString(notes));
        assertFalse(Files.exists(csv), "nothing is written");

        Path png = dir.resolve("c.png");
        assertEquals(0, compare("--csv", csv.toString(), "--chart", png.toString()).code());
        assertEquals(0, compare("--csv", dir.resolve("d.csv").toString(), "--chart", png.toString()).code(),
                "an image is replaced");
        assertEquals(0, compare("--csv", csv.toString(), "--chart", notes.toString(), "--force").code());
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Outputs.head(notes, 4));
    }

    @Test
    void aCsvOrSettingsFileThatIsNotGamutsIsRefusedUnlessForced() throws Exception {
        refused("compare: the CSV " + notes + " exists and is not a CSV of gamut's games; give another --csv, or pass"
                + " --force to replace it", compare("--csv", notes.toString(), "--chart", dir.resolve("n.png").toString()));
        assertEquals("my notes\n", Files.readString(notes));
        assertFalse(Files.exists(dir.resolve("notes.txt.json")));

        Path csv = dir.resolve("data");
        Path side = Files.writeString(dir.resolve("data.json"), "{\"mine\": true}\n");
        refused("selfplay: the CSV's settings file " + side + " exists and is not gamut's; give another --csv, or pass"
                + " --force to replace it", Cli.execute("selfplay", game.toString(), "-n", "2", "--csv", csv.toString()));
        assertEquals("{\"mine\": true}\n", Files.readString(side));
        assertFalse(Files.exists(csv));

        assertEquals(0, compare("--csv", notes.toString(), "--chart", dir.resolve("n.png").toString(), "--force").code());
        assertEquals(3, Files.readAllLines(notes).size(), "the header and two games");
    }

    private Cli.Result text(String typed, String... args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)));
        try {
            Cli.Result r = Cli.execute(args);
            return new Cli.Result(r.code(), r.out().replace("\r\n", "\n"), r.err());
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void aSavedRecordReplacesAnEarlierRecordNeverTheDefinitionAndOtherFilesOnlyWithForce() throws Exception {
        byte[] definition = Files.readAllBytes(game);
        Path record = dir.resolve("g.record");
        Cli.Result r = text("a2\nsave " + game + "\nsave " + game + " force\nsave " + notes
                + "\nsave " + record + "\nsave " + notes + " force\nhelp\nquit\n", "text", game.toString(), "--player2", "human");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("> the record " + game + " is the game definition of this run, and an output never"
                + " replaces an input; give another name\n"), r.out());
        assertTrue(r.out().contains("> the record " + notes + " exists and is not a game record; give another name, or"
                + " type 'save " + notes + " force' to replace it\n"), r.out());
        assertTrue(r.out().contains("> saved to " + record + "\n"), r.out());
        assertTrue(r.out().contains("> saved to " + notes + "\n"), r.out());
        assertArrayEquals(definition, Files.readAllBytes(game));
        assertTrue(Files.readString(notes).startsWith("# gamut record\n"));
        assertTrue(r.out().contains("; save FILE: write a record of the game (over an earlier record, never over the"
                + " definition or a file the game reads; save FILE force replaces a file that is not a record); "), r.out());

        // Played on from the record: the record may be saved again.
        Cli.Result again = text("b2\nsave " + record + "\nquit\n", "text", record.toString(), "--player2", "human");
        assertTrue(again.out().contains("> saved to " + record + "\n"), again.out());
        assertTrue(Files.readString(record).contains("moves: a2; b2\n"), again.out());
    }
}
