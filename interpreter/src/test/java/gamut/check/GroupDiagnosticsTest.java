package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The messages for the builtins of groups and regions used where they do not fit. */
class GroupDiagnosticsTest {
    private static final String LOOP = "        for d in n e s w {\n            slide(d)\n        }\n";

    private static List<String> program(String statements) {
        return check(tiny(LOOP, statements));
    }

    @Test
    void theTinyGameWithALoopOverAGroupChecks() {
        assertEquals(List.of(), program("        for c in group(here) where c != origin { verify empty }\n"));
    }

    @Test
    void aGroupStandsAloneInALoop() {
        assertEquals(List.of("19:18: 'group(...)' stands alone in a loop: its cells are worked out as the loop starts,"
                + " so write a loop of its own for the other cells"), program("        for c in group(here) a1 { move }\n"));
        assertEquals(List.of("19:28: 'group(...)' stands alone in a loop: its cells are worked out as the loop starts,"
                + " so write a loop of its own for the other cells"),
                program("        verify any(c in a1 group(here) where empty)\n"));
    }

    @Test
    void aVariableCannotHoldAGroup() {
        assertEquals(List.of("19:17: a group's cells are worked out where a loop goes over them, so a variable cannot"
                + " hold them: keep the cell ('let x = here') and write 'for c in group(x)'"),
                program("        let g = group(here)\n"));
    }

    @Test
    void groupsAreNotCompared() {
        assertEquals(List.of("19:28: groups of cells cannot be compared; compare their sizes (group_size) or ask"
                + " whether a cell is in one (any(c in group(x) where here == y))"),
                program("        verify group(here) == group(a1)\n"));
    }

    @Test
    void aGroupIsNoCell() {
        assertEquals(List.of("19:14: 'goto' needs a cell, but 'group(...)' is a group of cells"),
                program("        goto group(a1)\n"));
    }

    @Test
    void theArgumentsAreCellsAndPlayers() {
        assertEquals(List.of("19:26: argument 1 of 'liberties' must be a cell, but 'n' is a direction"),
                program("        verify liberties(n) > 0\n"));
        assertEquals(List.of("19:26: argument 1 of 'territory' must be a player, but 'a1' is a cell"),
                program("        verify territory(a1) > 0\n"));
        assertEquals(List.of("19:28: argument 2 of 'borders' must be a player, but 'a2' is a cell"),
                program("        verify borders(a1, a2)\n"));
        assertEquals(List.of("19:16: 'group_size' takes 1 argument (a cell), not 2"),
                program("        verify group_size(a1, a2) > 1\n"));
    }

    @Test
    void aPathIsAskedFromACellToCellsOrZones() {
        assertEquals(List.of(), program("        verify reaches(c in here to a3 b3 where empty or c == origin)\n"));
        assertEquals(List.of("19:16: 'reach(c in CELL to ZONE where ...)' is no form of the language; a path's question"
                + " is written 'reaches(c in CELL to ZONE where ...)'"), program("        verify reach(c in here to a3 where empty)\n"));
        assertEquals(List.of("19:29: the start of 'reaches' needs a cell, but 'n' is a direction"),
                program("        verify reaches(c in n to a3 where empty)\n"));
        assertEquals(List.of("19:37: 'reaches' leads to cells or zones, not to a group"),
                program("        verify reaches(c in here to group(a1) where empty)\n"));
        assertEquals(List.of("19:37: 'reaches' leads to cells or zones, but 'red' is a player"),
                program("        verify reaches(c in here to red where empty)\n"));
        assertEquals(List.of("19:46: 'where' needs a condition, but 'c' is a cell"),
                program("        verify reaches(c in here to a3 where c)\n"));
    }

    @Test
    void aZonesConditionReadsTheGeometryOnly() {
        assertEquals(List.of("9:18: a zone's condition may use only the board's geometry (numbers, cells, directions, here,"
                + " distance, can_step, file, rank), not 'reaches(...)'"),
                check(tiny("pieces { stone }", "pieces { stone }\n    zone z where reaches(c in here to a1 where true)")));
        assertEquals(List.of("9:18: a zone's condition may use only the board's geometry (numbers, cells, directions, here,"
                + " distance, can_step, file, rank), not 'any(...)'"),
                check(tiny("pieces { stone }", "pieces { stone }\n    zone z where any(c in cells where here == a1)")));
    }

    @Test
    void anEndRuleHasNoCursorToStartAGroupFrom() {
        assertEquals(List.of("24:27: 'here' looks at the cell under the cursor, so it can only be used in a move program"),
                check(tiny("end lonely: count(opponent) == 0", "end lonely: liberties(here) == 0")));
    }
}
