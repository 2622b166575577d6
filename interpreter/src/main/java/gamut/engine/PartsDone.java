package gamut.engine;

import gamut.board.Zobrist;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The parts of the current turn already played: a set of part numbers of any size, immutable, so
 * that an undo record can keep it as it is. Each set knows its hash key and the sets one part
 * larger that were asked for, so a turn played again and again allocates nothing; the sets of one
 * state are shared through its {@link Table} (one per state: never shared between threads).
 */
final class PartsDone {
    /** The most sets a table keeps; beyond (plans of many parts in any order) new sets are made afresh. */
    private static final int KEPT = 4096;

    private final long[] words;
    /** The exclusive-or of the keys of its parts: its share of the position's hash. */
    final long key;
    private final Table table;
    private PartsDone[] next = new PartsDone[0];

    private PartsDone(long[] words, long key, Table table) {
        this.words = words;
        this.key = key;
        this.table = table;
    }

    boolean has(int part) {
        int w = part >>> 6;
        return w < words.length && (words[w] & 1L << part) != 0;
    }

    boolean isEmpty() {
        for (long w : words) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** The set with the part added. */
    PartsDone with(int part) {
        if (part < next.length && next[part] != null) {
            return next[part];
        }
        long[] more = Arrays.copyOf(words, Math.max(words.length, (part >>> 6) + 1));
        more[part >>> 6] |= 1L << part;
        PartsDone made = table.intern(more, has(part) ? key : key ^ table.keys.part(part));
        if (part >= next.length) {
            next = Arrays.copyOf(next, part + 1);
        }
        next[part] = made;
        return made;
    }

    /** The part numbers, smallest first. */
    int[] parts() {
        return java.util.stream.IntStream.range(0, words.length * 64).filter(this::has).toArray();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PartsDone p && Arrays.equals(trimmed(words), trimmed(p.words));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(trimmed(words));
    }

    private static long[] trimmed(long[] words) {
        int n = words.length;
        while (n > 0 && words[n - 1] == 0) {
            n--;
        }
        return n == words.length ? words : Arrays.copyOf(words, n);
    }

    /** The sets of one state. */
    static final class Table {
        private final Zobrist keys;
        private final Map<PartsDone, PartsDone> kept = new HashMap<>();
        /** No part played yet. */
        final PartsDone none;

        Table(Zobrist keys) {
            this.keys = keys;
            this.none = new PartsDone(new long[0], 0, this);
            kept.put(none, none);
        }

        /** The set of the given parts. */
        PartsDone of(int... parts) {
            PartsDone set = none;
            for (int part : parts) {
                set = set.with(part);
            }
            return set;
        }

        private PartsDone intern(long[] words, long key) {
            PartsDone made = new PartsDone(words, key, this);
            PartsDone known = kept.get(made);
            if (known != null) {
                return known;
            }
            if (kept.size() < KEPT) {
                kept.put(made, made);
            }
            return made;
        }
    }
}
