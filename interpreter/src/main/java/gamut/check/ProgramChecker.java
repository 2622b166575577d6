package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks move programs and conditions: macros are expanded in place (by {@link MacroExpander}), then
 * every name is resolved (locals, builtins, then declared names) and every expression gets a type.
 */
final class ProgramChecker {
    private final RuleSet rules;
    private final List<Diagnostic> diagnostics;
    private final Map<String, Item.Define> macros = new LinkedHashMap<>();
    private final Deque<Map<String, Type>> scopes = new ArrayDeque<>();
    private final Set<String> tracks = new LinkedHashSet<>();
    final MacroExpander expander; // the play checker asks it which macros a program expanded
    private final ProgramKinds kinds;
    /** Reported already: a macro expanded many times repeats its mistakes, each reported once. */
    private final Set<Diagnostic> reported = new HashSet<>();
    private final Set<Pos> unknownNames = new HashSet<>();
    private boolean cursorAllowed;
    private boolean inChain;
    /** The loops (as expanded) that go over cells rather than directions: the compiler needs to know for computed items. */
    private final java.util.Set<Stmt.For> cellLoops = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final ResolvedNames resolved = new ResolvedNames();
    private Kind kind = Kind.MOVES;

    /** What a program is for: moves from a piece, drops from the reserve, or effects after a move. */
    enum Kind { MOVES, DROPS, AFTER }

    ProgramChecker(RuleSet rules, List<Item> items, List<Diagnostic> diagnostics, Expansion budget) {
        this.rules = rules;
        this.diagnostics = diagnostics;
        for (Item item : items) {
            if (item instanceof Item.Define d) {
                macros.put(d.name().text(), d);
            } else if (item instanceof Item.Track t) {
                tracks.add(t.name().text());
            }
        }
        this.expander = new MacroExpander(macros, diagnostics, budget);
        this.kinds = new ProgramKinds(rules, this::error, diagnostics);
    }

    /** What each name of the programs and conditions checked so far stands for. */
    ResolvedNames resolved() {
        return resolved;
    }

    /** The loops over cells of every program checked so far. */
    java.util.Set<Stmt.For> cellLoops() {
        return cellLoops;
    }

    void checkDefine(Item.Define d) {
        Set<String> seen = new LinkedHashSet<>();
        for (Name p : d.params()) {
            if (!seen.add(p.text())) {
                error(p.pos(), "parameter '" + p.text() + "' is listed twice in macro '" + d.name().text() + "'");
            }
        }
    }

    /** Expands the program's macros, checks it, and returns the expanded body. */
    Block checkProgram(Block body, Kind kind) {
        Block expanded = expander.expand(body);
        cursorAllowed = true;
        this.kind = kind;
        inChain = false;
        scopes.clear();
        block(expanded);
        cursorAllowed = false;
        LoopCheck.check(expanded, diagnostics);
        return expanded;
    }

    void checkCondition(Expr e) {
        cursorAllowed = false;
        expect(e, Type.BOOL, "this condition");
    }

    void checkInt(Expr e) {
        cursorAllowed = false;
        expect(e, Type.INT, "a score");
    }

    void checkTally(Expr e) {
        if (e instanceof Expr.Call c && c.name().text().equals(Builtin.TALLY)) {
            // A value macro of one player, expanded: a number once the player is known.
            cursorAllowed = false;
            scopes.clear();
            scopes.push(new HashMap<>(Map.of(Builtin.TALLY_PLAYER, Type.PLAYER)));
            expect(c.args().get(0), Type.INT, "a tally");
            scopes.clear();
            return;
        }
        Builtin b = e instanceof Expr.NameRef n ? Builtin.find(n.name()) : null;
        if (b == null || b.result() != Type.INT || b.params().size() != 1 || b.params().get(0) != Type.PLAYER) {
            error(e.pos(), "'highest' needs a count per player, such as 'exited', 'count' or a value macro of one player");
        }
    }

    // ---- statements

    private void block(Block block) {
        scopes.push(new HashMap<>());
        for (Stmt s : block.statements()) {
            statement(s);
        }
        scopes.pop();
    }

