package gamut.compile;

import gamut.rules.Gen;
import gamut.rules.CellTest;
import gamut.rules.Ops;
import gamut.rules.EndRule;
import gamut.rules.DiceRules;
import gamut.rules.TurnRule;
import gamut.rules.Program;
import gamut.rules.Op;
import gamut.rules.Verdict;
import gamut.rules.Rules;
import gamut.rules.Eval;
import gamut.rules.Tracks;
import gamut.board.Geometry;
import gamut.ast.Block;
import gamut.base.Diagnostic;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Stmt;
import gamut.check.Builtin;
import gamut.check.RuleSet;
import gamut.check.Substitution;
import gamut.board.Move;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles a checked rule set into run-time rules: names become integer ids, constant directions
 * become direct lookups in the step table, and every expression a small tree of {@link Eval} nodes.
 * The checker has already reported every naming and typing mistake, so here only constructs the
 * engine cannot run yet are reported.
 */
public final class Compiler {
    private final RuleSet set;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Deque<Map<String, Integer>> scopes = new ArrayDeque<>();
    private int nextSlot;
    private int maxSlots = 1;
    private final int[][] zoneMasks;
    private final int allCellsZone;
    private int[][] zoneLists;
    private boolean exits;
    private final Tracks tracks;
    private final List<Eval> turnStart = new ArrayList<>();
    private int[][] distances;

    private Compiler(RuleSet set) {
        this.set = set;
        Geometry geo = set.geometry();
        int players = set.players().size();
        String[] trackNames = set.tracks().stream().map(RuleSet.TrackCells::name).distinct().toArray(String[]::new);
        int[][][] trackCells = new int[trackNames.length][players][0];
        boolean[][] trackOff = new boolean[trackNames.length][players];
        for (RuleSet.TrackCells t : set.tracks()) {
            int index = java.util.Arrays.asList(trackNames).indexOf(t.name());
            if (t.owner() >= 0) {
                trackCells[index][t.owner()] = t.cells();
                trackOff[index][t.owner()] = t.thenOff();
            }
        }
        tracks = new Tracks(trackNames, trackCells, trackOff, geo.cells());
        // One more zone than declared: 'cells', the whole board.
        allCellsZone = set.zoneNames().size();
        zoneMasks = new int[(allCellsZone + 1) * players][geo.cells()];
        for (int p = 0; p < players; p++) {
            java.util.Arrays.fill(zoneMasks[allCellsZone * players + p], 1);
        }
        for (RuleSet.ZoneCells z : set.zones()) {
            for (int p = 0; p < players; p++) {
                if (z.owner() < 0 || z.owner() == p) {
                    for (int c : z.cells()) {
                        zoneMasks[z.zone() * players + p][c] = 1;
                    }
                }
            }
        }
    }

    public record Result(Rules rules, List<Diagnostic> diagnostics) {}

    public static Result compile(RuleSet set) {
        Compiler c = new Compiler(set);
        Rules rules = c.build();
        return new Result(c.diagnostics.isEmpty() ? rules : null, List.copyOf(c.diagnostics));
    }

