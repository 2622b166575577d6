package gamut.compile;

import gamut.check.RuleSet;
import gamut.core.Geometry;
import gamut.rules.Tracks;
import java.util.Arrays;
import java.util.Map;

/**
 * The tables the compiled rules read: each zone's cells per player, as a 0/1 mask over the board
 * and as a list (slot {@code zone * players + player}; one zone more than declared is the whole
 * board), the players' tracks, and the distances between cells.
 */
final class Tables {
    private final Geometry geo;
    private final int players;
    private final int[][] zoneMasks;
    private final int allCellsZone;
    private final Tracks tracks;
    private int[][] zoneLists;
    private int[][] distances;

    Tables(RuleSet set) {
        geo = set.geometry();
        players = set.players().size();
        tracks = tracks(set);
        // One more zone than declared: 'cells', the whole board.
        allCellsZone = set.zoneNames().size();
        zoneMasks = new int[(allCellsZone + 1) * players][geo.cells()];
        for (int p = 0; p < players; p++) {
            Arrays.fill(zoneMasks[allCellsZone * players + p], 1);
        }
        for (RuleSet.ZoneCells z : set.zones()) {
            for (int p = 0; p < players; p++) {
                if (z.owner() < 0 || z.owner() == p) {
                    for (int c : z.cells()) {
                        zoneMasks[z.zone() * players + p][c] = 1;
                    }
                }
            }
        }
    }

    private static Tracks tracks(RuleSet set) {
        int players = set.players().size();
        String[] trackNames = set.tracks().stream().map(RuleSet.TrackCells::name).distinct().toArray(String[]::new);
        Map<String, Integer> indexes = gamut.check.DeclaredNames.index(Arrays.asList(trackNames));
        int[][][] trackCells = new int[trackNames.length][players][0];
        boolean[][] trackOff = new boolean[trackNames.length][players];
        boolean[][] trackLoops = new boolean[trackNames.length][players];
        for (RuleSet.TrackCells t : set.tracks()) {
            int index = indexes.get(t.name());
            if (t.owner() >= 0) {
                trackCells[index][t.owner()] = t.cells();
                trackOff[index][t.owner()] = t.thenOff();
                trackLoops[index][t.owner()] = t.loops();
            }
        }
        return new Tracks(trackNames, trackCells, trackOff, trackLoops, set.geometry().cells(), set.flags().size());
    }

    Tracks tracks() {
        return tracks;
    }

    /** The zone that stands for the whole board. */
    int allCellsZone() {
        return allCellsZone;
    }

    int[][] zoneMasks() {
        return zoneMasks;
    }

    /** The cells of the zone for the player, in board order. */
    int[] zoneCells(int zone, int player) {
        return zoneLists()[zone * players + player];
    }

    /** Each zone's cells (per player) as a list, so that counting visits only the zone. */
    int[][] zoneLists() {
        if (zoneLists == null) {
            zoneLists = new int[zoneMasks.length][];
            for (int z = 0; z < zoneMasks.length; z++) {
                int n = 0;
                for (int bit : zoneMasks[z]) {
                    n += bit;
                }
                zoneLists[z] = new int[n];
                for (int c = 0, k = 0; c < zoneMasks[z].length; c++) {
                    if (zoneMasks[z][c] != 0) {
                        zoneLists[z][k++] = c;
                    }
                }
            }
        }
        return zoneLists;
    }

    /** {@code distances()[from][to]}: fewest steps between two cells, or -1. */
    int[][] distances() {
        if (distances == null) {
            distances = new int[geo.cells()][];
            for (int c = 0; c < geo.cells(); c++) {
                distances[c] = geo.distancesFrom(c);
            }
        }
        return distances;
    }
}
