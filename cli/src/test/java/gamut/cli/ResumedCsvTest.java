package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CSV that a run resumes: read a row at a time (a file of any size in a small heap), its settings
 * compared as values (in any order and layout), each row checked against them and refused at its
 * line, and a file that is not CSV refused in plain words.
 */
class ResumedCsvTest {
    @TempDir
    Path dir;

    private static final String TTT = Cli.game("tic-tac-toe");
    private static final String HEADER = "variant,game,seed,first,winner,plies,turns,end,branching,score_crosses,"
            + "score_noughts,coverage,searched,lead_changes,drama,decisiveness,decision_moves";
    private static final String SETTINGS = "{\n  \"command\": \"selfplay\",\n  \"game_file\": \"tic-tac-toe.gamut\",\n"
            + "  \"variants\": [\"base\"],\n  \"players\": [\"random\", \"random\"],\n  \"seed\": 1\n}\n";
    private static final String[] ROWS = {"base,%d,%d,crosses,crosses,9,9,no_moves,5.000,0,0,1,0,,,,",
        "base,%d,%d,crosses,noughts,8,8,three,5.500,0,0,0.888889,0,,,,",
        "base,%d,%d,crosses,crosses,7,7,three,6.000,0,0,0.777778,0,,,,"};

    /** A CSV of selfplay's games 1 to n of Tic-tac-toe, seed 1, as gamut writes it (of three kinds in turn), and its settings. */
    private Path games(String name, int n) throws IOException {
        Path csv = dir.resolve(name);
        try (BufferedWriter w = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            w.write(HEADER + "\r\n");
            for (int k = 1; k <= n; k++) {
                w.write(String.format(ROWS[k % 3], k, k) + "\r\n");
            }
        }
        Files.writeString(GamesCsv.sideFile(csv), SETTINGS);
        return csv;
    }

    @Test
    void aCsvOfTenMegabytesResumesInAHeapOfSixtyFourMegabytes() throws Exception {
        // Read whole, the file and its rows took more than 256 MB of heap (a 42 MB file, 1 GB).
        Path csv = games("big.csv", 146_728);
        assertEquals(9_999_999, Files.size(csv), 100_000);
        Cli.Result r = ChildJvm.run(ChildJvm.gamut(dir, List.of("-Xmx64m"), "selfplay", TTT, "-n", "146728", "-q",
                "--csv", csv.toString()));
        assertEquals("", r.err());
        assertEquals("146728 games: crosses 97818 wins (66.7%), noughts 48910 wins (33.3%), 0 draws (0.0%); mean length"
                + " 8.0 plies; ends: three 66.7%, no_moves 33.3%\n", r.out());
        assertEquals(0, r.code());
    }

    @Test
    void theSameSettingsInAnotherOrderAndLayoutResume() throws Exception {
        Path csv = dir.resolve("t.csv");
        Path side = GamesCsv.sideFile(csv);
        Cli.run("selfplay", TTT, "-n", "3", "--csv", csv.toString());
        String reordered = "{\"seed\": 1.0, \"players\": [\"random\",\n\"random\"], \"variants\": [\"base\"],"
                + " \"game_file\": \"tic-tac-toe.gamut\", \"command\": \"selfplay\"}";
        Files.writeString(side, reordered);
        String resumed = Cli.run("selfplay", TTT, "-n", "5", "--csv", csv.toString());
        assertEquals(Cli.run("selfplay", TTT, "-n", "5", "--csv", dir.resolve("once.csv").toString()), resumed);
        assertEquals(reordered, Files.readString(side), "the settings file is left as it is");
        // A new CSV may replace a settings file of gamut's in any layout.
        Files.delete(csv);
        assertEquals(resumed, Cli.run("selfplay", TTT, "-n", "5", "--csv", csv.toString()));
        assertEquals(SETTINGS, Files.readString(side));

        Files.writeString(side, reordered.replace("1.0", "2"));
        Cli.Result other = Cli.execute("selfplay", TTT, "-n", "5", "--csv", csv.toString());
        assertEquals(2, other.code());
        assertEquals("selfplay: " + csv + " was made with other settings (" + side + ": {\"seed\":2,\"players\":"
                + "[\"random\",\"random\"],\"variants\":[\"base\"],\"game_file\":\"tic-tac-toe.gamut\",\"command\":"
                + "\"selfplay\"}); give another --csv or remove it\n", other.err().replace("\r\n", "\n"));
        Files.writeString(side, "{\"seed\": 1,\n \"seed\": 1}");
        assertEquals(side + ":2: cannot read the settings: \"seed\" is given twice; give another --csv or remove it\n",
                refused(csv));
    }

