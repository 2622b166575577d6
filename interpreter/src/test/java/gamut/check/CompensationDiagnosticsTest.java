package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The messages for 'compensation' and scores with a fraction misused. */
class CompensationDiagnosticsTest {
    private static final String HIGHEST = "end lonely: count(opponent) == 0 => highest count wins by margin";

    private static List<String> with(String items) {
        return check(tiny("end lonely: count(opponent) == 0 => mover wins", HIGHEST + "\n    " + items));
    }

    @Test
    void aCompensationToAPlayerChecks() {
        assertEquals(List.of(), with("compensation 7.5 to blue\n    compensation 2 to red"));
        // The word stays a name.
        assertEquals(List.of(), check(tiny("pieces { stone }", "pieces { compensation }", "moves stone", "moves compensation")));
    }

    @Test
    void theCompensationGoesToAPlayer() {
        assertEquals(List.of("25:25: unknown player 'blu' (did you mean 'blue'?)"), with("compensation 7.5 to blu"));
    }

    @Test
    void aCompensationHasItsLimit() {
        assertEquals(List.of("25:5: a compensation is at most 1000000 points, not 2000000.5"),
                with("compensation 2000000.5 to blue"));
    }

    @Test
    void aCompensationNeedsAHighestToAddTo() {
        assertEquals(List.of("23:5: 'compensation' adds to a player's tally in 'highest ... wins', and no end rule has one"),
                check(tiny("no_moves => pass", "compensation 0.5 to blue")));
    }

    @Test
    void oneCompensationAPlayer() {
        assertEquals(List.of("26:5: 'compensation to blue' is declared twice (first at line 25)"),
                with("compensation 7.5 to blue\n    compensation 6.5 to blue"));
    }

    @Test
    void aFractionIsForPointsOnly() {
        assertEquals(List.of("24:36: unexpected '2.5'"),
                check(tiny("count(opponent) == 0", "count(opponent) == 2.5")));
    }
}
