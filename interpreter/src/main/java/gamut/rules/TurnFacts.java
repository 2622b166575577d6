package gamut.rules;

/**
 * What move programs may ask of the turn being played, beyond the board: the dice, the values
 * remembered when the turn began, the last move, whether a player could move. The engine answers;
 * the compiled rules only ask.
 */
public interface TurnFacts {
    /** The dice of this turn (doubles expanded), or none. */
    int[] diceValues();

    /** Bit i is set when die i has been used this turn. */
    int diceUsed();

    /** The i-th at_turn_start value of the current turn. */
    int atTurnStart(int index);

    /** The cell where the last move made landed; -1 when it landed nowhere (a pass, an exit) or none was made. */
    int lastCell();

    /**
     * Whether the player would have a legal move, a pass not counted, if a turn of theirs numbered
     * {@code turnNumber} began now (the turn plan and priority that would govern it applied).
     * Worked out apart, without disturbing a generation or a judgement under way.
     */
    boolean canMove(int player, int turnNumber);

    /** Where the last move made started; -1 for a drop, a pass or none. */
    int lastFrom();

    /**
     * Whether the pieces on the cell could be taken by a move of another player (a piece of
     * {@code mover} is supposed there when it is empty), as if that player's turn began now.
     */
    boolean attacked(int cell, int mover);

    /** Whether a royal piece of the player could be taken now. */
    boolean inCheck(int player);

    /** How many passes in a row end the line of play (rolls not counted); 0 when its last decision is no pass. */
    int passes();
}
