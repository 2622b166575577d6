package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.ui.controller.LastMove;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board marks the whole last turn: each checker a roll moved, each action of a turn plan, not only the last. */
class LastTurnTest {
    /** Plays the first legal move, rolling the dice (their first outcome) where they are to be rolled. */
    private static void first(State s) {
        MoveList moves = new MoveList();
        if (s.isChance()) {
            s.chanceOutcomes(moves, new java.util.ArrayList<>());
        } else {
            s.generate(moves);
        }
        s.make(moves.get(0));
    }

    @Test
    void aRollsCheckersAreMarkedTogetherUntilTheNextTurnsMove() {
        Game game = Games.load("backgammon");
        State s = game.newState();
        while (s.isChance()) {
            first(s);
        }
        int mover = s.toMove();
        int turn = s.turnNumber();
        int parts = 0;
        while (!s.isChance() && s.toMove() == mover && s.turnNumber() == turn) {
            first(s);
            parts++;
            assertEquals(parts, LastMove.turn(s).size(), "after move " + parts + " of the turn");
        }
        assertTrue(parts >= 2, "a roll moves two checkers at least");
        List<LastMove> marked = LastMove.turn(s);
        // The next roll is not a move: the turn before it stays marked whole.
        first(s);
        assertTrue(s.depth() > 0);
        assertEquals(marked.size(), LastMove.turn(s).size());
        assertEquals(marked.get(marked.size() - 1).to(), LastMove.of(s).to());
    }

    @Test
    void eachActionOfATurnPlanIsMarked() {
        State s = Games.load("run-knizia").newState();
        first(s); // the opening: one drop
        assertEquals(1, LastMove.turn(s).size());
        first(s); // the next turn's first action
        assertEquals(1, LastMove.turn(s).size(), "a new turn starts a new mark");
        first(s); // its second action
        assertEquals(2, LastMove.turn(s).size());
    }
}
