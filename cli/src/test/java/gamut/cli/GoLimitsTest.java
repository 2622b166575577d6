package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.EngineMoves.Protocol;
import org.junit.jupiter.api.Test;

/** The time a move is given from what 'go' says: the move's time, or a share of the clock of the player to move. */
class GoLimitsTest {
    private static GoLimits uci(String go) {
        return GoLimits.parse(go.split(" "), Protocol.UCI);
    }

    @Test
    void theClockOfThePlayerToMoveIsSharedOverTheMovesLeft() {
        GoLimits clocks = uci("go wtime 60000 btime 30000 winc 1000 binc 0");
        assertEquals(60000 / 30 + 750, clocks.millis(0), "White: a thirtieth and three quarters of the increment");
        assertEquals(1000, clocks.millis(1));
        assertEquals(60000 / 10 + 750, uci("go wtime 60000 btime 30000 winc 1000 movestogo 9").millis(0));
        assertEquals(500, uci("go wtime 1000 btime 1000 movestogo 1").millis(0), "never more than half the time left");
        assertEquals(GoLimits.FEWEST_MILLIS, uci("go wtime 50 btime 50").millis(0));
        assertEquals(250, uci("go wtime 60000 btime 60000 movetime 250").millis(0), "the move's time comes first");
    }

    @Test
    void usiNamesTheFirstPlayerBlackAndAddsTheByoyomi() {
        GoLimits usi = GoLimits.parse("go btime 0 wtime 30000 byoyomi 1000".split(" "), Protocol.USI);
        assertEquals(900, usi.millis(0));
        assertEquals(30000 / 30 + 900, usi.millis(1));
    }

    @Test
    void aDepthOrInfiniteIsALimitWithoutATime() {
        assertEquals(0, uci("go depth 3").millis(0));
        assertEquals(3, uci("go depth 3").depth());
        assertTrue(uci("go depth 3").limited());
        assertTrue(uci("go infinite").infinite() && uci("go infinite").limited());
        assertFalse(uci("go").limited());
        assertFalse(uci("go depth x ponder").limited(), "words that do not read are passed over");
    }
}
