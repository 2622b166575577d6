package gamut.compile;

import gamut.ast.Block;
import gamut.ast.Stmt;
import java.util.function.ToIntFunction;

/**
 * The most moves one run of a move program can give from one origin, read off its statements: a
 * move statement gives one, a block the sum of its statements, an 'if' the larger of its branches, a
 * 'for' its rounds times its body. A loop of unknown length around a move statement, a chain or a
 * sowing leaves the number open ({@link #OPEN}). A random playout draws moves by origin and needs a
 * bound that always holds, so every guess errs on the high side.
 */
final class MoveBound {
    /** No bound known. */
    static final int OPEN = Integer.MAX_VALUE;

    /** The rounds of a 'for' (the most over the players), or -1 when they are worked out at run time. */
    private final ToIntFunction<Stmt.For> rounds;

    MoveBound(ToIntFunction<Stmt.For> rounds) {
        this.rounds = rounds;
    }

    int of(Block block) {
        long sum = 0;
        for (Stmt s : block.statements()) {
            sum += of(s);
        }
        return (int) Math.min(sum, OPEN);
    }

    private int of(Stmt s) {
        if (s instanceof Stmt.MoveHere || s instanceof Stmt.DropHere || s instanceof Stmt.ExitBoard
                || s instanceof Stmt.Remove) {
            return 1;
        } else if (s instanceof Stmt.Chain || s instanceof Stmt.Land || s instanceof Stmt.Sow || s instanceof Stmt.Call) {
            return OPEN;
        } else if (s instanceof Stmt.If i) {
            return Math.max(of(i.then()), i.otherwise() == null ? 0 : of(i.otherwise()));
        } else if (s instanceof Stmt.Repeat r) {
            return unknownRounds(of(r.body()));
        } else if (s instanceof Stmt.While w) {
            return unknownRounds(of(w.body()));
        } else if (s instanceof Stmt.For f) {
            int body = of(f.body());
            int n = rounds.applyAsInt(f);
            return n < 0 ? unknownRounds(body) : (int) Math.min((long) n * body, OPEN);
        }
        return 0;
    }

    /** A loop whose number of rounds is known only as it runs. */
    private static int unknownRounds(int body) {
        return body == 0 ? 0 : OPEN;
    }
}
