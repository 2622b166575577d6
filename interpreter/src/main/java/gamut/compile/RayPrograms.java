package gamut.compile;

import gamut.ast.Expr;
import gamut.ast.Stmt;
import gamut.rules.Op;
import gamut.rules.Program;
import gamut.rules.StatementNodes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Compiles a move program's rounds to stand alone ({@link RayRounds}): for each player, one program
 * a round, which runs the checks, sets the loop's variable to the round's direction and runs the
 * loop's body from the piece.
 */
final class RayPrograms {
    private RayPrograms() {}

    /**
     * The rounds for each player, and beside each what its first step asks of the cell it reaches
     * ({@link Program#rayEntries}).
     */
    record Rounds(Op[][] ops, int[][] entries) {}

    /**
     * Compiles the rounds. A round that begins {@code step d}, {@code d} the loop's variable, needs
     * that cell on the board, and a {@code verify} right after it whose condition is a cell test, or
     * an 'and' of conditions one of which is, needs the cell to pass the test. Null when the
     * directions of different rounds are not all different.
     */
    static Rounds of(Statements statements, Scopes scopes, RayRounds.Parts parts, int players, ProgramRoots code) {
        int[][][] values = new int[parts.loops().size()][][];
        for (int k = 0; k < values.length; k++) {
            values[k] = statements.loopDirections(parts.loops().get(k));
        }
        for (int p = 0; p < players; p++) {
            List<Integer> seen = new ArrayList<>();
            for (int[][] loop : values) {
                for (int d : loop[p]) {
                    if (seen.contains(d)) {
                        // Two rounds along one ray could give one move twice.
                        return null;
                    }
                    seen.add(d);
                }
            }
        }
        scopes.reset();
        int saved = scopes.open();
        List<Op> checks = new ArrayList<>();
        Set<String> locals = new HashSet<>();
        for (Stmt s : parts.checks()) {
            checks.add(statements.single(s));
            if (s instanceof Stmt.Let l) {
                locals.add(l.name().text());
            }
        }
        Op check = checks.isEmpty() ? StatementNodes.END : StatementNodes.block(checks.toArray(Op[]::new));
        List<List<Op>> perPlayer = new ArrayList<>();
        List<List<Integer>> entries = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            perPlayer.add(new ArrayList<>());
            entries.add(new ArrayList<>());
        }
        for (int k = 0; k < values.length; k++) {
            Stmt.For loop = parts.loops().get(k);
            int inner = scopes.open();
            int slot = scopes.declare(loop.variable().text());
            Op body = statements.block(loop.body());
            scopes.close(inner);
            Set<String> names = new HashSet<>(locals);
            names.add(loop.variable().text());
            int test = firstTest(loop, names);
            for (int p = 0; p < players; p++) {
                for (int d : values[k][p]) {
                    perPlayer.get(p).add(code.root(StatementNodes.ray(check, slot, d, body)));
                    entries.get(p).add(test == Program.NO_ENTRY ? test : d * Program.ENTRY_TESTS + test);
                }
            }
        }
        scopes.close(saved);
        Op[][] rounds = new Op[players][];
        int[][] entryArrays = new int[players][];
        for (int p = 0; p < players; p++) {
            rounds[p] = perPlayer.get(p).toArray(Op[]::new);
            entryArrays[p] = entries.get(p).stream().mapToInt(Integer::intValue).toArray();
        }
        return new Rounds(rounds, entryArrays);
    }

    /** The test a loop's round asks of its first step's cell ({@link Program#ON_BOARD} for none), or {@link Program#NO_ENTRY}. */
    private static int firstTest(Stmt.For loop, Set<String> locals) {
        List<Stmt> body = loop.body().statements();
        if (body.isEmpty() || !(body.get(0) instanceof Stmt.Step step)
                || !(step.direction() instanceof Expr.NameRef n && n.name().equals(loop.variable().text()))) {
            return Program.NO_ENTRY;
        }
        int test = body.size() > 1 && body.get(1) instanceof Stmt.Verify v ? conjunctTest(v.condition(), locals) : -1;
        return test < 0 ? Program.ON_BOARD : test;
    }

    /** The cell test of the condition or of one of its 'and'-ed parts, or -1. */
    private static int conjunctTest(Expr e, Set<String> locals) {
        if (e instanceof Expr.Binary b && b.op().equals("and")) {
            int left = conjunctTest(b.left(), locals);
            return left >= 0 ? left : conjunctTest(b.right(), locals);
        }
        return CellTests.of(e, locals::contains);
    }
}
