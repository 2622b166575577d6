package gamut.check;

import gamut.ast.Item;
import gamut.core.Geometry;
import java.util.HashMap;
import java.util.Map;

/**
 * A track that passes a cell more than once: a piece on such a cell keeps which pass it is on as a
 * flag after the game's own, so the game's flags and the passes share the flags a piece can carry.
 */
final class TrackPasses {
    private TrackPasses() {}

    /** Reports a track that passes a cell so often that its passes and the game's flags do not fit a piece's flags. */
    static void check(Item.Track track, int[] cells, int declaredFlags, Geometry geometry, Refs refs) {
        Map<Integer, Integer> seen = new HashMap<>();
        int most = 1;
        int cell = -1;
        for (int c : cells) {
            int n = seen.merge(c, 1, Integer::sum);
            if (n > most) {
                most = n;
                cell = c;
            }
        }
        if (declaredFlags + most - 1 > Integer.SIZE) {
            refs.error(track.name().pos(), "track '" + track.name().text() + "' passes '" + geometry.cellName(cell) + "' "
                    + most + " times: a piece keeps its pass as a flag, and the game's " + declaredFlags
                    + " flags and the passes after the first make more than " + Integer.SIZE);
        }
    }
}
