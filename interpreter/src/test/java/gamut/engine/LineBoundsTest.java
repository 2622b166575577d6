package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.testing.TestGames;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What a line of play keeps to take its moves back is bounded: a bound reached is a clear error,
 * never an exhausted memory.
 */
class LineBoundsTest {
    @Test
    void movesMadeAfterTheEndMeetTheBoundOfTheLine() {
        State state = GameLengthCapTest.forever();
        new Playout().play(state, new SplittableRandom(1));
        GamutException e = assertThrows(GamutException.class, () -> {
            while (true) {
                state.make(Move.PASS_MOVE);
            }
        });
        assertEquals("the line of play is longer than 201,024 moves and rolls: is a move made after the game is over?",
                e.getMessage());
        assertEquals(UndoStack.MAX_DEPTH, state.depth());
    }

    /** After every move a flag is set and cleared 100,000 times: 200,000 changes a move. */
    static final String FLICKER = TestGames.tiny("pieces { stone }", """
            pieces { stone }
                flags lit
                after {
                    let i = 0
                    while i < 100 {
                        let j = 0
                        while j < 1000 {
                            set lit
                            clear lit
                            let j = j + 1
                        }
                        let i = i + 1
                    }
                }""");

    @Test
    void anAfterProgramThatChangesTheBoardAgainAndAgainMeetsTheBoundOfChanges() {
        State state = Gamut.load("flicker.gamut", FLICKER, List.of()).newState();
        GamutException e = assertThrows(GamutException.class, () -> new Playout().play(state, new SplittableRandom(1)));
        assertEquals("the moves played changed the board more than 10,000,000 times: does an 'after' program"
                + " capture or set flags again and again?", e.getMessage());
        assertEquals(49, state.ply());
    }
}
