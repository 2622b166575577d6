package gamut.board;

import gamut.core.Geometry;
import java.util.Arrays;

/**
 * The pieces of a position: flat arrays per cell, counts per player, reserves and borne-off counts,
 * an incremental Zobrist hash, and a change log. Every change made while playing is logged first, so
 * {@link #undoTo} restores exactly what a move and its after-effects changed.
 *
 * <p>The arrays are read directly by compiled move programs on the hot path; only this class writes
 * them. Consumers outside the library read a position through {@code gamut.engine.State}.
 */
public final class Board {
    private final Zobrist keys;
    private final int players;
    private final int pieceTypes;
    private final int[][] cellLines;
    /** Per piece type, the type a captured piece joins its captor's reserve as ('captures go to hand'); null when none does. */
    private final int[] hand;
    /** Whether captured pieces join their owner's reserve rather than their captor's. */
    private final boolean handToOwner;
    /** 'captures stay beneath': a piece landing on others goes on top of them, which stay buried. */
    private final boolean beneath;
    private final Columns columns = new Columns();
    private static final int[] NO_LINES = {};

    /** The count of a reserve without limit: taking from it or returning to it leaves it as it is. */
    public static final int UNLIMITED = 1_000_000;

    /** Owner of each cell's pieces, -1 when empty, {@link #neutral()} for a neutral piece (no player's). */
    public final int[] owner;
    public final int[] piece;
    public final int[] height;
    public final int[] flags; // of the piece (or stack) on each cell
    /** The column of pieces buried under each cell's top stack, 0 for none ({@link Columns}). */
    public final int[] under;
    /** Per owner, how many of their pieces lie buried under a top stack. */
    public final int[] buried;
    /** How many occupied cells each line of the board holds; all 0 once {@link #stopCountingLines}. */
    public final int[] lineCount;
    /** Pieces on the board per owner, the neutral ones last (index {@code players}). */
    public final int[] onBoard;
    /** The same per owner and type: {@code owner * pieceTypes + type}, the neutral owner included. */
    public final int[] onBoardByType;
    public final int[] reserve;
    public final int[] exited;
    /** The cells topped by each owner's pieces of each type, and by stacks carrying each flag, as bits. */
    private final Occupancy occupancy;
    private long hash;
    /** The keys {@link #toggle} mixed into the hash, so that the pieces' own key can be told from it. */
    private long toggled;
    /** Counts changes to the board, so answers about one position can be reused. */
    private long version = 1;

    /** What the board was before each change while playing; read by the questions that look only at what changed. */
    final ChangeLog log = new ChangeLog();

    private final BoardQueries queries;
    /** Pieces per owner and type in the zones rules count, kept up to date; null with 'captures stay beneath'. */
    final ZoneCounts zoneCounts;

    /** {@code hand}, {@code handToOwner}: see the fields; hand is null when captured pieces leave the game. */
    public Board(Geometry geometry, Zobrist keys, int players, int pieceTypes, int zoneSlots, int[] hand,
                 boolean handToOwner, boolean beneath) {
        this.keys = keys;
        this.hand = hand == null ? null : hand.clone();
        this.handToOwner = handToOwner;
        this.beneath = beneath;
        this.players = players;
        this.pieceTypes = pieceTypes;
        int cells = geometry.cells();
        this.cellLines = new int[cells][];
        for (int c = 0; c < cells; c++) {
            cellLines[c] = geometry.linesThrough(c);
        }
        owner = new int[cells];
        piece = new int[cells];
        height = new int[cells];
        flags = new int[cells];
        under = new int[cells];
        buried = new int[players + 1];
        lineCount = new int[geometry.lines()];
        onBoard = new int[players + 1];
        onBoardByType = new int[(players + 1) * pieceTypes];
        reserve = new int[players * pieceTypes];
        occupancy = new Occupancy(cells, players + 1, pieceTypes);
        exited = new int[players];
        queries = new BoardQueries(this, geometry, players, zoneSlots);
        // Pieces buried in columns count too, and change with the columns: those boards are counted cell by cell.
        zoneCounts = beneath ? null : new ZoneCounts(cells, players + 1, pieceTypes, zoneSlots);
    }

    public int players() {
        return players;
    }

    /** The owner index of neutral pieces, which belong to no player: one past the last player. */
    public int neutral() {
        return players;
    }

    public int pieceTypes() {
        return pieceTypes;
    }

    public int cells() {
        return owner.length;
    }

    /** The hash of the pieces, reserves and borne-off counts (the engine adds side and turn parts). */
    public long hash() {
        return hash;
    }

