package gamut.ui.controller;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.engine.Game;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The definition file a game comes from and the variants in play: loads its rules (again, or with
 * other variants), saves the game as a record, and opens a record by replaying its moves in the
 * rules it names. Every method that reads or writes throws a GamutException with the problem and
 * then changes nothing here.
 */
final class RecordKeeper {
    /** Game read from a file, the position they reach by replay, and the seed to play on with. */
    record Loaded(Game game, GameRecord.Replay replay, long seed, String message) {}

    /** The definition file (null when the rules were given without one), and its variants. */
    private Path gameFile;
    private List<String> variants = List.of();
    private Map<String, String> variantSources = Map.of();

    Path gameFile() {
        return gameFile;
    }

    List<String> variants() {
        return variants;
    }

    Map<String, String> variantSources() {
        return variantSources;
    }

    /** The rules of a definition file with these variants; the file is the game's from now on. */
    Game open(Path file, List<String> wanted) {
        String text = Gamut.read(file);
        Game rules = Gamut.load(file.toString(), text, wanted);
        gameFile = file;
        variants = List.copyOf(wanted);
        variantSources = RulesInfo.variantSources(file.toString(), text);
        return rules;
    }

    /** The rules of the game's file with other variants. */
    Game withVariants(List<String> wanted) {
        return open(gameFile, wanted);
    }

    /**
     * Writes the game so far (every move played, rolls included) as a record; the definition file
     * is named relative to the record's folder when it lies in it (or below), else absolutely.
     */
    void save(Path target, long seed, State state) {
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
        return new Loaded(rules, replay, record.seed(),
                "loaded " + recordFile.getFileName() + ": " + kept + " of " + record.moves().size() + " moves");
    }

    /** Reads the definition file again and replays the game so far while its moves are still legal. */
    Loaded reload(long seed, State state) {
        GameRecord played = GameRecord.of(gameFile, variants, seed, state);
        Game rules = open(gameFile, variants);
        GameRecord.Replay replay = played.replay(rules);
        int kept = replay.state().depth();
        int total = played.moves().size();
        return new Loaded(rules, replay, seed, "reloaded " + gameFile.getFileName() + ": kept " + kept + " of "
                + total + (total == 1 ? " move" : " moves"));
    }

    /** The status line after a reload that failed: the first problem and how many there are. */
    static String reloadFailure(String problems) {
        String first = problems.lines().findFirst().orElse("");
        long count = problems.lines().filter(l -> l.contains(": error: ")).count();
        return "reload failed" + (count > 1 ? " (" + count + " errors)" : "") + ", the game is unchanged: " + first;
    }
}
