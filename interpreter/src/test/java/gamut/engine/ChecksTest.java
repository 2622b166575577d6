package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import gamut.rules.Rules;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;

/** The royal pieces a board marks as in check: those of the player to move that could be taken now. */
class ChecksTest {
    private static final Rules CHESS = Games.load("chess.gamut");

    private static int cell(State s, String name) {
        return s.game().geometry().cell(name);
    }

    @Test
    void aKingThatCouldBeTakenIsMarkedAndOneThatCouldNotIsNot() {
        State s = Games.start(CHESS);
        assertArrayEquals(new int[0], Checks.attackedRoyals(s));
        Games.play(s, "Pe2-e4", "Pf7-f6", "Qd1-h5");
        assertArrayEquals(new int[] {cell(s, "e8")}, Checks.attackedRoyals(s));
        // Answered by a pawn in the way: no longer in check, and the position is as it was.
        Games.play(s, "Pg7-g6");
        assertArrayEquals(new int[0], Checks.attackedRoyals(s));
        assertArrayEquals(new int[0], Checks.attackedRoyals(s));
    }

    @Test
    void aMatedKingStaysMarkedOnceTheGameIsOver() {
        State s = Games.start(CHESS);
        Games.play(s, "Pf2-f3", "Pe7-e5", "Pg2-g4", "Qd8-h4");
        assertArrayEquals(new int[] {cell(s, "e1")}, Checks.attackedRoyals(s));
    }

    @Test
    void aGameWithoutRoyalPiecesMarksNothing() {
        State s = Games.start(Games.load("breakthrough.gamut"));
        assertArrayEquals(new int[0], Checks.attackedRoyals(s));
    }
}
