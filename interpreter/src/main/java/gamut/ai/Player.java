package gamut.ai;

import gamut.engine.MoveList;
import gamut.engine.State;
import gamut.load.GamutException;
import java.util.SplittableRandom;

/** Something that picks a move: the random player or the tree search. */
public interface Player {
    /** A legal move in the state's position (which offers a decision); the state is left as it was. */
    int choose(State state);

    String describe();

    /**
     * The same, reporting the work done (0 to 1) now and then, and giving up early with its best
     * move so far once {@code cancelled} says so. Players that decide at once ignore both.
     */
    default int choose(State state, java.util.function.DoubleConsumer progress,
                       java.util.function.BooleanSupplier cancelled) {
        return choose(state);
    }

    /** {@code random}, {@code mcts} or {@code mcts:ITERATIONS} (default 1,000 iterations). */
    static Player parse(String spec, long seed) {
        String s = spec.trim();
        if (s.equals("random")) {
            return random(seed);
        }
        if (s.equals("mcts") || s.startsWith("mcts:")) {
            int iterations = 1000;
            if (s.startsWith("mcts:")) {
                try {
                    iterations = Integer.parseInt(s.substring(5));
                } catch (NumberFormatException e) {
                    throw new GamutException("player '" + s + "': the iterations after 'mcts:' must be a number");
                }
                if (iterations < 1) {
                    throw new GamutException("player '" + s + "': at least 1 iteration");
                }
            }
            int n = iterations;
            Mcts search = new Mcts(n, seed);
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
                    return "mcts:" + n;
                }
            };
        }
        throw new GamutException("unknown player '" + s + "': use random or mcts[:ITERATIONS]");
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
