package gamut.board;

import gamut.core.Geometry;
import java.util.Arrays;

/**
 * The groups of a board: the cells linked to a cell, each next to the one before under the board's
 * directions, holding pieces of its owner (for an empty cell, the empty cells: its region), with the
 * empty cells next to a group (its liberties) and the players whose pieces border it.
 *
 * <p>Flood fills over flat arrays marked with stamps, so that a question allocates nothing. Rules
 * ask about the same group several times in one position (a piece's neighbours often belong to one
 * group), so the last group's answers are kept until the board changes.
 */
public final class Groups {
    private final Board board;
    /** The distinct neighbours of cell c are {@code adjacent[first[c]] .. adjacent[first[c + 1] - 1]}. */
    private final int[] first;
    private final int[] adjacent;
    /** {@code seen[c] == stamp}: the cell belongs to a group found under that stamp. */
    private final int[] seen;
    /** {@code counted[c] == stamp}: the empty cell was counted as a liberty under that stamp. */
    private final int[] counted;
    /** The cells of the last group found, in the order found: the kept group's while one is kept. */
    private final int[] cells;
    private int stamp;

    /** The last group whose answers are kept: its stamp, the board's version then, and the answers. */
    private int keptStamp = -1;
    private long keptVersion = -1;
    private int keptSize;
    private int keptLiberties;
    private int keptBorders;

    /** The territories of every owner, worked out together, for the board of that version. */
    private final int[] territory;
    private long territoryVersion = -1;

    Groups(Board board, Geometry geometry) {
        this.board = board;
        int n = geometry.cells();
        this.first = new int[n + 1];
        int links = 0;
        for (int c = 0; c < n; c++) {
            links += geometry.neighbours(c).length;
        }
        this.adjacent = new int[links];
        int k = 0;
        for (int c = 0; c < n; c++) {
            first[c] = k;
            for (int next : geometry.neighbours(c)) {
                adjacent[k++] = next;
            }
        }
        first[n] = k;
        this.seen = new int[n];
        this.counted = new int[n];
        this.cells = new int[n];
        this.territory = new int[board.players() + 1];
    }

    /** How many cells the group of the cell has (its region's, for an empty cell); 0 for no cell. */
    public int size(int cell) {
        if (cell < 0) {
            return 0;
        }
        find(cell);
        return keptSize;
    }

    /** How many distinct empty cells lie next to the group of the cell; 0 for an empty cell or no cell. */
    public int liberties(int cell) {
        if (cell < 0) {
            return 0;
        }
        find(cell);
        return keptLiberties;
    }

    /**
     * {@link #liberties}, counted only up to {@code most}: the fill stops at the {@code most}-th
     * liberty, as a rule that asks whether a group has none ('liberties(x) == 0') need look no
     * further than the first.
     */
    public int liberties(int cell, int most) {
        if (cell < 0) {
            return 0;
        }
        if (keptVersion == board.version() && seen[cell] == keptStamp) {
            return Math.min(keptLiberties, most);
        }
        return fill(cell, nextStamp(), most) < 0 ? most : keptLiberties;
    }

    /** Whether a piece of the owner (a player, or the neutral owner) lies next to the group of the cell. */
    public boolean borders(int cell, int owner) {
        if (cell < 0 || owner < 0) {
            return false;
        }
        find(cell);
        return (keptBorders >>> owner & 1) != 0;
    }

    /**
     * Writes the cells of the group of the cell to {@code out} in board order and says how many
     * there are (none for no cell); {@code out} must have room for every cell of the board.
     */
    public int cells(int cell, int[] out) {
        if (cell < 0) {
            return 0;
        }
        // The group just asked about (a capture asks its liberties first) is found once.
        int n = keptVersion == board.version() && seen[cell] == keptStamp ? keptSize
                : fill(cell, nextStamp(), Integer.MAX_VALUE);
        if (n * 16 < seen.length) {
            System.arraycopy(cells, 0, out, 0, n);
            Arrays.sort(out, 0, n);
            return n;
        }
        // A large group: its marks, read in board order, cost less than sorting it.
        int k = 0;
        for (int c = 0; k < n; c++) {
            if (seen[c] == keptStamp) {
                out[k++] = c;
            }
        }
        return n;
    }

    /**
     * How many empty cells lie in regions bordered by the owner's pieces and by no other player's
     * (neutral pieces do not count as a border): the territory of area scoring.
     */
    public int territory(int owner) {
        if (territoryVersion != board.version()) {
            territoryVersion = board.version();
            Arrays.fill(territory, 0);
            int[] who = board.owner;
            int s = nextStamp();
            int neutral = board.neutral();
            for (int c = 0; c < who.length; c++) {
                if (who[c] < 0 && seen[c] != s) {
                    int n = fill(c, s, Integer.MAX_VALUE);
                    int players = keptBorders & ~(1 << neutral);
                    if (players != 0 && (players & (players - 1)) == 0) {
                        territory[Integer.numberOfTrailingZeros(players)] += n;
                    }
                }
            }
            // The regions above were found under one stamp: none is the group kept.
            keptStamp = -1;
        }
        return owner < 0 || owner >= territory.length ? 0 : territory[owner];
    }

    /** Finds the group of the cell, unless it is the one whose answers are kept. */
    private void find(int cell) {
        if (keptVersion != board.version() || seen[cell] != keptStamp) {
            fill(cell, nextStamp(), Integer.MAX_VALUE);
        }
    }

    /**
     * The flood fill: the group of the cell into {@link #cells}, marked with the stamp, its size,
     * liberties and bordering owners kept. Cells already marked with the stamp are not entered.
     * It stops at the {@code most}-th liberty, keeping nothing, and gives -1.
     */
    private int fill(int cell, int s, int most) {
        int[] who = board.owner;
        int own = who[cell];
        int n = 1;
        int liberties = 0;
        int borders = 0;
        cells[0] = cell;
        seen[cell] = s;
        for (int i = 0; i < n; i++) {
            int c = cells[i];
            for (int k = first[c], end = first[c + 1]; k < end; k++) {
                int next = adjacent[k];
                int o = who[next];
                if (o == own) {
                    if (seen[next] != s) {
                        seen[next] = s;
                        cells[n++] = next;
                    }
                } else if (o < 0) {
                    if (counted[next] != s) {
                        counted[next] = s;
                        if (++liberties >= most) {
                            // The cells found so far are no whole group: nothing is kept.
                            keptStamp = -1;
                            return -1;
                        }
                    }
                } else {
                    borders |= 1 << o;
                }
            }
        }
        keptStamp = s;
        keptVersion = board.version();
        keptSize = n;
        keptLiberties = liberties;
        keptBorders = borders;
        return n;
    }

    /** A stamp no mark carries yet; when they run out, every mark is cleared and counting starts again. */
    private int nextStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            Arrays.fill(counted, 0);
            keptStamp = -1;
            stamp = 1;
        }
        return stamp;
    }
}
