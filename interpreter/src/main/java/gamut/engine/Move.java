package gamut.engine;

/**
 * Moves are ints, so that move lists are flat arrays and nothing is allocated per move.
 * <pre>
 * bits  0..9   from cell (NONE for a drop or a pass)
 * bits 10..19  to cell (NONE for an exit, a removal or a pass)
 * bits 20..24  the move program that made it (which gives the piece type and the groups)
 * bits 25..27  kind: MOVE, DROP, EXIT, PASS, REMOVE, REMOVE_TO_RESERVE
 * bits 28..31  the die used, 0 for none
 * </pre>
 * Landing on an occupied cell captures what stands there unless it is the mover's own piece of the
 * same type, which stacks.
 */
public final class Move {
    public static final int NONE = 1023;
    public static final int MAX_CELLS = 1023;
    public static final int MAX_PROGRAMS = 32;
    public static final int MAX_DIE = 15;

    public static final int MOVE = 0;
    public static final int DROP = 1;
    public static final int EXIT = 2;
    public static final int PASS = 3;
    /** The piece leaves the game without scoring. */
    public static final int REMOVE = 4;
    public static final int REMOVE_TO_RESERVE = 5;

    public static final int PASS_MOVE = encode(PASS, NONE, NONE, 0, 0);

    private Move() {}

    public static int encode(int kind, int from, int to, int program, int die) {
        return from | (to << 10) | (program << 20) | (kind << 25) | (die << 28);
    }

    public static int from(int move) {
        return move & 1023;
    }

    public static int to(int move) {
        return (move >>> 10) & 1023;
    }

    public static int program(int move) {
        return (move >>> 20) & 31;
    }

    public static int kind(int move) {
        return (move >>> 25) & 7;
    }

    public static int die(int move) {
        return (move >>> 28) & 15;
    }
}
