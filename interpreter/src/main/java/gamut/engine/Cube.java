package gamut.engine;

import gamut.board.Board;
import gamut.board.Zobrist;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;

/**
 * The doubling cube ('doubling cube to N'): what a win is worth, who holds the cube (nobody at
 * first), and this turn's decisions. Before a roll, the player to move may double when the cube is
 * in the middle or theirs and below its highest value; the opponent then takes (the cube doubles
 * and is theirs) or drops (the game ends, the doubler winning what it was worth before). Every
 * other win is worth its points times the cube. The cube's value and holder are part of the
 * position's hash, and so are the decisions of a turn under way.
 */
final class Cube {
    private static final int KEY_GROUP = 0xC0BE;
    /** The end reported when a double is dropped. */
    static final String DROPPED = "drop";

    private final int max;
    int value = 1;
    /** The player who holds the cube, -1 while it is in the middle. */
    int holder = -1;
    /** A double offered and not answered yet. */
    boolean offered;
    /** The player to move has decided this turn whether to double. */
    boolean decided;

    Cube(int max) {
        this.max = max;
    }

    boolean inGame() {
        return max > 0;
    }

    /** Whether the next move is a decision of the cube: before the roll, with the cube free to double, or answering a double. */
    boolean pending(State state, Chance chance, int toMove) {
        if (max == 0 || state.result() != null) {
            return false;
        }
        return offered || chance.needsRoll && !decided && !chance.awaitingOpening(state.turnNumber())
                && value < max && (holder < 0 || holder == toMove);
    }

    /** The decisions open now. */
    void moves(MoveList out) {
        out.add(offered ? Move.CUBE_TAKE : Move.CUBE_DOUBLE);
        out.add(offered ? Move.CUBE_DROP : Move.CUBE_NO_DOUBLE);
    }

    /** Who decides: the opponent answers a double. */
    int decider(int toMove) {
        return offered ? 1 - toMove : toMove;
    }

    /** Makes a decision of {@code toMove}'s turn; the result when a dropped double ends the game, else null. */
    Result apply(int move, int toMove, Board board, Zobrist keys) {
        board.toggle(key(keys));
        Result result = null;
        if (move == Move.CUBE_DOUBLE) {
            offered = true;
        } else if (move == Move.CUBE_NO_DOUBLE) {
            decided = true;
        } else if (move == Move.CUBE_TAKE) {
            offered = false;
            decided = true;
            value *= 2;
            holder = 1 - toMove;
        } else {
            offered = false;
            double[] scores = new double[2];
            scores[toMove] = value;
            result = new Result(toMove, scores, DROPPED);
        }
        board.toggle(key(keys));
        return result;
    }

    /** A new turn: its player has not decided yet. */
    void newTurn(Board board, Zobrist keys) {
        if (decided) {
            board.toggle(key(keys));
            decided = false;
            board.toggle(key(keys));
        }
    }

    /** Sets the cube as a position gives it (value, holder), with nothing decided this turn. */
    void set(int newValue, int newHolder, Board board, Zobrist keys) {
        board.toggle(key(keys));
        value = newValue;
        holder = newHolder;
        offered = false;
        decided = false;
        board.toggle(key(keys));
    }

    /** A win worth its points times the cube (a dropped double is already worth what it was). */
    Result scale(Result result) {
        if (max == 0 || value == 1 || result == null || result.isDraw() || result.end().equals(DROPPED)) {
            return result;
        }
        double[] scores = result.scores().clone();
        for (int p = 0; p < scores.length; p++) {
            scores[p] *= value;
        }
        return new Result(result.winner(), scores, result.end(), result.places());
    }

    /** The cube's state in one int, for the undo stack. */
    int save() {
        return Integer.numberOfTrailingZeros(value) | (holder + 1) << 8 | (offered ? 1 << 12 : 0) | (decided ? 1 << 13 : 0);
    }

    /** Puts back a state saved by {@link #save} (the hash is restored by the caller). */
    void restore(int saved) {
        value = 1 << (saved & 0xff);
        holder = ((saved >>> 8) & 0xf) - 1;
        offered = (saved & 1 << 12) != 0;
        decided = (saved & 1 << 13) != 0;
    }

    /** The hash key of the cube's state: none for the cube in the middle at 1 with nothing decided. */
    private long key(Zobrist keys) {
        int code = save();
        return code == 0 ? 0 : keys.fact(KEY_GROUP, code);
    }
}
