package gamut.rules;

/**
 * What move programs may ask of the turn being played, beyond the board: the dice and the values
 * remembered when the turn began. The engine answers; the compiled rules only ask.
 */
public interface TurnFacts {
    /** The dice of this turn (doubles expanded), or none. */
    int[] diceValues();

    /** Bit i is set when die i has been used this turn. */
    int diceUsed();

    /** The i-th at_turn_start value of the current turn. */
    int atTurnStart(int index);
}
