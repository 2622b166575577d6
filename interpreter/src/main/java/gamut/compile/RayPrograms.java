package gamut.compile;

import gamut.ast.Stmt;
import gamut.rules.Op;
import gamut.rules.Ops;
import gamut.rules.Roots;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a move program's rounds to stand alone ({@link RayRounds}): for each player, one program
 * a round, which runs the checks, sets the loop's variable to the round's direction and runs the
 * loop's body from the piece.
 */
final class RayPrograms {
    private RayPrograms() {}

    /** The rounds for each player, or null when the directions of different rounds are not all different. */
    static Op[][] of(Statements statements, Scopes scopes, RayRounds.Parts parts, int players) {
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
        for (Stmt s : parts.checks()) {
            checks.add(statements.single(s));
        }
        Op check = checks.isEmpty() ? g -> true : Ops.block(checks.toArray(Op[]::new));
        Op[][] rounds = new Op[players][];
        List<List<Op>> perPlayer = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            perPlayer.add(new ArrayList<>());
        }
        for (int k = 0; k < values.length; k++) {
            Stmt.For loop = parts.loops().get(k);
            int inner = scopes.open();
            int slot = scopes.declare(loop.variable().text());
            Op body = statements.block(loop.body());
            scopes.close(inner);
            for (int p = 0; p < players; p++) {
                for (int d : values[k][p]) {
                    perPlayer.get(p).add(Roots.of(Ops.ray(check, slot, d, body)));
                }
            }
        }
        scopes.close(saved);
        for (int p = 0; p < players; p++) {
            rounds[p] = perPlayer.get(p).toArray(Op[]::new);
        }
        return rounds;
    }
}
