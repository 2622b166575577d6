package gamut.board;

import java.util.SplittableRandom;

/**
 * The random keys whose exclusive-or is a position's hash: one per (cell, owner, piece type), side to
 * move (the neutral owner, one past the last player, included), reserve entry, borne-off count, flag on a cell, and part of a turn already played. Everything
 * that tells two positions apart has a key, so that repetition and the dice play table never mistake
 * one position for another.
 */
public final class Zobrist {
    private final int players;
    /** Owners per cell in the piece keys: the players and the neutral owner. */
    private final int owners;
    private final int pieces;
    private final int flagCount;
    private final long[] pieceKeys;
    private final long[] sideKeys;
    private final long[] reserveKeys;
    private final long[] exitedKeys;
    private final long[] partKeys;
    private final long[] flagKeys;
    private final long[] passedKeys;

    public Zobrist(int cells, int players, int pieces, int flagCount) {
        this.players = players;
        this.owners = players + 1;
        this.pieces = pieces;
        this.flagCount = Math.max(1, flagCount);
        // Fixed seed: the same position hashes the same in every run, so records and tests agree.
        // The order of the draws is kept as it was, so hashes of earlier releases stay valid.
        SplittableRandom random = new SplittableRandom(0x6A6D7574L);
        long[] playerKeys = draw(random, cells * players * pieces);
        sideKeys = draw(random, players);
        reserveKeys = draw(random, players * pieces);
        long[] firstParts = draw(random, 8);
        flagKeys = draw(random, cells * this.flagCount);
        exitedKeys = draw(random, players);
        // A turn's parts played are a bit set of an int: one key for each of its 32 bits.
        partKeys = java.util.Arrays.copyOf(firstParts, Integer.SIZE);
        System.arraycopy(draw(random, Integer.SIZE - 8), 0, partKeys, 8, Integer.SIZE - 8);
        // Neutral pieces (owner index 'players') have keys drawn last, so the players' keys stay as they were.
        long[] neutralKeys = draw(random, cells * pieces);
        passedKeys = draw(random, cells);
        pieceKeys = new long[cells * (players + 1) * pieces];
        for (int c = 0; c < cells; c++) {
            System.arraycopy(playerKeys, c * players * pieces, pieceKeys, c * (players + 1) * pieces, players * pieces);
            System.arraycopy(neutralKeys, c * pieces, pieceKeys, (c * (players + 1) + players) * pieces, pieces);
        }
    }

    private static long[] draw(SplittableRandom random, int n) {
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }

    /** The key of {@code height} pieces of one owner and type on a cell (0 for none). */
    public long piece(int cell, int owner, int piece, int height) {
        if (height == 0) {
            return 0;
        }
        long base = pieceKeys[(cell * owners + owner) * pieces + piece];
        return height == 1 ? base : mix(base + height);
    }

    /** The key of a column of pieces buried on a cell, from the column's own key (0 for none). */
    public long buried(int cell, long column) {
        return column == 0 ? 0 : mix(column + 0x9E3779B97F4A7C15L * (cell + 1));
    }

    /** The key of a cell's flag bits (0 for none). */
    public long flags(int cell, int bits) {
        long key = 0;
        for (int f = 0; bits != 0; f++, bits >>>= 1) {
            if ((bits & 1) != 0) {
                key ^= flagKeys[cell * flagCount + f];
            }
        }
        return key;
    }

    /** The key of a cell a piece has just passed over where it may be taken in passing (FEN's en passant square). */
    public long passed(int cell) {
        return passedKeys[cell];
    }

    /** The key of fact {@code index} of group {@code group} (a right that holds), derived from the two numbers. */
    public long fact(int group, int index) {
        return mix(mix(0x5FAC7L + group) + index);
    }

    public long side(int player) {
        return sideKeys[player];
    }

    public long reserve(int player, int piece, int count) {
        return count == 0 ? 0 : mix(reserveKeys[player * pieces + piece] + count);
    }

    /** The key of the number of pieces a player has borne off (0 for none). */
    public long exited(int player, int count) {
        return count == 0 ? 0 : mix(exitedKeys[player] + count);
    }

    /**
     * The key of one part of the current turn played: the first 32 drawn with the others, those
     * beyond worked out from their number, so that a turn may have any number of parts.
     */
    public long part(int i) {
        return i < partKeys.length ? partKeys[i] : mix(partKeys[i % partKeys.length] + i);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
