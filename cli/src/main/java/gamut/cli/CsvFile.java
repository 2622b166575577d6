package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.base.GamutException;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVException;
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

    /**
     * The file's content, all of it in memory (for small files and the tests; a run's CSV is read
     * row by row, {@link Reader}); a file that does not exist reads as empty; a pipe or a device is refused.
     */
    static Table read(Path file) {
        try (Reader in = Reader.open(file)) {
            List<List<String>> rows = new ArrayList<>();
            for (Row row = in.next(); row != null; row = in.next()) {
                rows.add(row.fields());
            }
            return new Table(in.header(), rows, in.complete());
        }
    }

    /** A row of a file and the line it starts on (the header is line 1). */
    record Row(List<String> fields, long line) {}

    /**
     * A file read one row at a time, so that a file of any size is read in little memory: the
     * header first ({@link #header}), then each row ({@link #next}). A file that is not CSV, or
     * not UTF-8, is refused in one line that names the line where it goes wrong, in plain words.
     */
    static final class Reader implements Closeable {
        private final Path file;
        private final CSVParser parser;
        private final Iterator<CSVRecord> records;
        private final List<String> header;
        private final boolean complete;

        private Reader(Path file, java.io.Reader text, boolean complete) {
            this.file = file;
            this.complete = complete;
            try {
                this.parser = CSVParser.builder().setReader(text).setFormat(FORMAT).get();
            } catch (IOException e) {
                throw refused(1, e);
            }
            this.records = parser.iterator();
            Row first = next();
            this.header = first == null ? List.of() : first.fields();
        }

        /** Opens the file; one that does not exist reads as empty; a folder, a pipe or a device is refused. */
        static Reader open(Path file) {
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                throw new GamutException(file + ": cannot read: " + (Files.isDirectory(file) ? "it is a folder"
                        : "it is not a regular file"));
            }
            try {
                boolean complete = endsWithLineBreak(file);
                BufferedReader text = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                try {
                    return new Reader(file, text, complete);
                } catch (RuntimeException e) {
                    text.close();
                    throw e;
                }
            } catch (NoSuchFileException e) {
                return new Reader(file, new StringReader(""), true);
            } catch (IOException e) {
                throw new GamutException(file + ": cannot read: " + e.getMessage());
            }
        }

        /** The header row; empty for an empty file. */
        List<String> header() {
            return header;
        }

        /**
         * Whether the file ends with a line break after its last row: false when a write cut short
         * by an interruption left the last row without one.
         */
        boolean complete() {
            return complete;
        }

        /** The next row, or null after the last. */
        Row next() {
            try {
                if (!records.hasNext()) {
                    return null;
                }
                CSVRecord r = records.next();
                List<String> fields = r.toList();
                // The parser counts the lines up to the row's last; a field may hold line breaks.
                return new Row(fields, parser.getCurrentLineNumber() - breaks(fields));
            } catch (UncheckedIOException e) {
                throw refused(parser.getCurrentLineNumber(), e.getCause());
            } catch (IllegalStateException e) {
                throw refused(parser.getCurrentLineNumber(), e);
            }
        }

        /** A file that cannot be read as CSV, said in plain words at the line where it goes wrong. */
        private GamutException refused(long line, Throwable e) {
            String reason;
            if (e instanceof CharacterCodingException) {
                // read ahead of the parser: the line where it is found is not known
                return new GamutException(file + ": it is not UTF-8 text");
            } else if (e instanceof CSVException || e instanceof IllegalStateException) {
                reason = String.valueOf(e.getMessage()).startsWith("Invalid character between encapsulated token")
                        ? "a field in quotes goes on after its closing quote (a quote inside quotes is written twice: \"\")"
                        : "it is not CSV as gamut writes it";
            } else {
                return new GamutException(file + ": cannot read: " + e.getMessage());
            }
            return new GamutException(file + ":" + Math.max(1, line) + ": " + reason);
        }

        @Override
        public void close() {
            try {
                parser.close();
            } catch (IOException e) {
                // all that was wanted was read
            }
        }
    }

    /** The line breaks inside a row's fields (CR LF counted once). */
    private static int breaks(List<String> fields) {
        int n = 0;
        for (String f : fields) {
            for (int i = 0; i < f.length(); i++) {
                char c = f.charAt(i);
                if (c == '\n' || c == '\r' && (i + 1 == f.length() || f.charAt(i + 1) != '\n')) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Whether a file's last byte ends a line (an empty file does too). */
    private static boolean endsWithLineBreak(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file)) {
            long size = channel.size();
            if (size == 0) {
                return true;
            }
            ByteBuffer last = ByteBuffer.allocate(1);
            channel.read(last, size - 1);
            byte b = last.get(0);
            return b == '\n' || b == '\r';
        }
    }

    /**
     * Writes the file again, atomically, from its own rows read one at a time: {@code header} (the
     * file's own when null), then the rows {@code copy} hands on as it reads the file's (none, some
     * or others: it is given the reader after the header and where to put each row).
     */
    static void rewrite(Path file, List<String> header, BiConsumer<Reader, Consumer<List<String>>> copy) {
        try (Reader in = Reader.open(file)) {
            AtomicWrite.write(file, out -> {
                Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                try (CSVPrinter printer = new CSVPrinter(w, FORMAT)) {
                    printer.printRecord(header != null ? header : in.header());
                    copy.accept(in, row -> {
                        try {
                            printer.printRecord(row);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            });
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
