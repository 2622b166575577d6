package gamut.check;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import gamut.ast.GameFile;
import gamut.load.GameLoader;
import gamut.parse.SourceParser;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker's view of 'captures go to hand' and 'demote' (docs/language.md section 3): what the
 * rule set makes of them, in the base game and in variants, and the exact message of each mistake.
 */
class HandDiagnosticsTest {

    /** {@link TestGames#TINY} with three piece types (stone, tower, crown) and the lines inserted from line 9 on. */
    static String withLines(String... lines) {
        String three = TestGames.tiny("pieces { stone }", "pieces { stone, tower, crown }",
                "red: a1, b1", "red stone: a1, b1", "blue: a3, c3", "blue stone: a3, c3");
        return TestGames.insertAfter(three, 8, lines);
    }

    static RuleSet rules(String text, String... variants) {
        GameFile file = SourceParser.parse(TestGames.NAME, text).file();
        Checker.Result result = Checker.check(file, List.of(variants));
        assertEquals(List.of(), result.diagnostics());
        return result.rules();
    }

    @Test
    void eachTypeJoinsTheReserveAsItselfUnlessDemoted() {
        String text = withLines("    captures go to hand", "    demote tower to stone");
        assertEquals(List.of(), check(text));
        assertArrayEquals(new int[] {0, 0, 2}, rules(text).hand());
        assertNull(rules(TestGames.TINY).hand(), "without the item captured pieces leave the game");
    }

    @Test
    void aVariantReplacesADemotionOfTheSameKindAndMayAddTheHand() {
        String text = withLines("    captures go to hand", "    demote tower to stone",
                "    variant towers {", "        source \"Somebody\"", "        demote tower to crown", "    }");
        assertArrayEquals(new int[] {0, 0, 2}, rules(text).hand());
        assertArrayEquals(new int[] {0, 2, 2}, rules(text, "towers").hand());
        String added = withLines("    variant drops {", "        source \"Somebody\"", "        captures go to hand",
                "        demote crown to tower", "    }");
        assertNull(rules(added).hand());
        assertArrayEquals(new int[] {0, 1, 1}, rules(added, "drops").hand());
    }

    @Test
    void unknownPieces() {
        assertEquals(List.of("10:12: unknown piece 'towr' (did you mean 'tower'?)",
                        "11:21: unknown piece 'ston' (did you mean 'stone'?)"),
                check(withLines("    captures go to hand", "    demote towr to stone", "    demote crown to ston")));
    }

    @Test
    void aKindIsNotDemotedToItself() {
        assertEquals(List.of("10:21: 'tower' cannot be demoted to itself"),
                check(withLines("    captures go to hand", "    demote tower to tower")));
    }

    @Test
    void oneLinePerKind() {
        assertEquals(List.of("11:5: 'demote tower' is declared twice (first at line 10)"),
                check(withLines("    captures go to hand", "    demote tower to stone", "    demote tower to crown")));
    }

    @Test
    void theHandAtMostOnce() {
        assertEquals(List.of("10:5: 'captures' is declared twice (first at line 9)"),
                check(withLines("    captures go to hand", "    captures go to hand")));
    }

    @Test
    void aDemotionNeedsTheHand() {
        String text = withLines("    demote tower to stone");
        assertEquals(List.of("9:5: 'demote tower to stone' does nothing without 'captures go to hand' (or 'to reserve')"), check(text));
        assertEquals("tiny.gamut:9:5: error: 'demote tower to stone' does nothing without 'captures go to hand' (or 'to reserve')",
                GameLoader.check(TestGames.NAME, text).diagnostics().get(0).format(text).lines().findFirst().orElseThrow());
    }

    @Test
    void aDemotedKindIsNotDemotedAgain() {
        assertEquals(List.of("10:21: 'tower' is itself demoted (line 11): demote 'crown' straight to the kind it"
                        + " joins the reserve as"),
                check(withLines("    captures go to hand", "    demote crown to tower", "    demote tower to stone")));
    }

    @Test
    void theNewWordsStillServeAsNames() {
        String text = TestGames.tiny("moves stone {", "moves stone as captures {",
                "no_moves => pass", "no_moves => pass\n    zone go = a1\n    define demote(hand) { step hand }"
                        + "\n    priority captures\n    captures go to hand");
        assertEquals(List.of(), check(text));
    }

    @Test
    void syntaxMistakes() {
        assertEquals(List.of("9:20: unexpected 'bar', expecting 'reserve' or 'hand'"),
                check(withLines("    captures go to bar")));
        assertEquals(List.of("9:14: unexpected 'under', expecting 'go' or 'stay'"),
                check(withLines("    captures under")));
        assertEquals(List.of("9:18: missing 'to' before 'stone'"),
                check(withLines("    demote tower stone")));
        assertEquals(List.of("9:5: missing '}' before 'captures'"),
                check(TestGames.insertAfter(TestGames.tiny("pieces { stone }", "pieces { stone"), 8,
                        "    captures go to hand")));
    }
}
