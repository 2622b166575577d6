package gamut.rules;

import java.util.List;

/**
 * The zones a definition declares, by index: each one's name and, per player, its cells (a zone of
 * everyone has the same cells for each player). For the readers of a position that are not rules:
 * the evaluation counts what stands in each player's zones.
 */
public final class Zones {
    private final List<String> names;
    private final int players;
    private final int[][] cells;

    /** {@code cells[zone * players + player]}: the zone's cells for the player, in board order. */
    public Zones(List<String> names, int players, int[][] cells) {
        this.names = List.copyOf(names);
        this.players = players;
        this.cells = cells;
    }

    public int count() {
        return names.size();
    }

    public String name(int zone) {
        return names.get(zone);
    }

    /** The zone's cells for the player (not to be changed). */
    public int[] cells(int zone, int player) {
        return cells[zone * players + player];
    }
}
