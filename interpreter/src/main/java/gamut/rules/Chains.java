package gamut.rules;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.board.Board;
import gamut.core.Move;
import java.util.Arrays;

/**
 * Builds compound moves while a move program runs: the landings of a chain ({@code chain { ...
 * land ... }}) and the effects the program records (captures, changes of kind or owner). A landing
 * really moves the piece on the board, so that the rest of the chain sees it where it stands, and
 * runs the chain's body again from there; when that run records no move, the path so far is a move.
 * Every change is taken back when the landing returns.
 */
public final class Chains {
    private final Gen g;
    /** The game's numbered compound moves (set by the engine). */
    private CompoundMoves table;
    /** Landings and effects recorded in the current branch, three ints each. */
    private int[] effects = new int[48];
    private int length;
    /** Where the moving piece stands while a chain runs: the origin until it first lands. */
    private int at = -1;
    /** The body of the chain under way, run again from each landing; null outside a chain. */
    private Op body;
    private int landings;
    /** Where the effects recorded since the last landing begin (captures 'now' go as the piece lands). */
    private int sinceLanding;
    private int[][] savedLocals = new int[8][];
    /**
     * The variables declared before the chain hold the locals' slots below this; each landing's run
     * keeps its own values of them, which {@link #chainStart} and {@link #savedLocals} hold for each depth.
     */
    private int outer;
    private int[] chainStart = new int[0];
    /**
     * The landings explored in this run, each as what was recorded up to it and the variables: a
     * program that reaches the same landing twice the same way (two alternatives alike) explores it
     * once, so that doubled alternatives cost twice, not twice at every landing of the chain.
     */
    private final Landings explored = new Landings();
    /** Whether the chain under way is distinct ('chain distinct'), and the cells it has landed on. */
    private boolean distinct;
    private final CellMarks reached = new CellMarks();

    Chains(Gen g) {
        this.g = g;
    }

    public void setTable(CompoundMoves table) {
        this.table = table;
    }

    void newOrigin() {
        explored.clear();
        length = 0;
        sinceLanding = 0;
        at = g.origin;
    }

    /** Whether the branch has recorded landings or effects, so that its moves must be compound. */
    public boolean building() {
        return length > 0;
    }

    /** How many ints of effects the branch holds: a loop round puts it back when it ends. */
    public int mark() {
        return length;
    }

    public void reset(int mark) {
        length = mark;
    }

    /** Records an effect of the move being built. */
    public void record(int what, int cell, int argument) {
        if (length + 3 > effects.length) {
            effects = Arrays.copyOf(effects, effects.length * 2);
        }
        effects[length] = what;
        effects[length + 1] = cell;
        effects[length + 2] = argument;
        length += 3;
    }

    /** Whether the move being built captures the pieces on the cell already. */
    public boolean captured(int cell) {
        return records(CompoundMoves.CAPTURE, cell) || records(CompoundMoves.INTO, cell);
    }

    /** Whether the move being built has an effect of this kind on the cell already. */
    public boolean records(int what, int cell) {
        for (int i = 0; i < length; i += 3) {
            if (effects[i] == what && effects[i + 1] == cell) {
                return true;
            }
        }
        return false;
    }

    /** Whether the moving piece started from the cell or has landed on it in the move being built. */
    public boolean visited(int cell) {
        if (cell >= 0 && cell == g.origin || distinct && reached.has(cell)) {
            return true;
        }
        for (int i = 0; i < length; i += 3) {
            if (effects[i] == CompoundMoves.LAND && effects[i + 1] == cell) {
                return true;
            }
        }
        return false;
    }

    private int[] record = new int[64];

    /** The move built so far, ending on {@code last} (a landing added unless the piece is there). */
    public void emit(int kind, int last) {
        boolean drop = kind == Move.DROP;
        boolean extra = last >= 0 && (drop || last != at);
        if (!drop && !extra && length == 3 && effects[0] == CompoundMoves.LAND) {
            // One landing and nothing else is the plain move there, the one a 'move' right after
            // 'land' records: recorded as that, so that the path is listed once, not twice.
            g.emit(Move.encode(Move.MOVE, g.origin, last, g.program, g.die), last, Move.MOVE);
            return;
        }
        int size = CompoundMoves.HEADER + length + (extra ? 3 : 0);
        if (record.length < size) {
            record = new int[Math.max(size, record.length * 2)];
        }
        // Built in a buffer kept for the next move: a move met before is found without a copy.
        int[] r = record;
        r[0] = kind;
        r[1] = drop ? Move.NONE : g.origin;
        r[2] = g.program;
        r[3] = g.die;
        int i = CompoundMoves.HEADER;
        if (extra && drop) {
            // A dropped piece is placed first; what the program recorded follows.
            r[i++] = CompoundMoves.LAND;
            r[i++] = last;
            r[i++] = 0;
        }
        System.arraycopy(effects, 0, r, i, length);
        if (extra && !drop) {
            int end = size - 3;
            r[end] = CompoundMoves.LAND;
            r[end + 1] = last;
            r[end + 2] = 0;
        }
        g.emitOnce(table.intern(r, size));
    }

