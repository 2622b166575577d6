package gamut.engine;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One program written for several piece types ({@code moves gold, tokin { ... }}, {@code drops
 * rook, bishop { ... }}) is that program once for each type: the same moves as programs written out
 * one by one, a mistake in it reported once, and a type named twice reported as twice declared.
 */
class SharedProgramsTest {
    static final String GAME = """
            game "Shared" {
                players red, blue
                board grid 3 by 3
                directions { n = (0, 1)  s = (0, -1) }
                pieces { stone, tower, crown }
                setup {
                    red stone: a1
                    red tower: b1
                    red crown: c1
                    blue stone: a3
                    reserve red: stone 1, crown 1
                }
                PROGRAMS
            }
            """;

    static List<String> moves(String programs) {
        Rules rules = GameLoader.load("shared.gamut", GAME.replace("PROGRAMS", programs), List.of());
        return Games.moveList(Games.start(rules)).stream().sorted().toList();
    }

    @Test
    void aSharedProgramRunsForEachType() {
        String shared = "moves stone, tower { step n  move }\n drops stone, crown { for c in cells where empty and in(top) { drop } }";
        String apart = "moves stone { step n  move }\n moves tower { step n  move }\n"
                + " drops stone { for c in cells where empty and in(top) { drop } }\n"
                + " drops crown { for c in cells where empty and in(top) { drop } }";
        String zone = "zone top = b3, c3\n";
        assertEquals(List.of("C@b3", "C@c3", "S@b3", "S@c3", "Sa1-a2", "Tb1-b2"), moves(zone + shared));
        assertEquals(moves(zone + apart), moves(zone + shared));
    }

    @Test
    void mistakesAreReportedOnce() {
        String text = GAME.replace("PROGRAMS", "moves stone, tower { step n  verify emptty  move }");
        assertEquals(List.of("13:41: unknown name 'emptty' (did you mean 'empty'?)"), check(text));
        String twice = GAME.replace("PROGRAMS", "moves stone, tower { step n  move }\n    moves tower { step s  move }");
        assertEquals(1, check(twice).size(), String.join("\n", check(twice)));
    }
}
