package gamut.board;

import java.util.Arrays;

/**
 * The pieces each owner has of each type in the zones rules count ('pieces_in', 'count_in'),
 * kept as the board changes rather than counted cell by cell at each question. A zone is watched
 * from the first time a rule asks about it, so a game pays only for the zones its rules read:
 * Queen's Guard asks after every move whether six guards ring the centre.
 */
final class ZoneCounts {
    private static final int[] NONE = new int[0];

    private final int owners;
    private final int types;
    /** Per zone slot, its counts per owner and type, then per owner of any type; null until watched. */
    private final int[][] counts;
    /** Per cell, the watched zone slots that hold it. */
    private final int[][] slotsOfCell;
    private boolean any;

    ZoneCounts(int cells, int owners, int types, int zoneSlots) {
        this.owners = owners;
        this.types = types;
        this.counts = new int[zoneSlots][];
        this.slotsOfCell = new int[cells][];
        Arrays.fill(slotsOfCell, NONE);
    }

    boolean watching() {
        return any;
    }

    /** The owner's pieces of the type (of any type for -1) in the zone slot, whose cells are given. */
    int count(Board board, int slot, int owner, int type, int[] cells) {
        int[] c = counts[slot];
        if (c == null) {
            c = watch(board, slot, cells);
        }
        return type < 0 ? c[owners * types + owner] : c[owner * types + type];
    }

    private int[] watch(Board board, int slot, int[] cells) {
        int[] c = new int[owners * types + owners];
        counts[slot] = c;
        for (int cell : cells) {
            int[] had = slotsOfCell[cell];
            int[] grown = Arrays.copyOf(had, had.length + 1);
            grown[had.length] = slot;
            slotsOfCell[cell] = grown;
            if (board.owner[cell] >= 0) {
                add(c, board.owner[cell], board.piece[cell], board.height[cell]);
            }
        }
        any = true;
        return c;
    }

    /** {@code count} pieces of the owner and type come to the cell (or leave it, when negative). */
    void change(int cell, int owner, int type, int count) {
        for (int slot : slotsOfCell[cell]) {
            add(counts[slot], owner, type, count);
        }
    }

    private void add(int[] c, int owner, int type, int count) {
        c[owner * types + type] += count;
        c[owners * types + owner] += count;
    }

    /** The board is emptied: every watched zone holds nothing. */
    void clear() {
        for (int[] c : counts) {
            if (c != null) {
                Arrays.fill(c, 0);
            }
        }
    }
}
