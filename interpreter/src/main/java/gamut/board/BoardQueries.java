package gamut.board;

import gamut.core.Geometry;
import gamut.core.Move;
import java.util.Arrays;

/**
 * Counts and searches over a board that rules ask for, with the answers that are asked again and
 * again about one position (connection, zone counts) remembered until the board changes.
 */
public final class BoardQueries {
    /** For {@link #rowThrough}: the longest line along any direction. */
    public static final int EVERY_DIRECTION = -2;

    private final Board board;
    private final int[] next;
    private final int dirs;
    private final int[] opposite;
    private final int[] visited;
    private final int[] stack;
    /** On a board of at most 64 cells, each cell's neighbours under the declared directions, as bits; else null. */
    private final long[] neighbours;
    private int stamp;
    private final long[] connectedVersion;
    private final boolean[] connectedAnswer;
    private final long[] zoneVersion;
    private final int[] zoneCount;
    /** Per player, the last "no" to {@link #inARow} (the length asked is the question). */
    private final NoSince rows;
    private final Groups groups;

    BoardQueries(Board board, Geometry geometry, int players, int zoneSlots) {
        this.board = board;
        this.next = geometry.nextTable();
        this.dirs = geometry.directions();
        this.opposite = new int[dirs];
        for (int d = 0; d < dirs; d++) {
            opposite[d] = geometry.opposite(d);
        }
        this.visited = new int[geometry.cells()];
        this.stack = new int[geometry.cells()];
        this.neighbours = geometry.cells() <= 64 ? neighbours(next, dirs, geometry.cells()) : null;
        this.connectedVersion = new long[players];
        this.connectedAnswer = new boolean[players];
        this.zoneVersion = new long[zoneSlots];
        this.zoneCount = new int[zoneSlots];
        // A row along a direction that cannot be walked back is found from its first cell only.
        boolean everyOpposed = true;
        for (int d = 0; d < dirs; d++) {
            everyOpposed &= opposite[d] >= 0;
        }
        this.rows = new NoSince(board.log, everyOpposed ? players : 0);
        this.groups = new Groups(board, geometry);
    }

    /** The groups of cells, their liberties, and the regions of empty cells with who borders them. */
    public Groups groups() {
        return groups;
    }

    /**
     * {@link #countIn} for the cells of zone slot {@code slot}, from counts the board keeps once a
     * rule has asked about the zone.
     */
    public int countInZone(int slot, int player, int type, int[] cells) {
        return board.zoneCounts != null ? board.zoneCounts.count(board, slot, player, type, cells)
                : countIn(player, type, cells);
    }

    /** {@link #countIn} for any type, remembered until the board changes. */
    public int countInCached(int slot, int player, int[] cells) {
        if (board.zoneCounts != null) {
            return board.zoneCounts.count(board, slot, player, -1, cells);
        }
        // Move programs ask the same count for every piece and every die (a runner rule, say).
        if (zoneVersion[slot] != board.version()) {
            zoneVersion[slot] = board.version();
            zoneCount[slot] = countIn(player, -1, cells);
        }
        return zoneCount[slot];
    }

    /**
     * How many of the player's pieces (of the type, or of any type when -1) stand on the cells, buried
     * ones included.
     */
    public int countIn(int player, int type, int[] cells) {
        int[] owner = board.owner;
        int[] piece = board.piece;
        int[] height = board.height;
        int[] under = board.under;
        int n = 0;
        for (int c : cells) {
            if (owner[c] == player && (type < 0 || piece[c] == type)) {
                n += height[c];
            }
            if (under[c] != 0) {
                n += board.buriedCount(c, player, type);
            }
        }
        return n;
    }

    /** How many of the player's pieces lie buried under others on the cells. */
    public int beneathIn(int player, int[] cells) {
        int[] under = board.under;
        int n = 0;
        for (int c : cells) {
            if (under[c] != 0) {
                n += board.buriedCount(c, player, -1);
            }
        }
        return n;
    }

    /**
     * How many pieces of any owner, the neutral one included, stand on the cells (a stack counts its
     * height).
     */
    public int totalIn(int[] cells) {
        int[] owner = board.owner;
        int[] height = board.height;
        int n = 0;
        for (int c : cells) {
            if (owner[c] >= 0) {
                n += board.columnHeight(c);
            }
        }
        return n;
    }

    /** How many of the cells hold the player's pieces (on top). */
    public int occupiedIn(int player, int[] cells) {
        int[] owner = board.owner;
        int n = 0;
        for (int c : cells) {
            if (owner[c] == player) {
                n++;
            }
        }
        return n;
    }

    /** All the player's pieces on the board (on top) form one group under the declared directions. */
    public boolean connected(int player) {
        // End rules often ask twice about one position; the answer holds until the board changes.
        if (connectedVersion[player] == board.version()) {
            return connectedAnswer[player];
        }
        connectedVersion[player] = board.version();
        return connectedAnswer[player] = searchConnected(player);
    }

    private static long[] neighbours(int[] next, int dirs, int cells) {
        long[] bits = new long[cells];
        for (int c = 0; c < cells; c++) {
            for (int d = 0; d < dirs; d++) {
                int n = next[c * dirs + d];
                if (n >= 0) {
                    bits[c] |= 1L << n;
                }
            }
        }
        return bits;
    }

    /** The same search on a board of at most 64 cells: a flood fill of bits, a cell at a time. */
    private boolean connectedBits(int player) {
        long own = board.occupancy().cellsOf(player);
        long reached = own & -own;
        long frontier = reached;
        while (frontier != 0) {
            int c = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            long added = neighbours[c] & own & ~reached;
            reached |= added;
            frontier |= added;
        }
        return reached == own;
    }

