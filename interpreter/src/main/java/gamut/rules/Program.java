package gamut.rules;

/**
 * A compiled move program: its piece type, whether it drops from the reserve, and its body; it runs
 * from the mover's pieces, or the opponent's ({@code opponents}), or neutral pieces ({@code neutrals}).
 * {@code takes} is false for a program whose every move or drop lands on an empty cell and that
 * records no capture: it cannot take a piece, so no question of an attack runs it. {@code maxMoves}
 * bounds the moves one run from one origin gives ({@code Integer.MAX_VALUE}: no bound known);
 * {@code rounds}, when not null, is the program as rounds of a loop over cells that may run alone;
 * {@code rays}, when not null, for each player the program's rounds along one direction each, each
 * giving at most one move and different rounds different moves. {@code originFlag} is the flag the
 * program's first condition asks of the piece it moves, as {@code flag * 2 + 1} when the piece
 * must carry it and {@code flag * 2} when it must not; -1 for none.
 */
public record Program(int piece, java.util.List<String> groups, boolean drop, Op body, int localSlots,
                      boolean chosenByOpponent, boolean opponents, boolean neutrals, boolean takes, int maxMoves,
                      LoopRound rounds, Op[][] rays, int originFlag) {

    /** The flag the piece moved must carry or not carry ({@link #flagCarried}), or -1. */
    public int flag() {
        return originFlag < 0 ? -1 : originFlag >> 1;
    }

    /** Whether the piece moved must carry {@link #flag} (or must not). */
    public boolean flagCarried() {
        return (originFlag & 1) != 0;
    }
}
