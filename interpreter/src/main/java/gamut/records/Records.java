package gamut.records;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Played games in the formats players exchange, read and written through one door: Gamut's own
 * record, SGF, PGN and PDN, told apart by the file's extension and else by its first characters.
 * <pre>{@code
 * Imported game = Records.read(Path.of("game.sgf"), null, null);     // the game from the table of formats
 * String pgn = Records.write(RecordFormat.PGN, game, Path.of("game.pgn"));
 * }</pre>
 * Every problem is a GamutException saying where, {@code file:line:col: error: ...}.
 */
public final class Records {
    private Records() {}

    /** Reads a record file; {@code game} and {@code variants} (when not null) name the game instead of the record. */
    public static Imported read(Path file, Path game, List<String> variants) {
        return read(file, Gamut.read(file), null, game, variants);
    }

    /**
     * Reads a record's text: in {@code format}, or when null the format its name's extension says,
     * else the one its first characters say. {@code name} names it in messages, and a Gamut record's
     * game is looked for beside it.
     */
    public static Imported read(Path name, String text, RecordFormat format, Path game, List<String> variants) {
        return read(name, text, format, null, game, variants);
    }

    /** The same with the table of formats given (null: the one {@link Formats#find} finds). */
    public static Imported read(Path name, String text, RecordFormat format, Formats formats, Path game,
                                List<String> variants) {
        RecordFormat f = format != null ? format : RecordFormat.byName(name);
        if (f == null) {
            f = RecordFormat.byContent(text);
        }
        if (f == null) {
            // Not quoted: a file of another kind is no business of a message.
            throw new GamutException(name + ": not a game record Gamut reads: neither its name (.record, .sgf, .pgn,"
                    + " .pdn, .mat) nor its first characters say Gamut's record, SGF, PGN, PDN or a match file");
        }
        return switch (f) {
            case GAMUT -> gamut(name, text, game, variants);
            case SGF -> SgfReader.read(name.toString(), text, formats != null ? formats : Formats.find(game), game, variants);
            case PGN -> PgnReader.read(name.toString(), text, formats != null ? formats : Formats.find(game), game,
                    variants);
            case PDN -> PgnReader.readPdn(name.toString(), text, formats != null ? formats : Formats.find(game), game,
                    variants);
            case MAT -> MatReader.read(name.toString(), text, formats != null ? formats : Formats.find(game), game,
                    variants);
        };
    }

    private static Imported gamut(Path name, String text, Path game, List<String> variants) {
        GameRecord record = GameRecord.read(name, text);
        if (game != null) {
            record = new GameRecord(game, variants == null ? record.variants() : variants, record.seed(), record.moves(),
                    record.result(), record.shown(), record.others());
        }
        Game loaded = Gamut.load(record.game(), record.variants());
        return new Imported(RecordFormat.GAMUT, record, loaded, null, replayed(record, loaded), Map.of(), List.of());
    }

    /**
     * The game in a format, as text; {@code target} is where it goes (a Gamut record names its
     * game file from there), or null for standard output. Tags read from a file of the same format
     * are written again.
     */
    public static String write(RecordFormat format, Imported game, Path target) {
        Map<String, String> tags = game.format() == format ? game.tags() : Map.of();
        GameRecord record = game.record();
        if (format == RecordFormat.GAMUT && game.start() != null) {
            throw new GamutException("a Gamut record replays a game from the game's start, and this one starts from a"
                    + " position of its own; write it as " + (game.format() == RecordFormat.GAMUT ? "PGN" : game.format()));
        }
        return switch (format) {
            case GAMUT -> new GameRecord(gamePathFor(record.game(), target), record.variants(), record.seed(),
                    record.moves(), record.result(), record.shown(), record.others()).text();
            case SGF -> SgfWriter.write(game, tags, Formats.find(record.game()));
            case PGN -> PgnWriter.write(game, tags, Formats.find(record.game()));
            case PDN -> PgnWriter.writePdn(game, tags, Formats.find(record.game()));
            case MAT -> MatWriter.write(game, tags);
        };
    }

    /** The formats a game file can be written in: Gamut's record, then those the table of formats gives it. */
    public static List<RecordFormat> formatsOf(Path game) {
        List<RecordFormat> formats = new java.util.ArrayList<>(List.of(RecordFormat.GAMUT));
        try {
            formats.addAll(Formats.find(game).formatsOf(game));
        } catch (GamutException e) {
            // no table of formats: the game's own record only
        }
        return formats;
    }

    /** The state after all of a record's moves; a GamutException naming the first that is not legal. */
    static State replayed(GameRecord record, Game game) {
        GameRecord.Replay replay = record.replay(game);
        if (replay.problem() != null) {
            throw new GamutException("the record's " + replay.problem());
        }
        return replay.state();
    }

    /** A game file named from a record's folder: relative when it lies in it or below, else absolute. */
    static Path gamePathFor(Path game, Path record) {
        if (record == null) {
            return game;
        }
        Path absolute = game.toAbsolutePath().normalize();
        Path dir = record.toAbsolutePath().normalize().getParent();
        try {
            Path relative = dir == null ? absolute : dir.relativize(absolute);
            return relative.startsWith("..") ? absolute : relative;
        } catch (IllegalArgumentException e) {
            return absolute;
        }
    }
}
