package gamut.rules;

/**
 * The compiled dice of a game: how many, how many faces, how often doubles are played, which rules
 * choose among complete plays (in order of importance), and how the first player is found.
 */
public record DiceRules(int count, int faces, int doublesPlay, Usage[] usage, Opening opening,
                        Eval[] forbidAtTurnEnd, Eval[] preferred) {

    /** Rules that rank complete plays: more dice used, larger dice used, more distance moved. */
    public enum Usage { MOST_DICE, LARGER_DIE, MAX_DISTANCE }

    /** NONE: the 'first' player rolls; SINGLE_DICE: one die each decides and is played; REROLL: the winner rolls again. */
    public enum Opening { NONE, SINGLE_DICE, REROLL }
}
