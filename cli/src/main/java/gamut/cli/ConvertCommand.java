package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.records.Imported;
import gamut.records.RecordFormat;
import gamut.records.Records;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert a game record between Gamut's own, SGF, PGN, PDN and gnubg's match files.",
                "IN is read as its extension (.record, .sgf, .pgn, .pdn, .mat) or else its first characters say, OUT written as"
                        + " its extension says; - reads standard input or writes standard output (with --to). The game"
                        + " an SGF, PGN, PDN or match record belongs to comes from games/formats.properties (SGF's game number,"
                        + " PGN's Variant tag, PDN's GameType), its variants from the record (SZ[13] is size=13); -g and -v name them instead."
                        + " Every move is replayed: a move that is not legal is refused as FILE:LINE:COL with the move."},
        footer = {"", "Exit codes: 0 written, 2 a record that cannot be read or written, or a wrong command line.",
                "Example: gamut convert game.sgf game.record; gamut convert game.pgn - --to record"})
final class ConvertCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "IN", description = "the record to read, or - for standard input")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "the file to write (its extension says the format),"
            + " or - for standard output")
    Path out;

    @Option(names = {"-g", "--game"}, paramLabel = "GAMEFILE",
            description = "the game definition the record belongs to, instead of the one the record or the table names")
    Path game;

    @Option(names = {"-v", "--variant"}, paramLabel = "V[,V...]",
            description = "the variants to replay it under, instead of those the record names")
    String variants;

    @Option(names = "--from", paramLabel = "FORMAT", description = "the format of IN: record, sgf, pgn, pdn or mat")
    String from;

    @Option(names = "--to", paramLabel = "FORMAT", description = "the format of OUT: record, sgf, pgn, pdn or mat")
    String to;

    @Option(names = "--force", description = "replace OUT even when it is not a game record")
    boolean force;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        RecordFormat target = target();
        boolean stdin = Definitions.isStdin(in);
        boolean stdout = Definitions.isStdin(out);
        if (!stdout) {
            new Outputs("convert").input(stdin ? null : in, "the record read").definition(game)
                    .check(out, "OUT", RECORDS, force, "give another OUT", "pass --force");
        }
        Path name = stdin ? Path.of("<stdin>") : in;
        String text = stdin ? Gamut.read("<stdin>", System.in) : Gamut.read(in);
        RecordFormat source = from == null ? null : RecordFormat.named(from);
        List<String> wanted = variants == null ? null : Gamut.variants(variants);
        Imported read = Records.read(name, text, source, game, wanted);
        String written = Records.write(target, read, stdout ? null : out);
        PrintWriter err = spec.commandLine().getErr();
        read.notes().forEach(err::println);
        err.flush();
        if (stdout) {
            PrintWriter o = spec.commandLine().getOut();
            o.print(written);
            o.flush();
        } else {
            AtomicWrite.writeString(out, written);
            PrintWriter o = spec.commandLine().getOut();
            o.println("wrote " + out + ": " + read.game().title() + ", " + read.record().moves().size() + " moves ("
                    + target.title() + ")");
            o.flush();
        }
        return ExitCode.OK;
    }

    /** The format of OUT: --to, else its extension; standard output needs --to. */
    private RecordFormat target() {
        if (to != null) {
            return RecordFormat.named(to);
        }
        if (Definitions.isStdin(out)) {
            throw new GamutException("convert: writing to standard output needs --to FORMAT (record, sgf, pgn, pdn or mat)");
        }
        RecordFormat f = RecordFormat.byName(out);
        if (f == null) {
            throw new GamutException("convert: " + out + " has no extension of a record format (.record, .sgf, .pgn, .pdn, .mat);"
                    + " give one, or --to FORMAT");
        }
        return f;
    }

    /** An existing OUT may be replaced when it is a game record of any format Gamut reads, or empty. */
    private static final Outputs.Kind RECORDS = new Outputs.Kind("a game record (Gamut's, SGF, PGN, PDN or a match file)",
            file -> RecordFormat.byContent(new String(Outputs.head(file, 1 << 16), StandardCharsets.UTF_8)) != null);
}
