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
                    let k = 0
                    repeat 100000 {
                        repeat 100000 {
                            let k = k + 1
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
                    while i < 9000 {
                        let j = 0
                        while j < 9000 {
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
    void repeatsWhoseRoundsChangeNothingEndAtOnce() {
        // Thirty nested loops of ten rounds: 10^30 rounds, were they all run. Each round leaves
        // everything as it found it, so every loop stops after its first round.
        String nested = "repeat 10 { ".repeat(30) + "verify empty or friend" + " }".repeat(30);
        State s = start(nested + """

                    step n
                    verify empty
                    move""");
        MoveList moves = new MoveList();
        s.generate(moves);
        assertEquals(2, moves.size());
    }

    @Test
    void aRepeatThatComesBackRoundToWhereItWasStopsToo() {
        // Four steps round a square bring the cursor back: the rounds after are alike, and skipped.
        State s = start("""
                    repeat 1000000000 {
                        step n  step e  step s  step w
                    }
                    step n
                    verify empty
                    move""");
        MoveList moves = new MoveList();
        s.generate(moves);
        assertEquals(2, moves.size());
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
