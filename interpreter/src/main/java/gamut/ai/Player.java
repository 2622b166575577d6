package gamut.ai;

import gamut.base.GamutException;
import gamut.core.ComputerLevels;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.Arrays;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

/**
 * Something that picks a move: the random player, a search, or an engine run as a program of its
 * own. Whoever makes a player closes it when its game is over, which ends such a program.
 */
public interface Player extends AutoCloseable {
    /** A legal move in the state's position (which offers a decision); the state is left as it was. */
    int choose(State state);

    String describe();

    /**
     * What the player's last search thought of the position it chose in, or empty for a player
     * that does not search (or before its first choice). Read it after {@link #choose(State)}.
     */
    default Optional<Analysis> analysis() {
        return Optional.empty();
    }

    /**
     * The same, reporting the work done (0 to 1) now and then, and giving up early with its best
     * move so far once {@code cancelled} says so. Players that decide at once ignore both.
     */
    default int choose(State state, DoubleConsumer progress, BooleanSupplier cancelled) {
        return choose(state);
    }

    /**
     * The same, handing what the search thinks so far to {@code watcher} (when not null) about five
     * times a second while it searches (on the calling thread or a searching one, never two at
     * once) and once more at the end; players that do not search never call it.
     */
    default int choose(State state, DoubleConsumer progress, Consumer<Analysis> watcher, BooleanSupplier cancelled) {
        return choose(state, progress, cancelled);
    }

    /** Frees what the player holds outside the JVM (an engine's process); players without any ignore it. */
    @Override
    default void close() { }

    /**
     * A player from its spec: {@code random}; a level ({@code easy}, {@code medium}, {@code hard},
     * {@code strongest}, as {@link PlayerSpecs#LEVELS} when the game is not given); {@code mcts} (1,000 iterations),
     * {@code mcts:ITERATIONS} or {@code mcts:TIME} ({@code 2s}, {@code 500ms}: searching until the
     * time is spent, which does not replay the same moves as iterations do), either with
     * {@code :THREADS} (the budget shared among that many trees searched at once). A tree-search
     * player keeps its trees from one move to the next ({@link Mcts}): make one per game and side,
     * or a new one per move where the same position must give the same move. {@code ab...} is the
     * alpha-beta search ({@link AlphaBetaPlayer}), {@code net} and {@code net:2} the learned
     * network's player ({@link NetworkPlayer}). {@code uci:PATH} and
     * {@code usi:PATH} are engine programs ({@link EnginePlayer}); close what this returns.
     */
    static Player parse(String spec, long seed) {
        return PlayerSpecs.parse(spec, seed, ComputerLevels.DEFAULT);
    }

    /** The same, a level standing for what the game's definition makes it ({@link Game#computer()}). */
    static Player parse(String spec, long seed, Game game) {
        return PlayerSpecs.parse(spec, seed, game.computer());
    }

    /**
     * The specs of every seat of a game of {@code seats} players: the specs as given, one a seat in
     * turn order, or one spec alone for every seat. Any other count is refused, the message naming
     * the command.
     */
    static String[] forEverySeat(String[] specs, int seats, String command) {
        if (specs.length == 1) {
            String[] all = new String[seats];
            Arrays.fill(all, specs[0]);
            return all;
        }
        if (specs.length != seats) {
            throw new GamutException(command + ": --players names " + specs.length + " players; this game has "
                    + seats + " (name one a seat, or one for all)");
        }
        return specs.clone();
    }

    static Player random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        return new Player() {
            @Override
            public int choose(State state) {
                state.generate(moves);
                return moves.get(random.nextInt(moves.size()));
            }

            @Override
            public String describe() {
                return "random";
            }
        };
    }
}
