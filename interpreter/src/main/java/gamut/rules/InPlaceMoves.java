package gamut.rules;

/**
 * What lets a plain move be judged without trying it, where the rules forbid leaving a royal piece
 * attacked: which programs' moves change only the cells they leave and land on (no after program
 * that reaches further), and whether every 'forbid ... at each_move' holds only after a drop.
 *
 * @param changesTwoCells per move program, whether the after programs that follow it change the
 *                        landing cell alone (the piece that landed: its flags, its type)
 * @param forbidsOnlyDrops whether each 'forbid ... at each_move' begins 'dropped and', so that no
 *                         plain move from a cell is ever forbidden by one
 * @param dropsForbiddable per move program, whether a 'forbid ... at each_move' could hold after
 *                         one of its drops: every drop program's, unless each such forbid asks for
 *                         another type on the landing cell ('dropped and piece_at(last_cell) == T')
 *                         and no after program that follows the drop changes its type
 */
public record InPlaceMoves(boolean[] changesTwoCells, boolean forbidsOnlyDrops, boolean[] dropsForbiddable) {
    public static final InPlaceMoves NONE = new InPlaceMoves(new boolean[0], false, new boolean[0]);

    public boolean changesTwoCells(int program) {
        return program < changesTwoCells.length && changesTwoCells[program];
    }

    /** Whether a drop of the program may be forbidden by a rule judged at each move (true for an unknown program). */
    public boolean dropForbiddable(int program) {
        return program >= dropsForbiddable.length || dropsForbiddable[program];
    }
}
