package gamut.ai;

import gamut.base.GamutException;
import gamut.core.ComputerLevels;
import gamut.core.PlayerSpec;
import gamut.engine.EngineMoves;
import java.util.Map;

/** The players that specs stand for ({@link PlayerSpec}), made for a game's levels of the computer. */
public final class PlayerSpecs {
    /**
     * The named strengths in a game whose definition names none, weakest first, each a budget of
     * iterations so that it replays per seed as any iteration budget does. What a move costs on this
     * machine (2 cores) in Lines of Action, opening to middle game, is in the README; it grows with
     * the game's length and moves.
     */
    public static final Map<String, String> LEVELS = ComputerLevels.DEFAULT.specs();

    private PlayerSpecs() {}

    /** The player of a spec, a level standing for what {@code levels} says it does. */
    static Player parse(String spec, long seed, ComputerLevels levels) {
        PlayerSpec read = PlayerSpec.parse(spec);
        if (read.family() == PlayerSpec.Family.LEVEL) {
            String level = levels.spec(read.name());
            PlayerSpec meant = PlayerSpec.parse(level);
            if (meant.family() == PlayerSpec.Family.LEVEL || meant.family() == PlayerSpec.Family.ENGINE) {
                throw new GamutException("the level '" + read.name() + "' stands for '" + level + "', which is no search");
            }
            return make(meant, level, seed, read.name() + " (" + meant.name() + ")");
        }
        return make(read, spec.trim(), seed, read.name());
    }

    private static Player make(PlayerSpec read, String spec, long seed, String name) {
        return switch (read.family()) {
            case RANDOM -> Player.random(seed);
            case TREE_SEARCH -> new SearchPlayer(read.iterations(), read.millis(), read.threads(), seed,
                    read.options(), name);
            case ALPHA_BETA -> new AlphaBetaPlayer(read.depth(), read.millis(), read.nodes(), read.contempt(), seed, name);
            case NETWORK -> new NetworkPlayer(read.depth(), name);
            case ENGINE -> EnginePlayer.parse(spec, protocol(spec));
            case LEVEL -> throw new IllegalStateException("a level is resolved before it is made");
        };
    }

    private static EngineMoves.Protocol protocol(String spec) {
        for (EngineMoves.Protocol protocol : EngineMoves.Protocol.values()) {
            if (spec.startsWith(protocol.word() + ":")) {
                return protocol;
            }
        }
        throw new IllegalStateException("no protocol starts " + spec);
    }

    /**
     * The spec with its budget replaced by what a front end asks of one move: {@code depth} plies
     * (alpha-beta alone) or {@code millis} milliseconds (either search), 0 for none; each capped at
     * the most a spec may ask, so that a front end's "as long as you like" is the most there is. A
     * spec without such a budget (random, a level, an engine) is returned as it is.
     */
    public static String withBudget(String spec, int depth, long millis) {
        String[] parts = spec.trim().split(":", -1);
        if (parts[0].equals("ab")) {
            return depth > 0 ? "ab:" + Math.min(depth, PlayerSpec.MOST_DEPTH)
                    : millis > 0 ? "ab:" + Math.min(millis, PlayerSpec.MOST_MILLIS) + "ms" : spec;
        }
        if (parts[0].equals("mcts") && millis > 0) {
            return "mcts:" + Math.min(millis, PlayerSpec.MOST_MILLIS) + "ms" + (parts.length > 2 ? ":" + parts[2] : "");
        }
        return spec;
    }
}
