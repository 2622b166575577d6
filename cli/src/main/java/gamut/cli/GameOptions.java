package gamut.cli;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.lang3.StringUtils;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game file, the variants and the starting position, shared by the commands that play. */
final class GameOptions {
    @Parameters(index = "0", paramLabel = "FILE", description = "the game definition file (.gamut), or - to read it from standard input")
    Path file;

    @Option(names = {"-v", "--variant"}, paramLabel = "V[,V...]",
            description = "variants to apply, in order (see 'gamut info FILE')")
    String variants;

    @Mixin
    EngineChoice engine;

    Game game() {
        return Definitions.load(file, Gamut.variants(variants));
    }

    /**
     * A state at the given position: position text, or @FILE / a file name holding it. A file is read
     * as a position only when it looks like one of the game's ({@link PositionFormat#looksLikePosition}):
     * another file is refused without a word of it quoted.
     */
    static State start(Game game, String position) {
        State state = game.newState();
        if (position != null) {
            PositionFormat.apply(state, positionText(game, position));
        }
        return state;
    }

    /** The text of a -p option: the position given, or the one its file holds (checked as {@link #start} says). */
    static String positionText(Game game, String position) {
        Path file = positionFile(position);
        String text = file == null ? position : Gamut.read(file);
        if (file != null && !PositionFormat.looksLikePosition(game, text)) {
            throw new GamutException("position: " + file + " does not hold a position of this game: each clause of"
                    + " one starts with a player's name (" + String.join(", ", players(game)) + ") or a word such"
                    + " as turn:, reserve PLAYER: or clock: (docs/language.md, Positions)");
        }
        if (!text.contains(":")) {
            throw new GamutException("position: '" + position + "' is neither a position nor a file");
        }
        return text;
    }

    private static List<String> players(Game game) {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < game.players(); p++) {
            names.add(game.playerName(p));
        }
        return names;
    }

    /** The file a -p option reads the position from (@FILE, or a file's name), or null for a position's text. */
    static Path positionFile(String position) {
        if (position == null) {
            return null;
        }
        if (position.startsWith("@")) {
            return Path.of(position.substring(1));
        }
        return !position.contains(":") && Files.isRegularFile(Path.of(position)) ? Path.of(position) : null;
    }

    /** Rolls the dice given as "6-5" in the state, which must be waiting for a roll. */
    static void roll(State state, String dice) {
        if (dice == null) {
            return;
        }
        if (!state.game().hasDice()) {
            throw new GamutException("--dice: this game has no dice");
        }
        if (!state.isChance()) {
            throw new GamutException("--dice: the position is not waiting for a roll");
        }
        String[] parts = dice.split("-");
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new GamutException("--dice: '" + dice + "' is not a roll such as 6-5");
            }
            if (values[i] < 1 || values[i] > state.game().diceFaces()) {
                throw new GamutException("--dice: " + values[i] + " is not a face of these dice (1-"
                        + state.game().diceFaces() + ")");
            }
        }
        if (values.length != state.game().diceCount()) {
            throw new GamutException("--dice: this game rolls " + state.game().diceCount() + " dice, not " + values.length);
        }
        state.setRoll(values);
    }

    String variantLabel() {
        return StringUtils.defaultIfBlank(variants, "base");
    }

    /** The variants as compare names a variant set in its CSV: "base", or the names joined with '+'. */
    String variantName() {
        List<String> names = Gamut.variants(variants);
        return names.isEmpty() ? "base" : String.join("+", names);
    }
}
