package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CSVs of selfplay and compare: RFC 4180 to the letter (read back by a strict reader written
 * from the RFC's grammar, and by Commons CSV), the header first, the same columns in both, and
 * the settings in the JSON file beside each.
 */
class CsvSchemaTest {
    @TempDir
    Path dir;

    private static final List<String> COLUMNS = List.of("variant", "game", "seed", "first", "winner", "plies", "turns",
            "end", "branching", "score_black", "score_white", "coverage", "searched", "lead_changes", "drama", "decisiveness",
            "decision_moves");

    /**
     * The records of a text by RFC 4180's grammar, section 2: records end with CRLF (the last one
     * too, as Gamut writes them), fields are separated by commas, a field is either quoted (a quote
     * inside doubled; commas, CR and LF allowed) or holds no quote, comma, CR or LF; every record has
     * as many fields as the header. Bytes beyond ASCII are allowed, as UTF-8 (RFC 7111's charset).
     */
    static List<List<String>> strictRead(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            if (text.charAt(i) == '"') {
                i++;
                while (true) {
                    if (i >= text.length()) {
                        fail("a quoted field is not closed");
                    }
                    char c = text.charAt(i++);
                    if (c == '"' && i < text.length() && text.charAt(i) == '"') {
                        field.append('"');
                        i++;
                    } else if (c == '"') {
                        break;
                    } else {
                        field.append(c);
                    }
                }
            } else {
                while (i < text.length() && ",\r\n".indexOf(text.charAt(i)) < 0) {
                    char c = text.charAt(i++);
                    assertTrue(c != '"', "a quote in an unquoted field, at " + i);
                    field.append(c);
                }
            }
            fields.add(field.toString());
            field.setLength(0);
            if (i < text.length() && text.charAt(i) == ',') {
                i++;
                assertTrue(i < text.length(), "a comma ends the file");
                continue;
            }
            assertTrue(text.startsWith("\r\n", i), "a record ends with CRLF, at " + i);
            i += 2;
            records.add(List.copyOf(fields));
            assertEquals(records.get(0).size(), fields.size(), "fields of record " + records.size());
            fields.clear();
        }
        assertTrue(fields.isEmpty(), "the last record ends with CRLF");
        return records;
    }

    private static List<List<String>> read(Path csv) throws IOException {
        String text = Files.readString(csv, StandardCharsets.UTF_8);
        List<List<String>> strict = strictRead(text);
        try (CSVParser parser = CSVParser.parse(new StringReader(text), CSVFormat.RFC4180)) {
            List<List<String>> commons = parser.getRecords().stream().map(CSVRecord::toList).toList();
            assertEquals(strict, commons);
        }
        return strict;
    }

    @Test
    void selfplayAndCompareWriteTheSameColumnsAndTheSameGames() throws IOException {
        String loa = Cli.game("lines-of-action");
        Path self = dir.resolve("self.csv");
        Path compare = dir.resolve("compare.csv");
        // Tree-search players play the same game k in both: the seeds of the dice and of the players are the game's.
        Cli.run("selfplay", loa, "-v", "simultaneous=mover_wins,first=white", "-n", "2", "--players", "mcts:8,mcts:8",
                "--csv", self.toString());
        Cli.run("compare", loa, "--variants", "base,simultaneous=mover_wins+first=white", "-n", "2",
                "--players", "mcts:8,mcts:8", "--csv", compare.toString());
        List<List<String>> selfRows = read(self);
        List<List<String>> compareRows = read(compare);
        assertEquals(COLUMNS, selfRows.get(0));
        assertEquals(COLUMNS, compareRows.get(0));
        assertEquals(3, selfRows.size());
        assertEquals(List.of("simultaneous=mover_wins+first=white", "1", "1", "white"), selfRows.get(1).subList(0, 4));
        List<List<String>> sameVariant = compareRows.stream()
                .filter(r -> r.get(0).equals("simultaneous=mover_wins+first=white")).toList();
        assertEquals(selfRows.subList(1, 3), sameVariant);
        assertEquals("{\n  \"command\": \"selfplay\",\n  \"game_file\": \"lines-of-action.gamut\",\n"
                + "  \"variants\": [\"simultaneous=mover_wins+first=white\"],\n  \"players\": [\"mcts:8\", \"mcts:8\"],\n"
                + "  \"seed\": 1\n}\n", Files.readString(dir.resolve("self.csv.json")));
        assertEquals("{\n  \"command\": \"compare\",\n  \"game_file\": \"lines-of-action.gamut\",\n"
                + "  \"variants\": [\"base\", \"simultaneous=mover_wins+first=white\"],\n"
                + "  \"players\": [\"mcts:8\", \"mcts:8\"],\n  \"seed\": 1\n}\n", Files.readString(dir.resolve("compare.csv.json")));
    }

    @Test
    void theShippedResultsAreStrictRfc4180WithTheirSettingsBeside() throws IOException {
        for (String name : List.of("lines-of-action", "queens-guard")) {
            Path csv = Cli.root().resolve("docs/compare/" + name + ".csv");
            List<List<String>> rows = read(csv);
            assertEquals(COLUMNS.subList(0, 9), rows.get(0).subList(0, 9), name);
            String settings = Files.readString(GamesCsv.sideFile(csv));
            assertTrue(settings.startsWith("{\n  \"command\": \"compare\",\n  \"game_file\": \"" + name + ".gamut\",\n"),
                    settings);
        }
    }

    @Test
    void aQuotedFieldIsQuotedAsTheRfcSays() {
        assertEquals(List.of(List.of("a", "b"), List.of("x,\"y\"\r\nz", "")), strictRead("a,b\r\n\"x,\"\"y\"\"\r\nz\",\r\n"));
    }
}
