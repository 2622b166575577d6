package gamut.ai;

import gamut.board.Board;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.rules.Rules;
import java.util.Arrays;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A generic evaluation of a position, computed from what the rules say and never from a game's
 * name: the material of each player (pieces on the board and in a limited reserve, each type with a
 * value of its own; royal pieces are left out, since the search sees their loss as the end of the
 * game) and the pieces borne off. Values are in hundredths of the least valued piece's worth.
 *
 * <p>Where no one has set the values, they are worked out from the rules by {@link PieceValues}: a
 * piece is worth what it can do, its average number of moves in random games of the rules.
 */
public final class Heuristics implements Evaluator {
    /** The worth of one unit: the least valued piece. */
    public static final int UNIT = 100;

    private final int players;
    private final int types;
    /** Per piece type, its value; 0 for a type whose count says nothing (royal pieces). */
    private final int[] value;
    /** The value of a piece borne off. */
    private final int exitValue;

    /** Keyed by the compiled rules, which every game and state of one loading share. */
    private static final Map<Rules, Heuristics> DERIVED = new WeakHashMap<>();

    Heuristics(int players, int[] value, int exitValue) {
        this.players = players;
        this.types = value.length;
        this.value = value.clone();
        this.exitValue = exitValue;
    }

    /**
     * The evaluation of the game's rules, its values worked out once per loaded game (seeded, so
     * the same rules always give the same values) and kept while the game is in use.
     */
    public static Heuristics of(Game game) {
        synchronized (DERIVED) {
            return DERIVED.computeIfAbsent(game.rules(), r -> PieceValues.derive(game));
        }
    }

    /** The value of a piece of the type, in hundredths of a unit. */
    public int value(int type) {
        return value[type];
    }

    public int exitValue() {
        return exitValue;
    }

    /** The player's material less the best of the others'. */
    @Override
    public int evaluate(State state, int player) {
        Board board = state.board();
        int mine = material(board, player);
        int best = Integer.MIN_VALUE;
        for (int p = 0; p < players; p++) {
            if (p != player) {
                best = Math.max(best, material(board, p));
            }
        }
        return players == 1 ? mine : mine - best;
    }

    private int material(Board board, int p) {
        int sum = exitValue * board.exited[p];
        int base = p * types;
        for (int t = 0; t < types; t++) {
            int v = value[t];
            if (v != 0) {
                int held = board.reserve[base + t];
                sum += v * (board.onBoardByType[base + t] + (held >= Board.UNLIMITED ? 0 : held));
            }
        }
        return sum;
    }

    @Override
    public String toString() {
        return "Heuristics" + Arrays.toString(value) + " exit " + exitValue;
    }
}