    /** Runs a chain: its body from the piece's cell, with every landing running it again. */
    public boolean chain(Op chainBody, boolean once, int outerSlots) {
        Op saved = body;
        body = chainBody;
        outer = outerSlots;
        if (chainStart.length != g.locals.length) {
            chainStart = new int[g.locals.length];
        }
        System.arraycopy(g.locals, 0, chainStart, 0, chainStart.length);
        if (once) {
            reached.start(g.board.cells());
            reached.add(g.origin);
        }
        distinct = once;
        int cursor = g.cursor;
        g.cursor = g.origin;
        at = g.origin;
        int mark = length;
        chainBody.exec(g);
        length = mark;
        body = saved;
        distinct = false;
        g.cursor = cursor;
        return true;
    }

    /** {@code land}: the piece lands on the cursor's cell and the chain goes on from there. */
    public boolean land() {
        int cell = g.cursor;
        if (cell < 0 || body == null || at < 0) {
            return false;
        }
        if (distinct) {
            return reached.add(cell) && landOnce(cell);
        }
        if (landings >= Limits.LANDINGS) {
            throw new GamutException("a move lands more than " + Limits.LANDINGS
                    + " times: does its chain go round in circles? ('verify not visited' stops that)");
        }
        int mark = length;
        record(CompoundMoves.LAND, cell, 0);
        if (!explored.add(effects, length, g.locals, g.die)) {
            // Explored already, and a landing always records a move (its own path, or longer ones).
            length = mark;
            g.recorded++;
            backToRunStart();
            return true;
        }
        Board b = g.board;
        int boardMark = b.mark();
        long hash = b.hash();
        for (int i = sinceLanding; i < mark; i += 3) {
            if (effects[i] == CompoundMoves.CAPTURE && effects[i + 2] == 1) {
                b.capture(effects[i + 1], g.mover);
            }
        }
        int from = at;
        carry(b, from, cell);
        int savedSince = sinceLanding;
        sinceLanding = length;
        at = cell;
        int[] locals = saveLocals();
        int die = g.die;
        long before = g.recorded;
        landings++;
        try {
            g.cursor = cell;
            body.exec(g);
            if (g.recorded == before) {
                emit(Move.MOVE, cell);
            }
        } finally {
            landings--;
            System.arraycopy(locals, 0, g.locals, 0, locals.length);
            backToRunStart();
            g.die = die;
            at = from;
            sinceLanding = savedSince;
            length = mark;
            b.undoTo(boardMark);
            b.restoreHash(hash);
            g.cursor = cell;
        }
        return true;
    }

    /** Lifts the piece standing on {@code from} and lands it on {@code cell}, flags and all. */
    private void carry(Board b, int from, int cell) {
        int owner = b.owner[from];
        int type = b.piece[from];
        int flags = b.flags[from];
        b.lower(from);
        b.land(cell, owner, type, flags, g.mover);
    }

    /**
     * A landing of a distinct chain: the piece stands on the cell while the body runs from there,
     * and nothing is recorded, so that a 'move' there is the plain move from the origin. Each cell
     * is landed on once, so the chain is as deep as the cells it reaches at most.
     */
    private boolean landOnce(int cell) {
        Board b = g.board;
        int boardMark = b.mark();
        long hash = b.hash();
        int from = at;
        carry(b, from, cell);
        at = cell;
        int[] locals = saveLocals();
        int die = g.die;
        landings++;
        try {
            g.cursor = cell;
            body.exec(g);
        } finally {
            landings--;
            System.arraycopy(locals, 0, g.locals, 0, locals.length);
            backToRunStart();
            g.die = die;
            at = from;
            b.undoTo(boardMark);
            b.restoreHash(hash);
            g.cursor = cell;
        }
        return true;
    }

    /**
     * The chain backs up from a landing: the variables declared before the chain go back to their
     * values when the run that landed began (at the cell it landed from), so that what one branch
     * set for its landing is not seen by the next branch.
     */
    private void backToRunStart() {
        int[] start = landings == 0 ? chainStart : savedLocals[landings - 1];
        System.arraycopy(start, 0, g.locals, 0, outer);
    }

    private int[] saveLocals() {
        if (landings >= savedLocals.length) {
            savedLocals = Arrays.copyOf(savedLocals, landings * 2);
        }
        int[] copy = savedLocals[landings];
        if (copy == null || copy.length != g.locals.length) {
            copy = savedLocals[landings] = new int[g.locals.length];
        }
        System.arraycopy(g.locals, 0, copy, 0, copy.length);
        return copy;
    }
}
