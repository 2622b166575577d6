package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Loops nested in loops stop at Limits.LOOP_ROUNDS with an error naming the program, instead of running for hours. */
class LoopRoundsTest {
    private static State start(String moves) {
        String text = TestGames.TINY.replaceFirst("for d in n e s w \\{\\s*slide\\(d\\)\\s*}", moves);
        assertNotEquals(TestGames.TINY, text);
        return Gamut.load(TestGames.NAME, text, List.of()).newState();
    }

    @Test
    void nestedRepeatsOfAHundredThousandRoundsStopWithAnError() {
        State s = start("""
                    repeat 100000 {
                        repeat 100000 {
                            verify empty or friend
                        }
                    }
                    step n
                    verify empty
                    move""");
        GamutException e = assertThrows(GamutException.class, () -> s.generate(new MoveList()));
        assertEquals("the moves of stone from a1: more than 10,000,000 loop rounds in one run:"
                + " are loops nested in loops too many times?", e.getMessage());
    }

    @Test
    void nestedWhileLoopsStopTheSameWay() {
        State s = start("""
                    let i = 0
                    while i < 100000 {
                        let j = 0
                        while j < 100000 {
                            let j = j + 1
                        }
                        let i = i + 1
                    }
                    step n
                    verify empty
                    move""");
        GamutException e = assertThrows(GamutException.class, () -> s.generate(new MoveList()));
        assertEquals("the moves of stone from a1: more than 10,000,000 loop rounds in one run:"
                + " are loops nested in loops too many times?", e.getMessage());
    }

    @Test
    void ordinaryLoopsAreNotTouched() {
        State s = start("""
                    repeat 3 {
                        verify empty or friend
                    }
                    step n
                    verify empty
                    move""");
        MoveList moves = new MoveList();
        s.generate(moves);
        assertEquals(2, moves.size());
    }
}
