package gamut.core;

import java.util.Arrays;
import java.util.function.IntPredicate;

/** A growable flat list of int moves, reused across calls so that generation allocates nothing. */
public final class MoveList {
    private int[] moves = new int[64];
    private int size;

    /** An empty list; it grows as needed. */
    public MoveList() {}

    public void clear() {
        size = 0;
    }

    public void add(int move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
        }
        moves[size++] = move;
    }

    /** Keeps only the moves that pass the test, in order. */
    public void retain(IntPredicate keep) {
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (keep.test(moves[i])) {
                moves[n++] = moves[i];
            }
        }
        size = n;
    }

    /** Takes out the move at the index, the last move taking its place (the order is not kept). */
    public void removeAt(int i) {
        moves[i] = moves[--size];
    }

    /** Takes out the move at the index, the moves after it moving up one (the order is kept). */
    public void remove(int i) {
        System.arraycopy(moves, i + 1, moves, i, size - i - 1);
        size--;
    }

    /** Becomes a copy of the other list, in order. */
    public void copyOf(MoveList other) {
        if (moves.length < other.size) {
            moves = new int[other.moves.length];
        }
        System.arraycopy(other.moves, 0, moves, 0, other.size);
        size = other.size;
    }

    /** Exchanges the moves at two indices. */
    public void swap(int i, int j) {
        int m = moves[i];
        moves[i] = moves[j];
        moves[j] = m;
    }

    public int size() {
        return size;
    }

    public int get(int i) {
        return moves[i];
    }

    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }
}