    /** Mixes a key into the hash (the side to move, the parts of a turn played). */
    public void toggle(long key) {
        hash ^= key;
        toggled ^= key;
    }

    /** The keys {@link #toggle} mixed into the hash, put back by {@link #restoreHash(long, long)}. */
    public long toggled() {
        return toggled;
    }

    /** The hash of the pieces, reserves and borne-off counts alone: who is to move, and the rest {@link #toggle} mixes in, left out. */
    public long piecesKey() {
        return hash ^ toggled;
    }

    /** Sets the hash back to a value it had, after {@link #undoTo} (which restores the pieces); nothing was toggled since. */
    public void restoreHash(long saved) {
        hash = saved;
    }

    /** The same, the keys toggled since set back too. */
    public void restoreHash(long saved, long savedToggled) {
        hash = saved;
        toggled = savedToggled;
    }

    public long version() {
        return version;
    }

    /** Stops keeping line counts, for rules that never read them ('line_count'); every line then stays at 0. */
    public void stopCountingLines() {
        Arrays.fill(cellLines, NO_LINES);
        Arrays.fill(lineCount, 0);
    }

    /** An empty board, reserves and borne-off counts; the hash is 0; the log is emptied. */
    public void clear() {
        log.unlogged++;
        Arrays.fill(owner, -1);
        Arrays.fill(piece, 0);
        Arrays.fill(height, 0);
        Arrays.fill(flags, 0);
        Arrays.fill(under, 0);
        Arrays.fill(buried, 0);
        Arrays.fill(lineCount, 0);
        Arrays.fill(onBoard, 0);
        Arrays.fill(onBoardByType, 0);
        Arrays.fill(reserve, 0);
        Arrays.fill(exited, 0);
        occupancy.clear();
        if (zoneCounts != null) {
            zoneCounts.clear();
        }
        log.size = 0;
        version++;
        hash = 0;
        toggled = 0;
    }

    // ---- setting up (not logged)
    /** Places {@code count} pieces on a cell, replacing what stood there. */
    public void put(int cell, int who, int type, int count) {
        log.unlogged++;
        setCell(cell, count == 0 ? -1 : who, type, count, 0);
    }

    /** Sets a cell's whole content, flags included. */
    public void putCell(int cell, int who, int type, int count, int bits) {
        log.unlogged++;
        setCell(cell, who, type, count, bits);
    }

    /** Buries a stack at the bottom of what stands on the cell (set-up, not logged). */
    public void putBuried(int cell, int who, int type, int count) {
        log.unlogged++;
        setColumn(cell, owner[cell], piece[cell], height[cell], flags[cell],
                columns.atBottom(under[cell], who, type, count));
    }

    /** The stacks buried on the cell from the top down, as owner, type, height triples. */
    public int[] buriedStacks(int cell) {
        return columns.stacks(under[cell]);
    }

    /** How many pieces stand on the cell, those buried under the top stack included. */
    public int columnHeight(int cell) {
        return under[cell] == 0 ? height[cell] : height[cell] + columns.count(under[cell], -1, -1);
    }

    /** How many of the player's pieces (of the type, or any when -1) lie buried on the cell. */
    int buriedCount(int cell, int player, int type) {
        return columns.count(under[cell], player, type);
    }

    /** Sets a flag of the piece on a cell. */
    public void putFlag(int cell, int flag, boolean value) {
        log.unlogged++;
        int bits = value ? flags[cell] | (1 << flag) : flags[cell] & ~(1 << flag);
        setCell(cell, owner[cell], piece[cell], height[cell], bits);
    }

    public void setReserve(int who, int type, int count) {
        int i = who * pieceTypes + type;
        hash ^= keys.reserve(who, type, reserve[i]) ^ keys.reserve(who, type, count);
        reserve[i] = count;
    }

    public void setExited(int who, int count) {
        hash ^= keys.exited(who, exited[who]) ^ keys.exited(who, count);
        exited[who] = count;
    }

    // ---- playing (logged)
    /** Where the log stands now: {@link #undoTo} with this mark takes back every change made since. */
    public int mark() {
        return log.size;
    }

    /** Empties the log (a new line of play starts here). */
    public void forgetLog() {
        log.unlogged++;
        log.size = 0;
    }

    /** Takes back the changes logged since the mark, newest first; the caller restores the hash (counts come back without keys). */
    public void undoTo(int mark) {
        while (log.size > mark) {
            int k = --log.size;
            int i = log.index[k];
            switch (log.kind[k]) {
                case ChangeLog.CELL -> setColumn(i, log.owner[k], log.piece[k], log.height[k], log.flags[k], log.under[k]);
                case ChangeLog.RESERVE -> reserve[i] = log.owner[k];
                default -> exited[i] = log.owner[k];
            }
        }
    }

