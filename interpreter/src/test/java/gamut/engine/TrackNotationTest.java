package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cells numbered along each player's track ('number along track path'), as backgammon players and
 * GNU Backgammon write a move: one die at a time, 13/7, bar/20, 6/off, a hit marked 13/7*, the
 * points by the mover's own numbering.
 */
class TrackNotationTest {
    private static final Rules BACKGAMMON = Games.load("backgammon.gamut");

    private static State after(String position, String... moves) {
        State s = Games.position(BACKGAMMON, position);
        Games.play(s, moves);
        return s;
    }

    @Test
    void theOpeningRollsAreWrittenByEachPlayersOwnNumbering() {
        State white = Games.start(BACKGAMMON);
        Games.play(white, "opening roll 3-1");
        assertEquals(List.of("13/10", "24/21", "24/23", "6/3", "6/5", "8/5", "8/7"), Games.moves(white));
        State black = Games.start(BACKGAMMON);
        Games.play(black, "opening roll 5-6");
        // Black's checkers on 1, 12 and 17 stand on Black's own 24, 13 and 8.
        assertEquals(List.of("13/7", "13/8", "24/18", "8/2", "8/3"), Games.moves(black));
    }

    @Test
    void enteringHittingAndBearingOffAreWrittenAsPlayersDo() {
        State enter = after("white: 13*5, 8*3, 6*5; black: 20, 19*2, 12*2; reserve white: checker 1; turn: white", "roll 6-5");
        assertEquals(List.of("bar/20*"), Games.moves(enter));
        State hit = after("white: 18, 5*2; black: 13*2, 24*3; turn: black", "roll 6-5");
        assertEquals(List.of("12/6", "12/7*"), Games.moves(hit));
        State off = after("white: 6*5, 5*5, 3*5; black: 13*2, 24*3; turn: white", "roll 6-4");
        assertEquals(List.of("5/1", "6/2", "6/off"), Games.moves(off));
    }

    @Test
    void aWholeTurnReadsBackInTheSameFormAndInOtherProgramsSpellings() {
        String position = "white: 13*5, 8*3, 6*5; black: 20, 19*2, 12*2; reserve white: checker 1; turn: white";
        State s = after(position, "roll 6-5", "bar/20*", "13/7");
        assertEquals(PositionFormat.format(after(position, "roll 6-5", "o@20", "13-7")), PositionFormat.format(s));
        State other = Games.position(BACKGAMMON, position);
        Games.play(other, "roll 6-5");
        assertEquals(Notation.parse(other, "bar/20*"), Notation.parse(other, "25/20*"));
        assertEquals(Notation.parse(other, "bar/20*"), Notation.parse(other, "bar/20"));
        State off = after("white: 6*5, 5*5, 3*5; black: 13*2, 24*3; turn: white", "roll 6-4");
        assertEquals(Notation.parse(off, "6/off"), Notation.parse(off, "6/0"));
        assertEquals("6-off (6)", Notation.longForm(off, Notation.parse(off, "6/0")));
    }
}
