package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.Move;
import gamut.core.MoveList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a turn of several parts still owes, by the groups' names: a walker's steps and a pebble's
 * drop, in order or in any order, the count of a group listed twice, and nothing for turns of one
 * move or a plan of one group.
 */
class TurnPartsOwedTest {
    private static State start(String plans) {
        String text = """
                game "Owed parts" {
                    players white, black
                    board grid 5 by 9
                    pieces { walker, pebble }
                    directions forward of white = n
                    directions forward of black = s
                    zone spots of white = d1, d2, d3
                    zone spots of black = e7, e8, e9
                    setup {
                        white walker: a1
                        black walker: b9
                        reserve white: pebble 5
                        reserve black: pebble 5
                    }
                    moves walker as step_ahead {
                        for d in forward { step d  verify empty  move }
                    }
                    drops pebble as pick {
                        for c in spots where empty { drop }
                    }
                    %s
                }
                """.formatted(plans);
        return Gamut.load("owed-parts.gamut", text, List.of()).newState();
    }

    /** Plays the first legal move of that kind. */
    private static void play(State state, int kind) {
        MoveList moves = new MoveList();
        state.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (state.game().kind(moves.get(i)) == kind) {
                state.make(moves.get(i));
                return;
            }
        }
        throw new AssertionError("no move of kind " + kind);
    }

    @Test
    void inOrderTheRestOfThePlanInItsOrderAGroupListedTwiceCounted() {
        State s = start("turn long: each of step_ahead, step_ahead, pick");
        assertEquals(new TurnParts("long", List.of(), List.of("step_ahead", "step_ahead", "pick"), true), s.turnParts());
        assertEquals("still to play: step ahead (2 times), then pick", s.turnParts().text());
        play(s, Move.MOVE);
        assertEquals(List.of("step_ahead"), s.turnParts().played());
        assertEquals(List.of("step_ahead", "pick"), s.turnParts().owed());
        assertEquals("still to play: step ahead, then pick", s.turnParts().text());
        play(s, Move.MOVE);
        assertEquals("pick still to play", s.turnParts().text());
        play(s, Move.DROP);
        assertEquals(1, s.toMove());
        assertEquals(new TurnParts("long", List.of(), List.of("step_ahead", "step_ahead", "pick"), true), s.turnParts());
        s.unmake();
        assertEquals("pick still to play", s.turnParts().text());
    }

    @Test
    void inAnyOrderWhateverIsLeft() {
        State s = start("turn normal: each of step_ahead, pick in any order");
        assertEquals("still to play: step ahead and pick, in any order", s.turnParts().text());
        play(s, Move.DROP);
        assertEquals(new TurnParts("normal", List.of("pick"), List.of("step_ahead"), false), s.turnParts());
        assertEquals("step ahead still to play", s.turnParts().text());
    }

    @Test
    void inAnyOrderAGroupListedTwiceIsNamedOnceWithItsCount() {
        State s = start("turn normal: each of pick, step_ahead, pick, step_ahead, step_ahead in any order");
        assertEquals("still to play: pick (2 times) and step ahead (3 times), in any order", s.turnParts().text());
        play(s, Move.DROP);
        play(s, Move.DROP);
        assertEquals("step ahead (3 times) still to play", s.turnParts().text());
    }

    @Test
    void aTurnOfOneMoveOrOfOneGroupOwesNothing() {
        assertEquals(TurnParts.NONE, start("").turnParts());
        assertEquals(TurnParts.NONE, start("turn single: one of step_ahead, pick").turnParts());
        State all = start("turn steps: all of step_ahead");
        play(all, Move.MOVE);
        assertEquals(TurnParts.NONE, all.turnParts());
        assertEquals("", all.turnParts().text());
    }

    @Test
    void aPositionInTheMiddleOfATurnOwesTheRest() {
        State s = start("turn normal: each of step_ahead, pick in any order");
        State middle = s.game().position("white: walker a1; black: walker b9; reserve white: pebble 2; done: step_ahead");
        assertEquals(new TurnParts("normal", List.of("step_ahead"), List.of("pick"), false), middle.turnParts());
    }
}
