package gamut.ai;

import gamut.board.Board;
import gamut.core.Geometry;
import gamut.core.GridPlace;
import java.util.Arrays;

/**
 * How far a player's pieces are from a zone: the fewest steps from the nearest of them to a cell of
 * the zone, and the steps of all of them summed, each step to a neighbouring cell along one of the
 * board's directions. A piece on a cell
 * is no obstacle (pieces move away, are jumped or taken); on a grid with edges a step crosses the
 * edge between two cells, and a piece on that edge is a wall that blocks it, while a vertex is never
 * passed (it would slip between two walls meeting there). So in a race to a row past walls the
 * feature is the length of the way still open.
 */
final class Ways {
    /** Per cell, the cells one step away and the edge crossed to reach each (-1 where none is). */
    private final int[][] to;
    private final int[][] across;
    /** The cells that count as cells (not edges or vertices): where a way may start. */
    private final int[] cells;
    /** What a way too long to find counts: more than any way across the board. */
    private final int blocked;
    private int[] mark;
    private int[] steps;
    private int[] queue;
    private int visit;

    Ways(Geometry g) {
        int places = g.cells();
        to = new int[places][];
        across = new int[places][];
        int[] found = new int[places];
        int count = 0;
        for (int c = 0; c < places; c++) {
            if (g.place(c) == GridPlace.CELL) {
                found[count++] = c;
                links(g, c);
            }
        }
        cells = Arrays.copyOf(found, count);
        blocked = count;
    }

    private Ways(Ways other) {
        to = other.to;
        across = other.across;
        cells = other.cells;
        blocked = other.blocked;
    }

    /** The same ways with scratch space of their own, for another thread. */
    Ways copy() {
        return new Ways(this);
    }

    private void links(Geometry g, int c) {
        int[] next = new int[g.directions()];
        int[] edge = new int[g.directions()];
        int n = 0;
        for (int d = 0; d < g.directions(); d++) {
            int p = g.next(c, d);
            if (p < 0) {
                continue;
            }
            GridPlace kind = g.place(p);
            if (kind == GridPlace.CELL) {
                next[n] = p;
                edge[n++] = -1;
            } else if (kind != GridPlace.VERTEX) {
                int beyond = g.next(p, d);
                if (beyond >= 0 && g.place(beyond) == GridPlace.CELL) {
                    next[n] = beyond;
                    edge[n++] = p;
                }
            }
        }
        to[c] = Arrays.copyOf(next, n);
        across[c] = Arrays.copyOf(edge, n);
    }

    /**
     * How far the player's pieces on cells are from {@code zone}: into {@code out[0]} the fewest
     * steps of the nearest (0 when one is in it or the player has none), into {@code out[1]} the
     * steps of all of them summed, a stack counting its height; a piece with no way open counts
     * the board's number of cells.
     */
    void measure(Board board, int player, boolean[] zone, int[] out) {
        int size = board.cells();
        if (mark == null || mark.length != size) {
            mark = new int[size];
            steps = new int[size];
            queue = new int[size];
        }
        visit++;
        int head = 0;
        int tail = 0;
        for (int c : cells) {
            if (zone[c]) {
                mark[c] = visit;
                steps[c] = 0;
                queue[tail++] = c;
            }
        }
        // From the zone outwards: a step is open both ways, so the steps from a cell to the zone are those found.
        while (head < tail) {
            int c = queue[head++];
            int[] next = to[c];
            int[] edge = across[c];
            for (int k = 0; k < next.length; k++) {
                int n = next[k];
                if (mark[n] == visit || edge[k] >= 0 && board.owner[edge[k]] >= 0) {
                    continue;
                }
                mark[n] = visit;
                steps[n] = steps[c] + 1;
                queue[tail++] = n;
            }
        }
        int nearest = Integer.MAX_VALUE;
        int sum = 0;
        for (int c : cells) {
            if (board.owner[c] == player) {
                int way = mark[c] == visit ? steps[c] : blocked;
                nearest = Math.min(nearest, way);
                sum += way * board.height[c];
            }
        }
        out[0] = nearest == Integer.MAX_VALUE ? 0 : nearest;
        out[1] = sum;
    }
}
