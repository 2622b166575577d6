package gamut.engine;

import static gamut.testing.Games.moves;
import static gamut.testing.Games.play;
import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code reaches(c in CELL to ZONE where COND)}: whether a chain of neighbouring cells that meet the
 * condition leads from the cell to the zone, read in end rules (no cursor) and in move programs.
 */
class ReachesTest {
    static final String GAME = """
            game "Walls" {
                players red, blue
                board grid 5 by 5
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { stone }
                zone top where not can_step(n)
                zone home of red = a5
                zone home of blue = e5
                setup {
                    reserve red: stone unlimited
                    reserve blue: stone unlimited
                }
                drops stone {
                    for c in cells where empty {
                        DROP
                    }
                }
                ENDS
            }
            """;
    static final String STONES = "; reserve red: stone unlimited; reserve blue: stone unlimited";

    static State after(String drop, String ends, String position, String... moves) {
        Rules rules = GameLoader.load("walls.gamut", GAME.replace("DROP", drop).replace("ENDS", ends), List.of());
        State s = Games.position(rules, position + STONES);
        play(s, moves);
        return s;
    }

    /** Whether the condition holds after blue's drop on e1, red having moved last before it. */
    static boolean holds(String condition, String position) {
        State s = after("drop", "end yes: dropped and " + condition + " => mover wins\nend no: dropped => draw",
                position + "; turn: blue", "S@e1");
        return !s.result().isDraw();
    }

    @Test
    void aChainOfCellsThatMeetTheConditionLeadsToTheZone() {
        assertTrue(holds("reaches(c in a1 to top where empty or c == a1)", "red: a1"));
        // A blue wall across the third rank, then with a gap at e3.
        String wall = "red: a1; blue: a3 b3 c3 d3";
        assertTrue(holds("reaches(c in a1 to top where empty or c == a1)", wall));
        assertFalse(holds("reaches(c in a1 to top where empty or c == a1)", wall + " e3"));
        // Through red's own stones: the gap at e3 holds one.
        assertTrue(holds("reaches(c in a1 to top where empty or owner_of(c) == red)", wall + "; red: e3"));
        assertFalse(holds("reaches(c in a1 to top where empty or owner_of(c) == red)", wall + " e3"));
    }

    @Test
    void theStartMustMeetTheConditionAndMayBeInTheZone() {
        assertFalse(holds("reaches(c in a1 to top where empty)", "red: a1"));
        assertTrue(holds("reaches(c in c5 to top where empty)", "red: a1"));
        assertFalse(holds("reaches(c in last_from to top where true)", "red: a1"));
    }

    @Test
    void aZoneOfEachPlayerIsTheMoversOwn() {
        // In an end rule the mover is blue, whose home is e5; red's d5 and e4 cut it off.
        assertTrue(holds("reaches(c in a1 to home where empty or c == a1)", "red: a1"));
        assertFalse(holds("reaches(c in a1 to home where empty or c == a1)", "red: a1 d5 e4"));
    }

    @Test
    void aMoveProgramMayAskAndKeepsItsCursor() {
        // A drop only where the cell still reaches the top through empty cells, and only above the wall.
        State s = after("verify reaches(c in here to top where empty)\n            if here == c1 { verify false }\n            drop",
                "", "blue: a2 b2 c2 d2 e2; turn: red");
        assertEquals(sorted("S@a3 S@b3 S@c3 S@d3 S@e3 S@a4 S@b4 S@c4 S@d4 S@e4 S@a5 S@b5 S@c5 S@d5 S@e5"), moves(s));
    }
}
