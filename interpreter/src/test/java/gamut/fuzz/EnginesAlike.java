package gamut.fuzz;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.Engine;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The differential test of the generated code on mutants that check clean: a random game played
 * by the interpreter and by the generated code side by side gives the same legal moves in the same
 * order, the same hashes, and the same refusal where the rules fail (a loop that cannot end).
 */
final class EnginesAlike {
    private EnginesAlike() {}

    static void check(String name, String text, Game interpreted, int plies) {
        Game compiled = Gamut.load(name, text, List.of(), Engine.COMPILED);
        State a = interpreted.newState();
        State b = compiled.newState();
        SplittableRandom random = new SplittableRandom(5);
        MoveList ma = new MoveList();
        MoveList mb = new MoveList();
        for (int ply = 0; ply < plies && !a.isOver(); ply++) {
            if (a.isChance()) {
                long seed = random.nextLong();
                int roll = a.randomOutcome(new SplittableRandom(seed));
                step(a, b, roll, roll, ply);
                continue;
            }
            String failed = generate(a, ma);
            String failedToo = generate(b, mb);
            if (!Objects.equals(failed, failedToo) || failed == null && !written(a, ma).equals(written(b, mb))) {
                throw new Oracle.Finding("the generated code differs from the interpreter at ply " + ply + ": "
                        + (failed != null || failedToo != null ? failed + " / " + failedToo
                        : written(a, ma) + " / " + written(b, mb)));
            }
            if (failed != null || ma.size() == 0) {
                return;
            }
            int k = random.nextInt(ma.size());
            if (!step(a, b, ma.get(k), mb.get(k), ply)) {
                return;
            }
        }
    }

    /**
     * The moves in order as the long form writes them: a move built in parts is numbered by the
     * game as it is first met, so two games that met them in other orders number them apart.
     */
    private static List<String> written(State s, MoveList moves) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(Notation.longForm(s, moves.get(i)));
        }
        return out;
    }

    /** Makes the move on both; false when the rules refused it on both alike. */
    private static boolean step(State a, State b, int move, int moveToo, int ply) {
        String failed = make(a, move);
        String failedToo = make(b, moveToo);
        if (!Objects.equals(failed, failedToo) || failed == null && a.hash() != b.hash()) {
            throw new Oracle.Finding("the generated code differs from the interpreter after the move of ply " + ply
                    + ": " + failed + " / " + failedToo);
        }
        return failed == null;
    }

    private static String generate(State s, MoveList out) {
        out.clear();
        try {
            s.generate(out);
            return null;
        } catch (GamutException e) {
            return e.getMessage();
        }
    }

    private static String make(State s, int move) {
        try {
            s.make(move);
            return null;
        } catch (GamutException e) {
            return e.getMessage();
        }
    }
}
