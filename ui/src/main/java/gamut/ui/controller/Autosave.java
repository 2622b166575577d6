package gamut.ui.controller;

import gamut.api.GameRecord;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.engine.State;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.lang3.StringUtils;

/**
 * The game in progress kept on disk after every move, as a game record, so that a viewer closed
 * in the middle of a game, killed or crashed loses nothing: the next one of the same game offers to
 * restore it. The record holds the whole game, its moves after a position stepped back to, the
 * lines of play left behind and the position shown (GameRecord's {@code shown} and {@code other}).
 * It lies in a folder of its own, the system property {@value #PROPERTY} or else {@code ~/.gamut},
 * one file per definition and variants ({@link #fileFor}): a viewer of another game neither offers
 * it nor writes over it, and the game is offered again when its own game is played next. A game
 * that ends, or is left for a new game, clears its file.
 *
 * <p>A game left from before is a question for the user ({@link #leftover}); until it is answered
 * ({@link Choice}) nothing is written, so that a computer player moving meanwhile cannot overwrite
 * it. A failure to write stops autosaving and is kept as {@link #problem}; the game goes on.
 */
public final class Autosave {
    /** The system property naming the folder. */
    public static final String PROPERTY = "gamut.autosave";
    /** The one file of every game in versions before the files by definition: offered to any game, once. */
    static final String OLDER = "autosave.record";

    /** What to do with a game left from before. */
    public enum Choice {
        /** Play it on. */
        RESTORE,
        /** Forget it. */
        DISCARD,
        /** Keep it under another name, to open later (the question was not answered). */
        SET_ASIDE
    }

    private final Path folder;
    /** The file of the game left from before, while it is asked about and after; null when there is none. */
    private Path asked;
    /** The file that holds the game in play, once one was kept (or restored). */
    private Path holding;
    private boolean asking;
    private int leftoverMoves;
    private String problem;

    public Autosave(Path folder) {
        this.folder = folder;
    }

    /** The folder of the system property {@value #PROPERTY}, or {@code .gamut} in the user's home. */
    public static Autosave standard() {
        String chosen = System.getProperty(PROPERTY);
        return new Autosave(chosen != null && !chosen.isBlank() ? Path.of(chosen)
                : Path.of(System.getProperty("user.home"), ".gamut"));
    }

    public Path folder() {
        return folder;
    }

    /**
     * The file that keeps an unfinished game of this definition with these variants: named after
     * the definition, with a hash of its real path and the variants, {@code autosave-NAME-1a2b3c4d.record}.
     */
    public Path fileFor(Path gameFile, List<String> variants) {
        Path real = gameFile.toAbsolutePath().normalize();
        try {
            real = real.toRealPath();
        } catch (IOException e) {
            // a file no longer there: its name as given
        }
        String stem = StringUtils.removeEnd(gameFile.getFileName().toString(), ".gamut").replaceAll("[^A-Za-z0-9._-]", "_");
        String key = real + "\n" + String.join(",", variants);
        return folder.resolve("autosave-" + StringUtils.left(stem, 40) + "-" + String.format("%08x", key.hashCode())
                + ".record");
    }

    /** Why autosaving stopped, or null while it works. */
    public String problem() {
        return problem;
    }

    /** The file of the game left from before (for RESTORE), or null. */
    Path leftoverFile() {
        return asked;
    }

    /**
     * The game left from before by a viewer of this definition and variants (or in the one file of
     * older versions), in words ({@code lines-of-action.gamut, 12 moves}), or null when there is none.
     * From now until {@link #answer} nothing is written.
     */
    String leftover(Path gameFile, List<String> variants) {
        Path own = fileFor(gameFile, variants);
        asked = Files.isRegularFile(own) ? own : Files.isRegularFile(folder.resolve(OLDER)) ? folder.resolve(OLDER) : null;
        if (asked == null) {
            return null;
        }
        asking = true;
        try {
            GameRecord record = GameRecord.read(asked);
            int n = record.moves().size();
            int others = record.others().size();
            leftoverMoves = n;
            return record.game().getFileName() + (record.variants().isEmpty() ? ""
                    : " (variants: " + String.join(", ", record.variants()) + ")") + ", " + n + (n == 1 ? " move" : " moves")
                    + (others == 0 ? "" : " and " + others + (others == 1 ? " other line" : " other lines"));
        } catch (GamutException e) {
            return "a game that cannot be restored: " + e.getMessage();
        }
    }

    /**
     * Deals with the game left from before: for RESTORE it has been replayed already, {@code restored}
     * of its moves (when fewer than it had, because the rules changed, a copy of it is kept aside).
     * Returns what was done, in words.
     */
    String answer(Choice choice, int restored) {
        asking = false;
        try {
            if (choice == Choice.SET_ASIDE) {
                Path aside = aside();
                Files.move(asked, aside);
                return "the unfinished game was kept as " + aside + " (Game, Open plays it on)";
            }
            if (choice == Choice.DISCARD) {
                Files.deleteIfExists(asked);
                return "the unfinished game was discarded";
            }
            holding = asked; // the game restored: its file is kept from now on, or cleared for its own game's file
            if (restored < leftoverMoves) {
                Path aside = aside();
                Files.copy(asked, aside);
                return "; the whole unfinished game was kept as " + aside;
            }
            return "";
        } catch (IOException e) {
            problem = asked + ": " + e.getMessage();
            return "autosave stopped: " + problem;
        }
    }

    private Path aside() {
        for (int i = 1; ; i++) {
            Path p = folder.resolve("unrestored-" + i + ".record");
            if (!Files.exists(p)) {
                return p;
            }
        }
    }

    /**
     * Writes the whole game into its definition's file, or clears it when the game is over, nobody
     * has decided anything yet, or a record could not replay the game ({@code replayable} false: it
     * began from an edited position, or its rules were edited and not saved), so that no older game
     * is offered instead. The file of a game left for another (another definition or variants, which
     * the person agreed to discard) is cleared too.
     */
    void keep(RecordKeeper files, long seed, Session session, boolean replayable) {
        if (asking || problem != null || files.gameFile() == null) {
            return;
        }
        Path target = fileFor(files.gameFile(), files.variants());
        try {
            if (Files.exists(folder) && !Files.isDirectory(folder)) {
                problem = folder + " is not a folder";
                return;
            }
            if (holding != null && !holding.equals(target)) {
                Files.deleteIfExists(holding);
            }
            holding = target;
            State end = session.end();
            if (end.isOver() || !anyDecision(end) || !replayable) {
                Files.deleteIfExists(target);
            } else {
                Files.createDirectories(folder);
                files.save(target, seed, session);
            }
        } catch (IOException e) {
            problem = folder + ": cannot write: " + (e instanceof FileSystemException f && f.getReason() != null
                    ? f.getReason() : e.toString());
        } catch (GamutException e) {
            problem = e.getMessage();
        }
    }

    /** Whether a player has moved (rolls of the dice alone are not worth keeping). */
    private static boolean anyDecision(State state) {
        for (int move : state.line()) {
            if (Move.kind(move) != Move.ROLL) {
                return true;
            }
        }
        return false;
    }
}
