package gamut.ui.controller;

import gamut.api.AtomicWrite;
import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.records.Imported;
import gamut.records.RecordFormat;
import gamut.records.Records;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The definition file a game comes from, its text in play and the variants in play: loads its
 * rules (again, with other variants, or from a text edited in the viewer), saves the game as a
 * record (Gamut's own, or SGF, PGN or PDN by the file's extension), and opens a record by replaying its
 * moves in the rules it names. Every method that
 * reads or writes throws a GamutException with the problem and then changes nothing here.
 */
final class RecordKeeper {
    /**
     * Rules, the position they reach by replay (from {@code start}, a position text, or the rules'
     * start when null), why the replay stopped early (or null), and the seed to play on with; a
     * record's other lines of play (each from the start) and the number of moves of the line before
     * the position to show (at most the state's).
     */
    record Loaded(Game game, State state, String start, String problem, long seed, String message, List<int[]> others,
                  int shown) {
        Loaded(Game game, State state, String start, String problem, long seed, String message) {
            this(game, state, start, problem, seed, message, List.of(), state.depth());
        }
    }

    /** The definition file (null when the rules were given without one), and its variants. */
    private Path gameFile;
    private List<String> variants = List.of();
    private Map<String, String> variantSources = Map.of();
    /** The definition in play, and the text last read from or written to the file. */
    private String text;
    private String onDisk;

    Path gameFile() {
        return gameFile;
    }

    List<String> variants() {
        return variants;
    }

    Map<String, String> variantSources() {
        return variantSources;
    }

    /** The definition in play: the file's text, or a text applied in the viewer; null without a file. */
    String text() {
        return text;
    }

    /** Whether the rules in play come from a text that differs from the file (applied, not saved). */
    boolean edited() {
        return text != null && !text.equals(onDisk);
    }

    /** The rules of a definition file with these variants; the file is the game's from now on. */
    Game open(Path file, List<String> wanted) {
        String read = Gamut.read(file);
        Game game = take(file, read, wanted);
        onDisk = read;
        return game;
    }

    /** The rules in play with other variants (an edited text keeps its edits). */
    Game withVariants(List<String> wanted) {
        return take(gameFile, text, wanted);
    }

    /** Loads the text's rules and, when they load, makes the text and the variants those in play. */
    private Game take(Path file, String definition, List<String> wanted) {
        Game game = Gamut.load(file.toString(), definition, wanted);
        gameFile = file;
        text = definition;
        variants = List.copyOf(wanted);
        variantSources = RulesInfo.variantSources(file.toString(), definition);
        return game;
    }

    /** Writes the text to the definition file, replacing it whole (AtomicWrite) or not at all. */
    void saveDefinition(String definition) {
        AtomicWrite.writeString(gameFile, definition);
        onDisk = definition;
    }

    /**
     * Writes the session's whole game as a record ({@link Session#whole}): its line to the end
     * (every move, rolls included, the moves after the position shown too), the position shown, and
     * the other lines kept; returns the number of moves of its line. The definition file is named
     * relative to the record's folder when it lies in it (or below), else absolutely.
     */
    int save(Path target, long seed, Session session) {
        if (gameFile == null) {
            throw new GamutException("this game was not loaded from a file, so a record could not name it");
        }
        RecordFormat format = RecordFormat.byName(target);
        if (format != null && format != RecordFormat.GAMUT) {
            return saveAs(format, target, seed, session);
        }
        if (session.startText() != null) {
            throw new GamutException("this game began from an edited position, and a record replays a game from the start");
        }
        if (edited()) {
            throw new GamutException("the rules in play were edited and not saved: save the definition first"
                    + " (Definition tab), so that the record replays with them");
        }
        if (sameFile(target, gameFile)) {
            throw new GamutException(target + " is the game definition being played, which a record never replaces;"
                    + " choose another name");
        }
        Session.Whole game = session.whole();
        GameRecord.of(gamePathFor(target), variants, seed, game.end()).showing(game.shown(), game.others()).save(target);
        return game.end().depth();
    }