    private Rules build() {
        List<Program> programs = new ArrayList<>();
        for (RuleSet.MoveProgram p : set.programs()) {
            scopes.clear();
            nextSlot = 0;
            Op body = block(p.body());
            programs.add(new Program(p.piece(), p.groups(), p.drop(), body, maxSlots, p.chosenByOpponent()));
        }
        List<Op> afters = new ArrayList<>();
        boolean[][] applies = new boolean[set.afters().size()][set.programs().size()];
        for (int a = 0; a < set.afters().size(); a++) {
            RuleSet.AfterProgram after = set.afters().get(a);
            scopes.clear();
            nextSlot = 0;
            afters.add(block(after.body()));
            for (int p = 0; p < set.programs().size(); p++) {
                applies[a][p] = after.groups().isEmpty()
                        || set.programs().get(p).groups().stream().anyMatch(after.groups()::contains);
            }
        }
        boolean[] priority = new boolean[set.programs().size()];
        for (int p = 0; p < priority.length; p++) {
            priority[p] = set.programs().get(p).groups().stream().anyMatch(set.priorityGroups()::contains);
        }
        if (set.programs().size() > Move.MAX_PROGRAMS) {
            unsupported(set.programs().get(Move.MAX_PROGRAMS).pos(), "more than " + Move.MAX_PROGRAMS + " move programs");
        }
        List<TurnRule> plans = new ArrayList<>();
        for (Item.Turn t : set.turns()) {
            scopes.clear();
            nextSlot = 0;
            Eval when = t.when() == null ? g -> 1 : expr(t.when());
            List<String> groups = t.plan().groups().stream().map(n -> n.text()).toList();
            TurnRule.Kind kind = t.plan() instanceof gamut.ast.TurnPlan.OneOf ? TurnRule.Kind.ONE_OF
                    : t.plan() instanceof gamut.ast.TurnPlan.AllOf ? TurnRule.Kind.ALL_OF
                    : ((gamut.ast.TurnPlan.EachOf) t.plan()).anyOrder() ? TurnRule.Kind.EACH_ANY_ORDER
                    : TurnRule.Kind.EACH_IN_ORDER;
            if (kind == TurnRule.Kind.ONE_OF || kind == TurnRule.Kind.ALL_OF) {
                // One part made of all the groups.
                plans.add(new TurnRule(t.name().text(), when, kind, new int[][] {programsOf(groups)},
                        new int[][] {fallbackOf(groups)}, new boolean[] {wholeTurn(groups)}));
            } else {
                int[][] parts = new int[groups.size()][];
                int[][] fallbacks = new int[groups.size()][];
                boolean[] whole = new boolean[groups.size()];
                for (int i = 0; i < groups.size(); i++) {
                    parts[i] = programsOf(List.of(groups.get(i)));
                    fallbacks[i] = fallbackOf(List.of(groups.get(i)));
                    whole[i] = wholeTurn(List.of(groups.get(i)));
                }
                plans.add(new TurnRule(t.name().text(), when, kind, parts, fallbacks, whole));
            }
        }
        DiceRules dice = null;
        List<Eval> forbidEachMove = new ArrayList<>();
        List<Eval> forbidTurnEnd = new ArrayList<>();
        for (Item.Forbid f : set.forbids()) {
            scopes.clear();
            nextSlot = 0;
            (f.timing().text().equals("each_move") ? forbidEachMove : forbidTurnEnd).add(expr(f.condition()));
        }
        List<Eval> preferred = new ArrayList<>();
        for (Item.Prefer p : set.prefers()) {
            scopes.clear();
            nextSlot = 0;
            preferred.add(expr(p.condition()));
        }
        if (set.dice() != null) {
            Item.Dice d = set.dice();
            if (d.faces() > Move.MAX_DIE || d.count() > 5) {
                unsupported(d.pos(), "more than 5 dice or dice of more than " + Move.MAX_DIE + " faces");
            }
            List<DiceRules.Usage> usage = new ArrayList<>();
            for (var rule : d.mustPlay()) {
                usage.add(DiceRules.Usage.valueOf(rule.text().toUpperCase()));
            }
            DiceRules.Opening opening = d.opening() == null ? DiceRules.Opening.NONE
                    : DiceRules.Opening.valueOf(d.opening().text().toUpperCase());
            dice = new DiceRules(d.count(), d.faces(), d.doublesPlay() == 0 ? d.count() : d.doublesPlay(),
                    usage.toArray(DiceRules.Usage[]::new), opening, forbidTurnEnd.toArray(Eval[]::new),
                    preferred.toArray(Eval[]::new));
        } else if (!forbidTurnEnd.isEmpty() || !preferred.isEmpty()) {
            unsupported((forbidTurnEnd.isEmpty() ? set.prefers().get(0).pos() : set.forbids().get(0).pos()),
                    "'forbid ... at turn_end' and 'prefer' rules without dice");
        }
        List<EndRule> ends = new ArrayList<>();
        boolean keepsScore = false;
        for (Item.End e : set.ends()) {
            Verdict outcome = outcome(e.outcome());
            keepsScore |= outcome.keepsScore();
            ends.add(new EndRule(e.name().text(), expr(e.condition()), outcome));
        }
        Item.Repetition rep = set.repetition();
        Item.Limit limit = set.limit();
        Item.NoMoves noMoves = set.noMoves();
        Verdict repOutcome = rep == null ? null : outcome(rep.outcome());
        Verdict limitOutcome = limit == null ? null : outcome(limit.outcome());
        Verdict blocked = noMoves == null || noMoves.outcome() == null ? null : outcome(noMoves.outcome());
        Rules rules = new Rules(set, programs, ends, rep == null ? 0 : rep.times(), repOutcome,
                limit == null ? 0 : limit.plies(), limit != null && limit.turns(), limitOutcome, blocked, keepsScore, maxSlots, afters, applies, priority,
                plans, tracks, dice, forbidEachMove.toArray(Eval[]::new), turnStart.toArray(Eval[]::new));
        rules.setZoneSlots(zoneMasks.length);
        if (exits) {
            rules.markExits();
        }
        return rules;
    }

