package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Numbers that piece types carry ('disc2 "2" size 2') and rules read as a function of a cell
 * ('size(here)'): the value of the piece on the cell, 0 on an empty cell or for a type that does not
 * give it (docs/language.md, section 3, pieces).
 */
class PieceAttributesTest {
    /**
     * Three discs on three pegs: a disc goes onto an empty peg or a larger disc. A neutral weight
     * (size 9) lies under the tower, and a marker without a size stands on c1.
     */
    static final String TOWER = """
            game "Tower" {
                players solo
                board grid 3 by 1
                pieces { disc1 "1" size 1, disc2 "2" size 2 weight 5, disc3 "3" size 3, base "B" size 9, marker "M" }
                captures stay beneath
                setup {
                    neutral base, solo disc3, solo disc2, solo disc1: a1
                    solo marker: c1
                }
                moves disc1, disc2, disc3 {
                    for c in cells where empty or size(here) > size(origin) {
                        move
                    }
                }
                end heavy: size(a1) + weight(a1) == 7 => solo wins
            }
            """;

    private static State start(String text) {
        return Gamut.load("tower.gamut", text, List.of()).newState();
    }

    @Test
    void aDiscGoesOntoAnEmptyCellOrALargerDisc() {
        // The marker on c1 has no size, 0: not larger than disc1.
        assertEquals(sorted("1a1-b1"), Games.moves(start(TOWER)));
        State s = Gamut.load("tower.gamut", TOWER, List.of()).position("solo: disc3 a1 disc1 b1 disc2 c1; turn: solo");
        assertEquals(sorted("1b1-a1 1b1-c1 2c1-a1"), Games.moves(s));
    }

    @Test
    void anEndRuleReadsTheAttributesOfAnyCell() {
        State s = start(TOWER);
        assertEquals("not over", Games.describe(s));
        Games.play(s, "1a1-b1");
        assertEquals("solo wins (heavy)", Games.describe(s), "disc2 on top of a1: size 2 and weight 5");
    }

    @Test
    void aNeutralPieceHasItsTypesValues() {
        State s = Gamut.load("tower.gamut", TOWER, List.of()).position("neutral: base b1; solo: disc1 a1 marker c1; turn: solo");
        assertEquals(sorted("1a1xb1"), Games.moves(s), "the base's size is 9");
    }

    // ---- mistakes, each at its line and column

    private static List<String> check(String text) {
        return Gamut.check("tower.gamut", text).diagnostics().stream()
                .map(d -> d.format(text).lines().findFirst().orElseThrow()).toList();
    }

    @Test
    void theTowerChecks() {
        assertEquals(List.of(), check(TOWER));
    }

    @Test
    void anAttributeMayNotTakeTheNameOfABuiltinOrAMacro() {
        assertEquals(List.of("tower.gamut:4:24: error: 'stack' is a builtin; give the attribute another name"),
                check(TestGames.replace(TOWER, "disc1 \"1\" size 1", "disc1 \"1\" stack 1")));
        assertEquals(List.of("tower.gamut:4:49: error: 'weight' is also a macro (line 15); give the attribute or the"
                        + " macro another name"),
                check(TestGames.replace(TOWER, "    end heavy", "    define weight(c) = 5\n    end heavy")));
    }

    @Test
    void anAttributeIsGivenOncePerPiece() {
        assertEquals(List.of("tower.gamut:4:31: error: 'size' is given twice for 'disc1'"),
                check(TestGames.replace(TOWER, "disc1 \"1\" size 1", "disc1 \"1\" size 1 size 2")));
    }

    @Test
    void anAttributeTakesOneCell() {
        assertEquals(List.of("tower.gamut:15:16: error: 'size' takes 1 argument (a cell), not 2"),
                check(TestGames.replace(TOWER, "size(a1) +", "size(a1, b1) +")));
        assertEquals(List.of("tower.gamut:15:21: error: argument 1 of 'size' must be a cell, but 'disc1' is a piece type"),
                check(TestGames.replace(TOWER, "size(a1) +", "size(disc1) +")));
    }

    @Test
    void aMisspeltAttributeIsSuggested() {
        assertEquals(List.of("tower.gamut:15:16: error: unknown function 'sise' (did you mean 'size'?)"),
                check(TestGames.replace(TOWER, "size(a1) +", "sise(a1) +")));
    }
}
