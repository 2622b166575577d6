package gamut.rules;

import java.util.List;

/**
 * The zones a definition declares, by index: each one's name and, per player, its cells (a zone of
 * everyone has the same cells for each player), and after them the whole board, which rules may
 * count as a zone too. A state keeps a count per (zone, player) slot; the evaluation counts what
 * stands in each player's declared zones.
 */
public final class Zones {
    private final List<String> names;
    private final int players;
    private final int[][] cells;

    /**
     * {@code cells[zone * players + player]}: the zone's cells for the player, in board order, for
     * each declared zone and then the whole board.
     */
    public Zones(List<String> names, int players, int[][] cells) {
        this.names = List.copyOf(names);
        this.players = players;
        this.cells = cells;
    }

    /** The zones declared (the whole board not counted). */
    public int count() {
        return names.size();
    }

    /** How many (zone, player) pairs there are, the whole board included: the size of a state's cache of zone counts. */
    public int slots() {
        return cells.length;
    }

    public String name(int zone) {
        return names.get(zone);
    }

    /** The zone's cells for the player (not to be changed). */
    public int[] cells(int zone, int player) {
        return cells[zone * players + player];
    }
}