    private void statement(Stmt s) {
        if (s instanceof Stmt.Step st) {
            expect(st.direction(), Type.DIRECTION, "'step'");
        } else if (s instanceof Stmt.Verify v) {
            expect(v.condition(), Type.BOOL, "'verify'");
        } else if (s instanceof Stmt.Repeat r) {
            expect(r.times(), Type.INT, "'repeat'");
            block(r.body());
        } else if (s instanceof Stmt.While w) {
            expect(w.condition(), Type.BOOL, "'while'");
            if (w.body().statements().isEmpty()) {
                error(w.pos(), "this 'while' has an empty body, so its condition never changes: it would loop for ever"
                        + " (to require the condition false, write 'verify not (...)')");
            }
            block(w.body());
        } else if (s instanceof Stmt.For f) {
            forStatement(f);
        } else if (s instanceof Stmt.If i) {
            expect(i.condition(), Type.BOOL, "'if'");
            block(i.then());
            if (i.otherwise() != null) {
                block(i.otherwise());
            }
        } else if (s instanceof Stmt.Let l) {
            Type t = type(l.value());
            if (t == Type.GROUP) {
                error(l.value().pos(), "a group's cells are worked out where a loop goes over them, so a variable cannot"
                        + " hold them: keep the cell ('let x = here') and write 'for c in group(x)'");
                t = UNKNOWN;
            }
            Type existing = local(l.name().text());
            if (existing != null && t != null && existing != t) {
                error(l.pos(), "'" + l.name().text() + "' is " + existing.description() + "; it cannot become "
                        + t.description());
            } else if (existing == null) {
                scopes.peek().put(l.name().text(), t != null ? t : UNKNOWN);
            }
        } else if (s instanceof Stmt.Goto g) {
            expect(g.cell(), Type.CELL, "'goto'");
        } else if (s instanceof Stmt.MoveHere || s instanceof Stmt.DropHere || s instanceof Stmt.ExitBoard
                || s instanceof Stmt.Remove) {
            kinds.recordsMove(s, kind);
        } else if (s instanceof Stmt.Advance a) {
            expect(a.steps(), Type.INT, "'advance'");
            if (a.track() != null && !tracks.contains(a.track().text())) {
                error(a.track().pos(), "unknown track '" + a.track().text() + "'" + Suggest.didYouMean(a.track().text(), tracks, diagnostics));
            } else if (a.track() == null && tracks.size() != 1) {
                error(a.pos(), tracks.isEmpty() ? "'advance' needs a track: declare one with 'track NAME of PLAYER = ...'"
                        : "this game has several tracks; say which: 'advance N along TRACK'");
            }
        } else if (s instanceof Stmt.Use u) {
            expect(u.die(), Type.INT, "'use'");
        } else if (s instanceof Stmt.Capture c) {
            kinds.capture(c, kind);
            if (c.at() != null) {
                expect(c.at(), Type.CELL, "'capture at'");
            }
            Type into = c.into() == null ? null : type(c.into());
            if (into == Type.ZONE) {
                kinds.oneCellZone(c.into());
            } else if (into != null && into != Type.CELL) {
                error(c.into().pos(), "'capture ... into' needs a cell or a zone of one cell, but " + CheckWords.show(c.into())
                        + " is " + into.description());
            }
        } else if (s instanceof Stmt.Sow w) {
            sow(w);
        } else if (s instanceof Stmt.Chain || s instanceof Stmt.Land || s instanceof Stmt.Promote
                || s instanceof Stmt.Flip || s instanceof Stmt.Place) {
            compound(s);
        } else if (s instanceof Stmt.SetFlag f) {
            kinds.effectOnly(s, f.value() ? "set" : "clear", kind);
            if (f.at() != null) {
                expect(f.at(), Type.CELL, f.value() ? "'set ... at'" : "'clear ... at'");
            }
            if (rules.flagIndex(f.flag().text()) < 0) {
                error(f.flag().pos(), "unknown flag '" + f.flag().text() + "'" + Suggest.didYouMean(f.flag().text(), rules.flags())
                        + (rules.flags().isEmpty() ? "; declare it with 'flags " + f.flag().text() + "'" : ""));
            }
        }
    }

    /** Chains and landings, changes of kind and owner: the parts of compound moves. */
    private void compound(Stmt s) {
        // 'promote to t' with t a loop's piece type has no name to look up.
        if (!(s instanceof Stmt.Promote p && local(p.piece().text()) == Type.PIECE)) {
            kinds.compound(s, kind, inChain);
        }
        if (s instanceof Stmt.Chain c) {
            boolean saved = inChain;
            inChain = true;
            block(c.body());
            inChain = saved;
        } else {
            kinds.effectTypes(s, this::expect);
        }
    }

    /** A sowing: a track of the game, a condition tested on each cell, a body run from the last cell. */
    private void sow(Stmt.Sow w) {
        kinds.sow(w, kind);
        if (!tracks.contains(w.track().text())) {
            error(w.track().pos(), "unknown track '" + w.track().text() + "'" + Suggest.didYouMean(w.track().text(), tracks, diagnostics)
                    + (tracks.isEmpty() ? "; declare one with 'track NAME of PLAYER = ...'" : ""));
        }
        if (w.filter() != null) {
            expect(w.filter(), Type.BOOL, "'sow ... where'");
        }
        if (w.body() != null) {
            block(w.body());
        }
    }

