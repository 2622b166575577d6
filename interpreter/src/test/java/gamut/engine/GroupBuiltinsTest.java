package gamut.engine;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The builtins about groups and regions: group (in a loop and in 'any'/'all'), group_size,
 * liberties, borders and territory, each read through an end rule's score after one drop from a
 * set position, on a 5 by 5 board whose cells are linked orthogonally.
 */
class GroupBuiltinsTest {
    static final String PROBE = """
            game "Probe" {
                players red, blue
                board grid 5 by 5
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { stone }
                setup {
                    reserve red: stone unlimited
                    reserve blue: stone unlimited
                }
                drops stone {
                    for c in cells where empty {
                        drop
                    }
                }
                AFTER
                ENDS
            }
            """;
    static final String STONES = "; reserve red: stone unlimited; reserve blue: stone unlimited";

    /** The winner's score after the move from the position, with the after-program given. */
    static int value(String after, String value, String position, String move) {
        return result(after, "end probe: dropped => mover wins by " + value, position, move);
    }

    static int result(String after, String ends, String position, String move) {
        Rules rules = GameLoader.load("probe.gamut", PROBE.replace("AFTER", after).replace("ENDS", ends), List.of());
        State s = Games.position(rules, position + STONES);
        play(s, move);
        return (int) s.result().scores()[s.result().winner()];
    }

    static int value(String value, String position, String move) {
        return value("", value, position, move);
    }

    // A red group of four (a1 a2 b2 c2), a lone red stone e5, blue stones around; red to move.
    static final String POSITION = "red: a1 a2 b2 c2 e5; blue: b1 a3 b3 d2 e4; turn: red";

    @Test
    void groupSizeCountsTheCellsLinkedToTheCellHoldingItsOwnersPieces() {
        assertEquals(4, value("group_size(a1)", POSITION, "S@d5"));
        assertEquals(4, value("group_size(c2)", POSITION, "S@d5"));
        // d5 joins e5: a group of two.
        assertEquals(2, value("group_size(e5)", POSITION, "S@d5"));
        assertEquals(1, value("group_size(b1)", POSITION, "S@d5"));
        // An empty cell's group is its region of empty cells: all but the 10 stones and the two cut off.
        assertEquals(25 - 11, value("group_size(c4)", POSITION, "S@d5"));
        assertEquals(0, value("group_size(last_from)", POSITION, "S@d5"));
    }

    @Test
    void libertiesCountEachEmptyCellNextToTheGroupOnce() {
        // a1 a2 b2 c2: empty neighbours c1 and c3 (b1, a3, b3 and d2 are blue).
        assertEquals(2, value("liberties(a1)", POSITION, "S@d5"));
        // c1 joins the red group: c3 and d1.
        assertEquals(2, value("liberties(a1)", POSITION, "S@c1"));
        // Blue takes c1 instead: only c3 is left to red, and d1 to blue's b1 c1.
        String blueToMove = POSITION.replace("turn: red", "turn: blue");
        assertEquals(1, value("liberties(a1)", blueToMove, "S@c1"));
        assertEquals(1, value("liberties(b1)", blueToMove, "S@c1"));
        assertEquals(0, value("liberties(b1)", POSITION, "S@c1"));
        // d5 e5: d4, c5 (e4 is blue).
        assertEquals(2, value("liberties(e5)", POSITION, "S@d5"));
        assertEquals(0, value("liberties(c4)", POSITION, "S@d5"));
        assertEquals(0, value("liberties(last_from)", POSITION, "S@d5"));
    }

    /** Whether the condition holds after the move from the position (an end rule that gives 1 when it does). */
    static boolean holds(String condition, String position, String move) {
        return result("", "end yes: dropped and " + condition + " => mover wins by 1\nend no: dropped => mover wins by 2",
                position, move) == 1;
    }

    @Test
    void bordersSaysWhosePiecesLieNextToTheGroup() {
        assertTrue(holds("borders(a1, blue)", POSITION, "S@d5"));
        assertFalse(holds("borders(a1, red)", POSITION, "S@d5"));
        // The big region touches both; the corner a5 b5 walled by red a4 b4 c5 touches red only.
        assertTrue(holds("borders(c4, red) and borders(c4, blue)", POSITION, "S@d5"));
        String walled = "red: a4 b4 c5; blue: e1; turn: red";
        assertTrue(holds("borders(a5, red) and not borders(a5, blue)", walled, "S@d1"));
        assertFalse(holds("borders(last_from, red)", walled, "S@d1"));
    }

    @Test
    void territoryCountsTheRegionsBorderedByOnePlayerOnly() {
        // Red walls a4 b4 c4 c5: the region a5 b5 is red's; the rest touches blue e1 too.
        assertEquals(2, value("territory(red)", "red: a4 b4 c5; blue: e1; turn: red", "S@c4"));
        assertEquals(0, value("territory(blue)", "red: a4 b4 c5; blue: e1; turn: red", "S@c4"));
        // Before the wall closes the region is shared.
        assertEquals(0, value("territory(red)", "red: a4 b4; blue: e1; turn: red", "S@e5"));
        // A board of one player's stones: every empty cell is theirs.
        assertEquals(24, value("territory(red)", "turn: red", "S@c3"));
        assertEquals(0, value("territory(blue)", "turn: red", "S@c3"));
    }

    @Test
    void aLoopOverAGroupGoesOverItsCellsAsTheyWereWhenItStarted() {
        // Capture every blue group next to the stone just dropped that has no liberty left.
        String capture = """
                after {
                    for d in directions {
                        step d
                        verify enemy and liberties(here) == 0
                        for c in group(here) { capture at c }
                    }
                }
                """;
        // Blue b1 c1 d1 between red a1, b2, c2 and d2: its last liberty is e1.
        String position = "red: a1 b2 c2 d2; blue: b1 c1 d1; turn: red";
        assertEquals(5, value(capture, "count(red)", position, "S@e1"));
        assertEquals(0, value(capture, "count(blue)", position, "S@e1"));
        // Not yet captured while a liberty is left.
        assertEquals(3, value(capture, "count(blue)", position, "S@e2"));
    }

    @Test
    void anyAndAllGoOverTheCellsOfAGroup() {
        assertTrue(holds("any(c in group(a1) where here == c2)", POSITION, "S@d5"));
        assertFalse(holds("any(c in group(a1) where here == e5)", POSITION, "S@d5"));
        assertTrue(holds("all(c in group(a1) where friend)", POSITION, "S@d5"));
        assertTrue(holds("all(c in group(a1) where c != e5 and not empty)", POSITION, "S@d5"));
        assertFalse(holds("all(c in group(c4) where empty and c != d4)", POSITION, "S@d5"));
    }
}
