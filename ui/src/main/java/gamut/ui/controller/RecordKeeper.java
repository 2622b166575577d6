package gamut.ui.controller;

import gamut.api.AtomicWrite;
import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The definition file a game comes from, its text in play and the variants in play: loads its
 * rules (again, with other variants, or from a text edited in the viewer), saves the game as a
 * record, and opens a record by replaying its moves in the rules it names. Every method that
 * reads or writes throws a GamutException with the problem and then changes nothing here.
 */
final class RecordKeeper {
    /**
     * Rules, the position they reach by replay (from {@code start}, a position text, or the rules'
     * start when null), why the replay stopped early (or null), and the seed to play on with.
     */
    record Loaded(Game game, State state, String start, String problem, long seed, String message) {}

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
        Game rules = take(file, read, wanted);
        onDisk = read;
        return rules;
    }

    /** The rules in play with other variants (an edited text keeps its edits). */
    Game withVariants(List<String> wanted) {
        return take(gameFile, text, wanted);
    }

    /** Loads the text's rules and, when they load, makes the text and the variants those in play. */
    private Game take(Path file, String definition, List<String> wanted) {
        Game rules = Gamut.load(file.toString(), definition, wanted);
        gameFile = file;
        text = definition;
        variants = List.copyOf(wanted);
        variantSources = RulesInfo.variantSources(file.toString(), definition);
        return rules;
    }

    /** Writes the text to the definition file, replacing it whole (AtomicWrite) or not at all. */
    void saveDefinition(String definition) {
        AtomicWrite.writeString(gameFile, definition);
        onDisk = definition;
    }

    /**
     * Writes the game so far (every move played, rolls included) as a record; the definition file
     * is named relative to the record's folder when it lies in it (or below), else absolutely.
     */
    void save(Path target, long seed, State state) {
        if (edited()) {
            throw new GamutException("the rules in play were edited and not saved: save the definition first"
                    + " (Definition tab), so that the record replays with them");
        }
        GameRecord.of(gamePathFor(target), variants, seed, state).save(target);
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
        GameRecord record = GameRecord.read(recordFile);
        Game rules = open(record.game(), record.variants());
        GameRecord.Replay replay = record.replay(rules);
        int kept = replay.state().depth();
        return new Loaded(rules, replay.state(), null, replay.problem() == null ? null : "stopped at " + replay.problem(),
                record.seed(), "loaded " + recordFile.getFileName() + ": " + kept + " of " + record.moves().size() + " moves");
    }

    /**
     * The rules of {@code definition} (the file's text read again, or a text edited in the viewer)
     * with the variants in play, and the game so far replayed in them from where it began while its
     * moves are still legal; the text is the one in play from then on. Throws a GamutException with
     * every problem of a text that does not load, or when the game's start position does not fit the
     * new rules, and then changes nothing.
     */
    Loaded replace(String definition, String start, List<String> moves, long seed, String done) {
        Game rules = Gamut.load(gameFile.toString(), definition, variants);
        State state;
        try {
            state = start == null ? rules.newState() : rules.position(start);
        } catch (GamutException e) {
            throw new GamutException("the position this game began from does not fit the new rules: " + e.getMessage());
        }
        String problem = null;
        for (int i = 0; i < moves.size() && problem == null; i++) {
            try {
                state.make(Notation.parse(state, moves.get(i)));
            } catch (GamutException e) {
                problem = "move " + (i + 1) + " '" + moves.get(i) + "' is not legal under the new rules";
            }
        }
        take(gameFile, definition, variants);
        int kept = state.depth();
        return new Loaded(rules, state, start, problem, seed, done + ": kept " + kept + " of " + moves.size()
                + (moves.size() == 1 ? " move" : " moves"));
    }

    /** Reads the definition file again ({@link #replace}). */
    Loaded reload(String start, List<String> moves, long seed) {
        String read = Gamut.read(gameFile);
        Loaded loaded = replace(read, start, moves, seed, "reloaded " + gameFile.getFileName());
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
