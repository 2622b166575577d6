package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.check.ResolvedNames;
import gamut.check.RuleSet;
import gamut.check.Substitution;
import gamut.check.Type;
import gamut.core.Geometry;
import gamut.rules.CellTest;
import gamut.rules.Op;
import gamut.rules.StatementNodes;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Peephole fusions: shapes of statements common in the inner loops of move generation, compiled
 * to one node each. Every method answers null when its shape does not apply.
 */
final class Fusions {
    /** Loops over at most this many constant directions are unrolled. */
    private static final int MAX_UNROLL = 12;
    /** Copies of a body that unrolling may make, those of the unrolled loops around it multiplied in. */
    private static final int MAX_COPIES = 512;
    /** Statements and expressions the copies of one unrolled body may hold in all. */
    private static final int MAX_UNROLLED_CODE = 50_000;

    private final Geometry geo;
    /** The owner index of neutral pieces (the number of players), for the cell tests. */
    private final int neutral;
    private final Scopes scopes;
    private final Expressions expressions;
    private final Function<Block, Op> blocks;
    /** Wraps the body of a loop round (to drop the effects it recorded). */
    private final java.util.function.UnaryOperator<Op> rounds;
    /** Copies made of the body being compiled by the unrolled loops around it. */
    private long copies = 1;

    /** {@code blocks} compiles a block the ordinary way (for the bodies of unrolled loops). */
    Fusions(Geometry geo, int neutral, Scopes scopes, Expressions expressions, Function<Block, Op> blocks,
            java.util.function.UnaryOperator<Op> rounds) {
        this.rounds = rounds;
        this.geo = geo;
        this.neutral = neutral;
        this.scopes = scopes;
        this.expressions = expressions;
        this.blocks = blocks;
    }

    int neutral() {
        return neutral;
    }

    /** The {@link CellTest} code of the condition, or -1. */
    int cellTest(Expr condition) {
        return CellTests.of(condition, name -> scopes.lookup(name) != null);
    }

    /**
     * {@code repeat N { step d  verify T1 }  step d  verify T2  move} with one constant direction,
     * starting at statement {@code i}: a move of exactly N+1 cells along d, compiled to one node (the
     * inner loop of line-counting games). It stands for four statements.
     */
    Op exactJump(List<Stmt> statements, int i) {
        if (i + 3 >= statements.size() || !(statements.get(i) instanceof Stmt.Repeat r)
                || !(statements.get(i + 1) instanceof Stmt.Step step) || !(statements.get(i + 2) instanceof Stmt.Verify last)
                || !(statements.get(i + 3) instanceof Stmt.MoveHere)) {
            return null;
        }
        List<Stmt> body = r.body().statements();
        if (body.size() != 2 || !(body.get(0) instanceof Stmt.Step inner) || !(body.get(1) instanceof Stmt.Verify v)) {
            return null;
        }
        Integer d = expressions.constant(step.direction());
        Integer d2 = expressions.constant(inner.direction());
        int passTest = cellTest(v.condition());
        int landTest = cellTest(last.condition());
        if (d == null || !d.equals(d2) || passTest < 0 || landTest < 0) {
            return null;
        }
        return StatementNodes.exactJump(expressions.expr(r.times()), geo, d, passTest, landTest, neutral);
    }

    /** {@code step d  verify T} at statement {@code i}, with a cell test: one node for both statements. */
    Op stepTest(List<Stmt> statements, int i) {
        if (!(statements.get(i) instanceof Stmt.Step step) || i + 1 >= statements.size()
                || !(statements.get(i + 1) instanceof Stmt.Verify v) || cellTest(v.condition()) < 0) {
            return null;
        }
        Integer d = expressions.constant(step.direction());
        return StatementNodes.stepTest(geo.nextTable(), geo.directions(), d == null ? expressions.expr(step.direction()) : null,
                d == null ? -1 : d, cellTest(v.condition()), neutral);
    }

    /** {@code repeat N { step d  verify T }} with a cell test: one node for the whole loop. */
    Op repeatStepTest(Stmt.Repeat r) {
        List<Stmt> body = r.body().statements();
        if (body.size() == 2 && body.get(0) instanceof Stmt.Step step
                && body.get(1) instanceof Stmt.Verify v && cellTest(v.condition()) >= 0) {
            Integer d = expressions.constant(step.direction());
            return StatementNodes.repeatStepTest(expressions.expr(r.times()), geo, d == null ? expressions.expr(step.direction()) : null,
                    d == null ? -1 : d, cellTest(v.condition()), neutral);
        }
        return null;
    }

    /**
     * A loop over a few constant directions, the same for every player, whose body does not assign
     * its variable, becomes one body per direction with the direction written in, so that steps
     * and line counts become direct table lookups. Nested loops are unrolled only while the copies
     * stay few and small; the others stay loops, which run the same.
     */
    Op unrolled(Stmt.For f, int[] directions) {
        long made = copies * directions.length;
        if (directions.length > MAX_UNROLL || made > MAX_COPIES
                || made * CodeSize.of(f.body(), MAX_UNROLLED_CODE) > MAX_UNROLLED_CODE
                || Substitution.assigns(f.body(), f.variable().text())) {
            return null;
        }
        Op[] bodies = new Op[directions.length];
        long around = copies;
        copies = made;
        try {
            for (int i = 0; i < directions.length; i++) {
                Expr name = expressions.written(f.variable().pos(), geo.directionName(directions[i]),
                        new ResolvedNames.Declared(new RuleSet.Symbol(RuleSet.SymbolKind.DIRECTION, directions[i],
                                Type.DIRECTION)));
                Block body = new Substitution(Map.of(f.variable().text(), name)).block(f.body());
                int saved = scopes.open();
                bodies[i] = rounds.apply(blocks.apply(body));
                scopes.close(saved);
            }
        } finally {
            copies = around;
        }
        return StatementNodes.branches(bodies);
    }
}
