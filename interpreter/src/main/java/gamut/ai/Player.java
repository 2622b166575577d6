package gamut.ai;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.MoveList;
import gamut.engine.State;
import java.util.SplittableRandom;
import org.apache.commons.lang3.StringUtils;

/** Something that picks a move: the random player or the tree search. */
public interface Player {
    /** A legal move in the state's position (which offers a decision); the state is left as it was. */
    int choose(State state);

    String describe();

    /**
     * What the player's last search thought of the position it chose in, or empty for a player
     * that does not search (or before its first choice). Read it after {@link #choose(State)}.
     */
    default java.util.Optional<Analysis> analysis() {
        return java.util.Optional.empty();
    }

    /**
     * The same, reporting the work done (0 to 1) now and then, and giving up early with its best
     * move so far once {@code cancelled} says so. Players that decide at once ignore both.
     */
    default int choose(State state, java.util.function.DoubleConsumer progress,
                       java.util.function.BooleanSupplier cancelled) {
        return choose(state);
    }

    /**
     * {@code random}, {@code mcts}, {@code mcts:ITERATIONS} (default 1,000 iterations) or
     * {@code mcts:ITERATIONS:THREADS} (the iterations shared among that many trees searched at once).
     * A tree-search player keeps its trees from one move to the next ({@link Mcts}): make one per
     * game and side, or a new one per move where the same position must give the same move.
     */
    static Player parse(String spec, long seed) {
        String s = spec.trim();
        if (s.equals("random")) {
            return random(seed);
        }
        if (s.equals("mcts") || s.startsWith("mcts:")) {
            String[] parts = s.split(":", -1);
            if (parts.length > 3) {
                throw new GamutException("player '" + s + "': use mcts, mcts:ITERATIONS or mcts:ITERATIONS:THREADS");
            }
            int iterations = parts.length > 1 ? number(s, parts[1], "iterations", 1) : 1000;
            int threads = parts.length > 2 ? number(s, parts[2], "threads", 1) : 1;
            if (threads > Limits.THREADS) {
                throw new GamutException("player '" + s + "': at most " + Limits.THREADS + " threads, not " + threads);
            }
            int n = iterations;
            Mcts search = new Mcts(n, seed, threads);
            return new Player() {
                @Override
                public int choose(State state) {
                    return search.choose(state);
                }

                @Override
                public int choose(State state, java.util.function.DoubleConsumer progress,
                                  java.util.function.BooleanSupplier cancelled) {
                    return search.choose(state, done -> progress.accept((double) done / n), cancelled);
                }

                @Override
                public String describe() {
                    return "mcts:" + n + (threads > 1 ? ":" + threads : "");
                }
            };
        }
        throw new GamutException("unknown player '" + s + "': use random or mcts[:ITERATIONS[:THREADS]]");
    }

    private static int number(String spec, String text, String what, int least) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new GamutException("player '" + spec + "': the " + what + " must be a number, not '" + text + "'");
        }
        if (value < least) {
            throw new GamutException("player '" + spec + "': at least " + least + " " + StringUtils.removeEnd(what, "s"));
        }
        return value;
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