    private boolean searchConnected(int player) {
        if (neighbours != null) {
            return connectedBits(player);
        }
        int[] owner = board.owner;
        int[] height = board.height;
        // Pieces buried under others are not on top to link anything.
        int total = board.onBoard[player] - board.buried[player];
        if (total <= 1) {
            return true;
        }
        int start = -1;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == player) {
                start = c;
                break;
            }
        }
        newStamp();
        int top = 0;
        int reached = height[start];
        stack[top++] = start;
        visited[start] = stamp;
        while (top > 0) {
            int c = stack[--top];
            int base = c * dirs;
            for (int d = 0; d < dirs; d++) {
                int n = next[base + d];
                if (n >= 0 && owner[n] == player && visited[n] != stamp) {
                    visited[n] = stamp;
                    reached += height[n];
                    stack[top++] = n;
                }
            }
        }
        return reached == total;
    }

    /** Whether the player has n or more pieces on consecutive cells along one direction. */
    public boolean inARow(int player, int n) {
        if (n <= 1) {
            return n <= 0 || board.onBoard[player] > 0;
        }
        int since = player < rows.slots() ? rows.since(player, n) : -1;
        if (since >= 0) {
            // End rules ask after every move: only a cell changed since the last "no" can be in a row.
            for (int k = since; k < board.log.size; k++) {
                int c = board.log.changedCell(k);
                if (c >= 0 && board.owner[c] == player && rowThroughAny(c, player, n)) {
                    return true;
                }
            }
        } else if (board.onBoard[player] >= n && anyRow(player, n)) {
            // (A row of n needs n pieces: early in a game the whole board need not be looked at.)
            return true;
        }
        if (player < rows.slots()) {
            rows.no(player, n);
        }
        return false;
    }

    /** Whether a line of at least n of the player's pieces runs through the cell (each line walked once). */
    private boolean rowThroughAny(int cell, int player, int n) {
        for (int d = 0; d < dirs; d++) {
            if (d < opposite[d] && 1 + run(cell, d, player) + run(cell, opposite[d], player) >= n) {
                return true;
            }
        }
        return false;
    }

    private boolean anyRow(int player, int n) {
        int[] owner = board.owner;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] != player) {
                continue;
            }
            for (int d = 0; d < dirs; d++) {
                // Count each run once, from its first cell, when the direction can be walked back.
                int back = opposite[d] >= 0 ? next[c * dirs + opposite[d]] : -1;
                if (back >= 0 && owner[back] == player) {
                    continue;
                }
                if (1 + run(c, d, player) >= n) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The longest unbroken line of the owner's pieces through the cell, along the direction and
     * its opposite (along every direction when it is {@link #EVERY_DIRECTION}; the cell alone for
     * no direction, -1); 0 for an empty cell, a neutral piece or no cell.
     */
    public int rowThrough(int cell, int direction) {
        if (cell < 0 || board.owner[cell] < 0 || board.owner[cell] == board.neutral()) {
            return 0;
        }
        int player = board.owner[cell];
        int best = 1;
        int first = direction == EVERY_DIRECTION ? 0 : Math.max(direction, 0);
        int last = direction == EVERY_DIRECTION ? dirs - 1 : direction;
        for (int d = first; d <= last; d++) {
            int length = 1 + run(cell, d, player) + (opposite[d] >= 0 ? run(cell, opposite[d], player) : 0);
            best = Math.max(best, length);
        }
        return best;
    }

    /** How many of the player's pieces follow the cell in a row along the direction. */
    private int run(int cell, int d, int player) {
        int[] owner = board.owner;
        int n = 0;
        for (int c = next[cell * dirs + d]; c >= 0 && owner[c] == player && n < owner.length; c = next[c * dirs + d]) {
            n++;
        }
        return n;
    }

    /** Whether a chain of the player's neighbouring pieces links a cell of {@code from} with one of {@code to}. */
    public boolean connects(int player, int[] from, int[] toMask) {
        int[] owner = board.owner;
        newStamp();
        int top = 0;
        for (int c : from) {
            if (owner[c] == player && visited[c] != stamp) {
                visited[c] = stamp;
                stack[top++] = c;
            }
        }
        while (top > 0) {
            int c = stack[--top];
            if (toMask[c] != 0) {
                return true;
            }
            int base = c * dirs;
            for (int d = 0; d < dirs; d++) {
                int n = next[base + d];
                if (n >= 0 && owner[n] == player && visited[n] != stamp) {
                    visited[n] = stamp;
                    stack[top++] = n;
                }
            }
        }
        return false;
    }

    private void newStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(visited, 0);
            stamp = 1;
        }
    }

    /** How many of the player's pieces of the type carry the flag. */
    public int flagged(int player, int type, int flag) {
        int[] owner = board.owner;
        int n = 0;
        for (int c = 0; c < owner.length; c++) {
            if (owner[c] == player && board.piece[c] == type && (board.flags[c] & (1 << flag)) != 0) {
                n += board.height[c];
            }
        }
        return n;
    }

    /** How many of the player's pieces stand on the track's cells before the given place. */
    public int behind(int[] trackCells, int place, int player) {
        int n = 0;
        for (int i = 0; i < place && i < trackCells.length; i++) {
            if (board.owner[trackCells[i]] == player) {
                n += board.height[trackCells[i]];
            }
        }
        return n;
    }
}
