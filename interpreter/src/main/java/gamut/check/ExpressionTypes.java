package gamut.check;

import gamut.ast.Expr;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Gives every expression of the programs and conditions a type, and every name what it stands for
 * ({@link ResolvedNames}): a local of the scopes open, a builtin, then a declared name of the game.
 * The statements' checker ({@link ProgramChecker}) opens and closes the scopes of its blocks and
 * loops, and says where the cell under the cursor may be read.
 */
final class ExpressionTypes {
    private final RuleSet rules;
    /** The names of the statement macros, which have no value: a mistake worth its own message. */
    private final Set<String> macros;
    private final List<Diagnostic> diagnostics;
    private final BiConsumer<Pos, String> error;
    private final Deque<Map<String, Type>> scopes = new ArrayDeque<>();
    private final Set<Pos> unknownNames = new HashSet<>();
    private final ResolvedNames resolved = new ResolvedNames();
    private boolean cursorAllowed;

    ExpressionTypes(RuleSet rules, Set<String> macros, BiConsumer<Pos, String> error, List<Diagnostic> diagnostics) {
        this.rules = rules;
        this.macros = macros;
        this.error = error;
        this.diagnostics = diagnostics;
    }

    /** What each name of the expressions typed so far stands for. */
    ResolvedNames resolved() {
        return resolved;
    }

    /** Whether builtins that read the cell under the cursor may be used (in a move program, not in a condition). */
    void cursor(boolean allowed) {
        cursorAllowed = allowed;
    }

    /** Opens a scope for the locals of a block or a loop. */
    void open() {
        scopes.push(new HashMap<>());
    }

    void close() {
        scopes.pop();
    }

    void clearScopes() {
        scopes.clear();
    }

    /** A local of the innermost scope; null for one whose value had a mistake reported, so that its uses stay silent. */
    void declare(String name, Type type) {
        scopes.peek().put(name, type);
    }

    /** Types the expression and reports it when its type is not the one wanted ({@code where} names the place in the message). */
    void expect(Expr e, Type wanted, String where) {
        Type t = type(e);
        if (t != null && t != wanted) {
            error.accept(e.pos(), where + " needs " + wanted.description() + ", but " + CheckWords.show(e) + " is " + t.description());
        }
    }

    /** The expression's type, its names resolved; null after a mistake reported. */
    Type type(Expr e) {
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
                    error.accept(b.pos(), "groups of cells cannot be compared; compare their sizes (group_size) or ask"
                            + " whether a cell is in one (any(c in group(x) where here == y))");
                } else if (l != null && r != null && l != r) {
                    error.accept(b.pos(), "cannot compare " + l.description() + " with " + r.description());
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

    static final String GROUP_ALONE = "'group(...)' stands alone in a loop: its cells are worked out as the"
            + " loop starts, so write a loop of its own for the other cells";

    /** The type of a local of the scopes open, or null when there is none of that name. */
    Type local(String name) {
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
                error.accept(n.pos(), "'" + b.word() + "' takes " + CheckWords.count(b.params().size(), "argument") + " ("
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
        if (macros.contains(n.name())) {
            error.accept(n.pos(), "macro '" + n.name() + "' is a statement; it has no value");
            return null;
        }
        if (unknownNames.add(n.pos())) {
            error.accept(n.pos(), "unknown name '" + n.name() + "'" + Suggest.didYouMean(n.name(), CheckWords.visibleNames(rules, scopes), diagnostics));
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
            if (macros.contains(word)) {
                error.accept(c.pos(), "macro '" + word + "' is a statement; it has no value (a value macro is written "
                        + "'define " + word + "(...) = ...')");
            } else {
                error.accept(c.name().pos(), "unknown function '" + word + "'" + Suggest.didYouMean(word, CheckWords.callable(rules)));
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
            error.accept(c.pos(), "'" + word + "' takes " + CheckWords.count(params.size(), "argument")
                    + (params.isEmpty() ? "" : " (" + CheckWords.describe(params) + ")") + ", not " + c.args().size());
            return false;
        }
        for (int i = 0; i < params.size(); i++) {
            Type want = params.get(i);
            Type got = type(c.args().get(i));
            if (got != null && got != want) {
                error.accept(c.args().get(i).pos(), "argument " + (i + 1) + " of '" + word + "' must be " + want.description()
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
                error.accept(item.pos(), q.from() == null ? GROUP_ALONE : "'reaches' leads to cells or zones, not to a group");
            } else if (t != null && t != Type.CELL && t != Type.ZONE && t != Type.GROUP) {
                error.accept(item.pos(), "'" + word + (q.from() == null ? "' goes over cells" : "' leads to cells or zones") + ", but "
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
            error.accept(c.pos(), "'at_turn_start' takes 1 argument (a number or a condition), not " + c.args().size());
            return null;
        }
        boolean saved = cursorAllowed;
        cursorAllowed = false;
        Type t = type(c.args().get(0));
        cursorAllowed = saved;
        if (t != null && t != Type.INT && t != Type.BOOL) {
            error.accept(c.args().get(0).pos(), "'at_turn_start' remembers a number or a condition, but "
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
            error.accept(pos, refused);
            return null;
        }
        return b.result();
    }
}
