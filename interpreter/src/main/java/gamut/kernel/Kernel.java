package gamut.kernel;

import gamut.board.Board;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.rules.Rules;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The library's own way to a game's compiled rules and a position's board. {@link Game} and
 * {@link State} keep these members package-private, so that the exported API names no type of the
 * packages the module keeps to itself; the loader, the searches and the comparisons reach them here.
 * The handles are looked up once, inside the module (which may look into its own packages), and a
 * call through a constant handle costs what a direct call does once compiled: the searches read
 * the board at every node.
 */
public final class Kernel {
    private static final MethodHandle GAME;
    private static final MethodHandle RULES;
    private static final MethodHandle BOARD;

    static {
        try {
            MethodHandles.Lookup game = MethodHandles.privateLookupIn(Game.class, MethodHandles.lookup());
            MethodHandles.Lookup state = MethodHandles.privateLookupIn(State.class, MethodHandles.lookup());
            GAME = game.findConstructor(Game.class, MethodType.methodType(void.class, Rules.class));
            RULES = game.findVirtual(Game.class, "rules", MethodType.methodType(Rules.class));
            BOARD = state.findVirtual(State.class, "board", MethodType.methodType(Board.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e); // the engine's members were renamed: a build mistake
        }
    }

    private Kernel() {
    }

    /** The game the compiled rules make. */
    public static Game game(Rules rules) {
        try {
            return (Game) GAME.invokeExact(rules);
        } catch (Throwable e) {
            throw rethrown(e);
        }
    }

    /** The start position of the compiled rules. */
    public static State start(Rules rules) {
        return game(rules).newState();
    }

    /** The game's compiled rules. */
    public static Rules rules(Game game) {
        try {
            return (Rules) RULES.invokeExact(game);
        } catch (Throwable e) {
            throw rethrown(e);
        }
    }

    /** The compiled rules the position is played by. */
    public static Rules rules(State state) {
        return rules(state.game());
    }

    /** The position's board: its pieces, counts and hash, which the searches read at every node. */
    public static Board board(State state) {
        try {
            return (Board) BOARD.invokeExact(state);
        } catch (Throwable e) {
            throw rethrown(e);
        }
    }

    /** The members called are plain accessors: anything they throw is unchecked, and passes as it is. */
    private static RuntimeException rethrown(Throwable e) {
        if (e instanceof RuntimeException r) {
            throw r;
        }
        if (e instanceof Error err) {
            throw err;
        }
        throw new IllegalStateException(e);
    }
}
