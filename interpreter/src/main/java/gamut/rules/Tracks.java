package gamut.rules;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Players' tracks by index: the cells in running order, each cell's place on the track (-1 when
 * off it), and whether the track continues off the board. A track may pass a cell more than once
 * (a loop, a figure eight); a piece then keeps its pass, the how-manieth passage over its cell it
 * stands on, as a flag of its own after the game's flags, so that the next cell along the track is
 * known by the piece's place on the track and not by its cell alone.
 */
public final class Tracks {
    private final String[] names;
    private final Map<String, Integer> indexes = new HashMap<>();
    private final int[][][] cells;
    private final int[][][] place;
    /** For each place of each track, how many times the track passed the place's cell before it. */
    private final int[][][] pass;
    private final boolean[][] off;
    private final boolean[][] loops;
    /** The flag that marks a piece's second pass; the next passes have the flags after it. */
    private final int passFlag;
    private final int passes;

    public Tracks(String[] names, int[][][] cells, boolean[][] off, boolean[][] loops, int boardCells, int passFlag) {
        this.names = names;
        for (int t = names.length - 1; t >= 0; t--) {
            indexes.put(names[t], t);
        }
        this.cells = cells;
        this.off = off;
        this.loops = loops;
        this.passFlag = passFlag;
        place = new int[cells.length][][];
        pass = new int[cells.length][][];
        int most = 1;
        for (int t = 0; t < cells.length; t++) {
            place[t] = new int[cells[t].length][boardCells];
            pass[t] = new int[cells[t].length][];
            for (int p = 0; p < cells[t].length; p++) {
                Arrays.fill(place[t][p], -1);
                int[] seen = new int[boardCells];
                pass[t][p] = new int[cells[t][p].length];
                for (int i = 0; i < cells[t][p].length; i++) {
                    int c = cells[t][p][i];
                    if (place[t][p][c] < 0) {
                        place[t][p][c] = i;
                    }
                    pass[t][p][i] = seen[c]++;
                    most = Math.max(most, seen[c]);
                }
            }
        }
        passes = most;
    }

    /** The most times a track passes one cell: 1 when none passes a cell twice. */
    public static int mostPasses(List<int[]> paths) {
        int most = 1;
        for (int[] path : paths) {
            Map<Integer, Integer> seen = new HashMap<>();
            for (int c : path) {
                most = Math.max(most, seen.merge(c, 1, Integer::sum));
            }
        }
        return most;
    }

    /** The name of the flag of a piece on its cell's pass {@code n} (from 1, the second): "2nd", "3rd", ... */
    public static String passName(int n) {
        int k = n + 1;
        String suffix = k % 100 >= 11 && k % 100 <= 13 ? "th" : switch (k % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return k + suffix;
    }

    public int count() {
        return names.length;
    }

    /** The track's index, or -1. */
    public int index(String name) {
        return indexes.getOrDefault(name, -1);
    }

    public int[] cells(int track, int player) {
        return cells[track][player];
    }

    /** The cell's (first) place on the player's track, or -1. */
    public int place(int track, int player, int cell) {
        return cell < 0 ? -1 : place[track][player][cell];
    }

    public boolean leadsOff(int track, int player) {
        return off[track][player];
    }

    /** Whether the player's track goes round: after its last cell comes its first. */
    public boolean loops(int track, int player) {
        return loops[track][player];
    }

    /** Whether some track passes a cell more than once, so that pieces keep their pass. */
    public boolean passesTwice() {
        return passes > 1;
    }

    /** The place on the track the cursor stands on: the moving piece's own pass on its cell. */
    public int placeOf(Gen g, int track) {
        int cell = g.cursor;
        if (cell < 0 || passes == 1) {
            return place(track, g.mover, cell);
        }
        if (cell == g.trackCell && cell != g.origin) {
            return g.trackPlace;
        }
        int n = cell == g.origin ? passOf(g.board.flags[cell]) : 0;
        int[] path = cells[track][g.mover];
        for (int i = Math.max(0, place(track, g.mover, cell)); i >= 0 && i < path.length; i++) {
            if (path[i] == cell && pass[track][g.mover][i] == n) {
                return i;
            }
        }
        return place(track, g.mover, cell);
    }

    /**
     * The cursor has reached the place along the track: where the move ends there, the piece
     * takes that place's pass (recorded with the move when it differs from the piece's own).
     */
    public void arrive(Gen g, int track, int at) {
        if (passes == 1) {
            return;
        }
        g.trackCell = g.cursor;
        g.trackPlace = at;
        int n = pass[track][g.mover][at];
        int own = g.origin >= 0 ? passOf(g.board.flags[g.origin]) : 0;
        if (n != own || g.chains().records(CompoundMoves.PASS, -1)) {
            g.chains().record(CompoundMoves.PASS, -1, n);
        }
    }

    /** The pass a piece with these flags is on: 0 for its cell's first. */
    public int passOf(int flags) {
        for (int n = 1; n < passes; n++) {
            if ((flags & 1 << passFlag + n - 1) != 0) {
                return n;
            }
        }
        return 0;
    }

    /** The piece on the cell is on pass {@code n} of its cell from now on. */
    public void setPass(gamut.board.Board board, int cell, int n) {
        for (int k = 1; k < passes; k++) {
            board.setFlag(cell, passFlag + k - 1, k == n);
        }
    }
}
