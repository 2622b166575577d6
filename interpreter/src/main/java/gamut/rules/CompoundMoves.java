package gamut.rules;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.core.Move;
import java.util.Arrays;
import java.util.Locale;

/**
 * The moves of one game that an int cannot hold: a path of several landings, captures recorded by
 * the move program, a change of a piece's kind or owner, a neutral piece placed. Each distinct move is stored once and
 * numbered; the move's int ({@link Move#compound}) carries the number, so move lists stay flat int
 * arrays and equal moves are equal ints. Shared by every state of the game, on any thread.
 *
 * <p>A record is {@code kind, from, program, die} followed by effects, three ints each: what, cell,
 * argument, in the order the program recorded them.
 */
public final class CompoundMoves {
    /** The piece lands on the cell (each landing of a path; the last is where the move ends). */
    public static final int LAND = 0;
    /** The pieces on the cell are captured: argument 1 when they go as the piece next lands, 0 at the end. */
    public static final int CAPTURE = 1;
    /** The piece on the cell (-1: the moving piece, where it ends) becomes the type in the argument. */
    public static final int PROMOTE = 2;
    /** The pieces on the cell change owner to the player in the argument. */
    public static final int FLIP = 3;
    /** A neutral piece of the type in the argument is put on the cell, replacing what stands there. */
    public static final int PLACE = 4;
    /** One of the pieces lifted from the cell in the argument is put on the cell (sowing). */
    public static final int SOW = 5;
    /** The pieces on the cell go onto the cell in the argument (a capture into a store). */
    public static final int INTO = 6;
    /** The mover plays the next turn too. */
    public static final int AGAIN = 7;
    /** The moving piece, where it ends, is on the pass in the argument of its cell along a track (0: the first). */
    public static final int PASS = 8;

    /** Where a record's effects begin, after kind, from, program and die. */
    public static final int HEADER = 4;
    private static final int CHUNK = 1024;

    /** From a record's content to its number + 1. */
    private final HashSlots index = new HashSlots(1024);
    /** Records by number, in chunks, so that a reader never sees an array being replaced. */
    private final int[][][] chunks = new int[Limits.COMPOUND_MOVES / CHUNK + 1][][];
    private int size;

    /** The int of the move with this record, numbering it on first sight. */
    public int intern(int[] record) {
        return intern(record, record.length);
    }

