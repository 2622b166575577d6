package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.check.Builtin;
import gamut.check.ResolvedNames;
import gamut.check.RuleSet;
import gamut.core.Geometry;
import gamut.rules.ChainOps;
import gamut.rules.LoopOps;
import gamut.rules.Eval;
import gamut.rules.Op;
import gamut.rules.StatementNodes;
import gamut.rules.Sowing;
import gamut.rules.Tracks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compiles the statements of programs into trees of {@link Op} nodes, block by block, trying the
 * {@link Fusions} first; loops go over directions (constant, or per player for relative ones), over
 * cells (listed, or zones, optionally filtered) or over the dice.
 */
final class Statements {
    private final RuleSet set;
    private final Scopes scopes;
    private final Expressions expressions;
    private final Tables tables;
    private final Unsupported unsupported;
    private final Fusions fusions;
    private final Sites sites;
    private boolean exits;
    private boolean places;
    /** Whether the program being compiled is an after-program, whose captures and changes happen at once. */
    private boolean after;
    /** Whether it records landings or effects in its moves: then each loop round drops what it recorded. */
    private boolean recording;
    /** Whether a sowing's block is being compiled: all it records is part of the one sowing, loops included. */
    private boolean sowing;

    Statements(RuleSet set, Scopes scopes, Expressions expressions, Tables tables, Unsupported unsupported, Sites sites) {
        this.sites = sites;
        this.set = set;
        this.scopes = scopes;
        this.expressions = expressions;
        this.tables = tables;
        this.unsupported = unsupported;
        this.fusions = new Fusions(set.geometry(), set.players().size(), scopes, expressions, this::block, this::round);
    }

    /** Whether any program puts neutral pieces on the board ('place'). */
    boolean places() {
        return places;
    }

    /** Whether any program takes pieces off the board. */
    boolean exits() {
        return exits;
    }

    /** Compiles a whole program: a move or drops program, or an after-program. */
    Op program(Block body, boolean afterProgram) {
        after = afterProgram;
        recording = !afterProgram && Recording.in(body, tables.tracks().passesTwice());
        try {
            return block(body);
        } finally {
            after = false;
            recording = false;
        }
    }

    /** A loop's body, or an alternative: one that records effects forgets them when it ends. */
    Op round(Op body) {
        return recording && !sowing ? ChainOps.scoped(body) : body;
    }

    Op block(Block block) {
        int saved = scopes.open();
        List<Op> ops = new ArrayList<>();
        List<Stmt> statements = block.statements();
        for (int i = 0; i < statements.size(); i++) {
            Op jump = recording ? null : fusions.exactJump(statements, i);
            if (jump != null) {
                ops.add(jump);
                i += 3;
                continue;
            }
            Op op = fusions.stepTest(statements, i);
            if (op != null) {
                i++;
            } else {
                op = statement(statements.get(i));
            }
            if (op != null) {
                ops.add(op);
            }
        }
        scopes.close(saved);
        return ops.isEmpty() ? g -> true : StatementNodes.block(ops.toArray(Op[]::new));
    }

    private Eval expr(Expr e) {
        return expressions.expr(e);
    }

