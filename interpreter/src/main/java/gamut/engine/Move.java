package gamut.engine;

/**
 * Moves are ints, so that move lists are flat arrays and nothing is allocated per move.
 * <pre>
 * bits  0..9   from cell (NONE for a drop or a pass)
 * bits 10..19  to cell (NONE for an exit or a pass)
 * bits 20..25  piece type (drops)
 * bits 26..28  kind: MOVE, DROP, EXIT, PASS, REMOVE, REMOVE_TO_RESERVE
 * </pre>
 * Landing on an occupied cell captures what stands there unless it is the mover's own piece of the
 * same type, which stacks.
 */
public final class Move {
    public static final int NONE = 1023;
    public static final int MAX_CELLS = 1023;
    public static final int MAX_PIECES = 64;

    public static final int MOVE = 0;
    public static final int DROP = 1;
    public static final int EXIT = 2;
    public static final int PASS = 3;
    /** The piece leaves the game without scoring. */
    public static final int REMOVE = 4;
    public static final int REMOVE_TO_RESERVE = 5;

    public static final int PASS_MOVE = encode(PASS, NONE, NONE, 0);

    private Move() {}

    public static int encode(int kind, int from, int to, int piece) {
        return from | (to << 10) | (piece << 20) | (kind << 26);
    }

    public static int from(int move) {
        return move & 1023;
    }

    public static int to(int move) {
        return (move >>> 10) & 1023;
    }

    public static int piece(int move) {
        return (move >>> 20) & 63;
    }

    public static int kind(int move) {
        return (move >>> 26) & 7;
    }
}
