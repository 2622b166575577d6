package gamut.engine;

import gamut.core.MoveList;
import gamut.core.Result;
import java.util.SplittableRandom;

/** Plays uniformly random legal moves to the end of the game. */
public final class Playout {
    private final MoveList moves = new MoveList();

    /** A player of random games; keep one per thread, it reuses its move list. */
    public Playout() {}

    /** Plays from the state's current position until the game ends; the state is left at the end. */
    public Result play(State state, SplittableRandom random) {
        return play(state, random, random);
    }

    /** The same, with the dice drawn from a generator of their own. */
    public Result play(State state, SplittableRandom random, SplittableRandom dice) {
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
                continue;
            }
            int move = state.randomMove(moves, random);
            if (move == -1) {
                throw new IllegalStateException("no legal move and no result");
            }
            state.make(move);
        }
        return state.result();
    }

    /**
     * The same, stopping after {@code maxPlies} decisions (rolls not counted) when the game has not
     * ended by then: the result, or null when the playout stopped first; the state is left where it stopped.
     */
    public Result play(State state, SplittableRandom random, SplittableRandom dice, int maxPlies) {
        int plies = 0;
        while (!state.isOver()) {
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
                continue;
            }
            if (plies == maxPlies) {
                return null;
            }
            int move = state.randomMove(moves, random);
            if (move == -1) {
                throw new IllegalStateException("no legal move and no result");
            }
            state.make(move);
            plies++;
        }
        return state.result();
    }
}
