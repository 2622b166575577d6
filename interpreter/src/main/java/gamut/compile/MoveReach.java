package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.check.Builtin;
import gamut.check.RuleSet;
import gamut.core.Geometry;
import gamut.rules.ReachTable;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Works out a move program's {@link ReachTable}: the program is run on sets of cells instead of a
 * board. Each statement takes the set of cells the cursor could be on to the set it could be on
 * after: a step moves every cell of the set, a condition keeps the set whole (it could go either
 * way), a loop runs its body until the set grows no more, and a move adds the set to the cells
 * reached. A variable set by {@code let} holds every cell it is ever given. Whatever the reading
 * cannot follow (a goto to a worked-out cell, a chain, a track, sowing) leaves the program without
 * a table, to be run from every piece as before.
 *
 * <p>The same run also gathers the cells a run could read: every cell the cursor could stand on
 * and every cell an expression names. Where a program reads nothing else of the position (no
 * count, no last move, no question that generates), a change to a cell outside that set cannot
 * change what the program does from that origin ({@link ReachTable#reads}).
 */
final class MoveReach {
    /**
     * The most bits a table may take (players x cells x cells): 2 MiB, a board of about 2,900 cells
     * for two players. Past it the program keeps no table, which changes its speed, not its moves.
     */
    static final long MOST_BITS = 1L << 24;

    /** A construct the reading does not follow. */
    private static final class Unknown extends RuntimeException {
        Unknown() {
            super(null, null, false, false);
        }
    }

    /** The value of a loop's variable that is neither a cell nor a direction. */
    private static final Object OTHER = new Object();

    private final RuleSet set;
    private final Statements statements;
    private final Tables tables;
    private final int[] next;
    private final int directions;
    private final int cells;
    private final int words;

    private int player;
    private long[] reached;
    /** The cells this run could read, and whether it reads only cells (no count, no last move). */
    private long[] read;
    private boolean readsCells;
    /** Loop variables bound now, innermost last: a direction (Integer), cells (long[]) or OTHER. */
    private final Deque<Map.Entry<String, Object>> bound = new ArrayDeque<>();
    /** What each 'let' variable was given anywhere in the run; those given something else than cells. */
    private final Map<String, long[]> lets = new HashMap<>();
    private final Set<String> notCells = new HashSet<>();
    private boolean letsGrew;
    /** The cells a 'break' left its loop from. */
    private long[] breaks;

    MoveReach(RuleSet set, Statements statements, Tables tables) {
        this.set = set;
        this.statements = statements;
        this.tables = tables;
        Geometry geo = set.geometry();
        this.next = geo.nextTable();
        this.directions = geo.directions();
        this.cells = geo.cells();
        this.words = (cells + 63) >>> 6;
    }

    /** The program's table, or null when the board is too large or the program not followed. */
    ReachTable of(Block body) {
        int players = set.players().size();
        if ((long) players * cells * cells > MOST_BITS) {
            return null;
        }
        long[] bits = new long[(int) (((long) players * cells * cells + 63) >>> 6)];
        long[] reads = new long[players * cells * words];
        readsCells = true;
        try {
            for (player = 0; player < players; player++) {
                for (int origin = 0; origin < cells; origin++) {
                    long[] from = new long[words];
                    set(from, origin);
                    read = new long[words];
                    long[] cellsReached = run(body, from);
                    int base = (player * cells + origin) * cells;
                    for (int c = nextSet(cellsReached, 0); c >= 0; c = nextSet(cellsReached, c + 1)) {
                        int i = base + c;
                        bits[i >>> 6] |= 1L << i;
                    }
                    System.arraycopy(read, 0, reads, (player * cells + origin) * words, words);
                }
            }
        } catch (Unknown e) {
            return null;
        }
        return new ReachTable(bits, readsCells ? reads : null, cells);
    }

    /** The cells one run from the cells reaches, the 'let' variables read at their fullest. */
    private long[] run(Block body, long[] from) {
        lets.clear();
        notCells.clear();
        do {
            letsGrew = false;
            reached = new long[words];
            breaks = new long[words];
            bound.clear();
            block(body, from);
        } while (letsGrew);
        return reached;
    }

    private long[] block(Block b, long[] in) {
        long[] s = in;
        for (Stmt st : b.statements()) {
            s = statement(st, s);
        }
        return s;
    }

    private long[] statement(Stmt s, long[] in) {
        orInto(read, in);
        reads(s, in);
        if (s instanceof Stmt.Step st) {
            return step(in, direction(st.direction()));
        } else if (s instanceof Stmt.Verify || s instanceof Stmt.Promote || s instanceof Stmt.Flip
                || s instanceof Stmt.Place || s instanceof Stmt.SetFlag || s instanceof Stmt.Use
                || s instanceof Stmt.Again || s instanceof Stmt.Remove || s instanceof Stmt.ExitBoard) {
            // None of these moves the cursor or takes a piece on a cell.
            return in;
        } else if (s instanceof Stmt.While w) {
            long[] out = loop(w.body(), in);
            reads(w.condition(), out);
            return out;
        } else if (s instanceof Stmt.Repeat r) {
            return loop(r.body(), in);
        } else if (s instanceof Stmt.For f) {
            return forEach(f, in);
        } else if (s instanceof Stmt.If i) {
            long[] out = block(i.then(), in);
            return union(out, i.otherwise() == null ? in : block(i.otherwise(), in));
        } else if (s instanceof Stmt.Let l) {
            let(l.name().text(), l.value(), in);
            return in;
        } else if (s instanceof Stmt.Goto g) {
            return cellsOf(g.cell(), in);
        } else if (s instanceof Stmt.MoveHere || s instanceof Stmt.DropHere) {
            orInto(reached, in);
            return in;
        } else if (s instanceof Stmt.Capture c) {
            orInto(reached, c.at() == null ? in : cellsOf(c.at(), in));
            if (c.into() != null) {
                orInto(reached, cellsOf(c.into(), in));
            }
            return in;
        } else if (s instanceof Stmt.Break) {
            orInto(breaks, in);
            return new long[words];
        }
        // A chain, a track, sowing: not followed.
        throw new Unknown();
    }

    /**
     * What the statement's expressions read, with the cursor on one of {@code here}: the cells they
     * name go into the read set, and a question that is not about cells makes the program's reads
     * unknown. Statements that the reach does not follow are left to it (it gives up on them).
     */
    private void reads(Stmt s, long[] here) {
        if (s instanceof Stmt.Verify v) {
            reads(v.condition(), here);
        } else if (s instanceof Stmt.Repeat r) {
            reads(r.times(), here);
        } else if (s instanceof Stmt.If i) {
            reads(i.condition(), here);
        } else if (s instanceof Stmt.Let l) {
            reads(l.value(), here);
        } else if (s instanceof Stmt.For f) {
            f.items().forEach(item -> reads(item, here));
            reads(f.filter(), loopCellsOr(f, here));
        } else if (s instanceof Stmt.Goto g) {
            readCells(g.cell(), here);
        } else if (s instanceof Stmt.Capture c) {
            readCells(c.at(), here);
            readCells(c.into(), here);
        } else if (s instanceof Stmt.Promote p) {
            readCells(p.at(), here);
        } else if (s instanceof Stmt.SetFlag f) {
            readCells(f.at(), here);
        } else if (s instanceof Stmt.Place || s instanceof Stmt.Flip || s instanceof Stmt.Use
                || s instanceof Stmt.Remove || s instanceof Stmt.ExitBoard) {
            // Placing, turning and dice are not followed in the reads.
            readsCells = false;
        }
    }

    /** The cells a 'for' over cells runs its filter on, or the cursor's for another loop. */
    private long[] loopCellsOr(Stmt.For f, long[] here) {
        int[][] loopCells = statements.loopDirections(f) == null ? statements.loopCells(f) : null;
        if (loopCells == null) {
            return here;
        }
        long[] out = here.clone();
        for (int c : loopCells[player]) {
            set(out, c);
        }
        return out;
    }

    /** A cell an expression names (null: the cursor's), read. */
    private void readCells(Expr e, long[] here) {
        if (e == null) {
            return;
        }
        try {
            orInto(read, cellsOf(e, here));
        } catch (Unknown u) {
            readsCells = false;
        }
    }

    private void reads(Expr e, long[] here) {
        if (e instanceof Expr.Not n) {
            reads(n.operand(), here);
        } else if (e instanceof Expr.Binary b) {
            reads(b.left(), here);
            reads(b.right(), here);
        } else if (e instanceof Expr.Call c) {
            reads(c.name().text(), c.args(), here);
        } else if (e instanceof Expr.NameRef n) {
            if (boundValue(n.name()) == null && !lets.containsKey(n.name()) && !notCells.contains(n.name())) {
                reads(n.name(), java.util.List.of(), here);
            }
        } else if (e instanceof Expr.Quantifier) {
            readsCells = false;
        }
    }

    /** A builtin's reads, as the builtin says ({@link Builtin#reads}); the cursor's cell is read already. */
    private void reads(String name, java.util.List<Expr> args, long[] here) {
        Builtin b = Builtin.find(name);
        if (b == null) {
            return;
        }
        switch (b.reads()) {
            case LOCAL -> { }
            case GIVEN_CELL -> readCells(args.get(0), here);
            case WIDER -> readsCells = false;
        }
        for (Expr a : args) {
            reads(a, here);
        }
    }

    /** A 'while' or 'repeat': its body run until the cells grow no more; a 'break' leaves it too. */
    private long[] loop(Block body, long[] in) {
        long[] outer = breaks;
        breaks = new long[words];
        long[] s = in;
        while (true) {
            long[] more = union(s, block(body, s));
            if (Arrays.equals(more, s)) {
                break;
            }
            s = more;
        }
        long[] out = union(s, breaks);
        breaks = outer;
        orInto(read, out);
        return out;
    }

    /** A 'for': each round from the same cells (a loop over cells from its cell), the cursor back after. */
    private long[] forEach(Stmt.For f, long[] in) {
        String variable = f.variable().text();
        long[] outer = breaks;
        breaks = new long[words];
        int[][] dirs = statements.loopDirections(f);
        int[][] loopCells = dirs == null ? statements.loopCells(f) : null;
        long[] out = in;
        if (dirs != null) {
            for (int d : dirs[player]) {
                round(variable, d, f.body(), in);
            }
        } else if (loopCells != null) {
            for (int c : loopCells[player]) {
                long[] one = new long[words];
                set(one, c);
                orInto(read, one);
                round(variable, one, f.body(), union(in, one));
                out = union(out, one);
            }
        } else if (f.items().stream().allMatch(item -> item instanceof Expr.NameRef n && isPieceType(n.name()))) {
            round(variable, OTHER, f.body(), in);
        } else {
            throw new Unknown();
        }
        breaks = outer;
        return out;
    }

    private void round(String variable, Object value, Block body, long[] in) {
        bound.addLast(Map.entry(variable, value));
        block(body, in);
        bound.removeLast();
    }

    private boolean isPieceType(String name) {
        RuleSet.Symbol sym = set.resolve(name);
        return sym != null && sym.kind() == RuleSet.SymbolKind.PIECE;
    }

    private void let(String name, Expr value, long[] in) {
        long[] cellsGiven;
        try {
            cellsGiven = cellsOf(value, in);
        } catch (Unknown e) {
            // A number, a truth, a direction: fine until it is used as a cell.
            notCells.add(name);
            return;
        }
        long[] had = lets.get(name);
        long[] now = had == null ? cellsGiven : union(had, cellsGiven);
        if (had == null || !Arrays.equals(had, now)) {
            lets.put(name, now);
            letsGrew = true;
        }
    }

    /** The loop variable's binding, innermost first, or null. */
    private Object boundValue(String name) {
        var it = bound.descendingIterator();
        while (it.hasNext()) {
            Map.Entry<String, Object> e = it.next();
            if (e.getKey().equals(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The cells a cell expression could name: here, a variable, a zone, a named cell. */
    private long[] cellsOf(Expr e, long[] here) {
        if (!(e instanceof Expr.NameRef n)) {
            throw new Unknown();
        }
        String name = n.name();
        Object value = boundValue(name);
        if (value != null) {
            if (value instanceof long[] c) {
                return c;
            }
            throw new Unknown();
        }
        if (notCells.contains(name)) {
            throw new Unknown();
        }
        if (lets.containsKey(name)) {
            return lets.get(name);
        }
        if (name.equals(Builtin.HERE.word())) {
            return here;
        }
        RuleSet.Symbol sym = Builtin.find(name) == null ? set.resolve(name) : null;
        long[] out = new long[words];
        if (sym != null && sym.kind() == RuleSet.SymbolKind.ZONE) {
            for (int c : tables.zoneCells(sym.index(), player)) {
                set(out, c);
            }
            return out;
        }
        if (sym != null && sym.kind() == RuleSet.SymbolKind.CELL) {
            set(out, sym.index());
            return out;
        }
        // A variable read before this pass gives it a value: the next pass reads it whole.
        if (isLetName(name)) {
            return out;
        }
        throw new Unknown();
    }

    /** A name no rule declares and no builtin has: a variable set later in the program. */
    private boolean isLetName(String name) {
        return Builtin.find(name) == null && set.resolve(name) == null;
    }

    /** The direction a step names, for the player: a loop's, a declared one, or a player's own. */
    private int direction(Expr e) {
        if (!(e instanceof Expr.NameRef n)) {
            throw new Unknown();
        }
        Object value = boundValue(n.name());
        if (value != null) {
            if (value instanceof Integer d) {
                return d;
            }
            throw new Unknown();
        }
        RuleSet.Symbol sym = Builtin.find(n.name()) == null && !lets.containsKey(n.name()) ? set.resolve(n.name()) : null;
        if (sym != null && sym.kind() == RuleSet.SymbolKind.DIRECTION) {
            return sym.index();
        }
        if (sym != null && sym.kind() == RuleSet.SymbolKind.RELATIVE_DIRECTIONS
                && set.relativeDirections()[sym.index()][player].length == 1) {
            return set.relativeDirections()[sym.index()][player][0];
        }
        throw new Unknown();
    }

    private long[] step(long[] in, int d) {
        long[] out = new long[words];
        for (int c = nextSet(in, 0); c >= 0; c = nextSet(in, c + 1)) {
            int to = next[c * directions + d];
            if (to >= 0) {
                set(out, to);
            }
        }
        orInto(read, out);
        return out;
    }

    private static void set(long[] s, int c) {
        s[c >>> 6] |= 1L << c;
    }

    private static void orInto(long[] target, long[] s) {
        for (int i = 0; i < s.length; i++) {
            target[i] |= s[i];
        }
    }

    private static long[] union(long[] a, long[] b) {
        long[] out = a.clone();
        orInto(out, b);
        return out;
    }

    private int nextSet(long[] s, int from) {
        for (int w = from >>> 6; w < s.length; w++) {
            long bits = w == from >>> 6 ? s[w] & (-1L << from) : s[w];
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }
}