    private Op statement(Stmt s) {
        Geometry geo = set.geometry();
        if (s instanceof Stmt.Step st) {
            Integer d = expressions.constant(st.direction());
            return d != null ? StatementNodes.stepConst(geo.nextTable(), geo.directions(), d)
                    : StatementNodes.stepVar(geo.nextTable(), geo.directions(), expr(st.direction()));
        } else if (s instanceof Stmt.Verify v) {
            int test = fusions.cellTest(v.condition());
            return test >= 0 ? StatementNodes.verifyTest(test, fusions.neutral()) : StatementNodes.verify(expr(v.condition()));
        } else if (s instanceof Stmt.Repeat r) {
            Op fused = fusions.repeatStepTest(r);
            return fused != null ? fused : LoopOps.repeat(expr(r.times()), block(r.body()));
        } else if (s instanceof Stmt.While w) {
            // A condition that reads no variable, in a loop no 'break' can leave, holds for ever once
            // a round leaves the cursor, the board and the move being built as they were.
            boolean stuckIfStill = !Variables.read(w.condition(), scopes) && !Variables.breaks(w.body());
            return LoopOps.loop(expr(w.condition()), block(w.body()), stuckIfStill);
        } else if (s instanceof Stmt.For f) {
            return forEach(f);
        } else if (s instanceof Stmt.If i) {
            if (i.condition() instanceof Expr.BoolLit lit && i.otherwise() == null) {
                return lit.value() ? block(i.then()) : null;
            }
            return StatementNodes.ifElse(expr(i.condition()), block(i.then()), i.otherwise() == null ? null : block(i.otherwise()));
        } else if (s instanceof Stmt.Let l) {
            Eval value = expr(l.value());
            Integer existing = scopes.lookup(l.name().text());
            return StatementNodes.let(existing != null ? existing : scopes.declare(l.name().text()), value);
        } else if (s instanceof Stmt.Goto g) {
            return StatementNodes.jump(expr(g.cell()));
        } else if (s instanceof Stmt.MoveHere) {
            return StatementNodes.emitMove(recording);
        } else if (s instanceof Stmt.DropHere) {
            return StatementNodes.emitDrop();
        } else if (s instanceof Stmt.ExitBoard) {
            exits = true;
            return StatementNodes.emitExit();
        } else if (s instanceof Stmt.Remove r) {
            return StatementNodes.emitRemove(r.toReserve());
        } else if (s instanceof Stmt.Advance a) {
            Tracks tracks = tables.tracks();
            int track = a.track() == null ? 0 : tracks.index(a.track().text());
            return StatementNodes.advance(tracks, track, expr(a.steps()));
        } else if (s instanceof Stmt.Use u) {
            return StatementNodes.use(expr(u.die()));
        } else if (s instanceof Stmt.Chain c) {
            return ChainOps.chain(round(block(c.body())), c.distinct(), scopes.inUse());
        } else if (s instanceof Stmt.Land) {
            return ChainOps.land();
        } else if (s instanceof Stmt.Sow w) {
            Tracks tracks = tables.tracks();
            boolean saved = sowing;
            sowing = true;
            Op body = w.body() == null ? null : block(w.body());
            sowing = saved;
            return Sowing.sow(tracks, tracks.index(w.track().text()), w.filter() == null ? null : expr(w.filter()), body);
        } else if (s instanceof Stmt.Again) {
            return after ? sites.counted(s, Sowing.againNow()) : Sowing.recordAgain();
        } else if (s instanceof Stmt.Break) {
            return StatementNodes.leave();
        }
        return after ? sites.counted(s, effect(s)) : effect(s);
    }

    /**
     * Captures, flags and changes of kind or owner: at once in an after-program, recorded in the
     * move (and made with it) in a move program.
     */
    private Op effect(Stmt s) {
        if (s instanceof Stmt.Capture c) {
            Eval at = c.at() == null ? g -> g.cursor : expr(c.at());
            if (c.into() != null) {
                Eval into = into(c.into());
                return after ? Sowing.intoNow(at, into) : Sowing.recordInto(at, into);
            }
            if (!after) {
                return ChainOps.recordCapture(at, c.now());
            }
            return g -> {
                g.board.capture(at.eval(g), g.mover);
                return true;
            };
        } else if (s instanceof Stmt.Promote p) {
            // A piece type named, or a variable holding one ('for t in queen rook { promote to t ... }').
            String piece = p.piece().text();
            Eval type = expr(expressions.written(p.piece().pos(), piece, scopes.lookup(piece) != null
                    ? ResolvedNames.LOCAL : new ResolvedNames.Declared(set.resolve(piece))));
            if (!after) {
                return ChainOps.recordPromote(p.at() == null ? null : expr(p.at()), type);
            }
            return ChainOps.promoteNow(p.at() == null ? g -> g.origin : expr(p.at()), type);
        } else if (s instanceof Stmt.Place p) {
            places = true;
            int type = set.pieceIndex(p.piece().text());
            Eval at = p.at() == null ? g -> g.cursor : expr(p.at());
            Eval owner = p.owner() == null ? null : expr(p.owner());
            return after ? ChainOps.placeNow(at, type, owner) : ChainOps.recordPlace(at, type);
        } else if (s instanceof Stmt.Flip f) {
            Eval at = f.at() == null ? g -> g.cursor : expr(f.at());
            Eval player = f.player() == null ? g -> g.mover : expr(f.player());
            return after ? ChainOps.flipNow(at, player) : ChainOps.recordFlip(at, player);
        } else if (s instanceof Stmt.SetFlag f) {
            int flag = set.flagIndex(f.flag().text());
            boolean value = f.value();
            Eval at = f.at() == null ? g -> g.origin : expr(f.at());
            return g -> {
                g.board.setFlag(at.eval(g), flag, value);
                return true;
            };
        }
        return null;
    }

