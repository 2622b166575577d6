package gamut.cli;

import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.load.GameLoader;
import gamut.load.GamutException;
import gamut.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game file, the variants and the starting position, shared by the commands that play. */
final class GameOptions {
    @Parameters(index = "0", paramLabel = "FILE", description = "the game definition file (.gamut)")
    Path file;

    @Option(names = {"-v", "--variant"}, paramLabel = "V[,V...]",
            description = "variants to apply, in order (see 'gamut info FILE')")
    String variants;

    Rules rules() {
        return GameLoader.load(file, GameLoader.splitVariants(variants));
    }

    /** A state at the given position: position text, or @FILE / a file name holding it. */
    static State start(Rules rules, String position) {
        State state = new State(rules);
        if (position != null) {
            String text = position;
            if (position.startsWith("@")) {
                text = GameLoader.read(Path.of(position.substring(1)));
            } else if (!position.contains(":") && Files.isRegularFile(Path.of(position))) {
                text = GameLoader.read(Path.of(position));
            }
            if (!text.contains(":")) {
                throw new GamutException("position: '" + position + "' is neither a position nor a file");
            }
            PositionFormat.apply(state, text);
        }
        return state;
    }

    String variantLabel() {
        return variants == null || variants.isBlank() ? "base" : variants;
    }
}
