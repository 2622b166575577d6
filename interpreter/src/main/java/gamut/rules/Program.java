package gamut.rules;

/**
 * A compiled move program: its piece type, whether it drops from the reserve, and its body; it runs
 * from the mover's pieces, or the opponent's ({@code opponents}), or neutral pieces ({@code neutrals}).
 * {@code takes} is false for a program whose every move or drop lands on an empty cell and that
 * records no capture: it cannot take a piece, so no question of an attack runs it. {@code maxMoves}
 * bounds the moves one run from one origin gives ({@code Integer.MAX_VALUE}: no bound known);
 * {@code rounds}, when not null, is the program as rounds of a loop over cells that may run alone;
 * {@code rays}, when not null, for each player the program's rounds along one direction each, each
 * giving at most one move and different rounds different moves; {@code rayEntries} beside them
 * tells, per round, what its first step asks of the cell it reaches ({@code direction *
 * ENTRY_TESTS + test}, the test a {@link CellTest} code or {@link #ON_BOARD}; {@link #NO_ENTRY}
 * when the round does not begin with a step), so that a random playout passes over a round that
 * cannot give a move without running it. {@code originFlag} is the flag the
 * program's first condition asks of the piece it moves, as {@code flag * 2 + 1} when the piece
 * must carry it and {@code flag * 2} when it must not; -1 for none. {@code reach}, when not null,
 * tells the cells a run from an origin could take a piece on ({@link #mayTake}).
 */
public record Program(int piece, java.util.List<String> groups, boolean drop, Op body, int localSlots,
                      boolean chosenByOpponent, boolean opponents, boolean neutrals, boolean takes, int maxMoves,
                      LoopRound rounds, Op[][] rays, int[][] rayEntries, int originFlag,
                      ReachTable reach) {
    /** A round whose first step is not known. */
    public static final int NO_ENTRY = -1;
    /** A round whose first step asks only that the cell be on the board. */
    public static final int ON_BOARD = 7;
    /** Entries per direction: the cell tests and {@link #ON_BOARD}. */
    public static final int ENTRY_TESTS = 8;


    /** Whether a run for the player from the origin could take a piece on the cell (true when not known). */
    public boolean mayTake(int player, int origin, int cell) {
        return reach == null || reach.has(player, origin, cell);
    }

    /**
     * Adds to {@code into} the cells a run for the player from the origin could read, and says
     * whether that is all it reads (false, {@code into} untouched, when unknown).
     */
    public boolean addReads(int player, int origin, long[] into) {
        if (reach == null || !reach.readsCellsOnly()) {
            return false;
        }
        reach.addReads(player, origin, into);
        return true;
    }

    /** The flag the piece moved must carry or not carry ({@link #flagCarried}), or -1. */
    public int flag() {
        return originFlag < 0 ? -1 : originFlag >> 1;
    }

    /** Whether the piece moved must carry {@link #flag} (or must not). */
    public boolean flagCarried() {
        return (originFlag & 1) != 0;
    }
}