    /** Where 'capture ... into' sends the pieces: a cell, or the mover's one cell of a zone (a store). */
    private Eval into(Expr e) {
        RuleSet.Symbol sym = e instanceof Expr.NameRef n && expressions.meaning(n) instanceof ResolvedNames.Declared d
                ? d.symbol() : null;
        if (sym == null || sym.kind() != RuleSet.SymbolKind.ZONE) {
            return expr(e);
        }
        int players = set.players().size();
        int[] cell = new int[players];
        for (int p = 0; p < players; p++) {
            cell[p] = tables.zoneCells(sym.index(), p)[0];
        }
        return g -> cell[g.mover];
    }

    /** Loops over directions, cells or the dice; over cells, each iteration starts with the cursor on the cell. */
    private Op forEach(Stmt.For f) {
        int players = set.players().size();
        List<ResolvedNames.Meaning> names = new ArrayList<>();
        boolean cells = false;
        for (Expr item : f.items()) {
            ResolvedNames.Meaning name = namedItem(item);
            if (isBuiltin(name, Builtin.DICE)) {
                return diceLoop(f, item);
            }
            if (Expressions.isGroup(item)) {
                return groupLoop(f, (Expr.Call) item);
            }
            if (name == null) {
                return computedLoop(f);
            }
            names.add(name);
        }
        int[][] values = valuesOf(names);
        for (ResolvedNames.Meaning name : names) {
            cells |= isCells(name);
        }
        boolean same = true;
        for (int p = 1; p < players; p++) {
            same &= Arrays.equals(values[p], values[0]);
        }
        // Piece types are not unrolled: the copies would write a direction's name in their place.
        boolean kinds = names.stream().anyMatch(n -> isDeclared(n, RuleSet.SymbolKind.PIECE));
        // A loop over a computed value inside is not unrolled: its copies would be new loops the
        // checker never saw, so the compiler could not tell whether they go over cells.
        Op unrolled = !cells && !kinds && same && !hasComputedLoop(f.body()) ? fusions.unrolled(f, values[0]) : null;
        return unrolled != null ? unrolled : loop(f, values, cells, same);
    }

