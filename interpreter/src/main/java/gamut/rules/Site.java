package gamut.rules;

import gamut.base.Pos;

/**
 * An item of the rules as written, for reports that name it (rule coverage): what kind of thing
 * is counted for it, its identity ("moves queen as normal", "end win", "after normal: set trapped"),
 * where it starts, and the chosen variant that put it in place (null: the base game). Metadata
 * beside the compiled rules, which know items by number only.
 *
 * @param related for a fallback, the programs that stand in; for a macro, the sites of the items it
 *                is expanded into; empty otherwise
 */
public record Site(Kind kind, String name, Pos pos, String variant, int[] related) {

    /** What a site's count counts. */
    public enum Kind {
        /** Moves of the program made. */
        MOVES,
        /** Runs of an after program that changed the board (or gave another turn), of all its runs. */
        AFTER,
        /** Runs of a statement of an after program ('set', 'clear', 'capture', ...) that changed the board, of all. */
        EFFECT,
        /** Moves made while the turn plan governed the turn. */
        TURN,
        /** Moves of a fallback group made standing in for the group that had none. */
        FALLBACK,
        /** Moves a 'forbid ... at each_move' refused, at the positions of the games. */
        FORBID_MOVE,
        /** Complete plays of a roll a 'forbid ... at turn_end' refused. */
        FORBID_PLAY,
        /** Turns where a 'prefer' told apart plays the dice rules left equal. */
        PREFER,
        /** Games the rule (an end rule, repetition, a limit, no_moves) ended. */
        END,
        /** Passes made ('no_moves => pass', 'pass allowed'). */
        PASS,
        /** A macro a variant put in place: what the items it is expanded into count together. */
        DEFINE,
        /** Any other item a variant put in place: not counted. */
        OTHER
    }

    /** "file:line". */
    public String where() {
        return pos == null ? "-" : pos.file() + ":" + pos.line();
    }
}
