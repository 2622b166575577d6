package gamut.check;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ast.GameFile;
import gamut.parse.SourceParser;
import gamut.testing.TestGames;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Zones declared by a condition on the board's geometry (docs/language.md section 3, zone): the
 * cells each works out to, with file and rank read from grid names, and the message for a
 * condition that reads more than geometry.
 */
class ZoneConditionTest {

    /** The cells of the zone named {@code name} (for {@code owner}, -1 for all) in the tiny game with the zone lines added. */
    static List<String> cells(String name, int owner, String... zoneLines) {
        String text = TestGames.insertAfter(TestGames.tiny("board grid 3 by 3", "board grid 5 by 4"), 8, zoneLines);
        GameFile file = SourceParser.parse(TestGames.NAME, text).file();
        Checker.Result result = Checker.check(file, List.of());
        assertEquals(List.of(), result.diagnostics());
        RuleSet rules = result.rules();
        int zone = rules.zoneNames().indexOf(name);
        for (RuleSet.ZoneCells z : rules.zones()) {
            if (z.zone() == zone && z.owner() == owner) {
                return Arrays.stream(z.cells()).mapToObj(c -> rules.geometry().cellName(c)).toList();
            }
        }
        throw new AssertionError("no zone " + name);
    }

    @Test
    void fileAndRankReadTheGridNames() {
        assertEquals(List.of("a3", "b3", "c3", "d3", "e3", "a4", "b4", "c4", "d4", "e4"),
                cells("camp", 0, "    zone camp of red where rank(here) >= 3"));
        assertEquals(List.of("a1", "b1", "a2", "b2"), cells("camp", 1, "    zone camp of blue where rank(here) <= 2 and file(here) < 3",
                "    zone camp of red where rank(here) >= 3"));
        assertEquals(List.of("a1", "e1", "a4", "e4"), cells("corners", -1,
                "    zone corners where (file(here) == 1 or file(here) == 5) and (rank(here) == 1 or rank(here) == rank(e4))"));
    }

    @Test
    void geometryOnly() {
        String text = TestGames.insertAfter(TestGames.TINY, 8, "    zone full where count(red) > 1");
        assertEquals(List.of("9:21: a zone's condition may use only the board's geometry (numbers, cells,"
                + " directions, here, distance, can_step, file, rank), not 'count(...)'"), check(text));
    }
}
