package gamut.ai;

import gamut.engine.State;

/**
 * What a search knows of a position that is not over: a score for one player, higher is better,
 * in hundredths of the least valued piece ({@link Heuristics#UNIT}). The search itself scores
 * positions that are over from their results; an evaluator is asked only about the others.
 */
@FunctionalInterface
public interface Evaluator {
    int evaluate(State state, int player);
}
