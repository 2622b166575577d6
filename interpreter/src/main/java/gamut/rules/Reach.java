package gamut.rules;

import java.util.Arrays;

/**
 * {@code reaches(c in FROM to ZONES where COND)}: whether a chain of cells, each next to the one
 * before, every one meeting the condition (tested with the cursor and the variable on it), leads
 * from the cell to a cell of the zones. A search over the board's links that tests each cell once,
 * in arrays of the run-time context (the rules are shared by every state), so that asking
 * allocates nothing.
 */
public final class Reach implements Eval {
    private static final int PASSABLE = 1;
    private static final int BLOCKED = 2;

    /** Per player, the cells of the zones (the player's own, for a zone per player). */
    private final boolean[][] goal;
    private final int[][] neighbours;
    private final Eval from;
    private final int slot;
    private final Eval condition;
    /** The run-time context's sets of cells for the cells met and their marks ({@link Gen#cellSet}). */
    private final int queueSet;
    private final int marksSet;

    public Reach(boolean[][] goal, int[][] neighbours, Eval from, int slot, Eval condition, int queueSet, int marksSet) {
        this.goal = goal;
        this.neighbours = neighbours;
        this.from = from;
        this.slot = slot;
        this.condition = condition;
        this.queueSet = queueSet;
        this.marksSet = marksSet;
    }

    @Override
    public int eval(Gen g) {
        int start = from.eval(g);
        if (start < 0) {
            return 0;
        }
        int[] marks = g.cellSet(marksSet);
        int cursor = g.cursor;
        try {
            return search(g, start, g.cellSet(queueSet), marks, goal[g.mover]) ? 1 : 0;
        } catch (RuntimeException e) {
            // A condition that failed with an error left marks behind.
            Arrays.fill(marks, 0);
            throw e;
        } finally {
            g.cursor = cursor;
        }
    }

    /** The search; every cell met stays in the queue, so that its mark is cleared at the end. */
    private boolean search(Gen g, int start, int[] queue, int[] marks, boolean[] target) {
        int tail = 0;
        boolean found = false;
        marks[start] = meets(g, start) ? PASSABLE : BLOCKED;
        queue[tail++] = start;
        for (int head = 0; head < tail && !found; head++) {
            int c = queue[head];
            if (marks[c] != PASSABLE) {
                continue;
            }
            found = target[c];
            for (int k = 0; k < neighbours[c].length && !found; k++) {
                int next = neighbours[c][k];
                if (marks[next] == 0) {
                    marks[next] = meets(g, next) ? PASSABLE : BLOCKED;
                    queue[tail++] = next;
                }
            }
        }
        for (int i = 0; i < tail; i++) {
            marks[queue[i]] = 0;
        }
        return found;
    }

    private boolean meets(Gen g, int cell) {
        g.cursor = cell;
        g.locals[slot] = cell;
        return condition.eval(g) != 0;
    }
}