    private void forStatement(Stmt.For f) {
        Type element = null;
        for (Expr item : f.items()) {
            Type t = type(item);
            if (t == null) {
                continue;
            }
            if (t == Type.GROUP && f.items().size() > 1) {
                error(item.pos(), GROUP_ALONE);
            }
            Type e = switch (t) {
                case DIRECTION, DIRECTIONS -> Type.DIRECTION;
                case CELL, ZONE, GROUP -> Type.CELL;
                case PIECE -> Type.PIECE;
                case DICE -> Type.INT;
                default -> null;
            };
            if (e == null) {
                error(item.pos(), "'for' goes over directions, cells, piece types or dice, but this is " + t.description());
            } else if (element != null && element != e) {
                error(item.pos(), "'for' cannot mix " + element.description() + " and " + e.description());
            } else {
                element = e;
            }
        }
        scopes.push(new HashMap<>());
        if (element != null) {
            scopes.peek().put(f.variable().text(), element);
        }
        if (element == Type.CELL) {
            cellLoops.add(f);
        }
        if (f.filter() != null) {
            if (element != Type.CELL && element != null) {
                error(f.filter().pos(), "'where' filters cells; it is tested with the cursor on each cell");
            }
            expect(f.filter(), Type.BOOL, "'where'");
        }
        block(f.body());
        scopes.pop();
    }

    // ---- expressions

    private void expect(Expr e, Type wanted, String where) {
        Type t = type(e);
        if (t != null && t != wanted) {
            error(e.pos(), where + " needs " + wanted.description() + ", but " + CheckWords.show(e) + " is " + t.description());
        }
    }

    private Type type(Expr e) {
        if (e instanceof Expr.IntLit) {
            return Type.INT;
        } else if (e instanceof Expr.BoolLit) {
            return Type.BOOL;
        } else if (e instanceof Expr.Not n) {
            expect(n.operand(), Type.BOOL, "'not'");
            return Type.BOOL;
        } else if (e instanceof Expr.Binary b) {
            return binary(b);
        } else if (e instanceof Expr.NameRef n) {
            return name(n);
        } else if (e instanceof Expr.Quantifier q) {
            return quantifier(q);
        }
        return call((Expr.Call) e);
    }

    private Type binary(Expr.Binary b) {
        switch (b.op()) {
            case "and", "or" -> {
                expect(b.left(), Type.BOOL, "'" + b.op() + "'");
                expect(b.right(), Type.BOOL, "'" + b.op() + "'");
                return Type.BOOL;
            }
            case "==", "!=" -> {
                Type l = type(b.left());
                Type r = type(b.right());
                if (l == Type.GROUP || r == Type.GROUP) {
                    error(b.pos(), "groups of cells cannot be compared; compare their sizes (group_size) or ask"
                            + " whether a cell is in one (any(c in group(x) where here == y))");
                } else if (l != null && r != null && l != r) {
                    error(b.pos(), "cannot compare " + l.description() + " with " + r.description());
                }
                return Type.BOOL;
            }
            case "<", "<=", ">", ">=" -> {
                expect(b.left(), Type.INT, "'" + b.op() + "'");
                expect(b.right(), Type.INT, "'" + b.op() + "'");
                return Type.BOOL;
            }
            default -> {
                expect(b.left(), Type.INT, "'" + b.op() + "'");
                expect(b.right(), Type.INT, "'" + b.op() + "'");
                return Type.INT;
            }
        }
    }

    private static final String GROUP_ALONE = "'group(...)' stands alone in a loop: its cells are worked out as the"
            + " loop starts, so write a loop of its own for the other cells";

    /** Stands for a local whose value had an error already reported: later uses stay silent. */
    private static final Type UNKNOWN = null;

    private Type local(String name) {
        for (Map<String, Type> scope : scopes) {
            if (scope.containsKey(name)) {
                return scope.get(name);
            }
        }
        return null;
    }

    private boolean isLocal(String name) {
        return scopes.stream().anyMatch(scope -> scope.containsKey(name));
    }

    private Type name(Expr.NameRef n) {
        if (isLocal(n.name())) {
            resolved.put(n, ResolvedNames.LOCAL);
            return local(n.name());
        }
        Builtin b = Builtin.find(n.name());
        if (b != null) {
            resolved.put(n, new ResolvedNames.Of(b));
            if (!b.params().isEmpty()) {
                error(n.pos(), "'" + b.word() + "' takes " + CheckWords.count(b.params().size(), "argument") + " ("
                        + CheckWords.describe(b.params()) + "): write " + b.word() + "(...)");
                return null;
            }
            return cursorCheck(b, n.pos());
        }
        RuleSet.Symbol symbol = rules.resolve(n.name());
        if (symbol != null) {
            resolved.put(n, new ResolvedNames.Declared(symbol));
            return symbol.type();
        }
        if (macros.containsKey(n.name())) {
            error(n.pos(), "macro '" + n.name() + "' is a statement; it has no value");
            return null;
        }
        if (unknownNames.add(n.pos())) {
            error(n.pos(), "unknown name '" + n.name() + "'" + Suggest.didYouMean(n.name(), CheckWords.visibleNames(rules, scopes), diagnostics));
        }
        return null;
    }

