package gamut.board;

import gamut.base.GamutException;
import gamut.base.Limits;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The pieces buried under a cell's top stack ('captures stay beneath'), as columns: a column is a
 * stack of one owner and type with the column below it. Columns are interned and never change, so
 * a cell holds one int for all it buries, the change log restores it like any other field, and two
 * equal columns are one number. Column 0 is none.
 */
final class Columns {
    private int size = 1;
    private int[] owner = new int[16];
    private int[] piece = new int[16];
    private int[] height = new int[16];
    private int[] flags = new int[16];
    private int[] below = new int[16];
    /** A key of the whole column, the same in every run, for the position's hash. */
    private long[] key = new long[16];
    private final Map<Entry, Integer> ids = new HashMap<>();

    private record Entry(int who, int type, int count, int bits, int under) {}

    /** The column of a stack (owner, type, height, flags) laid on top of column {@code under}. */
    int push(int who, int type, int count, int bits, int under) {
        Entry entry = new Entry(who, type, count, bits, under);
        Integer known = ids.get(entry);
        if (known != null) {
            return known;
        }
        if (size == Limits.BURIED_COLUMNS) {
            throw new GamutException(String.format(Locale.ROOT, "more than %,d different stacks were buried"
                    + " under others: does a game pile pieces without end?", Limits.BURIED_COLUMNS));
        }
        if (size == owner.length) {
            int n = size * 2;
            owner = Arrays.copyOf(owner, n);
            piece = Arrays.copyOf(piece, n);
            height = Arrays.copyOf(height, n);
            flags = Arrays.copyOf(flags, n);
            below = Arrays.copyOf(below, n);
            key = Arrays.copyOf(key, n);
        }
        int id = size++;
        owner[id] = who;
        piece[id] = type;
        height[id] = count;
        flags[id] = bits;
        below[id] = under;
        key[id] = mix(key[under] * 31 + mix(((long) who << 40) + ((long) type << 24) + ((long) bits << 12) + count));
        ids.put(entry, id);
        return id;
    }

    int owner(int id) {
        return owner[id];
    }

    int piece(int id) {
        return piece[id];
    }

    int height(int id) {
        return height[id];
    }

    int flags(int id) {
        return flags[id];
    }

    int below(int id) {
        return below[id];
    }

    long key(int id) {
        return key[id];
    }

    /**
     * Adds ({@code sign} 1) or takes away (-1) the column's pieces to or from the counts per owner,
     * per owner and type, and of buried pieces; gives the column's key (0 for none).
     */
    long account(int col, int sign, int[] onBoard, int[] byType, int[] buried, int pieceTypes) {
        for (int c = col; c != 0; c = below[c]) {
            int n = sign * height[c];
            onBoard[owner[c]] += n;
            byType[owner[c] * pieceTypes + piece[c]] += n;
            buried[owner[c]] += n;
        }
        return key[col];
    }

    /** The column with a stack of the owner, type and height added at its bottom. */
    int atBottom(int col, int who, int type, int count) {
        return col == 0 ? push(who, type, count, 0, 0)
                : push(owner[col], piece[col], height[col], flags[col], atBottom(below[col], who, type, count));
    }

    /** The column's stacks from the top down, as owner, type, height triples. */
    int[] stacks(int col) {
        int n = 0;
        for (int c = col; c != 0; c = below[c]) {
            n++;
        }
        int[] out = new int[3 * n];
        int i = 0;
        for (int c = col; c != 0; c = below[c]) {
            out[i++] = owner[c];
            out[i++] = piece[c];
            out[i++] = height[c];
        }
        return out;
    }

    /** How many of the player's pieces (of the type, or any when -1; any player's when -1) the column holds. */
    int count(int id, int who, int type) {
        int n = 0;
        for (int c = id; c != 0; c = below[c]) {
            if ((who < 0 || owner[c] == who) && (type < 0 || piece[c] == type)) {
                n += height[c];
            }
        }
        return n;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
