package gamut.rules;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Players' tracks by index: the cells in running order, each cell's place on the track (-1 when
 * off it), and whether the track continues off the board.
 */
public final class Tracks {
    private final String[] names;
    private final Map<String, Integer> indexes = new HashMap<>();
    private final int[][][] cells;
    private final int[][][] place;
    private final boolean[][] off;
    private final boolean[][] loops;

    public Tracks(String[] names, int[][][] cells, boolean[][] off, boolean[][] loops, int boardCells) {
        this.names = names;
        for (int t = names.length - 1; t >= 0; t--) {
            indexes.put(names[t], t);
        }
        this.cells = cells;
        this.off = off;
        this.loops = loops;
        place = new int[cells.length][][];
        for (int t = 0; t < cells.length; t++) {
            place[t] = new int[cells[t].length][boardCells];
            for (int p = 0; p < cells[t].length; p++) {
                Arrays.fill(place[t][p], -1);
                for (int i = 0; i < cells[t][p].length; i++) {
                    place[t][p][cells[t][p][i]] = i;
                }
            }
        }
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

    /** The cell's place on the player's track, or -1. */
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
}
