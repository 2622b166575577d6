package gamut.engine;

/** Counts the leaves of the game tree to a depth: the standard check of a move generator. */
public final class Perft {
    private final State state;
    private MoveList[] lists = new MoveList[0];

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

    private long count(int depth, int level) {
        if (depth == 0) {
            return 1;
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
