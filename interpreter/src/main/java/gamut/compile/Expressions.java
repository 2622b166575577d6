package gamut.compile;

import gamut.ast.Expr;
import gamut.base.Pos;
import gamut.check.Builtin;
import gamut.check.ResolvedNames;
import gamut.check.RuleSet;
import gamut.core.Geometry;
import gamut.rules.CodeNodes;
import gamut.rules.Eval;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Compiles expressions into trees of {@link Eval} nodes: literals, operators, locals, declared
 * names as their indices, builtins, quantifiers over cells, and values remembered from the start
 * of the turn (worked out by the state when each turn begins, in the order of {@link #turnStart}).
 */
final class Expressions {
    private final RuleSet set;
    private final Scopes scopes;
    private final Tables tables;
    private final Builtins builtins;
    private final List<Eval> turnStart = new ArrayList<>();
    /** Names the compiler writes in itself (an unrolled loop's direction), with what each stands for. */
    private final Map<Expr.NameRef, ResolvedNames.Meaning> written = new IdentityHashMap<>();

    Expressions(RuleSet set, Scopes scopes, Tables tables, Unsupported unsupported) {
        this.set = set;
        this.scopes = scopes;
        this.tables = tables;
        this.builtins = new Builtins(set, tables, unsupported);
    }

    /** Whether a compiled expression reads the builtin. */
    boolean uses(gamut.check.Builtin b) {
        return builtins.used(b);
    }

    /** The values to work out when each turn begins. */
    Eval[] turnStart() {
        return turnStart.toArray(Eval[]::new);
    }

    /** A name the compiler writes into a body it copies, standing for what it says. */
    Expr.NameRef written(Pos pos, String name, ResolvedNames.Meaning meaning) {
        Expr.NameRef n = new Expr.NameRef(pos, name);
        written.put(n, meaning);
        return n;
    }

    /** What the name stands for: the checker's answer, or the compiler's for a name it wrote in. */
    ResolvedNames.Meaning meaning(Expr.NameRef n) {
        ResolvedNames.Meaning m = written.get(n);
        return m != null ? m : set.resolved().of(n);
    }

    /** A direction, piece, player or cell named outright, known at compile time. */
    Integer constant(Expr e) {
        if (e instanceof Expr.NameRef n && meaning(n) instanceof ResolvedNames.Declared d) {
            RuleSet.Symbol s = d.symbol();
            return s.kind() == RuleSet.SymbolKind.RELATIVE_DIRECTIONS ? null : s.index();
        }
        return null;
    }

    Eval expr(Expr e) {
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
            return name(n);
        }
        if (e instanceof Expr.Quantifier q) {
            return quantifier(q);
        }
        Expr.Call c = (Expr.Call) e;
        if (Builtin.find(c.name().text()) == Builtin.AT_TURN_START) {
            return atTurnStart(c);
        }
        Builtin b = Builtin.find(c.name().text());
        return b != null ? builtin(b, c.args(), c.pos()) : attribute(c);
    }

    /** An attribute of the piece on a cell, by its type (a neutral piece's too); 0 on an empty cell. */
    private Eval attribute(Expr.Call c) {
        int[] values = set.attributes().values()[set.attributes().index(c.name().text())];
        Eval cell = expr(c.args().get(0));
        return g -> {
            int at = cell.eval(g);
            return at >= 0 && g.board.owner[at] >= 0 ? values[g.board.piece[at]] : 0;
        };
    }

    private Eval name(Expr.NameRef n) {
        ResolvedNames.Meaning meaning = meaning(n);
        if (meaning instanceof ResolvedNames.Local) {
            return new CodeNodes.Local(scopes.lookup(n.name()));
        }
        if (meaning instanceof ResolvedNames.Of of) {
            return builtin(of.builtin(), List.of(), n.pos());
        }
        RuleSet.Symbol sym = ((ResolvedNames.Declared) meaning).symbol();
        if (sym.kind() == RuleSet.SymbolKind.RELATIVE_DIRECTIONS) {
            // A direction that differs per player: the mover's one.
            int[][] sets = set.relativeDirections()[sym.index()];
            int[] mine = new int[sets.length];
            for (int p = 0; p < sets.length; p++) {
                mine[p] = sets[p].length == 1 ? sets[p][0] : -1;
            }
            return g -> mine[g.mover];
        }
        int v = sym.index();
        return g -> v;
    }

    private Eval builtin(Builtin b, List<Expr> args, Pos pos) {
        Eval[] values = new Eval[args.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = expr(args.get(i));
        }
        return builtins.of(b, values, args.isEmpty() ? null : constant(args.get(0)), pos);
    }

    /** Worked out by the state when each turn begins; read back by its index. */
    private Eval atTurnStart(Expr.Call c) {
        List<Map<String, Integer>> savedScopes = scopes.hide();
        Eval value = expr(c.args().get(0));
        scopes.restore(savedScopes);
        int index = turnStart.size();
        turnStart.add(value);
        return g -> g.facts.atTurnStart(index);
    }

    /** Loops and quantifiers over a group's cells so far: each has a set of cells of its own in the run-time context. */
    private int cellSets;

    /** A new number for a loop or quantifier over a group's cells ({@link gamut.rules.Gen#cellSet}). */
    int newCellSet() {
        return cellSets++;
    }

    /**
     * {@code liberties(x)} compared with a number k: no answer changes once k + 1 liberties are
     * found, so the count stops there (a capture asks 'liberties(x) == 0' of every neighbour).
     */
    private Eval cappedLiberties(Expr.Binary b) {
        boolean compares = switch (b.op()) {
            case "==", "!=", "<", "<=", ">", ">=" -> true;
            default -> false;
        };
        if (compares && b.left() instanceof Expr.Call c && Builtin.find(c.name().text()) == Builtin.LIBERTIES
                && scopes.lookup(c.name().text()) == null && b.right() instanceof Expr.IntLit k && k.value() >= 0
                && k.value() < Integer.MAX_VALUE) {
            return builtins.liberties(expr(c.args().get(0)), k.value() + 1);
        }
        return null;
    }

    /** Whether an item of a loop or quantifier is a group's cells, {@code group(x)}. */
    static boolean isGroup(Expr item) {
        return item instanceof Expr.Call c && Builtin.find(c.name().text()) == Builtin.GROUP;
    }

    /** Tests the condition with the cursor (and the variable) on each cell of the group of a cell. */
    private Eval groupQuantifier(Expr.Quantifier q) {
        Eval from = expr(((Expr.Call) q.items().get(0)).args().get(0));
        int saved = scopes.open();
        int slot = scopes.declare(q.variable().text());
        Eval cond = expr(q.condition());
        scopes.close(saved);
        boolean all = q.all();
        int site = newCellSet();
        return g -> {
            int start = from.eval(g);
            int[] cells = g.cellSet(site);
            int n = start < 0 ? 0 : g.board.ask().groups().cells(start, cells);
            int cursor = g.cursor;
            int result = all ? 1 : 0;
            for (int i = 0; i < n; i++) {
                g.cursor = cells[i];
                g.locals[slot] = cells[i];
                if ((cond.eval(g) != 0) != all) {
                    result = all ? 0 : 1;
                    break;
                }
            }
            g.cursor = cursor;
            return result;
        };
    }

    /** Tests the condition with the cursor (and the variable) on each cell of the mover's zones. */
    private Eval quantifier(Expr.Quantifier q) {
        if (q.from() != null) {
            return reach(q);
        }
        if (isGroup(q.items().get(0))) {
            return groupQuantifier(q);
        }
        int players = set.players().size();
        int[][] cells = new int[players][];
        for (int p = 0; p < players; p++) {
            cells[p] = cellsOf(q.items(), p);
        }
        int saved = scopes.open();
        int slot = scopes.declare(q.variable().text());
        Eval cond = expr(q.condition());
        scopes.close(saved);
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

    /**
     * {@code reaches(c in FROM to ZONES where COND)}: a search from the cell over neighbouring cells
     * that meet the condition, each tested once, until one of the zones' cells (the mover's) is met.
     */
    private Eval reach(Expr.Quantifier q) {
        int players = set.players().size();
        Geometry geo = set.geometry();
        boolean[][] goal = new boolean[players][geo.cells()];
        for (int p = 0; p < players; p++) {
            for (int c : cellsOf(q.items(), p)) {
                goal[p][c] = true;
            }
        }
        int[][] neighbours = new int[geo.cells()][];
        for (int c = 0; c < neighbours.length; c++) {
            neighbours[c] = geo.neighbours(c);
        }
        Eval from = expr(q.from());
        int saved = scopes.open();
        int slot = scopes.declare(q.variable().text());
        Eval cond = expr(q.condition());
        scopes.close(saved);
        return new gamut.rules.Reach(goal, neighbours, from, slot, cond, newCellSet(), newCellSet());
    }

    /** The distinct cells of the listed cells and zones (the player's own, for a zone per player). */
    private int[] cellsOf(List<Expr> items, int player) {
        Geometry geo = set.geometry();
        LinkedHashSet<Integer> found = new LinkedHashSet<>();
        for (Expr item : items) {
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
                for (int c : tables.zoneCells(sym.index(), player)) {
                    found.add(c);
                }
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    private Eval binary(Expr.Binary b) {
        Eval capped = cappedLiberties(b);
        Eval l = capped != null ? capped : expr(b.left());
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
}
