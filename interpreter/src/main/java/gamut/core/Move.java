package gamut.core;

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
    /**
     * A chance event, not a decision: the dice rolled, four bits a die in bits 0..19; bit 24 marks
     * the opening roll (one die for each player, the higher one starts).
     */
    public static final int ROLL = 6;
    private static final int OPENING = 1 << 24;
    /**
     * A move that says more than from, to and die (a path of several landings, captures, a change
     * of kind or owner): its other bits number its record in the game's table of such moves (see
     * {@code gamut.engine.Game#path}); from, to, program and kind are read from there.
     */
    public static final int COMPOUND = 7;
    /** How many kinds of move there are (three bits). */
    public static final int KINDS = 8;
    private static final int ID_LOW = (1 << 25) - 1;

    /** A roll of the given dice values (at most 5, each 1..15). */
    public static int roll(int[] values, boolean opening) {
        int bits = 0;
        for (int i = 0; i < values.length; i++) {
            bits |= values[i] << (4 * i);
        }
        bits |= values.length << 20;
        if (opening) {
            bits |= OPENING;
        }
        return bits | (ROLL << 25);
    }

    public static boolean isOpening(int rollMove) {
        return (rollMove & OPENING) != 0;
    }

    /** The dice values of a roll. */
    public static int[] dice(int rollMove) {
        int n = (rollMove >>> 20) & 7;
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = (rollMove >>> (4 * i)) & 15;
        }
        return values;
    }

    public static final int PASS_MOVE = encode(PASS, NONE, NONE, 0, 0);

    /*
     * The decisions of the doubling cube, made before a roll: passes that name their decision in
     * the die's bits. The player to move doubles or rolls on; the opponent takes or drops.
     */
    public static final int CUBE_DOUBLE = encode(PASS, NONE, NONE, 0, 1);
    public static final int CUBE_NO_DOUBLE = encode(PASS, NONE, NONE, 0, 2);
    public static final int CUBE_TAKE = encode(PASS, NONE, NONE, 0, 3);
    public static final int CUBE_DROP = encode(PASS, NONE, NONE, 0, 4);

    /** Whether the move is a decision of the doubling cube rather than a move of the game. */
    public static boolean isCube(int move) {
        return kind(move) == PASS && die(move) != 0;
    }

    private Move() {}

    /** The move numbered {@code id} in its game's table of compound moves. */
    public static int compound(int id) {
        return (id & ID_LOW) | (COMPOUND << 25) | ((id >>> 25) << 28);
    }

    /** The number of a compound move in its game's table. */
    public static int compoundId(int move) {
        return (move & ID_LOW) | ((move >>> 28) << 25);
    }

    public static boolean isCompound(int move) {
        return kind(move) == COMPOUND;
    }

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