    /**
     * The int of the move whose record is the first {@code length} ints of the buffer, numbering it
     * on first sight (the buffer is copied then): a move generated again allocates nothing.
     */
    public synchronized int intern(int[] buffer, int length) {
        int hash = 1;
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + buffer[i];
        }
        int at = index.start(hash);
        for (; index.value(at) != 0; at = index.next(at)) {
            int[] known = chunks[(index.value(at) - 1) / CHUNK][(index.value(at) - 1) % CHUNK];
            if (index.hash(at) == hash && Arrays.equals(known, 0, known.length, buffer, 0, length)) {
                return Move.compound(index.value(at) - 1);
            }
        }
        if (size >= Limits.COMPOUND_MOVES) {
            throw new GamutException(String.format(Locale.ROOT, "more than %,d different moves of several"
                    + " landings or effects in one game: does a chain go round in circles?", Limits.COMPOUND_MOVES));
        }
        int id = size;
        int[][] chunk = chunks[id / CHUNK];
        if (chunk == null) {
            chunk = chunks[id / CHUNK] = new int[CHUNK][];
        }
        chunk[id % CHUNK] = Arrays.copyOf(buffer, length);
        size++;
        index.put(at, id + 1, hash);
        return Move.compound(id);
    }

    /** The record of a compound move: kind, from, program, die, then the effects. */
    public int[] record(int move) {
        int id = Move.compoundId(move);
        return chunks[id / CHUNK][id % CHUNK];
    }

    public int kind(int move) {
        return Move.isCompound(move) ? record(move)[0] : Move.kind(move);
    }

    public int from(int move) {
        return Move.isCompound(move) ? record(move)[1] : Move.from(move);
    }

    public int program(int move) {
        return Move.isCompound(move) ? record(move)[2] : Move.program(move);
    }

    public int die(int move) {
        return Move.isCompound(move) ? record(move)[3] : Move.die(move);
    }

    /** Where the move ends: its last landing, else the last cell it sows (NONE when it does neither). */
    public int to(int move) {
        if (!Move.isCompound(move)) {
            return Move.to(move);
        }
        int[] r = record(move);
        int sown = Move.NONE;
        for (int i = r.length - 3; i >= HEADER; i -= 3) {
            if (r[i] == LAND) {
                return r[i + 1];
            }
            if (r[i] == SOW && sown == Move.NONE) {
                sown = r[i + 1];
            }
        }
        return sown;
    }

    /** The cells the move sows one piece on, in order (a cell as often as it gets a piece). */
    public int[] sown(int move) {
        return Move.isCompound(move) ? cells(record(move), SOW) : new int[0];
    }

    /** Whether the mover plays the next turn too. */
    public boolean again(int move) {
        return Move.isCompound(move) && cells(record(move), AGAIN).length > 0;
    }

    /** The pass of its cell along a track the moving piece ends on (0: the first); -1 when the move says none. */
    public int pass(int move) {
        int found = -1;
        if (Move.isCompound(move)) {
            int[] r = record(move);
            for (int i = HEADER; i < r.length; i += 3) {
                found = r[i] == PASS ? r[i + 2] : found;
            }
        }
        return found;
    }

    /** The captures into another cell, two ints each: the cell taken from, the cell its pieces go to. */
    public int[] into(int move) {
        return pairs(move, INTO);
    }

    /** The cells the move lands on, in order (a plain move: its one target; none for an exit or pass). */
    public int[] landings(int move) {
        if (!Move.isCompound(move)) {
            int to = Move.to(move);
            return to == Move.NONE ? new int[0] : new int[] {to};
        }
        return cells(record(move), LAND);
    }

    /**
     * Whether the compound move lands on the cell, captures what stands there, or moves its pieces
     * into another cell: whether it takes a piece on that cell. Asked for every move tried in a
     * question of attack, so it looks along the record without making arrays.
     */
    public boolean reaches(int move, int cell) {
        int[] r = record(move);
        for (int i = HEADER; i < r.length; i += 3) {
            if (r[i + 1] == cell && (r[i] == LAND || r[i] == CAPTURE || r[i] == INTO)) {
                return true;
            }
        }
        return false;
    }

    /** The cells whose pieces the move captures by effects recorded in its program. */
    public int[] captures(int move) {
        return Move.isCompound(move) ? cells(record(move), CAPTURE) : new int[0];
    }

    /**
     * The k-th cell of {@link #captures}, or -1 past the last: the same cells without an array, for
     * a search that asks of every move it orders.
     */
    public int capture(int move, int k) {
        if (!Move.isCompound(move)) {
            return -1;
        }
        int[] r = record(move);
        for (int i = HEADER; i < r.length; i += 3) {
            if (r[i] == CAPTURE && k-- == 0) {
                return r[i + 1];
            }
        }
        return -1;
    }

    /** The cells whose pieces the move gives to another player by effects recorded in its program. */
    public int[] flips(int move) {
        return Move.isCompound(move) ? cells(record(move), FLIP) : new int[0];
    }

    /** The placements of neutral pieces the move records, two ints each: cell, piece type, in order. */
    public int[] placements(int move) {
        return pairs(move, PLACE);
    }

    /** The effects of one kind a move records, two ints each: cell and argument, in order. */
    private int[] pairs(int move, int what) {
        if (!Move.isCompound(move)) {
            return new int[0];
        }
        int[] r = record(move);
        int[] out = new int[cells(r, what).length * 2];
        int n = 0;
        for (int i = HEADER; i < r.length; i += 3) {
            if (r[i] == what) {
                out[n++] = r[i + 1];
                out[n++] = r[i + 2];
            }
        }
        return out;
    }

    /** The piece type the moving piece becomes by the move itself, or -1. */
    public int promotion(int move) {
        if (!Move.isCompound(move)) {
            return -1;
        }
        int[] r = record(move);
        int type = -1;
        for (int i = HEADER; i < r.length; i += 3) {
            if (r[i] == PROMOTE && r[i + 1] < 0) {
                type = r[i + 2];
            }
        }
        return type;
    }

    private static int[] cells(int[] r, int what) {
        int n = 0;
        for (int i = HEADER; i < r.length; i += 3) {
            n += r[i] == what ? 1 : 0;
        }
        int[] out = new int[n];
        n = 0;
        for (int i = HEADER; i < r.length; i += 3) {
            if (r[i] == what) {
                out[n++] = r[i + 1];
            }
        }
        return out;
    }
}
