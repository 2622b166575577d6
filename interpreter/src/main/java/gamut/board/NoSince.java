package gamut.board;

import java.util.Arrays;

/**
 * Questions about a board that were last answered "no", each at a position named by the change log
 * ({@link ChangeLog#point}): while the board follows that position by logged changes only, a "yes"
 * now must involve a cell changed since, so a goal asked after every move (a row) looks
 * at the cells the last moves changed instead of the whole board.
 */
final class NoSince {
    private final ChangeLog log;
    private final int[] number;
    private final int[] mark;
    private final long[] point;
    private final long[] unlogged;

    /** Room for one question a slot (a player, say), told from another by a number (the length of a row, say). */
    NoSince(ChangeLog log, int slots) {
        this.log = log;
        this.number = new int[slots];
        this.mark = new int[slots];
        Arrays.fill(mark, -1);
        this.point = new long[slots];
        this.unlogged = new long[slots];
    }

    int slots() {
        return mark.length;
    }

    /** The log mark from which the changes since the slot's "no" start, or -1 when that answer no longer holds. */
    int since(int slot, int n) {
        return mark[slot] >= 0 && number[slot] == n && log.stillAfter(mark[slot], point[slot], unlogged[slot])
                ? mark[slot] : -1;
    }

    /** Remembers that the question was answered "no" at the board as it is now. */
    void no(int slot, int n) {
        number[slot] = n;
        mark[slot] = log.size;
        point[slot] = log.point(log.size);
        unlogged[slot] = log.unlogged;
    }
}
