package gamut.check;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.base.Diagnostic;
import java.util.List;

/**
 * Looks at the loops of one program once its macros are expanded: a 'break' must stand in a loop
 * (an error), and a statement that can fail inside a 'while' or 'repeat' that no 'for' encloses
 * gets a warning when statements follow the loop. Such a failure ends the whole run of the
 * program (section 5 of the language reference), so what follows the loop is silently skipped:
 * the way a missing win once hid in a rider loop that stepped off the board.
 */
final class LoopCheck {
    static final String BREAK_OUTSIDE = "'break' leaves a loop; there is no loop here";

    private final List<Diagnostic> diagnostics;

    private LoopCheck(List<Diagnostic> diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** Checks a program's expanded body. */
    static void check(Block program, List<Diagnostic> diagnostics) {
        new LoopCheck(diagnostics).block(program, new Around(0, false, null, false));
    }

    /**
     * What encloses a statement: how many loops, whether a 'for' does, the innermost 'while' or
     * 'repeat' that no 'for' encloses (null when none) and whether statements follow it.
     */
    private record Around(int loops, boolean inFor, Stmt bareLoop, boolean bareLoopFollowed) {}

    private void block(Block block, Around around) {
        block(block, around, false);
    }

    /** {@code followed}: whether statements come after this block before the program ends. */
    private void block(Block block, Around around, boolean followed) {
        List<Stmt> statements = block.statements();
        for (int i = 0; i < statements.size(); i++) {
            boolean after = followed || i < statements.size() - 1;
            statement(statements.get(i), around, after, false);
        }
    }

    private void statement(Stmt s, Around around, boolean after, boolean guarded) {
        if (s instanceof Stmt.Break) {
            if (around.loops == 0) {
                diagnostics.add(new Diagnostic(s.pos(), BREAK_OUTSIDE));
            }
        } else if (s instanceof Stmt.For f) {
            block(f.body(), new Around(around.loops + 1, true, null, false), after);
        } else if (s instanceof Stmt.Repeat || s instanceof Stmt.While) {
            Block body = s instanceof Stmt.Repeat r ? r.body() : ((Stmt.While) s).body();
            block(body, around.inFor ? new Around(around.loops + 1, true, null, false)
                    : new Around(around.loops + 1, false, s, after), after);
        } else if (s instanceof Stmt.If i) {
            List<Stmt> then = i.then().statements();
            for (int k = 0; k < then.size(); k++) {
                boolean safe = k == 0 && then.get(k) instanceof Stmt.Step step && testsStep(i.condition(), step.direction());
                statement(then.get(k), around, after || k < then.size() - 1, safe);
            }
            if (i.otherwise() != null) {
                block(i.otherwise(), around, after);
            }
        } else if (around.bareLoop != null && around.bareLoopFollowed && !guarded && canFail(s)) {
            diagnostics.add(Diagnostic.warning(s.pos(), warning(s, around.bareLoop)));
        }
    }

    private static boolean canFail(Stmt s) {
        return s instanceof Stmt.Step || s instanceof Stmt.Verify || s instanceof Stmt.Goto || s instanceof Stmt.Advance;
    }

    private static String warning(Stmt s, Stmt loop) {
        String word = s instanceof Stmt.Step ? "step" : s instanceof Stmt.Verify ? "verify"
                : s instanceof Stmt.Goto ? "goto" : "advance";
        String advice;
        if (s instanceof Stmt.Step step) {
            String d = text(step.direction());
            advice = "test first with 'if can_step(" + (d == null ? "..." : d) + ")' and leave with 'break'";
        } else if (s instanceof Stmt.Verify) {
            advice = "leave the loop with 'if not ... { break }' instead";
        } else {
            advice = "leave the loop with 'break' before it can fail";
        }
        return "'" + word + "' can fail here and end the whole run of the program: no 'for' encloses this '"
                + (loop instanceof Stmt.Repeat ? "repeat" : "while") + "', so nothing after the loop runs; "
                + advice + ", or put the loop in a 'for'";
    }

    /** Whether the condition is, or is an 'and' of, {@code can_step(D)} for the step's direction D. */
    private static boolean testsStep(Expr condition, Expr direction) {
        if (condition instanceof Expr.Binary b && b.op().equals("and")) {
            return testsStep(b.left(), direction) || testsStep(b.right(), direction);
        }
        return condition instanceof Expr.Call c && c.name().text().equals(Builtin.CAN_STEP.word())
                && c.args().size() == 1 && same(c.args().get(0), direction);
    }

    /** The same expression, wherever written. */
    private static boolean same(Expr a, Expr b) {
        return text(a) != null && text(a).equals(text(b));
    }

    /** A name, or a call of names, as written; null for anything else. */
    private static String text(Expr e) {
        if (e instanceof Expr.NameRef n) {
            return n.name();
        }
        if (e instanceof Expr.Call c) {
            StringBuilder out = new StringBuilder(c.name().text()).append('(');
            for (int i = 0; i < c.args().size(); i++) {
                String arg = text(c.args().get(i));
                if (arg == null) {
                    return null;
                }
                out.append(i == 0 ? "" : ", ").append(arg);
            }
            return out.append(')').toString();
        }
        return null;
    }
}
