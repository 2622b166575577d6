package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.base.GamutException;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The CSV files of the commands, read and written in one way, RFC 4180: a field with a comma, a
 * quote or a line break is quoted, quotes doubled; UTF-8; the header row first, nothing before it
 * (a run's settings go to a file beside it, {@link GamesCsv}); CR LF after every row, as the RFC
 * says (a file with bare LFs is read too). Whole files are written atomically; a file that grows
 * row by row is appended to.
 */
final class CsvFile {
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder()
            .setIgnoreEmptyLines(true)
            // a file cut inside a quoted field (an interrupted write) still reads: its last row is then incomplete
            .setLenientEof(true)
            .get();

    private CsvFile() {}

    /**
     * A file's content: the header (empty for an empty file) and the rows. {@code complete} is false
     * when the file ends inside its last row (no line break after it), as a write cut short by an
     * interruption leaves it.
     */
    record Table(List<String> header, List<List<String>> rows, boolean complete) {
        boolean isEmpty() {
            return header.isEmpty();
        }
    }

    /** The file's content; a file that does not exist reads as empty; a pipe or a device is refused. */
    static Table read(Path file) {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new GamutException(file + ": cannot read: " + (Files.isDirectory(file) ? "it is a folder"
                    : "it is not a regular file"));
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Table(List.of(), List.of(), true);
        } catch (IOException e) {
            throw new GamutException(file + ": cannot read: " + e.getMessage());
        }
        try (CSVParser parser = CSVParser.parse(text, FORMAT)) {
            List<CSVRecord> records = parser.getRecords();
            if (records.isEmpty()) {
                return new Table(List.of(), List.of(), true);
            }
            List<List<String>> rows = new ArrayList<>();
            for (CSVRecord r : records.subList(1, records.size())) {
                rows.add(r.toList());
            }
            boolean complete = text.endsWith("\n") || text.endsWith("\r");
            return new Table(records.get(0).toList(), rows, complete);
        } catch (IOException | java.io.UncheckedIOException | IllegalStateException e) {
            throw new GamutException(file + ": cannot read as CSV: " + e.getMessage());
        }
    }

    /** Writes the whole file at once, replacing any old one only when all of it is written. */
    static void write(Path file, List<String> header, List<? extends List<?>> rows) {
        AtomicWrite.write(file, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            try (CSVPrinter printer = new CSVPrinter(w, FORMAT)) {
                printer.printRecord(header);
                printer.printRecords(rows);
            }
        });
    }

    /**
     * Opens the file to add rows at its end (it is created if need be; it gets no header here). Only
     * a regular file is appended to: a folder, a pipe or a device is refused, as by {@link AtomicWrite}.
     */
    static Appender append(Path file) {
        AtomicWrite.check(file);
        try {
            Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return new Appender(file, new CSVPrinter(w, FORMAT));
        } catch (IOException e) {
            throw new GamutException(file + ": cannot write: " + e.getMessage());
        }
    }

    /** One row as it stands in a file, without the line break: for messages. */
    static String line(List<?> values) {
        StringWriter s = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(s, FORMAT.builder().setRecordSeparator("").get())) {
            printer.printRecord(values);
        } catch (IOException e) {
            throw new IllegalStateException(e); // a StringWriter does not fail
        }
        return s.toString();
    }

    /** Adds rows to a file one at a time, each on disk (flushed) before the next. */
    static final class Appender implements Closeable {
        private final Path file;
        private final CSVPrinter printer;

        private Appender(Path file, CSVPrinter printer) {
            this.file = file;
            this.printer = printer;
        }

        void row(List<?> values) {
            try {
                printer.printRecord(values);
                printer.flush();
            } catch (IOException e) {
                throw new GamutException(file + ": cannot write: " + e.getMessage());
            }
        }

        @Override
        public void close() {
            try {
                printer.close();
            } catch (IOException e) {
                throw new GamutException(file + ": cannot write: " + e.getMessage());
            }
        }
    }
}
