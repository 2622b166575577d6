package gamut.api;

import gamut.base.Diagnostic;
import gamut.base.GamutException;
import gamut.core.Engine;
import gamut.engine.Game;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import java.nio.file.Path;
import java.util.List;

/**
 * The way into Gamut from Java: read a definition file, check it, and load it as a {@link Game}.
 * <pre>{@code
 * Game game = Gamut.load(Path.of("games/lines-of-action.gamut"), List.of());
 * State state = game.newState();
 * MoveList moves = new MoveList();
 * while (!state.isOver()) {
 *     if (state.isChance()) {                      // dice: a chance outcome, not a decision
 *         state.make(state.randomOutcome(random));
 *         continue;
 *     }
 *     state.generate(moves);                       // the legal moves of the player to move
 *     int move = moves.get(0);
 *     System.out.println(Notation.format(state, move));
 *     state.make(move);                            // state.unmake() takes it back
 * }
 * Result result = state.result();                  // winner or draw, scores, what ended it
 * }</pre>
 * Every problem a user can fix (a file that does not check, an unknown variant, a bad position or
 * record) is a {@link GamutException} whose message says where and what, {@code file:line:col}.
 */
public final class Gamut {
    private Gamut() {}

    /** A definition file checked: its diagnostics (no error when it is sound), each with its source line. */
    public record Report(String file, List<Diagnostic> diagnostics, String text) {
        /** No errors: the game loads (it may have warnings). */
        public boolean ok() {
            return !Diagnostic.anyError(diagnostics);
        }

        /**
         * Every diagnostic as {@code file:line:col: error: message} (or {@code warning:}) with the line and a caret, at most
         * {@link gamut.base.Limits#DIAGNOSTICS} of them and then a line "... and N more errors".
         */
        public String format() {
            return Diagnostic.report(diagnostics, text);
        }
    }

    /** The game of a definition file with the variants applied in order. */
    public static Game load(Path file, List<String> variants) {
        return Kernel.game(GameLoader.load(file, variants));
    }

    /** The same, its move programs run by the engine given (for null, the one {@link Engine#PROPERTY} names, else the interpreter). */
    public static Game load(Path file, List<String> variants, Engine engine) {
        return Kernel.game(GameLoader.load(file.toString(), GameLoader.read(file), variants, engine));
    }

    /** The game of a definition given as text; {@code name} is the file name diagnostics show. */
    public static Game load(String name, String text, List<String> variants) {
        return Kernel.game(GameLoader.load(name, text, variants));
    }

    /** The same, its move programs run by the engine given. */
    public static Game load(String name, String text, List<String> variants, Engine engine) {
        return Kernel.game(GameLoader.load(name, text, variants, engine));
    }

    /** Checks the base game and every variant without playing; nothing is thrown for problems in the text. */
    public static Report check(String name, String text) {
        return check(name, text, false);
    }

    /**
     * The same; with {@code lint}, a file without errors also gets warnings about rules likely not
     * meant: definitions never used, variants that change nothing, conditions that never hold, a
     * set-up that is not symmetric, a game that may never end.
     */
    public static Report check(String name, String text, boolean lint) {
        GameLoader.Checked checked = GameLoader.check(name, text, lint);
        return new Report(name, checked.diagnostics(), checked.text());
    }

    /** The text of a file, or a GamutException saying why it cannot be read. */
    public static String read(Path file) {
        return GameLoader.read(file);
    }

    /**
     * The text of a stream read to its end, as a file is read (UTF-8, the same size limit, no
     * byte-order mark); {@code name} stands for the file in messages: "&lt;stdin&gt;", say.
     */
    public static String read(String name, java.io.InputStream in) {
        return GameLoader.read(name, in);
    }

    /** Variant names from a comma-separated option ("a,b=c"), blanks dropped. */
    public static List<String> variants(String option) {
        return GameLoader.splitVariants(option);
    }
}
