package gamut.board;

import gamut.base.GamutException;
import gamut.base.Limits;
import java.util.Arrays;
import java.util.Locale;

/**
 * What a board was before each change made while playing, newest last: a cell's whole content
 * (kind {@link #CELL}) or a count's old value (a reserve, a borne-off count). Flat arrays, grown
 * as needed up to {@link Limits#BOARD_CHANGES}, so that taking moves back allocates nothing.
 */
final class ChangeLog {
    static final int CELL = 0;
    static final int RESERVE = 1;
    static final int EXITED = 2;

    int size;
    int[] kind = new int[512];
    int[] index = new int[512];
    /** The cell's owner, or the count's old value. */
    int[] owner = new int[512];
    int[] piece = new int[512];
    int[] height = new int[512];
    int[] flags = new int[512];
    int[] under = new int[512];
    /**
     * A number for each entry, never given twice: an entry still holding the number it was written
     * with shows that the log up to it is the one a question was answered at ({@link Board#logPoint}).
     */
    long[] written = new long[512];
    private long entries;
    /** Counts the times the board changed outside the log (set-up, a new line of play). */
    long unlogged;

    /** Records a cell's content before it changes. */
    void cell(int cell, int who, int type, int count, int bits, int col) {
        int i = entry(CELL, cell);
        owner[i] = who;
        piece[i] = type;
        height[i] = count;
        flags[i] = bits;
        under[i] = col;
    }

    /** Records a count's value before it changes. */
    void count(int countKind, int at, int value) {
        int i = entry(countKind, at);
        owner[i] = value;
    }

    private int entry(int entryKind, int at) {
        if (size == kind.length) {
            int n = Math.min(size * 2, Limits.BOARD_CHANGES);
            if (n == size) {
                throw new GamutException(String.format(Locale.ROOT,
                        "the moves played changed the board more than %,d times: does an 'after' program"
                                + " capture or set flags again and again?", Limits.BOARD_CHANGES));
            }
            kind = Arrays.copyOf(kind, n);
            index = Arrays.copyOf(index, n);
            owner = Arrays.copyOf(owner, n);
            piece = Arrays.copyOf(piece, n);
            height = Arrays.copyOf(height, n);
            flags = Arrays.copyOf(flags, n);
            under = Arrays.copyOf(under, n);
            written = Arrays.copyOf(written, n);
        }
        written[size] = ++entries;
        kind[size] = entryKind;
        index[size] = at;
        return size++;
    }

    /**
     * The log at a mark, as a point a later position can be held against: while {@link #stillAfter}
     * holds (no change before the mark taken back, none made outside the log), the board differs from
     * the one at the mark in the cells of the changes logged since ({@link #changedCell}) only.
     */
    long point(int mark) {
        return mark == 0 ? 0 : written[mark - 1];
    }

    /** Whether the board follows the one at the mark by logged changes only; the point and count were read then. */
    boolean stillAfter(int mark, long pointThen, long unloggedThen) {
        return unloggedThen == unlogged && mark <= size && point(mark) == pointThen;
    }

    /** The cell the k-th logged change changed, -1 for a change of a count. */
    int changedCell(int k) {
        return kind[k] == CELL ? index[k] : -1;
    }
}