    @Test
    void rowsThatContradictTheSettingsAreRefusedAtTheirLine() throws Exception {
        Path csv = games("t.csv", 4);
        // Game 2 ends by a name in quotes over two lines, which moves game 3 to line 5.
        List<String> lines = Files.readAllLines(csv);
        lines.set(2, lines.get(2).replace("three", "\"three\r\nrows\""));
        String[][] cases = {
            {"seed", "9", "game 3 has the seed 9, but the settings' seed 1 gives it 3"},
            {"plies", "-1", "plies is -1, not a whole number from 0 to 2,147,483,647"},
            {"game", "0", "game is 0, not a whole number from 1 to 2,147,483,647"},
            {"game", "3x", "game is '3x', not a whole number"},
            {"variant", "first=noughts", "variant 'first=noughts' is not one of this run's (base)"},
            {"winner", "\u001b[2J", "winner '\\u001b[2J' is not a player of this game (crosses, noughts, or draw)"},
            {"first", "draw", "first 'draw' is not a player of this game (crosses, noughts)"},
            {"branching", "NaN", "branching is 'NaN', not a number from 0"},
            {"coverage", "1.5", "coverage is '1.5', not a number from 0 to 1 or empty"},
            {"searched", "-2", "searched is -2, not a whole number from 0 to 2,147,483,647"},
            {"end", "", "end is empty"},
        };
        List<String> header = Arrays.asList(HEADER.split(","));
        for (String[] c : cases) {
            String[] fields = lines.get(3).split(",", -1);
            fields[header.indexOf(c[0])] = c[1];
            List<String> changed = new java.util.ArrayList<>(lines);
            changed.set(3, String.join(",", fields));
            Files.write(csv, changed);
            byte[] before = Files.readAllBytes(csv);
            assertEquals(csv + ":5: " + c[2] + "; correct or remove that row, or give another --csv\n", refused(csv), c[0]);
            assertArrayEquals(before, Files.readAllBytes(csv), "the file is left as it is");
        }
        List<String> shorter = new java.util.ArrayList<>(lines);
        shorter.set(3, "base,3,3,crosses");
        Files.write(csv, shorter);
        assertEquals(csv + ":5: 4 fields where the header has 17; correct or remove that row, or give another --csv\n",
                refused(csv));
        // As written, the file resumes.
        Files.write(csv, lines);
        assertEquals(0, Cli.execute("selfplay", TTT, "-n", "4", "-q", "--csv", csv.toString()).code());

        // A file written before the design metrics' columns counts the fields of its own header.
        String older = HEADER.substring(0, HEADER.indexOf(",coverage"));
        Files.writeString(csv, older + "\r\nbase,1,1,crosses,crosses,9,9,no_moves,5.000,0,0\r\n"
                + "base,2,2,crosses,crosses,9,9,no_moves,5.000,0,0,1\r\nbase,3,3,crosses,crosses,9,9,no_moves,5.000,0,0\r\n");
        assertEquals(csv + ":3: 12 fields where the header has 11; correct or remove that row, or give another --csv\n",
                refused(csv));
    }

    @Test
    void aFileWrittenBeforeTheLaterObservedColumnsResumesAndGetsThemEmpty() throws Exception {
        // The same four games played in one run, and in two, the first written before lead_changes and
        // the figures after it were kept (only coverage and searched): the files end the same.
        Path whole = dir.resolve("whole.csv");
        assertEquals(0, Cli.execute("selfplay", TTT, "-n", "4", "-q", "--csv", whole.toString()).code());
        Path part = dir.resolve("part.csv");
        List<String> lines = Files.readAllLines(whole);
        StringBuilder text = new StringBuilder();
        for (String line : lines.subList(0, 3)) {
            String[] fields = line.split(",", -1);
            text.append(String.join(",", Arrays.copyOf(fields, fields.length - 4))).append("\r\n");
        }
        Files.writeString(part, text);
        Files.copy(GamesCsv.sideFile(whole), GamesCsv.sideFile(part));
        assertEquals("variant,game,seed,first,winner,plies,turns,end,branching,score_crosses,score_noughts,coverage,"
                + "searched", Files.readAllLines(part).get(0));
        assertEquals(0, Cli.execute("selfplay", TTT, "-n", "4", "-q", "--csv", part.toString()).code());
        assertEquals(lines, Files.readAllLines(part));
    }

    @Test
    void aFileThatIsNotCsvIsRefusedInPlainWords() throws Exception {
        Path csv = games("t.csv", 0);
        Files.writeString(csv, HEADER + "\r\nbase,1,\"1\"2,crosses,noughts,8,8,three,5.500,0,0,0.888889,0,,,,\r\n");
        assertEquals(csv + ":2: a field in quotes goes on after its closing quote (a quote inside quotes is written"
                + " twice: \"\")\n", refused(csv));
        byte[] latin1 = (HEADER + "\r\n" + String.format(ROWS[1], 1, 1).replace("three", "tr\u00e8s") + "\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        Files.write(csv, latin1);
        assertEquals(csv + ": it is not UTF-8 text\n", refused(csv));
    }

    @Test
    void rowsOutOfOrderAreMergedIntoTheOrderOfOneMachine() throws Exception {
        Path csv = dir.resolve("c.csv");
        String[] keys = {"1,a", "1,b", "2,a", "4,a", "3,a", "2,b", "4,b", "3,b"};
        StringBuilder text = new StringBuilder(HEADER).append("\r\n");
        for (String key : keys) {
            String[] k = key.split(",");
            text.append(k[1]).append(String.format(ROWS[0], Integer.parseInt(k[0]), Integer.parseInt(k[0]))
                    .substring("base".length())).append("\r\n");
        }
        Files.writeString(csv, text);
        RunSettings settings = new RunSettings("compare", "tic-tac-toe.gamut", List.of("a", "b"),
                List.of("random", "random"), 1);
        new GamesCsv(csv, settings, List.of("crosses", "noughts"), false).order(List.of("a", "b"));
        List<String> ordered = Files.readAllLines(csv).stream().skip(1).map(l -> l.split(",")[1] + "," + l.split(",")[0])
                .toList();
        assertEquals(List.of("1,a", "1,b", "2,a", "2,b", "3,a", "3,b", "4,a", "4,b"), ordered);
    }

    /** Standard error of a selfplay run that resumes the file and must be refused (exit code 2). */
    private static String refused(Path csv) {
        Cli.Result r = Cli.execute("selfplay", TTT, "-n", "4", "-q", "--csv", csv.toString());
        assertEquals(2, r.code(), r.err());
        return r.err().replace("\r\n", "\n");
    }
}