    private Type call(Expr.Call c) {
        String word = c.name().text();
        Builtin b = Builtin.find(word);
        if (b == Builtin.AT_TURN_START) {
            return atTurnStart(c);
        }
        if (b == null && rules.attributes().index(word) >= 0) {
            // An attribute of pieces ('size(here)') reads the piece on a cell, as a builtin would.
            arguments(c, List.of(Type.CELL));
            return Type.INT;
        }
        if (b == null) {
            if (macros.containsKey(word)) {
                error(c.pos(), "macro '" + word + "' is a statement; it has no value (a value macro is written "
                        + "'define " + word + "(...) = ...')");
            } else {
                error(c.name().pos(), "unknown function '" + word + "'" + Suggest.didYouMean(word, CheckWords.callable(rules)));
            }
            c.args().forEach(this::type);
            return null;
        }
        if (b == Builtin.IN_LINE || b == Builtin.COMPLETED) {
            ZoneLines.needLines(c, rules, diagnostics);
        }
        return arguments(c, b.params()) ? cursorCheck(b, c.pos()) : b.result();
    }

    /** Checks the call's arguments against the types wanted; false when their number is wrong. */
    private boolean arguments(Expr.Call c, List<Type> params) {
        String word = c.name().text();
        if (params.size() != c.args().size()) {
            error(c.pos(), "'" + word + "' takes " + CheckWords.count(params.size(), "argument")
                    + (params.isEmpty() ? "" : " (" + CheckWords.describe(params) + ")") + ", not " + c.args().size());
            return false;
        }
        for (int i = 0; i < params.size(); i++) {
            Type want = params.get(i);
            Type got = type(c.args().get(i));
            if (got != null && got != want) {
                error(c.args().get(i).pos(), "argument " + (i + 1) + " of '" + word + "' must be " + want.description()
                        + ", but " + CheckWords.show(c.args().get(i)) + " is " + got.description());
            }
        }
        return true;
    }

    /**
     * {@code any(c in ZONE where COND)}, and {@code reaches(c in CELL to ZONE where COND)}: cells only;
     * the condition reads the cell under the cursor.
     */
    private Type quantifier(Expr.Quantifier q) {
        String word = q.from() != null ? Expr.Quantifier.REACHES : q.all() ? "all" : "any";
        if (q.from() != null) {
            expect(q.from(), Type.CELL, "the start of 'reaches'");
        }
        for (Expr item : q.items()) {
            Type t = type(item);
            if (t == Type.GROUP && (q.items().size() > 1 || q.from() != null)) {
                error(item.pos(), q.from() == null ? GROUP_ALONE : "'reaches' leads to cells or zones, not to a group");
            } else if (t != null && t != Type.CELL && t != Type.ZONE && t != Type.GROUP) {
                error(item.pos(), "'" + word + (q.from() == null ? "' goes over cells" : "' leads to cells or zones") + ", but "
                        + CheckWords.show(item) + " is " + t.description());
            }
        }
        boolean saved = cursorAllowed;
        cursorAllowed = true;
        scopes.push(new HashMap<>());
        scopes.peek().put(q.variable().text(), Type.CELL);
        expect(q.condition(), Type.BOOL, "'where'");
        scopes.pop();
        cursorAllowed = saved;
        return Type.BOOL;
    }

    /** {@code at_turn_start(X)}: X is a number or a condition about the position, read without a cursor. */
    private Type atTurnStart(Expr.Call c) {
        if (c.args().size() != 1) {
            error(c.pos(), "'at_turn_start' takes 1 argument (a number or a condition), not " + c.args().size());
            return null;
        }
        boolean saved = cursorAllowed;
        cursorAllowed = false;
        Type t = type(c.args().get(0));
        cursorAllowed = saved;
        if (t != null && t != Type.INT && t != Type.BOOL) {
            error(c.args().get(0).pos(), "'at_turn_start' remembers a number or a condition, but "
                    + CheckWords.show(c.args().get(0)) + " is " + t.description());
            return null;
        }
        return t;
    }

    private Type cursorCheck(Builtin b, Pos pos) {
        String refused = b.needsCursor() && !cursorAllowed
                ? "'" + b.word() + "' looks at the cell under the cursor, so it can only be used in a move program"
                : LonePlayer.value(rules.players(), b);
        if (refused != null) {
            error(pos, refused);
            return null;
        }
        return b.result();
    }

    private void error(Pos pos, String message) {
        Diagnostic d = new Diagnostic(pos, message);
        if (reported.add(d)) {
            diagnostics.add(d);
        }
    }
}
