package gamut.ui.controller;

import gamut.api.GameRecord;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.engine.State;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The game in progress kept on disk after every move, as a game record, so that a viewer closed
 * in the middle of a game, killed or crashed loses nothing: the next one offers to restore it. The
 * record is {@code autosave.record} in a folder of its own, the system property
 * {@value #PROPERTY} or else {@code ~/.gamut}. A game that ends, or a new game, clears it.
 *
 * <p>A game left from before is a question for the user ({@link #leftover}); until it is answered
 * ({@link Choice}) nothing is written, so that a computer player moving meanwhile cannot overwrite
 * it. A failure to write stops autosaving and is kept as {@link #problem}; the game goes on.
 */
public final class Autosave {
    /** The system property naming the folder. */
    public static final String PROPERTY = "gamut.autosave";

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
    private final Path file;
    private boolean asking;
    private int leftoverMoves;
    private String problem;

    public Autosave(Path folder) {
        this.folder = folder;
        this.file = folder.resolve("autosave.record");
    }

    /** The folder of the system property {@value #PROPERTY}, or {@code .gamut} in the user's home. */
    public static Autosave standard() {
        String chosen = System.getProperty(PROPERTY);
        return new Autosave(chosen != null && !chosen.isBlank() ? Path.of(chosen)
                : Path.of(System.getProperty("user.home"), ".gamut"));
    }

    public Path file() {
        return file;
    }

    /** Why autosaving stopped, or null while it works. */
    public String problem() {
        return problem;
    }

    /**
     * The game left from before, in words ({@code lines-of-action.gamut, 12 moves}), or null when
     * there is none. From now until {@link #answer} nothing is written.
     */
    String leftover() {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        asking = true;
        try {
            GameRecord record = GameRecord.read(file);
            int n = record.moves().size();
            leftoverMoves = n;
            return record.game().getFileName() + (record.variants().isEmpty() ? ""
                    : " (variants: " + String.join(", ", record.variants()) + ")") + ", " + n + (n == 1 ? " move" : " moves");
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
                Files.move(file, aside);
                return "the unfinished game was kept as " + aside + " (Game, Open plays it on)";
            }
            if (choice == Choice.RESTORE && restored < leftoverMoves) {
                Path aside = aside();
                Files.copy(file, aside);
                return "; the whole unfinished game was kept as " + aside;
            }
            if (choice == Choice.DISCARD) {
                Files.deleteIfExists(file);
                return "the unfinished game was discarded";
            }
            return "";
        } catch (IOException e) {
            problem = file + ": " + e.getMessage();
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
     * Writes the game so far, or clears the file when the game is over, nobody has decided anything
     * yet, or a record could not replay the game ({@code replayable} false: it began from an edited
     * position, or its rules were edited and not saved), so that no older game is offered instead.
     */
    void keep(RecordKeeper files, long seed, State state, boolean replayable) {
        if (asking || problem != null || files.gameFile() == null) {
            return;
        }
        try {
            if (Files.exists(folder) && !Files.isDirectory(folder)) {
                problem = folder + " is not a folder";
            } else if (state.isOver() || !anyDecision(state) || !replayable) {
                Files.deleteIfExists(file);
            } else {
                Files.createDirectories(folder);
                files.save(file, seed, state);
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
