package gamut.rules;

/**
 * The commonest conditions of move programs (empty, friend, enemy and their negations) as small
 * codes, so that fused step-and-test nodes check them with a switch instead of a call per test.
 */
public final class CellTest {
    public static final int EMPTY = 0;
    public static final int FRIEND = 1;
    public static final int ENEMY = 2;
    public static final int NOT_EMPTY = 3;
    public static final int NOT_FRIEND = 4;
    public static final int NOT_ENEMY = 5;

    /** The "owner" of no cell at all: it is not empty, not a friend and not an enemy. */
    public static final int NO_CELL = Integer.MIN_VALUE;

    private CellTest() {}

    /**
     * Whether a cell whose owner is {@code owner} passes the test for the mover. {@code neutral} is
     * the owner index of neutral pieces (the number of players): a neutral piece is not empty, not
     * a friend and not an enemy. The commonest answers (an empty cell, the mover's piece) still take
     * the comparisons they took before neutral pieces existed.
     */
    public static boolean test(int code, int owner, int mover, int neutral) {
        if (owner == NO_CELL) {
            return code >= NOT_EMPTY;
        }
        switch (code) {
            case EMPTY: return owner < 0;
            case FRIEND: return owner == mover;
            case ENEMY: return owner >= 0 && owner != mover && owner != neutral;
            case NOT_EMPTY: return owner >= 0;
            case NOT_FRIEND: return owner != mover;
            default: return owner < 0 || owner == mover || owner == neutral;
        }
    }
}