    /** One piece of the type comes out of the player's reserve; an unlimited reserve stays as it is. */
    public void takeFromReserve(int who, int type) {
        int i = who * pieceTypes + type;
        if (reserve[i] >= UNLIMITED) {
            return;
        }
        logCount(ChangeLog.RESERVE, i);
        setReserve(who, type, reserve[i] - 1);
    }

    /** One piece of the type goes back into the player's reserve (an unlimited one stays unlimited). */
    public void returnToReserve(int who, int type) {
        int i = who * pieceTypes + type;
        if (reserve[i] >= UNLIMITED) {
            return;
        }
        logCount(ChangeLog.RESERVE, i);
        setReserve(who, type, reserve[i] + 1);
    }

    /** One of the player's pieces is borne off. */
    public void bearOff(int who) {
        logCount(ChangeLog.EXITED, who);
        setExited(who, exited[who] + 1);
    }

    /** One piece leaves the cell; the rest of a stack stays with its flags, else what it buried is freed. */
    public void lower(int cell) {
        logCell(cell);
        if (height[cell] == 1) {
            vacate(cell);
        } else {
            setCell(cell, owner[cell], piece[cell], height[cell] - 1, flags[cell]);
        }
    }

    /** The top stack has left the cell: the stack buried right under it, if any, is on top now. */
    private void vacate(int cell) {
        int col = under[cell];
        if (col == 0) {
            setColumn(cell, -1, 0, 0, 0, 0);
        } else {
            setColumn(cell, columns.owner(col), columns.piece(col), columns.height(col), columns.flags(col),
                    columns.below(col));
        }
    }

    /**
     * A piece arrives: on its own kind it stacks, else it captures all there for {@code captor} (the
     * mover), or with 'captures stay beneath' buries it.
     */
    public void land(int to, int who, int type, int carried, int captor) {
        logCell(to);
        if (stacksOn(to, who, type)) {
            setCell(to, who, type, height[to] + 1, flags[to]);
        } else if (beneath && owner[to] >= 0) {
            setColumn(to, who, type, 1, carried, columns.push(owner[to], piece[to], height[to], flags[to], under[to]));
        } else {
            toHand(to, captor);
            setColumn(to, who, type, 1, carried, 0);
        }
    }

    /** Whether a piece of the player and type landing on the cell joins the stack there (else it takes it). */
    public boolean stacksOn(int to, int who, int type) {
        return owner[to] == who && piece[to] == type;
    }

    /** How many pieces a piece of the player and type takes by landing on the cell. */
    public int takenByLanding(int to, int who, int type) {
        return owner[to] < 0 || stacksOn(to, who, type) ? 0 : height[to];
    }

    /** The stack on the cell is captured by {@code captor} (the player making the move). */
    public void capture(int cell, int captor) {
        if (cell >= 0 && owner[cell] >= 0) {
            logCell(cell);
            toHand(cell, captor);
            setColumn(cell, -1, 0, 0, 0, 0);
        }
    }

    /** The stack on the cell is picked up to be sown: it leaves the board, and no one captures it. */
    public void lift(int cell) {
        capture(cell, -1);
    }

    /**
     * With 'captures go to hand', the pieces about to be captured on the cell join the captor's
     * reserve, as the kind in hand of their type, a stack as that many pieces; with 'captures go to
     * reserve', their owner's. Neutral pieces have no reserve to join, and an unlimited reserve
     * stays as it is. A captor below 0 (seeds lifted to be sown) captures nothing.
     */
    private void toHand(int cell, int captor) {
        int who = owner[cell];
        if (hand == null || captor < 0 || captor >= players || who < 0 || who == players) {
            return;
        }
        int kind = hand[piece[cell]];
        int keeper = handToOwner ? who : captor;
        int i = keeper * pieceTypes + kind;
        if (reserve[i] >= UNLIMITED) {
            return;
        }
        logCount(ChangeLog.RESERVE, i);
        // Kept below UNLIMITED, which would read as a supply without end.
        setReserve(keeper, kind, (int) Math.min((long) reserve[i] + height[cell], UNLIMITED - 1));
    }

    /** The pieces on a cell go onto another, joining a stack of their owner and kind, taking anything else (into a store). */
    public void moveAll(int from, int to) {
        if (from < 0 || to < 0 || from == to || owner[from] < 0) {
            return;
        }
        int who = owner[from];
        int type = piece[from];
        int count = height[from];
        int bits = flags[from];
        logCell(from);
        vacate(from);
        logCell(to);
        if (stacksOn(to, who, type)) {
            setCell(to, who, type, height[to] + count, flags[to]);
        } else {
            setCell(to, who, type, count, bits);
        }
    }

