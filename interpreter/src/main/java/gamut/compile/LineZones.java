package gamut.compile;

import gamut.check.RuleSet;
import gamut.rules.Eval;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code in_line(zone, cell)} and {@code completed(zone)} over the zones given as lines: for each
 * zone, owner and cell, the lines of the zone through the cell (a zone per player: its owner's).
 */
final class LineZones {
    private LineZones() {}

    /** Whether the piece on the cell stands on a line of the zone whose cells all hold its owner's pieces. */
    static Eval inLine(RuleSet set, Eval zone, Eval cell) {
        int[][][][][] through = through(set);
        int players = set.players().size();
        return g -> {
            int c = cell.eval(g);
            int owner = c < 0 ? -1 : g.board.owner[c];
            if (owner < 0 || owner >= players) {
                return 0;
            }
            for (int[] line : through[zone.eval(g)][owner][c]) {
                if (whole(g.board.owner, line, owner)) {
                    return 1;
                }
            }
            return 0;
        };
    }

    private static boolean whole(int[] owners, int[] line, int owner) {
        for (int c : line) {
            if (owners[c] != owner) {
                return false;
            }
        }
        return true;
    }

    /** By zone, player and cell: the zone's lines for that player through the cell. */
    private static int[][][][][] through(RuleSet set) {
        int players = set.players().size();
        int cells = set.geometry().cells();
        int zones = set.zones().stream().mapToInt(z -> z.zone() + 1).max().orElse(0);
        int[][][][][] out = new int[zones][players][cells][][];
        for (int z = 0; z < zones; z++) {
            for (int p = 0; p < players; p++) {
                List<List<int[]>> byCell = new ArrayList<>();
                for (int c = 0; c < cells; c++) {
                    byCell.add(new ArrayList<>());
                }
                for (RuleSet.ZoneCells zc : set.zones()) {
                    if (zc.zone() == z && (zc.owner() < 0 || zc.owner() == p)) {
                        for (int[] line : zc.lines()) {
                            for (int c : line) {
                                byCell.get(c).add(line);
                            }
                        }
                    }
                }
                for (int c = 0; c < cells; c++) {
                    out[z][p][c] = byCell.get(c).toArray(new int[0][]);
                }
            }
        }
        return out;
    }
}
