package gamut.ui.controller;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * The rules the game is played by and where it begins, as an author changes them in the viewer:
 * the definition's text (applied from the editor, saved to the file, read again from the file),
 * the variants, and games begun from a position set up in the {@link PositionEditor}. New rules
 * keep the game in progress as far as its moves are still legal; rules or a position that cannot
 * be read are refused with the reason, and the game goes on as it was. No Swing: the view calls it.
 */
public final class Authoring {
    private final GameController controller;
    private final RecordKeeper files;
    private final Session session;

    Authoring(GameController controller, RecordKeeper files, Session session) {
        this.controller = controller;
        this.files = files;
        this.session = session;
    }

    /** The definition file, or null when the rules were given without one. */
    public Path file() {
        return files.gameFile();
    }

    /** The definition in play: the file's text, or the text applied last; null without a file. */
    public String definitionText() {
        return files.text();
    }

    /** Whether the rules in play were applied from a text that is not what the file holds. */
    public boolean edited() {
        return files.edited();
    }

    /** Switches to these variants of the rules in play and starts a new game; returns the problem, or null. */
    public String setVariants(List<String> wanted) {
        if (files.gameFile() == null) {
            return controller.refuseText("this game was not loaded from a file");
        }
        Game loaded;
        try {
            loaded = files.withVariants(wanted);
        } catch (GamutException e) {
            return controller.refuseText(e.getMessage());
        }
        controller.newGame(loaded);
        List<String> variants = files.variants();
        controller.say("new game with variants: " + (variants.isEmpty() ? "none (base game)" : String.join(", ", variants)));
        return null;
    }

    /**
     * Plays by the rules of {@code text} from now on: the whole game (its line to the end, the moves
     * after the position shown too, and the other lines kept) is replayed in them from where it
     * began, each line up to its first move that is no longer legal ("rules applied: kept 12 of 15
     * moves; move 13 'Gd4-e5' is not legal under the new rules"), and the position shown stays the
     * one shown when it is still reached. A text that does not load is refused: its problems are
     * returned (the first in the status line) and the game goes on unchanged.
     */
    public String apply(String text) {
        return replace(() -> files.replace(text, session.startText(), whole(), session.seed(), "rules applied"),
                "rules not applied");
    }

    /** The game to replay under new rules: every move of every line, in notation, and the position shown. */
    private RecordKeeper.Played whole() {
        Session.Whole whole = session.whole();
        return new RecordKeeper.Played(session.inNotation(whole.end().line()), whole.shown(), whole.others());
    }

    /**
     * Reads the definition file again, as {@link #apply} does a text. With errors, returns them (one
     * diagnostic per problem, {@code file:line:col: error: ...} with the line and a caret).
     */
    public String reload() {
        return replace(() -> files.reload(session.startText(), whole(), session.seed()), "reload failed");
    }

    private String replace(Supplier<RecordKeeper.Loaded> loading, String failure) {
        if (files.gameFile() == null) {
            return controller.refuseText("this game was not loaded from a file");
        }
        RecordKeeper.Loaded loaded;
        try {
            loaded = loading.get();
        } catch (GamutException e) {
            controller.say(RecordKeeper.failure(failure, e.getMessage()));
            return e.getMessage();
        }
        controller.adopt(loaded);
        return null;
    }

    /**
     * Writes the text to the definition file, whole or not at all; the rules in play stay what they
     * were until it is applied. Returns the problem, or null.
     */
    public String saveDefinition(String text) {
        if (files.gameFile() == null) {
            return controller.refuseText("this game was not loaded from a file");
        }
        try {
            files.saveDefinition(text);
        } catch (GamutException e) {
            return controller.refuseText(e.getMessage());
        }
        controller.say("saved " + files.gameFile() + (text.equals(files.text()) ? "" : " (not applied: the game goes on"
                + " under the rules applied before)"));
        return null;
    }

    /** An editor of the position on the board, set up from it. */
    public PositionEditor editPosition() {
        return new PositionEditor(controller.game(), controller.state(), files.variants());
    }

    /**
     * Starts a game from a position text ({@link PositionEditor#positionText}) under the rules in
     * play. A position they refuse is reported with the reason and the game in progress goes on.
     */
    public String playFrom(String positionText) {
        Game game = controller.game();
        State start;
        try {
            start = game.position(positionText);
        } catch (GamutException e) {
            return controller.refuseText("the position is refused: " + e.getMessage());
        }
        controller.begin(game, start, positionText, "playing from the edited position"
                + (start.isOver() ? ", where the game is already over: " + game.describe(start.result()) : ""));
        return null;
    }
}
