package gamut.compile;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.load.GameLoader;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Loops over a few directions are unrolled, one copy of the body per direction, only while the
 * copies stay few: nested loops that would make millions of copies compile as loops.
 */
class UnrollingTest {
    /** TINY's loop {@code for d in n e s w} nested {@code levels} deep around the call of slide. */
    private static String nested(int levels) {
        StringBuilder loops = new StringBuilder();
        for (int i = 0; i < levels; i++) {
            loops.append("for d").append(i).append(" in n e s w { ");
        }
        loops.append("slide(d").append(levels - 1).append(")").append(" }".repeat(levels));
        return tiny("for d in n e s w {\n            slide(d)\n        }\n", loops + "\n");
    }

    @Test
    void fourteenNestedLoopsAreCheckedAndCompiled() {
        // Unrolled all the way, 4^14 copies of the body: the check ran out of memory.
        assertEquals(List.of(), check(nested(14)));
    }

    @Test
    void nestedLoopsGenerateTheSameMovesUnrolledOrNot() {
        // Nested 4 deep every loop is unrolled (256 copies); 6 deep the two inner loops stay loops.
        // Either way red has its 3 moves (a1-a2, b1-b2, b1-c1), each found once per choice of the
        // outer directions and listed once.
        assertEquals(List.of(3), moves(nested(1)));
        assertEquals(List.of(3), moves(nested(4)));
        assertEquals(List.of(3), moves(nested(6)));
    }

    private static List<Integer> moves(String text) {
        State state = Kernel.game(GameLoader.load(TestGames.NAME, text, List.of())).newState();
        MoveList moves = new MoveList();
        state.generate(moves);
        return List.of(moves.size());
    }
}
