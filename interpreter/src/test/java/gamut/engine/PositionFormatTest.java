package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Positions as text: what they set up, and every position that cannot be, refused with the clause quoted. */
class PositionFormatTest {
    private static final Game LOA = Gamut.load(Games.game("lines-of-action.gamut"), List.of());
    private static final Game FEVGA = Gamut.load(Games.game("run-fevga.gamut"), List.of());
    private static final Game KNIZIA = Gamut.load(Games.game("run-knizia.gamut"), List.of());

    private static String refusal(Game game, String position) {
        return assertThrows(GamutException.class, () -> game.position(position)).getMessage();
    }

    @Test
    void stacksReservesAndExitCountsAreSetUpAsWritten() {
        State s = FEVGA.position("white: 24*30, 1*1000; black: 12*15; exited black: 1000; turn: black");
        assertEquals(30, s.height(FEVGA.geometry().cell("24")));
        assertEquals("white: 1*1000 24*30\nblack: 12*15\nexited black: 1000\nturn: black", PositionFormat.format(s));
        State k = KNIZIA.position("black: cow d1; white: cowboy e2; reserve white: cow 0, cowboy 1000");
        assertEquals("black: cow d1\nwhite: cowboy e2\nreserve white: cowboy 1000\nturn: black", PositionFormat.format(k));
    }

    @Test
    void stacksOfNoPiecesOrOfTooManyAreRefused() {
        assertEquals("position: a stack holds 1 to 1000 pieces, not 0, in 'black: a1*0'",
                refusal(LOA, "black: a1*0; white: h8"));
        assertEquals("position: a stack holds 1 to 1000 pieces, not -1, in 'black: a1*-1'",
                refusal(LOA, "black: a1*-1; white: h8"));
        assertEquals("position: a stack holds 1 to 1000 pieces, not 1001, in 'white: 24*1001'",
                refusal(FEVGA, "white: 24*1001"));
        assertEquals("position: a stack holds 1 to 1000 pieces, not 99999999999999999999, in 'white: 24*99999999999999999999'",
                refusal(FEVGA, "white: 24*99999999999999999999"));
        assertEquals("position: 'x' is not a number in 'white: 24*x'", refusal(FEVGA, "white: 24*x"));
        assertEquals("position: '' is not a number in 'white: 24*'", refusal(FEVGA, "white: 24*"));
    }

    @Test
    void negativeOrHugeReservesAndExitCountsAreRefused() {
        assertEquals("position: a reserve holds 0 to 1000 pieces, not -2, in 'reserve white: cow -2'",
                refusal(KNIZIA, "black: cow d1; reserve white: cow -2"));
        assertEquals("position: a reserve holds 0 to 1000 pieces, not 1001, in 'reserve black: cowboy 1001'",
                refusal(KNIZIA, "reserve black: cowboy 1001"));
        assertEquals("position: an exit count holds 0 to 1000 pieces, not -3, in 'exited black: -3'",
                refusal(FEVGA, "white: 24; exited black: -3"));
        assertEquals("position: 'three' is not a number in 'exited black: three'", refusal(FEVGA, "exited black: three"));
    }

    @Test
    void whatIsGivenTwiceIsRefused() {
        assertEquals("position: 'turn: white' gives the player to move a second time (after 'turn: black')",
                refusal(LOA, "black: a1; white: h8; turn: black; turn: white"));
        assertEquals("position: cell a1 is given twice, in 'black: a1 b2 a1'", refusal(LOA, "black: a1 b2 a1"));
        assertEquals("position: cell a1 is given twice, in 'black: a1' and in 'white: a1'",
                refusal(LOA, "black: a1\nwhite: a1"));
        assertEquals("position: cell a1 is given twice, in 'black: a1' and in 'black: a1*2'",
                refusal(LOA, "black: a1; black: a1*2"));
        assertEquals("position: white's reserve of cow is given twice, in 'reserve white: cow 1, cow 2'",
                refusal(KNIZIA, "reserve white: cow 1, cow 2"));
        assertEquals("position: white's reserve of cow is given twice, in 'reserve white: cow 1' and in 'reserve white: cow 2'",
                refusal(KNIZIA, "reserve white: cow 1; reserve white: cow 2"));
        assertEquals("position: black's exit count is given twice, in 'exited black: 1' and in 'exited black: 1'",
                refusal(FEVGA, "exited black: 1; exited black: 1"));
    }

    @Test
    void unknownNamesAreRefusedWithWhatTheGameHas() {
        assertEquals("position: no cell or piece 'z9' in 'black: z9'", refusal(LOA, "black: z9; white: h8"));
        assertEquals("position: no cell or piece 'king' in 'black: a1, king b2'", refusal(LOA, "black: a1, king b2"));
        assertEquals("position: unknown player 'purple' in 'purple: a1' (players: black, white)", refusal(LOA, "purple: a1"));
        assertEquals("position: unknown player 'purple' in 'turn: purple' (players: black, white)",
                refusal(LOA, "black: a1; turn: purple"));
        assertEquals("position: unknown piece 'horse' in 'reserve white: horse 2' (pieces: cow, cowboy)",
                refusal(KNIZIA, "reserve white: horse 2"));
        assertEquals("position: say which piece stands on d1 in 'black: d1' (pieces: cow, cowboy)",
                refusal(KNIZIA, "black: d1"));
        assertEquals("position: expected 'piece count' pairs in 'reserve white: cow'", refusal(KNIZIA, "reserve white: cow"));
        assertEquals("position: 'black a1' needs a colon, as in 'black: a1 b2'", refusal(LOA, "black a1"));
        assertEquals("position: cannot read 'black white: a1'", refusal(LOA, "black white: a1"));
    }

    @Test
    void aRefusedPositionLeavesTheStateAsItWas() {
        State s = LOA.newState();
        String before = PositionFormat.format(s);
        long hash = s.hash();
        assertThrows(GamutException.class, () -> PositionFormat.apply(s, "black: d5 f5; white: a5 h5 h5"));
        assertEquals(before, PositionFormat.format(s));
        assertEquals(hash, s.hash());
    }
}
