package gamut.engine;

import gamut.core.MoveList;
/** Counts the leaves of the game tree to a depth: the standard check of a move generator. */
public final class Perft {
    private final State state;
    private MoveList[] lists = new MoveList[0];

    /** Counts from the state's position (the state is used for make/unmake and left as it was). */
    public Perft(State state) {
        this.state = state;
    }

    /** Leaves at {@code depth} plies; a finished game has no children. */
    public long count(int depth) {
        if (lists.length < depth + 1) {
            lists = new MoveList[depth + 1];
            for (int i = 0; i <= depth; i++) {
                lists[i] = new MoveList();
            }
        }
        return count(depth, 0);
    }

    /**
     * Leaves at {@code depth} complete turns: the sub-moves of one turn are one level. A game that
     * ends inside a turn ends that line.
     */
    public long countTurns(int depth) {
        return countTurns(depth, 0);
    }

    private long countTurns(int depth, int level) {
        if (depth == 0) {
            return 1;
        }
        if (lists.length <= level) {
            MoveList[] more = java.util.Arrays.copyOf(lists, level + 8);
            for (int i = lists.length; i < more.length; i++) {
                more[i] = new MoveList();
            }
            lists = more;
        }
        if (state.isChance()) {
            return chance(depth, level, true);
        }
        MoveList moves = lists[level];
        state.generate(moves);
        long total = 0;
        int turn = state.turnNumber();
        for (int i = 0; i < moves.size(); i++) {
            state.make(moves.get(i));
            // A move that ends the game completes its turn too: a leaf at depth 1, no children deeper.
            boolean turnOver = state.turnNumber() != turn || state.isOver();
            if (turnOver && depth == 1) {
                total++;
            } else if (!state.isOver()) {
                total += countTurns(turnOver ? depth - 1 : depth, level + 1);
            }
            state.unmake();
        }
        return total;
    }

    /** At a chance node the leaves below every outcome are summed; the roll is not a ply. */
    private long chance(int depth, int level, boolean turns) {
        MoveList outcomes = new MoveList();
        state.chanceOutcomes(outcomes, new java.util.ArrayList<>());
        long total = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            state.make(outcomes.get(i));
            total += turns ? countTurns(depth, level) : count(depth, level);
            state.unmake();
        }
        return total;
    }

    private long count(int depth, int level) {
        if (depth == 0) {
            return 1;
        }
        if (state.isChance()) {
            return chance(depth, level, false);
        }
        MoveList moves = lists[level];
        state.generate(moves);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (int i = 0; i < moves.size(); i++) {
            state.make(moves.get(i));
            total += count(depth - 1, level + 1);
            state.unmake();
        }
        return total;
    }
}
