package gamut.ai;

import gamut.board.Board;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;

/**
 * What a {@link Network} sees of a position, read from the board alone, the way the first networks
 * that learned by self-play saw theirs: no feature a person chose, only where the pieces are. Each input
 * is a number, most of them 0, so a position is given as the few that are not:
 * <ul>
 * <li>per cell, owner and piece type, the stack standing there as four inputs: 1 for a piece,
 *     1 for a second, 1 for a third, and half of each piece beyond (a stack of five: 1, 1, 1, 1);
 * <li>per cell and owner, 1 where a piece of that owner lies buried under another's;
 * <li>per owner and type, the pieces waiting in a reserve that can run out, as a stack;
 * <li>per owner, the share of the pieces it began with that it has borne off;
 * <li>per player, 1 for the player to move.
 * </ul>
 * The owners are the players, and the neutral owner where the rules have neutral pieces.
 */
final class NetworkInputs {
    /** The inputs of a stack: one, two, three and beyond. */
    static final int STACK = 4;

    private final int cells;
    private final int owners;
    private final int types;
    private final int players;
    private final int buried;
    private final int reserves;
    private final int exited;
    private final int toMove;
    private final int size;
    /** Per owner, the pieces it began with, at least 1: what a share borne off is of. */
    private final int[] begun;

    NetworkInputs(Game game) {
        State start = game.newState();
        Board board = Kernel.board(start);
        this.cells = board.cells();
        this.players = game.players();
        this.owners = players + (game.hasNeutrals() ? 1 : 0);
        this.types = game.pieces();
        this.buried = cells * owners * types * STACK;
        this.reserves = buried + cells * owners;
        this.exited = reserves + owners * types * STACK;
        this.toMove = exited + owners;
        this.size = toMove + players;
        this.begun = new int[owners];
        for (int p = 0; p < owners; p++) {
            int n = board.onBoard[p] + board.exited[p];
            for (int t = 0; t < types; t++) {
                n += start.unlimitedReserve(p, t) ? 0 : start.reserve(p, t);
            }
            begun[p] = Math.max(1, n);
        }
    }

    int size() {
        return size;
    }

    /**
     * Writes the inputs of the state that are not 0 to {@code index} and {@code value} (each at
     * least {@link #most()} long) and returns how many there are.
     */
    int read(State state, int[] index, double[] value) {
        Board board = Kernel.board(state);
        int n = 0;
        for (int c = 0; c < cells; c++) {
            int h = board.height[c];
            int owner = board.owner[c];
            if (h > 0 && owner >= 0 && owner < owners) {
                n = stack(((c * owners + owner) * types + board.piece[c]) * STACK, h, index, value, n);
            }
            if (board.under[c] != 0) {
                int[] stacks = board.buriedStacks(c);
                int first = n;
                for (int s = 0; s < stacks.length; s += 3) {
                    if (stacks[s] >= 0 && stacks[s] < owners && !seen(index, first, n, buried + c * owners + stacks[s])) {
                        index[n] = buried + c * owners + stacks[s];
                        value[n++] = 1;
                    }
                }
            }
        }
        for (int p = 0; p < owners; p++) {
            for (int t = 0; t < types; t++) {
                if (!state.unlimitedReserve(p, t) && state.reserve(p, t) > 0) {
                    n = stack(reserves + (p * types + t) * STACK, state.reserve(p, t), index, value, n);
                }
            }
            if (board.exited[p] > 0) {
                index[n] = exited + p;
                value[n++] = (double) board.exited[p] / begun[p];
            }
        }
        index[n] = toMove + state.toMove();
        value[n++] = 1;
        return n;
    }

    /** The most inputs a position can have that are not 0: room enough for {@link #read}. */
    int most() {
        return cells * (STACK + owners) + owners * (types * STACK + 1) + 1;
    }

    private static int stack(int first, int height, int[] index, double[] value, int n) {
        for (int k = 0; k < Math.min(height, STACK - 1); k++) {
            index[n] = first + k;
            value[n++] = 1;
        }
        if (height >= STACK) {
            index[n] = first + STACK - 1;
            value[n++] = (height - (STACK - 1)) / 2.0;
        }
        return n;
    }

    private static boolean seen(int[] index, int from, int to, int input) {
        for (int i = from; i < to; i++) {
            if (index[i] == input) {
                return true;
            }
        }
        return false;
    }
}
