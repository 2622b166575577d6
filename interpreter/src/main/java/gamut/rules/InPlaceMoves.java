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
 */
public record InPlaceMoves(boolean[] changesTwoCells, boolean forbidsOnlyDrops) {
    public static final InPlaceMoves NONE = new InPlaceMoves(new boolean[0], false);

    public boolean changesTwoCells(int program) {
        return program < changesTwoCells.length && changesTwoCells[program];
    }
}