    /** An after-effect: a flag of the piece on the cell is set or cleared. */
    public void setFlag(int cell, int flag, boolean value) {
        if (cell >= 0 && owner[cell] >= 0) {
            int bits = value ? flags[cell] | (1 << flag) : flags[cell] & ~(1 << flag);
            if (bits != flags[cell]) {
                logCell(cell);
                setCell(cell, owner[cell], piece[cell], height[cell], bits);
            }
        }
    }

    /** A neutral piece of the type is put on the cell, capturing for {@code captor} whatever stood there. */
    public void placeNeutral(int cell, int type, int captor) {
        place(cell, players, type, captor);
    }

    /** A piece of the player's put on the cell, as {@link #placeNeutral} puts a neutral one; none for no player. */
    public void place(int cell, int who, int type, int captor) {
        if (cell >= 0 && who >= 0) {
            logCell(cell);
            toHand(cell, captor);
            setCell(cell, who, type, 1, 0);
        }
    }

    /** A change of kind: the piece (or stack) on the cell becomes pieces of the type. */
    public void changeType(int cell, int type) {
        if (cell >= 0 && owner[cell] >= 0 && piece[cell] != type) {
            logCell(cell);
            setCell(cell, owner[cell], type, height[cell], flags[cell]);
        }
    }

    /** A change of owner: the pieces on the cell go to the player. */
    public void changeOwner(int cell, int who) {
        if (cell >= 0 && who >= 0 && owner[cell] >= 0 && owner[cell] != who) {
            logCell(cell);
            setCell(cell, who, piece[cell], height[cell], flags[cell]);
        }
    }

    private void logCell(int cell) {
        log.cell(cell, owner[cell], piece[cell], height[cell], flags[cell], under[cell]);
    }

    private void logCount(int kind, int index) {
        log.count(kind, index, kind == ChangeLog.RESERVE ? reserve[index] : exited[index]);
    }

    /** Sets a cell's top stack, keeping what it buries (an emptied cell buries nothing). */
    private void setCell(int cell, int who, int type, int count, int bits) {
        setColumn(cell, who, type, count, bits, under[cell]);
    }

    /** The one writer of cell contents: keeps counts, line counts and the hash in step. */
    private void setColumn(int cell, int who, int type, int count, int bits, int col) {
        if (count <= 0 || who < 0) {
            who = -1;
            col = 0;
        }
        if (under[cell] != col) {
            // The pieces buried count as the board's, and the column is part of the position.
            hash ^= keys.buried(cell, columns.account(under[cell], -1, onBoard, onBoardByType, buried, pieceTypes))
                    ^ keys.buried(cell, columns.account(col, 1, onBoard, onBoardByType, buried, pieceTypes));
            under[cell] = col;
        }
        int oldOwner = owner[cell];
        if (oldOwner >= 0) {
            occupancy.mark(cell, oldOwner, piece[cell], flags[cell], false);
            if (zoneCounts != null && zoneCounts.watching()) {
                zoneCounts.change(cell, oldOwner, piece[cell], -height[cell]);
            }
            hash ^= keys.piece(cell, oldOwner, piece[cell], height[cell]) ^ keys.flags(cell, flags[cell]);
            onBoard[oldOwner] -= height[cell];
            onBoardByType[oldOwner * pieceTypes + piece[cell]] -= height[cell];
            if (who < 0) {
                for (int line : cellLines[cell]) {
                    lineCount[line]--;
                }
            }
        } else if (who >= 0) {
            for (int line : cellLines[cell]) {
                lineCount[line]++;
            }
        }
        if (who < 0) {
            owner[cell] = -1;
            piece[cell] = 0;
            height[cell] = 0;
            flags[cell] = 0;
        } else {
            owner[cell] = who;
            piece[cell] = type;
            height[cell] = count;
            flags[cell] = bits;
            hash ^= keys.piece(cell, who, type, count) ^ keys.flags(cell, bits);
            occupancy.mark(cell, who, type, bits, true);
            if (zoneCounts != null && zoneCounts.watching()) {
                zoneCounts.change(cell, who, type, count);
            }
            onBoard[who] += count;
            onBoardByType[who * pieceTypes + type] += count;
        }
        version++;
    }

    /** The cells of each owner's pieces and of each flag, as bits: where move generation finds the pieces it moves. */
    public Occupancy occupancy() {
        return occupancy;
    }

    // ---- questions move programs and end rules ask
    /** Counts and searches over this board (zone counts, connection, rows), answers remembered until it changes. */
    public BoardQueries ask() {
        return queries;
    }
}
