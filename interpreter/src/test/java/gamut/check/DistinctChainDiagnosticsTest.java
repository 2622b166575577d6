package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The messages for 'chain distinct' misused: another word after 'chain', and a path's effects in it. */
class DistinctChainDiagnosticsTest {
    private static final String SLIDE = "for d in n e s w {\n            slide(d)\n        }";

    @Test
    void aDistinctChainOfLandingsChecks() {
        assertEquals(List.of(), check(tiny(SLIDE, "chain distinct { for d in n e s w { step d  verify empty  land  move } }")));
    }

    @Test
    void onlyDistinctMayFollowChain() {
        assertEquals(List.of("19:15: 'chain' is followed by its block, or by 'distinct' and its block (one move per cell"
                        + " reached), not 'once'"),
                check(tiny(SLIDE, "chain once { for d in n e s w { step d  verify empty  land  move } }")));
    }

    @Test
    void aDistinctChainRecordsNoCapture() {
        assertEquals(List.of("19:53: a 'chain distinct' records plain moves, each known by the cell it ends on, so it"
                        + " cannot 'capture': write 'chain { ... }' for a move that keeps its path"),
                check(tiny(SLIDE, "chain distinct { for d in n e s w { step d  capture  step d  verify empty  land  move } }")));
    }
}
