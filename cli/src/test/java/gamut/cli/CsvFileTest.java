package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvFileTest {
    @TempDir
    Path dir;

    @Test
    void quotesAsRfc4180SaysAndReadsBackWhatItWrote() throws Exception {
        Path file = dir.resolve("t.csv");
        List<List<String>> rows = List.of(
                List.of("plain", "a,b", "say \"hi\"", ""),
                List.of("#not a comment", "two\nlines", "é", "x"));
        CsvFile.write(file, List.of("w", "x", "y", "z"), rows);
        assertEquals("w,x,y,z\r\nplain,\"a,b\",\"say \"\"hi\"\"\",\r\n\"#not a comment\",\"two\nlines\",é,x\r\n",
                Files.readString(file));
        CsvFile.Table table = CsvFile.read(file);
        assertEquals(List.of("w", "x", "y", "z"), table.header());
        assertEquals(rows, table.rows());
        assertTrue(table.complete());
        assertEquals("plain,\"a,b\",\"say \"\"hi\"\"\",", CsvFile.line(rows.get(0)));
    }

    @Test
    void rowsAppendedOneByOneReadAsWritten() throws Exception {
        Path file = dir.resolve("grow.csv");
        CsvFile.write(file, List.of("a", "b"), List.of());
        try (CsvFile.Appender appender = CsvFile.append(file)) {
            appender.row(List.of(1, "x,y"));
            appender.row(List.of(2, "z"));
        }
        assertEquals("a,b\r\n1,\"x,y\"\r\n2,z\r\n", Files.readString(file));
        assertEquals(List.of(List.of("1", "x,y"), List.of("2", "z")), CsvFile.read(file).rows());
    }

    @Test
    void aFileCutShortSaysSoAndAMissingFileIsEmpty() throws Exception {
        Path file = dir.resolve("cut.csv");
        Files.writeString(file, "a,b\r\n1,2\r\n3,\"par");
        CsvFile.Table table = CsvFile.read(file);
        assertFalse(table.complete());
        assertEquals(List.of(List.of("1", "2"), List.of("3", "par")), table.rows());
        Files.writeString(file, "a,b\n1,2\n3,");
        assertFalse(CsvFile.read(file).complete());
        assertTrue(CsvFile.read(dir.resolve("none.csv")).isEmpty());
    }
}