    /**
     * Writes the session's line as SGF, PGN or PDN ({@link Records#write}): its moves to the end, from the
     * position it began at when the format can say one (PGN's FEN); the other lines and the position
     * shown are Gamut's own record's alone.
     */
    private int saveAs(RecordFormat format, Path target, long seed, Session session) {
        if (session.startText() != null && format != RecordFormat.PGN) {
            throw new GamutException("this game began from an edited position, and " + format.title()
                    + " replays a game from the start here; save it as PGN or as a picture");
        }
        if (edited()) {
            throw new GamutException("the rules in play were edited and not saved: save the definition first"
                    + " (Definition tab), so that the record replays with them");
        }
        State end = session.whole().end();
        State replay = startOf(end.game(), session.startText());
        List<String> moves = new ArrayList<>();
        for (int move : end.line()) {
            moves.add(Notation.format(replay, move));
            replay.make(move);
        }
        GameRecord record = new GameRecord(gameFile, variants, seed, moves,
                end.isOver() ? end.game().describe(end.result()) : "");
        Imported game = new Imported(RecordFormat.GAMUT, record, end.game(), session.startText(), end, Map.of(), List.of());
        AtomicWrite.writeString(target, Records.write(format, game, target));
        return end.depth();
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false; // not readable: the write says why
        }
    }

    private Path gamePathFor(Path record) {
        Path game = gameFile.toAbsolutePath().normalize();
        Path dir = record.toAbsolutePath().normalize().getParent();
        try {
            Path relative = dir == null ? game : dir.relativize(game);
            return relative.startsWith("..") ? game : relative; // beside or below the record, else absolute
        } catch (IllegalArgumentException e) {
            return game; // another drive or root
        }
    }

    /**
     * Opens a record: its definition file (looked for beside the record first, then from the
     * working folder) with its variants, and replays its moves until one is no longer legal.
     */
    Loaded load(Path recordFile) {
        RecordFormat format = RecordFormat.byName(recordFile);
        if (format != null && format != RecordFormat.GAMUT) {
            return loadFrom(recordFile, format);
        }
        GameRecord record = GameRecord.read(recordFile);
        Game game = open(record.game(), record.variants());
        GameRecord.Replay replay = record.replay(game);
        int kept = replay.state().depth();
        List<int[]> others = new ArrayList<>();
        for (List<String> other : record.others()) {
            // each while its moves are legal; one that only follows the line has nothing of its own
            int[] line = new GameRecord(record.game(), record.variants(), record.seed(), other, "").replay(game)
                    .state().line();
            if (!startsWith(replay.state().line(), line)) {
                others.add(line);
            }
        }
        return new Loaded(game, replay.state(), null, replay.problem() == null ? null : "stopped at " + replay.problem(),
                record.seed(), "loaded " + recordFile.getFileName() + ": " + kept + " of " + record.moves().size() + " moves"
                + otherLines(others), others, Math.min(record.shown(), kept));
    }

    /**
     * Opens an SGF, PGN or PDN record ({@link Records#read}): the game file and variants the table of
     * formats gives it, its moves replayed from where it starts (PGN's FEN), its notes said.
     */
    private Loaded loadFrom(Path recordFile, RecordFormat format) {
        Imported read = Records.read(recordFile, null, null);
        Game game = open(read.record().game(), read.record().variants());
        State state = startOf(game, read.start());
        String problem = replay(state, read.record().moves());
        String notes = read.notes().stream().map(n -> "; " + n.substring(n.indexOf(": note: ") + 8)).reduce("", String::concat);
        return new Loaded(game, state, read.start(), problem, 1, "loaded " + recordFile.getFileName() + " ("
                + format.name() + "): " + state.depth() + " of " + read.record().moves().size() + " moves" + notes);
    }

    /** ", 2 other lines", or nothing without any. */
    private static String otherLines(List<int[]> others) {
        return others.isEmpty() ? "" : ", " + others.size() + (others.size() == 1 ? " other line" : " other lines");
    }

    /** Whether {@code line} begins with all of {@code prefix}. */
    private static boolean startsWith(int[] line, int[] prefix) {
        return prefix.length <= line.length && Arrays.equals(prefix, Arrays.copyOf(line, prefix.length));
    }

    /** A game to replay under new rules: its line in notation, the moves of it before the position shown, its other lines. */
    record Played(List<String> line, int shown, List<List<String>> others) {}

    /**
     * The rules of {@code definition} (the file's text read again, or a text edited in the viewer)
     * with the variants in play, and the whole game replayed in them from where it began: its line
     * and each other line while their moves are still legal, the position shown where it still is.
     * The text is the one in play from then on. Throws a GamutException with every problem of a text
     * that does not load, or when the game's start position does not fit the new rules, and then
     * changes nothing.
     */
    Loaded replace(String definition, String start, Played played, long seed, String done) {
        Game game = Gamut.load(gameFile.toString(), definition, variants);
        State state = startOf(game, start);
        String problem = replay(state, played.line());
        List<int[]> others = new ArrayList<>();
        for (List<String> other : played.others()) {
            State s = startOf(game, start);
            replay(s, other);
            if (!startsWith(state.line(), s.line())) {
                others.add(s.line());
            }
        }
        take(gameFile, definition, variants);
        int kept = state.depth();
        return new Loaded(game, state, start, problem, seed, done + ": kept " + kept + " of " + played.line().size()
                + (played.line().size() == 1 ? " move" : " moves") + otherLines(others), others, Math.min(played.shown(), kept));
    }

    private static State startOf(Game game, String start) {
        try {
            return start == null ? game.newState() : game.position(start);
        } catch (GamutException e) {
            throw new GamutException("the position this game began from does not fit the new rules: " + e.getMessage());
        }
    }

    /** Plays the moves while they are legal; returns why it stopped early, or null. */
    private static String replay(State state, List<String> moves) {
        for (int i = 0; i < moves.size(); i++) {
            try {
                state.make(Notation.parse(state, moves.get(i)));
            } catch (GamutException e) {
                return "move " + (i + 1) + " '" + moves.get(i) + "' is not legal under the new rules";
            }
        }
        return null;
    }

    /** Reads the definition file again ({@link #replace}). */
    Loaded reload(String start, Played game, long seed) {
        String read = Gamut.read(gameFile);
        Loaded loaded = replace(read, start, game, seed, "reloaded " + gameFile.getFileName());
        onDisk = read;
        return loaded;
    }

    /** The status line after new rules were refused ("reload failed"): the first problem and how many there are. */
    static String failure(String what, String problems) {
        String first = problems.lines().findFirst().orElse("");
        long count = problems.lines().filter(l -> l.contains(": error: ")).count();
        return what + (count > 1 ? " (" + count + " errors)" : "") + ", the game is unchanged: " + first;
    }
}