    /** Each zone's cells (per player) as a list, so that counting visits only the zone. */
    private int[][] zoneLists() {
        if (zoneLists == null) {
            zoneLists = new int[zoneMasks.length][];
            for (int z = 0; z < zoneMasks.length; z++) {
                int n = 0;
                for (int bit : zoneMasks[z]) {
                    n += bit;
                }
                zoneLists[z] = new int[n];
                for (int c = 0, k = 0; c < zoneMasks[z].length; c++) {
                    if (zoneMasks[z][c] != 0) {
                        zoneLists[z][k++] = c;
                    }
                }
            }
        }
        return zoneLists;
    }

    /** The indices of the programs that belong to any of the groups. */
    private int[] programsOf(List<String> groups) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < set.programs().size(); p++) {
            if (set.programs().get(p).groups().stream().anyMatch(groups::contains)) {
                out.add(p);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private boolean wholeTurn(List<String> groups) {
        for (Item.Fallback f : set.fallbacks()) {
            if (groups.contains(f.group().text()) && f.timing() != null && f.timing().text().equals("whole_turn")) {
                return true;
            }
        }
        return false;
    }

    /** The programs that stand in for the groups when they have no move. */
    private int[] fallbackOf(List<String> groups) {
        List<String> others = new ArrayList<>();
        for (Item.Fallback f : set.fallbacks()) {
            if (groups.contains(f.group().text())) {
                others.add(f.other().text());
            }
        }
        return programsOf(others);
    }

    private void unsupported(gamut.base.Pos pos, String what) {
        diagnostics.add(new Diagnostic(pos, what + " are part of the language but this engine cannot run them yet"));
    }

    private Verdict outcome(gamut.ast.Outcome o) {
        if (o instanceof gamut.ast.Outcome.Draw) {
            return new Verdict(Verdict.Kind.DRAW, 0, null, null, false);
        }
        if (o instanceof gamut.ast.Outcome.Highest h) {
            Builtin b = Builtin.find(((Expr.NameRef) h.tally()).name());
            return new Verdict(Verdict.Kind.HIGHEST, 0, null, playerCount(b, g -> g.locals[0]), h.byMargin());
        }
        gamut.ast.Outcome.PlayerResult r = (gamut.ast.Outcome.PlayerResult) o;
        String who = r.player().text();
        int first = set.firstPlayer();
        int player = who.equals("mover") ? Verdict.MOVER : who.equals("opponent") ? Verdict.OPPONENT
                : who.equals("first_player") ? first : who.equals("second_player") ? (first + 1) % set.players().size()
                : set.playerIndex(who);
        return new Verdict(r.wins() ? Verdict.Kind.WINS : Verdict.Kind.LOSES, player,
                r.score() == null ? null : expr(r.score()), null, false);
    }

    // ---- statements

    private Op block(Block block) {
        scopes.push(new HashMap<>());
        int saved = nextSlot;
        List<Op> ops = new ArrayList<>();
        List<Stmt> statements = block.statements();
        for (int i = 0; i < statements.size(); i++) {
            Stmt s = statements.get(i);
            Op op = null;
            Op jump = exactJump(statements, i);
            if (jump != null) {
                ops.add(jump);
                i += 3;
                continue;
            }
            if (s instanceof Stmt.Step step && i + 1 < statements.size()
                    && statements.get(i + 1) instanceof Stmt.Verify v && cellTest(v.condition()) >= 0) {
                op = stepTest(step, cellTest(v.condition()));
                i++;
            } else {
                op = statement(s);
            }
            if (op != null) {
                ops.add(op);
            }
        }
        nextSlot = saved;
        scopes.pop();
        return ops.isEmpty() ? g -> true : Ops.block(ops.toArray(Op[]::new));
    }

    private Op statement(Stmt s) {
        Geometry geo = set.geometry();
        if (s instanceof Stmt.Step st) {
            Integer d = constant(st.direction());
            return d != null ? Ops.stepConst(geo.nextTable(), geo.directions(), d)
                    : Ops.stepVar(geo.nextTable(), geo.directions(), expr(st.direction()));
        } else if (s instanceof Stmt.Verify v) {
            int test = cellTest(v.condition());
            return test >= 0 ? Ops.verifyTest(test) : Ops.verify(expr(v.condition()));
        } else if (s instanceof Stmt.Repeat r) {
            List<Stmt> body = r.body().statements();
            if (body.size() == 2 && body.get(0) instanceof Stmt.Step step
                    && body.get(1) instanceof Stmt.Verify v && cellTest(v.condition()) >= 0) {
                Integer d = constant(step.direction());
                return Ops.repeatStepTest(expr(r.times()), geo, d == null ? expr(step.direction()) : null,
                        d == null ? -1 : d, cellTest(v.condition()));
            }
            return Ops.repeat(expr(r.times()), block(r.body()));
        } else if (s instanceof Stmt.While w) {
            return Ops.loop(expr(w.condition()), block(w.body()));
        } else if (s instanceof Stmt.For f) {
            return forEach(f);
        } else if (s instanceof Stmt.If i) {
            if (i.condition() instanceof Expr.BoolLit lit && i.otherwise() == null) {
                return lit.value() ? block(i.then()) : null;
            }
            return Ops.ifElse(expr(i.condition()), block(i.then()), i.otherwise() == null ? null : block(i.otherwise()));
        } else if (s instanceof Stmt.Let l) {
            Eval value = expr(l.value());
            Integer existing = lookup(l.name().text());
            return Ops.let(existing != null ? existing : declare(l.name().text()), value);
        } else if (s instanceof Stmt.Goto g) {
            return Ops.jump(expr(g.cell()));
        } else if (s instanceof Stmt.MoveHere) {
            return Ops.emitMove();
        } else if (s instanceof Stmt.DropHere) {
            return Ops.emitDrop();
        } else if (s instanceof Stmt.ExitBoard) {
            exits = true;
            return Ops.emitExit();
        } else if (s instanceof Stmt.Remove r) {
            return Ops.emitRemove(r.toReserve());
        } else if (s instanceof Stmt.Capture c) {
            Eval at = c.at() == null ? g -> g.cursor : expr(c.at());
            return g -> {
                g.state.effectCapture(at.eval(g));
                return true;
            };
        } else if (s instanceof Stmt.SetFlag f) {
            int flag = set.flags().indexOf(f.flag().text());
            boolean value = f.value();
            Eval at = f.at() == null ? g -> g.origin : expr(f.at());
            return g -> {
                g.state.effectFlag(at.eval(g), flag, value);
                return true;
            };
        } else if (s instanceof Stmt.Advance a) {
            int track = a.track() == null ? 0 : tracks.index(a.track().text());
            return Ops.advance(tracks, track, expr(a.steps()));
        } else if (s instanceof Stmt.Use u) {
            return Ops.use(expr(u.die()));
        }
        return null;
    }

    /**
     * {@code repeat N { step d  verify T1 }  step d  verify T2  move} with one constant direction:
     * a move of exactly N+1 cells along d, compiled to one node (the inner loop of line-counting
     * games).
     */
    private Op exactJump(List<Stmt> statements, int i) {
        if (i + 3 >= statements.size() || !(statements.get(i) instanceof Stmt.Repeat r)
                || !(statements.get(i + 1) instanceof Stmt.Step step) || !(statements.get(i + 2) instanceof Stmt.Verify last)
                || !(statements.get(i + 3) instanceof Stmt.MoveHere)) {
            return null;
        }
        List<Stmt> body = r.body().statements();
        if (body.size() != 2 || !(body.get(0) instanceof Stmt.Step inner) || !(body.get(1) instanceof Stmt.Verify v)) {
            return null;
        }
        Integer d = constant(step.direction());
        Integer d2 = constant(inner.direction());
        int passTest = cellTest(v.condition());
        int landTest = cellTest(last.condition());
        if (d == null || !d.equals(d2) || passTest < 0 || landTest < 0) {
            return null;
        }
        return Ops.exactJump(expr(r.times()), set.geometry(), d, passTest, landTest);
    }

    private int cellTest(Expr condition) {
        return CellTests.of(condition, name -> lookup(name) != null);
    }

    private Op stepTest(Stmt.Step step, int test) {
        Geometry geo = set.geometry();
        Integer d = constant(step.direction());
        return Ops.stepTest(geo.nextTable(), geo.directions(), d == null ? expr(step.direction()) : null,
                d == null ? -1 : d, test);
    }

    /**
     * Loops over directions (constant, or per player for relative ones) or over cells (listed, or
     * zones, optionally filtered); over cells, each iteration starts with the cursor on the cell.
     */
    private Op forEach(Stmt.For f) {
        Geometry geo = set.geometry();
        int players = set.players().size();
        List<List<Integer>> perPlayer = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            perPlayer.add(new ArrayList<>());
        }
        boolean cells = false;
        for (Expr item : f.items()) {
            String name = item instanceof Expr.NameRef n && lookup(n.name()) == null ? n.name() : null;
            if (name == null) {
                unsupported(item.pos(), "loops over computed values");
                return null;
            }
            if (name.equals(Builtin.ALL_DIRECTIONS.word())) {
                for (int d = 0; d < geo.directions(); d++) {
                    addAll(perPlayer, d);
                }
                continue;
            }
            if (name.equals(Builtin.ALL_CELLS.word())) {
                cells = true;
                for (int c = 0; c < geo.cells(); c++) {
                    addAll(perPlayer, c);
                }
                continue;
            }
            if (name.equals(Builtin.DICE.word())) {
                if (f.items().size() != 1) {
                    unsupported(item.pos(), "loops over the dice and something else");
                    return null;
                }
                scopes.push(new HashMap<>());
                int saved = nextSlot;
                int slot = declare(f.variable().text());
                Op body = block(f.body());
                nextSlot = saved;
                scopes.pop();
                return Ops.forEachDie(slot, body);
            }
            RuleSet.Symbol sym = set.resolve(name);
            if (sym == null) {
                unsupported(item.pos(), "loops over computed values");
                return null;
            }
            switch (sym.kind()) {
                case RELATIVE_DIRECTIONS -> {
                    for (int p = 0; p < players; p++) {
                        for (int d : set.relativeDirections()[sym.index()][p]) {
                            perPlayer.get(p).add(d);
                        }
                    }
                }
                case ZONE -> {
                    cells = true;
                    for (int p = 0; p < players; p++) {
                        int[] mask = zoneMasks[sym.index() * players + p];
                        for (int c = 0; c < mask.length; c++) {
                            if (mask[c] != 0) {
                                perPlayer.get(p).add(c);
                            }
                        }
                    }
                }
                case CELL -> {
                    cells = true;
                    addAll(perPlayer, sym.index());
                }
                default -> addAll(perPlayer, sym.index());
            }
        }
        int[][] values = new int[players][];
        for (int p = 0; p < players; p++) {
            values[p] = perPlayer.get(p).stream().mapToInt(Integer::intValue).toArray();
        }
        boolean same = true;
        for (int p = 1; p < players; p++) {
            same &= java.util.Arrays.equals(values[p], values[0]);
        }
        if (!cells && same && values[0].length <= MAX_UNROLL && !Substitution.assigns(f.body(), f.variable().text())) {
            return unrolled(f, values[0]);
        }
        scopes.push(new HashMap<>());
        int saved = nextSlot;
        int slot = declare(f.variable().text());
        Eval filter = f.filter() == null ? null : expr(f.filter());
        Op body = block(f.body());
        nextSlot = saved;
        scopes.pop();
        if (cells) {
            return Ops.forEachCell(slot, values, filter, body);
        }
        return same ? Ops.forEach(slot, values[0], body) : Ops.forEachOfMover(slot, values, body);
    }

    /** Loops over at most this many constant directions are unrolled. */
    private static final int MAX_UNROLL = 12;

    /**
     * A loop over constant directions becomes one body per direction with the direction written
     * in, so that steps and line counts become direct table lookups.
     */
    private Op unrolled(Stmt.For f, int[] directions) {
        Geometry geo = set.geometry();
        Op[] bodies = new Op[directions.length];
        for (int i = 0; i < directions.length; i++) {
            Expr name = new Expr.NameRef(f.variable().pos(), geo.directionName(directions[i]));
            Block body = new Substitution(Map.of(f.variable().text(), name)).block(f.body());
            scopes.push(new HashMap<>());
            bodies[i] = block(body);
            scopes.pop();
        }
        return Ops.branches(bodies);
    }

    private static void addAll(List<List<Integer>> perPlayer, int value) {
        perPlayer.forEach(list -> list.add(value));
    }

    private int declare(String name) {
        Integer existing = scopes.peek().get(name);
        if (existing != null) {
            return existing;
        }
        int slot = nextSlot++;
        maxSlots = Math.max(maxSlots, nextSlot);
        scopes.peek().put(name, slot);
        return slot;
    }

    private Integer lookup(String name) {
        for (Map<String, Integer> scope : scopes) {
            Integer slot = scope.get(name);
            if (slot != null) {
                return slot;
            }
        }
        return null;
    }

    /** A direction, piece, player or cell named outright, known at compile time. */
    private Integer constant(Expr e) {
        if (e instanceof Expr.NameRef n && lookup(n.name()) == null && Builtin.find(n.name()) == null) {
            RuleSet.Symbol s = set.resolve(n.name());
            return s == null ? null : s.index();
        }
        return null;
    }

    // ---- expressions

    private Eval expr(Expr e) {
        if (e instanceof Expr.IntLit i) {
            int v = i.value();
            return g -> v;
        } else if (e instanceof Expr.BoolLit b) {
            int v = b.value() ? 1 : 0;
            return g -> v;
        } else if (e instanceof Expr.Not n) {
            Eval inner = expr(n.operand());
            return g -> inner.eval(g) == 0 ? 1 : 0;
        } else if (e instanceof Expr.Binary b) {
            return binary(b);
        } else if (e instanceof Expr.NameRef n) {
            Integer slot = lookup(n.name());
            if (slot != null) {
                int s = slot;
                return g -> g.locals[s];
            }
            Builtin builtin = Builtin.find(n.name());
            if (builtin != null) {
                return builtin(builtin, List.of(), n.pos());
            }
            int v = set.resolve(n.name()).index();
            return g -> v;
        }
        if (e instanceof Expr.Quantifier q) {
            return quantifier(q);
        }
        Expr.Call c = (Expr.Call) e;
        if (Builtin.find(c.name().text()) == Builtin.AT_TURN_START) {
            // Worked out by the state when each turn begins; read back by its index.
            List<Map<String, Integer>> savedScopes = new ArrayList<>(scopes);
            scopes.clear();
            Eval value = expr(c.args().get(0));
            savedScopes.forEach(scopes::addLast);
            int index = turnStart.size();
            turnStart.add(value);
            return g -> g.state.atTurnStart(index);
        }
        return builtin(Builtin.find(c.name().text()), c.args(), c.pos());
    }

    /** Tests the condition with the cursor (and the variable) on each cell of the mover's zones. */
    private Eval quantifier(Expr.Quantifier q) {
        int players = set.players().size();
        Geometry geo = set.geometry();
        int[][] cells = new int[players][];
        for (int p = 0; p < players; p++) {
            java.util.LinkedHashSet<Integer> found = new java.util.LinkedHashSet<>();
            for (Expr item : q.items()) {
                String name = ((Expr.NameRef) item).name();
                if (name.equals(Builtin.ALL_CELLS.word())) {
                    for (int c = 0; c < geo.cells(); c++) {
                        found.add(c);
                    }
                    continue;
                }
                RuleSet.Symbol sym = set.resolve(name);
                if (sym.kind() == RuleSet.SymbolKind.CELL) {
                    found.add(sym.index());
                } else {
                    int[] mask = zoneMasks[sym.index() * players + p];
                    for (int c = 0; c < mask.length; c++) {
                        if (mask[c] != 0) {
                            found.add(c);
                        }
                    }
                }
            }
            cells[p] = found.stream().mapToInt(Integer::intValue).toArray();
        }
        scopes.push(new HashMap<>());
        int saved = nextSlot;
        int slot = declare(q.variable().text());
        Eval cond = expr(q.condition());
        nextSlot = saved;
        scopes.pop();
        boolean all = q.all();
        return g -> {
            int cursor = g.cursor;
            int result = all ? 1 : 0;
            for (int c : cells[g.mover]) {
                g.cursor = c;
                g.locals[slot] = c;
                if ((cond.eval(g) != 0) != all) {
                    result = all ? 0 : 1;
                    break;
                }
            }
            g.cursor = cursor;
            return result;
        };
    }

    private Eval binary(Expr.Binary b) {
        Eval l = expr(b.left());
        Eval r = expr(b.right());
        if (b.right() instanceof Expr.IntLit lit) {
            int k = lit.value();
            switch (b.op()) {
                case "-": return g -> l.eval(g) - k;
                case "+": return g -> l.eval(g) + k;
                case "==": return g -> l.eval(g) == k ? 1 : 0;
                default: break;
            }
        }
        switch (b.op()) {
            case "and": return g -> l.eval(g) != 0 && r.eval(g) != 0 ? 1 : 0;
            case "or": return g -> l.eval(g) != 0 || r.eval(g) != 0 ? 1 : 0;
            case "==": return g -> l.eval(g) == r.eval(g) ? 1 : 0;
            case "!=": return g -> l.eval(g) != r.eval(g) ? 1 : 0;
            case "<": return g -> l.eval(g) < r.eval(g) ? 1 : 0;
            case "<=": return g -> l.eval(g) <= r.eval(g) ? 1 : 0;
            case ">": return g -> l.eval(g) > r.eval(g) ? 1 : 0;
            case ">=": return g -> l.eval(g) >= r.eval(g) ? 1 : 0;
            case "+": return g -> l.eval(g) + r.eval(g);
            case "-": return g -> l.eval(g) - r.eval(g);
            case "*": return g -> l.eval(g) * r.eval(g);
            case "/": return g -> {
                int d = r.eval(g);
                return d == 0 ? 0 : l.eval(g) / d;
            };
            default: return g -> {
                int d = r.eval(g);
                return d == 0 ? 0 : Math.floorMod(l.eval(g), d);
            };
        }
    }

    private Eval builtin(Builtin b, List<Expr> args, gamut.base.Pos pos) {
        Geometry geo = set.geometry();
        int dirs = geo.directions();
        int players = set.players().size();
        int types = set.pieces().size();
        Eval a0 = args.isEmpty() ? null : expr(args.get(0));
        Eval a1 = args.size() < 2 ? null : expr(args.get(1));
        Integer k0 = args.isEmpty() ? null : constant(args.get(0));
        switch (b) {
            case EMPTY: return g -> g.cursor >= 0 && g.state.owner[g.cursor] < 0 ? 1 : 0;
            case FRIEND: return g -> g.cursor >= 0 && g.state.owner[g.cursor] == g.mover ? 1 : 0;
            case ENEMY: return g -> {
                int o = g.cursor >= 0 ? g.state.owner[g.cursor] : -1;
                return o >= 0 && o != g.mover ? 1 : 0;
            };
            case IS: return g -> g.cursor >= 0 && g.state.owner[g.cursor] >= 0
                    && g.state.piece[g.cursor] == a0.eval(g) ? 1 : 0;
            case IN: {
                int[][] masks = zoneMasks;
                return g -> g.cursor >= 0 ? masks[a0.eval(g) * players + g.mover][g.cursor] : 0;
            }
            case HAS: return g -> g.cursor >= 0 && g.state.owner[g.cursor] >= 0
                    && (g.state.flags[g.cursor] & (1 << a0.eval(g))) != 0 ? 1 : 0;
            case CAN_STEP: {
                int[] next = geo.nextTable();
                return g -> {
                    int d = a0.eval(g);
                    return g.cursor >= 0 && d >= 0 && next[g.cursor * dirs + d] >= 0 ? 1 : 0;
                };
            }
            case LINE_COUNT: {
                int[] lineOf = geo.lineTable();
                if (k0 != null) {
                    int d = k0;
                    return g -> g.cursor < 0 ? 0 : g.state.lineCount[lineOf[g.cursor * dirs + d]];
                }
                return g -> {
                    int d = a0.eval(g);
                    return g.cursor < 0 || d < 0 ? 0 : g.state.lineCount[lineOf[g.cursor * dirs + d]];
                };
            }
            case DISTANCE: {
                int[][] dist = distances();
                return g -> g.cursor >= 0 ? dist[g.cursor][a0.eval(g)] : -1;
            }
            case STACK: return g -> g.cursor >= 0 ? g.state.height[g.cursor] : 0;
            case HERE: return g -> g.cursor;
            case ORIGIN: return g -> g.origin;
            case OPPOSITE: {
                int[] opposite = new int[dirs];
                for (int d = 0; d < dirs; d++) {
                    opposite[d] = geo.opposite(d);
                }
                return g -> {
                    int d = a0.eval(g);
                    return d < 0 ? -1 : opposite[d];
                };
            }
            case ALL_DIRECTIONS: return g -> -1;
            case MOVER: return g -> g.mover;
            case OPPONENT: return g -> g.opponent;
            case CONNECTED: return g -> g.state.connected(a0.eval(g)) ? 1 : 0;
            case COUNT: return g -> g.state.onBoard[a0.eval(g)];
            case PIECES: return g -> g.state.onBoardByType[a0.eval(g) * types + a1.eval(g)];
            case RESERVE: return g -> g.state.reserve[a0.eval(g) * types + a1.eval(g)];
            case EXITED: return g -> g.state.exited[a0.eval(g)];
            case COUNT_IN: {
                int[][] masks = zoneMasks;
                int[][] lists = zoneLists();
                return g -> {
                    int player = a0.eval(g);
                    int slot = a1.eval(g) * players + player;
                    return g.state.countInCached(slot, player, lists[slot]);
                };
            }
            case PIECES_IN: {
                int[][] masks = zoneMasks;
                Eval a2 = expr(args.get(2));
                int[][] lists = zoneLists();
                return g -> g.state.countIn(a0.eval(g), a1.eval(g), lists[a2.eval(g) * players + a0.eval(g)]);
            }
            case ALL_CELLS: {
                int zone = allCellsZone;
                return g -> zone;
            }
            case TURN_NUMBER: return g -> g.turnNumber;
            case DROPPED: return g -> g.lastDrop ? 1 : 0;
            case FIRST_PLAYER: {
                int first = set.firstPlayer();
                return g -> first;
            }
            case FLAGGED: {
                Eval a2 = expr(args.get(2));
                return g -> g.state.flagged(a0.eval(g), a1.eval(g), a2.eval(g));
            }
            case OCCUPIED_IN: {
                int[][] masks = zoneMasks;
                int[][] lists = zoneLists();
                return g -> g.state.occupiedIn(a0.eval(g), lists[a1.eval(g) * players + a0.eval(g)]);
            }
            case OWNER_OF: return g -> {
                int c = a0.eval(g);
                return c >= 0 ? g.state.owner[c] : -1;
            };
            case AHEAD: {
                Tracks t = tracks;
                Eval a2 = expr(args.get(2));
                return g -> {
                    int player = a0.eval(g);
                    int at = t.count() == 0 ? -1 : t.place(0, player, a1.eval(g));
                    int n = a2.eval(g);
                    if (at < 0) {
                        return -1;
                    }
                    int[] cells = t.cells(0, player);
                    return at + n >= 0 && at + n < cells.length ? cells[at + n] : -1;
                };
            }
            case PLACE: {
                Tracks t = tracks;
                return g -> t.count() == 0 ? -1 : t.place(0, a0.eval(g), a1.eval(g));
            }
            case MIN: return g -> Math.min(a0.eval(g), a1.eval(g));
            case MAX: return g -> Math.max(a0.eval(g), a1.eval(g));
            case OFF_BOARD: return g -> g.cursor == Gen.OFF ? 1 : 0;
            case OVERSHOOT: return g -> g.overshoot;
            case BEHIND: {
                Tracks t = tracks;
                return g -> g.state.behind(t.cells(g.track, g.mover), t.place(g.track, g.mover, g.origin), g.mover);
            }
            case DICE:
                unsupported(pos, "the dice as a value (use 'for die in dice')");
                return g -> 0;
            default: throw new IllegalStateException("builtin without compilation: " + b);
        }
    }

    private static Eval playerCount(Builtin b, Eval player) {
        switch (b) {
            case EXITED: return g -> g.state.exited[player.eval(g)];
            case COUNT: return g -> g.state.onBoard[player.eval(g)];
            default: throw new IllegalStateException("not a count per player: " + b);
        }
    }

    private int[][] distances() {
        if (distances == null) {
            Geometry geo = set.geometry();
            distances = new int[geo.cells()][];
            for (int c = 0; c < geo.cells(); c++) {
                distances[c] = geo.distancesFrom(c);
            }
        }
        return distances;
    }

}