    /** Whether a loop at any depth of the block goes over a computed value. */
    private boolean hasComputedLoop(Block block) {
        for (Stmt st : block.statements()) {
            if (st instanceof Stmt.For inner && inner.items().stream().anyMatch(i -> namedItem(i) == null)) {
                return true;
            }
            List<Block> inside = new ArrayList<>();
            if (st instanceof Stmt.For inner) {
                inside.add(inner.body());
            } else if (st instanceof Stmt.Repeat r) {
                inside.add(r.body());
            } else if (st instanceof Stmt.While w) {
                inside.add(w.body());
            } else if (st instanceof Stmt.Chain c) {
                inside.add(c.body());
            } else if (st instanceof Stmt.If i) {
                inside.add(i.then());
                if (i.otherwise() != null) {
                    inside.add(i.otherwise());
                }
            }
            for (Block b : inside) {
                if (hasComputedLoop(b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many rounds a 'for' runs at most (the most over the players); -1 when its values are worked out as it runs. */
    int loopRounds(Stmt.For f) {
        List<ResolvedNames.Meaning> names = new ArrayList<>();
        for (Expr item : f.items()) {
            ResolvedNames.Meaning name = namedItem(item);
            if (name == null || isBuiltin(name, Builtin.DICE)) {
                return -1;
            }
            names.add(name);
        }
        return Arrays.stream(valuesOf(names)).mapToInt(v -> v.length).max().orElse(0);
    }

    /**
     * The cells a loop over cells visits, for each player, or null for a loop over other things
     * or over computed values.
     */
    int[][] loopCells(Stmt.For f) {
        List<ResolvedNames.Meaning> names = new ArrayList<>();
        for (Expr item : f.items()) {
            ResolvedNames.Meaning name = namedItem(item);
            if (name == null || isBuiltin(name, Builtin.DICE) || !isCells(name)) {
                return null;
            }
            names.add(name);
        }
        return valuesOf(names);
    }

    /** The directions a loop over named directions visits, for each player; null for a loop over anything else. */
    int[][] loopDirections(Stmt.For f) {
        List<ResolvedNames.Meaning> names = new ArrayList<>();
        for (Expr item : f.items()) {
            ResolvedNames.Meaning name = namedItem(item);
            boolean direction = isBuiltin(name, Builtin.ALL_DIRECTIONS) || isDeclared(name, RuleSet.SymbolKind.DIRECTION)
                    || isDeclared(name, RuleSet.SymbolKind.RELATIVE_DIRECTIONS);
            if (!direction) {
                return null;
            }
            names.add(name);
        }
        return valuesOf(names);
    }

    /** A statement compiled on its own, in the scopes open now (a check before a program's loops). */
    Op single(Stmt s) {
        return statement(s);
    }

    /**
     * One round of a loop over cells, standing alone: the cursor on the round's cell, the variable
     * set to it, the filter and the body run as the loop runs them.
     */
    Op loopRound(Stmt.For f) {
        int saved = scopes.open();
        int slot = scopes.declare(f.variable().text());
        Eval filter = f.filter() == null ? null : expr(f.filter());
        Op body = block(f.body());
        scopes.close(saved);
        return StatementNodes.round(slot, filter, body);
    }

    /** Whether a named loop item stands for cells (a cell, a zone, every cell) rather than directions. */
    private static boolean isCells(ResolvedNames.Meaning name) {
        return isBuiltin(name, Builtin.ALL_CELLS) || isDeclared(name, RuleSet.SymbolKind.ZONE)
                || isDeclared(name, RuleSet.SymbolKind.CELL);
    }

    /**
     * What a loop item stands for, when it names declared things, every cell or direction, or the
     * dice (as the checker found it); null for a computed item.
     */
    private ResolvedNames.Meaning namedItem(Expr item) {
        if (!(item instanceof Expr.NameRef n)) {
            return null;
        }
        ResolvedNames.Meaning name = expressions.meaning(n);
        boolean named = name instanceof ResolvedNames.Declared || isBuiltin(name, Builtin.DICE)
                || isBuiltin(name, Builtin.ALL_DIRECTIONS) || isBuiltin(name, Builtin.ALL_CELLS);
        return named ? name : null;
    }

    private static boolean isBuiltin(ResolvedNames.Meaning name, Builtin builtin) {
        return name instanceof ResolvedNames.Of of && of.builtin() == builtin;
    }

    private static boolean isDeclared(ResolvedNames.Meaning name, RuleSet.SymbolKind kind) {
        return name instanceof ResolvedNames.Declared d && d.symbol().kind() == kind;
    }

    /** The values the named items stand for, for each player in turn, in the order written. */
    private int[][] valuesOf(List<ResolvedNames.Meaning> names) {
        List<List<Integer>> perPlayer = new ArrayList<>();
        for (int p = 0; p < set.players().size(); p++) {
            perPlayer.add(new ArrayList<>());
        }
        names.forEach(name -> addValues(name, perPlayer));
        return perPlayer.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /** Adds the values a loop item stands for, for each player. */
    private void addValues(ResolvedNames.Meaning name, List<List<Integer>> perPlayer) {
        Geometry geo = set.geometry();
        if (isBuiltin(name, Builtin.ALL_DIRECTIONS)) {
            for (int d = 0; d < geo.directions(); d++) {
                addAll(perPlayer, d);
            }
            return;
        }
        if (isBuiltin(name, Builtin.ALL_CELLS)) {
            for (int c = 0; c < geo.cells(); c++) {
                addAll(perPlayer, c);
            }
            return;
        }
        RuleSet.Symbol sym = ((ResolvedNames.Declared) name).symbol();
        for (int p = 0; p < perPlayer.size(); p++) {
            List<Integer> values = perPlayer.get(p);
            switch (sym.kind()) {
                case RELATIVE_DIRECTIONS -> Arrays.stream(set.relativeDirections()[sym.index()][p]).forEach(values::add);
                case ZONE -> Arrays.stream(tables.zoneCells(sym.index(), p)).forEach(values::add);
                default -> values.add(sym.index());
            }
        }
    }

    private static void addAll(List<List<Integer>> perPlayer, int value) {
        perPlayer.forEach(list -> list.add(value));
    }

    private Op loop(Stmt.For f, int[][] values, boolean cells, boolean same) {
        int saved = scopes.open();
        int slot = scopes.declare(f.variable().text());
        Eval filter = f.filter() == null ? null : expr(f.filter());
        Op body = round(block(f.body()));
        scopes.close(saved);
        if (cells) {
            return StatementNodes.forEachCell(slot, values, filter, body);
        }
        return same ? StatementNodes.forEach(slot, values[0], body) : StatementNodes.forEachOfMover(slot, values, body);
    }

    /**
     * A loop with a computed item (a variable, here, origin, opposite(d), ...): its values are
     * worked out each time the loop starts, named items giving the mover's values as usual.
     */
    private Op computedLoop(Stmt.For f) {
        int n = f.items().size();
        int[][][] named = new int[n][][];
        Eval[] computed = new Eval[n];
        for (int i = 0; i < n; i++) {
            ResolvedNames.Meaning name = namedItem(f.items().get(i));
            if (name != null) {
                named[i] = valuesOf(List.of(name));
            } else {
                computed[i] = expr(f.items().get(i));
            }
        }
        int saved = scopes.open();
        int slot = scopes.declare(f.variable().text());
        Eval filter = f.filter() == null ? null : expr(f.filter());
        Op body = round(block(f.body()));
        scopes.close(saved);
        return LoopOps.computed(slot, named, computed, set.cellLoops().contains(f), filter, body);
    }

    /** {@code for c in group(x)}: the only item of its loop (the checker sees to it). */
    private Op groupLoop(Stmt.For f, Expr.Call item) {
        Eval from = expr(item.args().get(0));
        int saved = scopes.open();
        int slot = scopes.declare(f.variable().text());
        Eval filter = f.filter() == null ? null : expr(f.filter());
        Op body = round(block(f.body()));
        scopes.close(saved);
        return LoopOps.group(expressions.newCellSet(), from, slot, filter, body);
    }

    /** {@code for die in dice}: the only item of its loop. */
    private Op diceLoop(Stmt.For f, Expr item) {
        if (f.items().size() != 1) {
            unsupported.report(item.pos(), "loops over the dice and something else");
            return null;
        }
        int saved = scopes.open();
        int slot = scopes.declare(f.variable().text());
        Op body = round(block(f.body()));
        scopes.close(saved);
        return StatementNodes.forEachDie(slot, body);
    }
}
