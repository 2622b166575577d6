package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'at_turn_start' read while a move is tried apart from the game (issue 34): in a 'forbid ... at
 * each_move', in the moves generated to see whether a royal piece is attacked, and inside
 * 'can_move'. Each gives the value at the start of the turn the move is tried in: the turn under
 * way for a move judged now, the turn that would begin now for a player asked about.
 */
class AtTurnStartProbesTest {

    /** Men step to the four neighbours, taking what they land on. */
    private static final String MEN = """
            game "Start" {
                players white, black
                board grid 4 by 4
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { man "M" }
                setup {
                    white man: a1, b1
                    black man: a2, d4
                }
                moves man { for d in n e s w { step d  verify not friend  move } }
                // No move may take a piece: the opponent may not have fewer than when the turn began.
                forbid taking at each_move: count(opponent) < at_turn_start(count(opponent))
            %s}
            """;

    @Test
    void aForbidAtEachMoveReadsTheValueTheTurnBeganWith() {
        State s = Gamut.load("start.gamut", MEN.formatted(""), List.of()).newState();
        // a1xa2 takes a piece: forbidden. b1 goes north or east; west is its own man.
        assertEquals(List.of("b1-b2", "b1-c1"), Games.moveList(s));
        Games.play(s, "b1-b2");
        // Black's turn: a2xa1 and a2xb2 take, so only a2-a3 and the man on d4 stand.
        assertEquals(List.of("a2-a3", "d4-c4", "d4-d3"), sorted(s));
    }

    @Test
    void canMoveReadsTheValueOfTheTurnThatWouldBeginNow() {
        String text = MEN.formatted("    end stuck: not can_move(opponent) => mover wins\n");
        State s = Gamut.load("start.gamut", text, List.of()).position(
                "white: man a3 b4 d1; black: man a4; turn: white");
        // Black's only moves take a white man. In the black turn can_move asks about, a white man
        // taken leaves white with 2 of the 3 it had when that turn began: forbidden, so black is
        // stuck. (White's own turn began with black's 1 man, against which 2 would not be fewer.)
        // Taking the black man is forbidden in white's turn too.
        assertEquals(List.of("a3-a2", "a3-b3", "b4-b3", "b4-c4", "d1-c1", "d1-d2"), sorted(s));
        Games.play(s, "d1-d2");
        assertEquals("white wins (stuck)", Games.describe(s));
    }

    /** A king steps to the four neighbours; men do too, but only in a turn begun with more than one piece. */
    private static final String ROYAL = """
            game "Royal start" {
                players white, black
                board grid 4 by 4
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { king "K", man "M" }
                royal king
                setup {
                    white king: a1
                    black king: c3
                    black man: a3
                }
                moves king { for d in n e s w { step d  verify not friend  move } }
                moves man {
                    verify at_turn_start(count(mover)) > 1
                    for d in n e s w { step d  verify not friend  move }
                }
            }
            """;

    @Test
    void theMovesOfAnAttackReadTheValueOfTheTurnThatWouldBeginNow() {
        State s = Gamut.load("royal.gamut", ROYAL, List.of()).newState();
        // In a black turn beginning after Ka1-a2, black has 2 pieces, so the man on a3 may take
        // the king there: Ka1-a2 is not legal. (White's turn began with 1 piece, too few to move a man.)
        assertEquals(List.of("Ka1-b1"), Games.moveList(s));
        Games.play(s, "Ka1-b1");
        assertEquals(List.of("Kc3-b3", "Kc3-c2", "Kc3-c4", "Kc3-d3", "Ma3-a2", "Ma3-a4", "Ma3-b3"), sorted(s));
    }

    private static List<String> sorted(State s) {
        return Games.moveList(s).stream().sorted().toList();
    }
}
