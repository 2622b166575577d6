package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The messages for 'pass allowed', 'repetition forbidden' and 'passes' misused. */
class PassDiagnosticsTest {
    @Test
    void passAllowedAndRepetitionForbiddenCheck() {
        assertEquals(List.of(), check(tiny("no_moves => pass", "pass allowed\n    repetition forbidden\n"
                + "    end passed: passes >= 2 => draw")));
    }

    @Test
    void passIsFollowedByAllowed() {
        assertEquals(List.of("23:10: 'pass' is followed by 'allowed' ('pass allowed': a player may always pass), not 'allowd'"),
                check(tiny("no_moves => pass", "pass allowd")));
        assertEquals(List.of("23:5: 'pass' is followed by 'allowed' ('pass allowed': a player may always pass)"),
                check(tiny("no_moves => pass", "pass")));
    }

    @Test
    void repetitionIsFollowedByACountNoneOrForbidden() {
        assertEquals(List.of("23:16: 'repetition' is followed by a count ('repetition 3 => draw'), 'none' or 'forbidden',"
                + " not 'forbiden'"), check(tiny("no_moves => pass", "repetition forbiden")));
    }

    @Test
    void aBlockedPlayerAlwaysHasAPassWhenPassingIsAllowed() {
        assertEquals(List.of("23:5: 'no_moves => ...' never applies with 'pass allowed': a player who may pass always"
                + " has a move"), check(tiny("no_moves => pass", "no_moves => mover loses\n    pass allowed")));
    }

    @Test
    void passesIsANumberWithoutArguments() {
        assertEquals(List.of("24:17: 'passes' takes 0 arguments, not 1"),
                check(tiny("count(opponent) == 0", "passes(mover) == 2")));
        assertEquals(List.of("24:17: this condition needs a condition, but 'passes' is a number"),
                check(tiny("count(opponent) == 0", "passes")));
    }

    private static final String DICE_GAME = """
            game "Dice" {
                players red, blue
                board grid 3 by 1
                pieces { stone }
                dice 1 of 6
                ITEM
            }
            """;

    @Test
    void theEngineJudgesThemWithoutDice() {
        assertEquals(List.of("6:5: 'pass allowed' in a game with dice are part of the language but this engine cannot"
                + " run them yet"), check(DICE_GAME.replace("ITEM", "pass allowed")));
        assertEquals(List.of("6:5: 'repetition forbidden' in a game with dice are part of the language but this engine"
                + " cannot run them yet"), check(DICE_GAME.replace("ITEM", "repetition forbidden")));
    }
}
