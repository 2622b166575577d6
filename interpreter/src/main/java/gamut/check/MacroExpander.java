package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Item;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import gamut.base.Pos;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Expands the statement macros of a program in place: each call becomes the macro's body, as a
 * block of its own, with the parameters replaced by the arguments. Unknown macros, wrong argument
 * counts and recursion are reported, and the call then stands for nothing.
 */
final class MacroExpander {
    /** Deeper than this, a chain of distinct macros is surely a mistake (and would flood memory). */
    private static final int MAX_MACRO_DEPTH = 64;

    private final Map<String, Item.Define> macros;
    private final List<Diagnostic> diagnostics;
    private final Deque<String> expanding = new ArrayDeque<>();

    MacroExpander(Map<String, Item.Define> macros, List<Diagnostic> diagnostics) {
        this.macros = macros;
        this.diagnostics = diagnostics;
    }

    /** The program with every macro call expanded. */
    Block expand(Block body) {
        return new Expander(Map.of(), 0).block(body);
    }

    /** Rebuilds a program with macro calls replaced by their bodies and parameters by arguments. */
    private final class Expander extends ExprWalker {
        private final Map<String, Expr> bindings;
        private final int depth;

        Expander(Map<String, Expr> bindings, int depth) {
            this.bindings = bindings;
            this.depth = depth;
        }

        @Override
        Expr expr(Expr e) {
            return new Substitution(bindings).expr(e);
        }

        @Override
        ExprWalker inside(String variable) {
            if (!bindings.containsKey(variable)) {
                return this;
            }
            Map<String, Expr> copy = new HashMap<>(bindings);
            copy.remove(variable);
            return new Expander(copy, depth);
        }

        @Override
        Stmt statement(Stmt s) {
            return s instanceof Stmt.Call call ? call(call) : super.statement(s);
        }

        private Stmt call(Stmt.Call call) {
            Item.Define macro = macros.get(call.name().text());
            Stmt nothing = new Stmt.If(call.pos(), new Expr.BoolLit(call.pos(), false), new Block(call.pos(), List.of()), null);
            if (macro == null) {
                String word = call.name().text();
                if (Builtin.find(word) != null) {
                    error(call.pos(), "'" + word + "' is a value, not a statement; use it in verify, if or let");
                } else {
                    error(call.name().pos(), "unknown macro '" + word + "'" + Suggest.didYouMean(word, macros.keySet()));
                }
                return nothing;
            }
            if (macro.params().size() != call.args().size()) {
                error(call.pos(), "macro '" + macro.name().text() + "' takes "
                        + ProgramChecker.count(macro.params().size(), "argument") + ", not " + call.args().size());
            }
            if (expanding.contains(macro.name().text())) {
                error(call.pos(), "macro '" + macro.name().text() + "' calls itself; macros cannot recurse");
                return nothing;
            }
            if (depth >= MAX_MACRO_DEPTH) {
                error(call.pos(), "macros call each other more than " + MAX_MACRO_DEPTH + " deep");
                return nothing;
            }
            Map<String, Expr> inner = new HashMap<>();
            for (int i = 0; i < Math.min(macro.params().size(), call.args().size()); i++) {
                inner.put(macro.params().get(i).text(), expr(call.args().get(i)));
            }
            // The body runs as a block of its own, so its lets do not leak into the caller.
            expanding.push(macro.name().text());
            try {
                return new Stmt.If(call.pos(), new Expr.BoolLit(call.pos(), true),
                        new Expander(inner, depth + 1).block(macro.body()), null);
            } finally {
                expanding.pop();
            }
        }
    }

    private void error(Pos pos, String message) {
        diagnostics.add(new Diagnostic(pos, message));
    }
}
