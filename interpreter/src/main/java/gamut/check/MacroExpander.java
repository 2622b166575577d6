package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Limits;
import gamut.base.Pos;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Expands the statement macros of a program in place: each call becomes the macro's body, as a
 * block of its own, with the parameters replaced by the arguments. Unknown macros, wrong argument
 * counts and recursion are reported, and the call then stands for nothing. What the expansion
 * makes is counted against the check's {@link Expansion}: a call of the program that would make
 * too much, or nest too deeply, is reported and stands for nothing.
 */
final class MacroExpander {
    private final Map<String, Item.Define> macros;
    private final List<Diagnostic> diagnostics;
    private final Expansion budget;
    private final Deque<String> expanding = new ArrayDeque<>();
    /** What is reported already: a macro expanded many times repeats its mistakes at the same place. */
    private final Set<Diagnostic> reported = new HashSet<>();
    private final Set<Pos> unknownMacros = new HashSet<>();
    /** The macros the last program expanded, nested ones too: whose rules they became, for reports. */
    private final Set<String> used = new java.util.LinkedHashSet<>();

    MacroExpander(Map<String, Item.Define> macros, List<Diagnostic> diagnostics, Expansion budget) {
        this.macros = macros;
        this.diagnostics = diagnostics;
        this.budget = budget;
    }

    /** The program with every macro call expanded. */
    Block expand(Block body) {
        used.clear();
        return new Expander(Map.of(), 0, 0).block(body);
    }

    /** Rebuilds a program with macro calls replaced by their bodies and parameters by arguments. */
    private final class Expander extends ExprWalker {
        private final Map<String, Expr> bindings;
        /** Macro calls being expanded around this body: 0 for the program itself. */
        private final int depth;
        /** Blocks around the statement being rebuilt, in the expanded program. */
        private int level;

        Expander(Map<String, Expr> bindings, int depth, int level) {
            this.bindings = bindings;
            this.depth = depth;
            this.level = level;
        }

        @Override
        Block block(Block block) {
            Expansion.within(++level);
            try {
                return super.block(block);
            } finally {
                level--;
            }
        }

        @Override
        Expr expr(Expr e) {
            Expr out = new Substitution(bindings).expr(e);
            if (depth > 0) {
                budget.spend(budget.size(out));
                Expansion.within(level + budget.depth(out));
            }
            return out;
        }

        @Override
        ExprWalker inside(String variable) {
            if (!bindings.containsKey(variable)) {
                return this;
            }
            Map<String, Expr> copy = new HashMap<>(bindings);
            copy.remove(variable);
            return new Expander(copy, depth, level);
        }

        @Override
        Stmt statement(Stmt s) {
            if (depth > 0) {
                budget.spend(1);
            }
            return s instanceof Stmt.Call call ? call(call) : super.statement(s);
        }

        private Stmt call(Stmt.Call call) {
            Item.Define macro = macros.get(call.name().text());
            Stmt nothing = new Stmt.If(call.pos(), new Expr.BoolLit(call.pos(), false), new Block(call.pos(), List.of()), null);
            if (macro == null) {
                String word = call.name().text();
                if (Builtin.find(word) != null) {
                    error(call.pos(), "'" + word + "' is a value, not a statement; use it in verify, if or let");
                } else if (unknownMacros.add(call.name().pos())) {
                    error(call.name().pos(), "unknown macro '" + word + "'" + Suggest.didYouMean(word, macros.keySet(), diagnostics));
                }
                return nothing;
            }
            if (macro.params().size() != call.args().size()) {
                error(call.pos(), "macro '" + macro.name().text() + "' takes "
                        + CheckWords.count(macro.params().size(), "argument") + ", not " + call.args().size());
            }
            if (expanding.contains(macro.name().text())) {
                error(call.pos(), "macro '" + macro.name().text() + "' calls itself; macros cannot recurse");
                return nothing;
            }
            if (depth >= Limits.MACRO_DEPTH) {
                error(call.pos(), "macros call each other more than " + Limits.MACRO_DEPTH + " deep");
                return nothing;
            }
            if (depth > 0) {
                return expansion(call, macro);
            }
            if (budget.spent()) {
                return nothing;
            }
            try {
                return expansion(call, macro);
            } catch (Expansion.TooLarge e) {
                error(call.pos(), Expansion.tooLarge("macro '" + macro.name().text() + "'"));
            } catch (Expansion.TooDeep e) {
                error(call.pos(), Expansion.tooDeep("macro '" + macro.name().text() + "'"));
            }
            return nothing;
        }

        /** The body of the macro in a block of its own, with its parameters replaced by the call's arguments. */
        private Stmt expansion(Stmt.Call call, Item.Define macro) {
            Map<String, Expr> inner = new HashMap<>();
            for (int i = 0; i < Math.min(macro.params().size(), call.args().size()); i++) {
                inner.put(macro.params().get(i).text(), new Substitution(bindings).expr(call.args().get(i)));
            }
            // The body runs as a block of its own, so its lets do not leak into the caller.
            used.add(macro.name().text());
            expanding.push(macro.name().text());
            try {
                return new Stmt.If(call.pos(), new Expr.BoolLit(call.pos(), true),
                        new Expander(inner, depth + 1, level).block(macro.body()), null);
            } finally {
                expanding.pop();
            }
        }
    }

    /** The macros the program last expanded used, nested ones included. */
    Set<String> used() {
        return Set.copyOf(used);
    }

    private void error(Pos pos, String message) {
        Diagnostic d = new Diagnostic(pos, message);
        if (reported.add(d)) {
            diagnostics.add(d);
        }
    }
}
