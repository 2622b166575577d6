package gamut.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.engine.State;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which programs can take a piece, and so are run when a piece's safety is asked: only those
 * whose drops or moves are not all onto a cell just seen to be empty, or that record a capture.
 */
class DropLandingTest {
    static final String GAME = """
            game "Drops" {
                players red, blue
                board grid 3 by 3
                directions { n = (0, 1)  s = (0, -1) }
                pieces { stone }
                setup {
                    reserve red: stone 2
                    reserve blue: stone 2
                }
                DROPS
            }
            """;

    static boolean takes(String drops) {
        Rules rules = GameLoader.load("drops.gamut", GAME.replace("DROPS", drops), List.of());
        return rules.program(0).takes();
    }

    @Test
    void dropsOnCellsSeenEmptyTakeNothing() {
        assertEquals(false, takes("drops stone { for c in cells where empty { drop } }"));
        assertEquals(false, takes("drops stone { for c in cells where empty and c != b2 { drop } }"));
        assertEquals(false, takes("drops stone { for c in cells { verify empty  drop } }"));
        assertEquals(false, takes("drops stone { for c in cells where empty { while can_step(n) { step n } goto c  drop } }"));
        assertEquals(false, takes("drops stone { for c in cells { if empty { drop } } }"));
        assertEquals(false, takes("drops stone { for c in cells where empty { let x = here  step s  goto x  drop } }"));
    }

    @Test
    void otherDropsMayTake() {
        assertEquals(true, takes("drops stone { for c in cells { drop } }"));
        assertEquals(true, takes("drops stone { for c in cells where empty or true { drop } }"));
        assertEquals(true, takes("drops stone { for c in cells where empty { step n  drop } }"));
        assertEquals(true, takes("drops stone { for c in cells where empty { capture at a1  drop } }"));
        assertEquals(true, takes("drops stone { for c in cells where empty { let c = a1  goto c  drop } }"));
        assertEquals(true, takes("drops stone { for c in cells { if empty { step n } drop } }"));
    }

    @Test
    void movesOntoCellsSeenEmptyTakeNothingOthersMay() {
        assertEquals(false, takes("moves stone { step n  verify empty  move }"));
        assertEquals(false, takes("moves stone { step n  if empty { move } }"));
        assertEquals(false, takes("moves stone { step n  verify empty and can_step(n)  move  step n  verify empty  move }"));
        assertEquals(true, takes("moves stone { step n  move }"));
        assertEquals(true, takes("moves stone { step n  verify empty  step n  move }"));
        assertEquals(true, takes("moves stone { step n  verify not friend  move }"));
        assertEquals(true, takes("moves stone { chain { step n  verify empty  land } }"));
        assertEquals(true, takes("moves stone { step n  verify empty  capture at a1  move }"));
    }

    @Test
    void theGamesPlayAsBefore() {
        // Shogi's drops land only on empty cells; its published counts stand.
        State s = Games.position(Games.load("shogi.gamut"), "sfen:9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1");
        assertEquals(524, new Perft(s).count(1));
    }
}
