package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Name;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks move programs and conditions: macros are expanded in place (by {@link MacroExpander}), the
 * statements are checked here, and every expression gets a type and every name what it stands for
 * (locals, builtins, then declared names) from {@link ExpressionTypes}, as the blocks open scopes.
 */
final class ProgramChecker {
    private final RuleSet rules;
    private final List<Diagnostic> diagnostics;
    private final Map<String, Item.Define> macros = new LinkedHashMap<>();
    private final Set<String> tracks = new LinkedHashSet<>();
    final MacroExpander expander; // the play checker asks it which macros a program expanded
    private final ProgramKinds kinds;
    /** Reported already: a macro expanded many times repeats its mistakes, each reported once. */
    private final Set<Diagnostic> reported = new HashSet<>();
    private final ExpressionTypes types;
    private boolean inChain;
    /** The loops (as expanded) that go over cells rather than directions: the compiler needs to know for computed items. */
    private final java.util.Set<Stmt.For> cellLoops = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
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
        this.types = new ExpressionTypes(rules, macros.keySet(), this::error, diagnostics);
    }

    /** What each name of the programs and conditions checked so far stands for. */
    ResolvedNames resolved() {
        return types.resolved();
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
        types.cursor(true);
        this.kind = kind;
        inChain = false;
        types.clearScopes();
        block(expanded);
        types.cursor(false);
        LoopCheck.check(expanded, diagnostics);
        return expanded;
    }

    void checkCondition(Expr e) {
        types.cursor(false);
        types.expect(e, Type.BOOL, "this condition");
    }

    void checkInt(Expr e) {
        types.cursor(false);
        types.expect(e, Type.INT, "a score");
    }

    void checkTally(Expr e) {
        if (e instanceof Expr.Call c && c.name().text().equals(Builtin.TALLY)) {
            // A value macro of one player, expanded: a number once the player is known.
            types.cursor(false);
            types.clearScopes();
            types.open();
            types.declare(Builtin.TALLY_PLAYER, Type.PLAYER);
            types.expect(c.args().get(0), Type.INT, "a tally");
            types.clearScopes();
            return;
        }
        Builtin b = e instanceof Expr.NameRef n ? Builtin.find(n.name()) : null;
        if (b == null || b.result() != Type.INT || b.params().size() != 1 || b.params().get(0) != Type.PLAYER) {
            error(e.pos(), "'highest' needs a count per player, such as 'exited', 'count' or a value macro of one player");
        }
    }

    // ---- statements

    private void block(Block block) {
        types.open();
        for (Stmt s : block.statements()) {
            statement(s);
        }
        types.close();
    }

    private void statement(Stmt s) {
        if (s instanceof Stmt.Step st) {
            types.expect(st.direction(), Type.DIRECTION, "'step'");
        } else if (s instanceof Stmt.Verify v) {
            types.expect(v.condition(), Type.BOOL, "'verify'");
        } else if (s instanceof Stmt.Repeat r) {
            types.expect(r.times(), Type.INT, "'repeat'");
            block(r.body());
        } else if (s instanceof Stmt.While w) {
            types.expect(w.condition(), Type.BOOL, "'while'");
            if (w.body().statements().isEmpty()) {
                error(w.pos(), "this 'while' has an empty body, so its condition never changes: it would loop for ever"
                        + " (to require the condition false, write 'verify not (...)')");
            }
            block(w.body());
        } else if (s instanceof Stmt.For f) {
            forStatement(f);
        } else if (s instanceof Stmt.If i) {
            types.expect(i.condition(), Type.BOOL, "'if'");
            block(i.then());
            if (i.otherwise() != null) {
                block(i.otherwise());
            }
        } else if (s instanceof Stmt.Let l) {
            Type t = types.type(l.value());
            if (t == Type.GROUP) {
                error(l.value().pos(), "a group's cells are worked out where a loop goes over them, so a variable cannot"
                        + " hold them: keep the cell ('let x = here') and write 'for c in group(x)'");
                t = null;
            }
            Type existing = types.local(l.name().text());
            if (existing != null && t != null && existing != t) {
                error(l.pos(), "'" + l.name().text() + "' is " + existing.description() + "; it cannot become "
                        + t.description());
            } else if (existing == null) {
                types.declare(l.name().text(), t);
            }
        } else if (s instanceof Stmt.Goto g) {
            types.expect(g.cell(), Type.CELL, "'goto'");
        } else if (s instanceof Stmt.MoveHere || s instanceof Stmt.DropHere || s instanceof Stmt.ExitBoard
                || s instanceof Stmt.Remove) {
            kinds.recordsMove(s, kind);
        } else if (s instanceof Stmt.Advance a) {
            types.expect(a.steps(), Type.INT, "'advance'");
            if (a.track() != null && !tracks.contains(a.track().text())) {
                error(a.track().pos(), "unknown track '" + a.track().text() + "'" + Suggest.didYouMean(a.track().text(), tracks, diagnostics));
            } else if (a.track() == null && tracks.size() != 1) {
                error(a.pos(), tracks.isEmpty() ? "'advance' needs a track: declare one with 'track NAME of PLAYER = ...'"
                        : "this game has several tracks; say which: 'advance N along TRACK'");
            }
        } else if (s instanceof Stmt.Use u) {
            types.expect(u.die(), Type.INT, "'use'");
        } else if (s instanceof Stmt.Capture c) {
            kinds.capture(c, kind);
            if (c.at() != null) {
                types.expect(c.at(), Type.CELL, "'capture at'");
            }
            Type into = c.into() == null ? null : types.type(c.into());
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
                types.expect(f.at(), Type.CELL, f.value() ? "'set ... at'" : "'clear ... at'");
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
        if (!(s instanceof Stmt.Promote p && types.local(p.piece().text()) == Type.PIECE)) {
            kinds.compound(s, kind, inChain);
        }
        if (s instanceof Stmt.Chain c) {
            boolean saved = inChain;
            inChain = true;
            block(c.body());
            inChain = saved;
        } else {
            kinds.effectTypes(s, types::expect);
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
            types.expect(w.filter(), Type.BOOL, "'sow ... where'");
        }
        if (w.body() != null) {
            block(w.body());
        }
    }

    private void forStatement(Stmt.For f) {
        Type element = null;
        for (Expr item : f.items()) {
            Type t = types.type(item);
            if (t == null) {
                continue;
            }
            if (t == Type.GROUP && f.items().size() > 1) {
                error(item.pos(), ExpressionTypes.GROUP_ALONE);
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
        types.open();
        if (element != null) {
            types.declare(f.variable().text(), element);
        }
        if (element == Type.CELL) {
            cellLoops.add(f);
        }
        if (f.filter() != null) {
            if (element != Type.CELL && element != null) {
                error(f.filter().pos(), "'where' filters cells; it is tested with the cursor on each cell");
            }
            types.expect(f.filter(), Type.BOOL, "'where'");
        }
        block(f.body());
        types.close();
    }

    private void error(Pos pos, String message) {
        Diagnostic d = new Diagnostic(pos, message);
        if (reported.add(d)) {
            diagnostics.add(d);
        }
    }
}
