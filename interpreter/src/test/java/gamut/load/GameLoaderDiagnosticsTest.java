package gamut.load;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gamut.base.GamutException;
import gamut.parse.SourceParser;
import gamut.testing.TestGames;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The loader's side of diagnostics: unknown variants, formatted reports with the source line and a
 * caret, several errors from one file, and that broken input gives diagnostics or a GamutException
 * and nothing else.
 */
class GameLoaderDiagnosticsTest {
    private static final String LOA_VARIANTS = "simultaneous=mover_wins, first=white, setup=swapped, "
            + "setup=scrambled_eggs, no_move=loses, repetition=none";

    private static String linesOfAction() {
        return TestGames.read(TestGames.game("lines-of-action.gamut"));
    }

    private static String loadFailure(String name, String text, List<String> variants) {
        return assertThrows(GamutException.class, () -> GameLoader.load(name, text, variants)).getMessage();
    }

    @Test
    void shippedLinesOfActionChecksAndLoadsWithEveryVariant() {
        Path path = TestGames.game("lines-of-action.gamut");
        GameLoader.Checked checked = GameLoader.check(path.toString(), linesOfAction());
        assertEquals(List.of(), checked.diagnostics());
        assertEquals("", checked.report());
        assertNotNull(GameLoader.load(path, List.of()));
        for (String variant : LOA_VARIANTS.split(", ")) {
            assertNotNull(GameLoader.load(path, List.of(variant)), variant);
        }
    }

    // ---- unknown variants asked for by name

    @Test
    void unknownVariantWithASuggestion() {
        assertEquals("tiny.gamut: unknown variant 'first=blu' (did you mean 'first=blue'?); variants: first=blue",
                loadFailure("tiny.gamut", TestGames.TINY, List.of("first=blu")));
    }

    @Test
    void unknownVariantOfLinesOfActionListsEveryVariant() {
        assertEquals("lines-of-action.gamut: unknown variant 'first=whit' (did you mean 'first=white'?); variants: "
                + LOA_VARIANTS, loadFailure("lines-of-action.gamut", linesOfAction(), List.of("first=whit")));
    }

    @Test
    void misspeltVariantValue() {
        assertEquals("lines-of-action.gamut: unknown variant 'setup=swaped' (did you mean 'setup=swapped'?); "
                + "variants: " + LOA_VARIANTS,
                loadFailure("lines-of-action.gamut", linesOfAction(), List.of("setup=swaped")));
    }

    @Test
    void unknownVariantWithoutACloseName() {
        assertEquals("tiny.gamut: unknown variant 'nope'; variants: first=blue",
                loadFailure("tiny.gamut", TestGames.TINY, List.of("nope")));
    }

    @Test
    void unknownVariantOfAGameWithoutVariants() {
        String text = tiny("    variant first=blue {\n        source \"Somebody, somewhere\"\n        first blue\n    }\n",
                "");
        assertEquals(List.of(), check(text));
        assertEquals("tiny.gamut: unknown variant 'first=blue'; this game has no variants",
                loadFailure("tiny.gamut", text, List.of("first=blue")));
    }

    @Test
    void twoVariantsSettingTheSameKey() {
        assertEquals("lines-of-action.gamut: variants 'setup=swapped' and 'setup=scrambled_eggs' both set 'setup'; "
                + "choose one", loadFailure("lines-of-action.gamut", linesOfAction(),
                GameLoader.splitVariants("setup=swapped,setup=scrambled_eggs")));
    }

    @Test
    void variantNamedByItsKeyAlone() {
        assertEquals("lines-of-action.gamut: unknown variant 'simultaneous' (did you mean "
                + "'simultaneous=mover_wins'?); variants: " + LOA_VARIANTS,
                loadFailure("lines-of-action.gamut", linesOfAction(), List.of("simultaneous")));
    }

    // ---- formatted reports

    @Test
    void loadReportsEveryProblemWithItsLineAndACaret() {
        String text = tiny("first red", "first rd", "moves stone", "moves ston");
        assertEquals("""
                tiny.gamut:3:11: error: unknown player 'rd' (did you mean 'red'?)
                    first rd
                          ^
                tiny.gamut:18:11: error: unknown piece 'ston' (did you mean 'stone'?)
                    moves ston {
                          ^""", loadFailure("tiny.gamut", text, List.of()));
    }

    @Test
    void loadReportsSyntaxErrorsTheSameWay() {
        String text = tiny("board grid 3 by 3", "board grid 3 x 3");
        assertEquals("""
                tiny.gamut:4:18: error: unexpected 'x', expecting 'by'
                    board grid 3 x 3
                                 ^""", loadFailure("tiny.gamut", text, List.of()));
    }

    @Test
    void mistakeInAVariantFailsOnlyWhenThatVariantIsLoaded() {
        String text = tiny("first blue\n", "first blu\n");
        assertNotNull(GameLoader.load("tiny.gamut", text, List.of()));
        assertEquals("""
                tiny.gamut:28:15: error: unknown player 'blu' (did you mean 'blue'?)
                        first blu
                              ^""", loadFailure("tiny.gamut", text, List.of("first=blue")));
    }

    @Test
    void caretUnderAHexMapCell() {
        String text = TestGames.replace(TestGames.HEXY, "  a3  b3  c3", "  a3  b2  c3");
        assertEquals("""
                tiny.gamut:6:11: error: cell 'b2' appears twice in the hex map (first at tiny.gamut:5:9)
                      a3  b2  c3
                          ^""", GameLoader.check("tiny.gamut", text).report());
    }

    @Test
    void severalErrorsFromOneFileInOneRun() {
        String text = tiny(
                "first red", "first rd",
                "blue: a3, c3", "blue: a3, c33",
                "step d", "step 3",
                "moves stone", "moves ston",
                "count(opponent) == 0", "empty");
        assertEquals(List.of(
                "3:11: unknown player 'rd' (did you mean 'red'?)",
                "11:19: no cell 'c33' on this board (did you mean 'c3'?)",
                "14:14: 'step' needs a direction, but '3' is a number",
                "18:11: unknown piece 'ston' (did you mean 'stone'?)",
                "24:17: 'empty' looks at the cell under the cursor, so it can only be used in a move program"),
                check(text));
        GameLoader.Checked checked = GameLoader.check("tiny.gamut", text);
        assertFalse(checked.ok());
        assertEquals("""
                tiny.gamut:3:11: error: unknown player 'rd' (did you mean 'red'?)
                    first rd
                          ^
                tiny.gamut:11:19: error: no cell 'c33' on this board (did you mean 'c3'?)
                        blue: a3, c33
                                  ^
                tiny.gamut:14:14: error: 'step' needs a direction, but '3' is a number
                        step 3
                             ^
                tiny.gamut:18:11: error: unknown piece 'ston' (did you mean 'stone'?)
                    moves ston {
                          ^
                tiny.gamut:24:17: error: 'empty' looks at the cell under the cursor, so it can only be used in a \
                move program
                    end lonely: empty => mover wins
                                ^""", checked.report());
    }

    @Test
    void mistakesInTheBaseGameAndInAVariantAreReportedTogether() {
        String text = tiny("first red", "first rd", "first blue\n", "first blu\n", "limit 100", "limit 0");
        assertEquals(List.of(
                "3:11: unknown player 'rd' (did you mean 'red'?)",
                "25:5: a move limit needs at least 1 ply",
                "28:15: unknown player 'blu' (did you mean 'blue'?)"), check(text));
    }

    // ---- nothing but diagnostics or GamutException

    /** Broken texts of every kind; none of them may make an entry point throw anything but GamutException. */
    static List<String> brokenTexts() {
        List<String> texts = new ArrayList<>(List.of(
                "",
                "game",
                "game \"Empty\" {",
                "game \"Empty\" { }",
                "}{",
                "\u0000\u0001\u0002",
                "game \"\u30b2\u30fc\u30e0\" { players \u00e9, \u00fc }",
                "game \"x\" { players a, b board grid 2 by 2 pieces { p } setup { a: a1 } } trailing",
                tiny("board grid 3 by 3", "board grid 3 x 3"),
                tiny("limit 100 => draw", "limit 100 => draw $"),
                tiny("source \"Somebody, somewhere\"", "source \"Somebody, somewhere"),
                tiny("source \"Somebody, somewhere\"", "description \"\"\"abc"),
                tiny("count(opponent)", "count(opponent"),
                tiny("            slide(d)\n        }\n    }\n", "            slide(d)\n        }\n"),
                tiny("first red", "first rd"),
                tiny("moves stone", "moves ston"),
                tiny("for d in n e s w", "for d in n e s ww"),
                tiny("blue: a3, c3", "blue: a3, c33, b1"),
                tiny("verify empty", "verify line_count(d, d) > 1"),
                tiny("step d", "step 3"),
                tiny("verify empty", "verify here == 3"),
                tiny("count(opponent) == 0", "line_count(n) == 0"),
                tiny("players red, blue", "players red, blue, red"),
                tiny("variant first=blue {", "variant first=blue extends first=blue {"),
                tiny("        move\n    }\n", "        drop\n    }\n"),
                tiny("    players red, blue\n", "", "    board grid 3 by 3\n", "", "    pieces { stone }\n", ""),
                tiny("grid 3 by 3", "grid 27 by 0"),
                tiny("grid 3 by 3", "hex \"a1 b1 a1 c-1\""),
                tiny("grid 3 by 3", "points 0"),
                tiny("        move\n    }\n", "        move\n        slide(d)\n    }\n"),
                tiny("limit 100", "limit 99999999999"),
                tiny("w = (-1, 0)", "w = (0, 0)"),
                tiny("=> mover wins", "=> highest count(mover) wins"),
                tinyWithLinesAfter(25, "    dice 2 of 6", "    turn main when empty: one of walk", "    priority x"),
                tinyWithLinesAfter(25, "    track path of rde = a1, a2, a1 then off", "    zone z of q = q9")));
        String loa = linesOfAction();
        for (int cut = 0; cut < loa.length(); cut += 50) {
            texts.add(loa.substring(0, cut));
        }
        return texts;
    }

    @Test
    void brokenTextsGiveDiagnosticsAndNeverAnotherException() {
        String loa = linesOfAction();
        int complete = loa.lastIndexOf('}') + 1;
        List<String> texts = brokenTexts();
        assertTrue(texts.size() > 100, "35 texts and the truncated copies of Lines of Action");
        for (String text : texts) {
            String what = "input of " + text.length() + " characters starting "
                    + text.substring(0, Math.min(60, text.length())).replace("\n", "\\n");
            SourceParser.Result parsed = assertDoesNotThrow(() -> SourceParser.parse("broken.gamut", text), what);
            GameLoader.Checked checked = assertDoesNotThrow(() -> GameLoader.check("broken.gamut", text), what);
            boolean wholeGame = loa.startsWith(text) && text.length() >= complete;
            if (!wholeGame) {
                assertFalse(checked.diagnostics().isEmpty(), "no diagnostic for " + what);
                assertFalse(checked.report().isBlank(), what);
            }
            if (!parsed.ok()) {
                assertEquals(parsed.diagnostics(), checked.diagnostics(), what);
            }
            try {
                GameLoader.load("broken.gamut", text, List.of());
            } catch (GamutException expected) {
                assertFalse(expected.getMessage().isBlank(), what);
            } catch (RuntimeException | Error e) {
                fail("GameLoader.load threw " + e + " for " + what);
            }
        }
    }

    // ---- problems found: these throw or hang instead of reporting a diagnostic

    @Test
    void variantExtendingAVariantWithTheSameKey() {
        String text = tinyWithLinesAfter(25,
                "    variant first=red {",
                "        source \"Somebody else\"",
                "        first red",
                "    }");
        text = TestGames.replace(text, "variant first=blue {", "variant first=blue extends first=red {");
        String finalText = text;
        assertEquals(List.of("30:5: variants 'first=red' and 'first=blue' both set 'first'; choose one"),
                assertDoesNotThrow(() -> check(finalText)));
    }

    @Test
    void macroRecursingSeveralTimesIsReportedQuickly() {
        String text = tinyWithLinesAfter(17, "    define boom() { boom() boom() boom() }");
        text = TestGames.replace(text, "slide(d)\n", "slide(d)\n            boom()\n");
        String finalText = text;
        List<String> found = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> check(finalText));
        assertEquals(List.of(
                "18:21: macro 'boom' calls itself; macros cannot recurse",
                "18:28: macro 'boom' calls itself; macros cannot recurse",
                "18:35: macro 'boom' calls itself; macros cannot recurse"), found);
    }

    @Test
    void longChainOfMacrosIsNotRecursion() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 17; i++) {
            lines.add("    define m" + i + "() { m" + (i + 1) + "() }");
        }
        lines.add("    define m17() { move }");
        String text = tinyWithLinesAfter(17, lines.toArray(String[]::new));
        text = TestGames.replace(text, "slide(d)\n", "m0()\n");
        assertEquals(List.of(), check(text));
    }

    @Test
    void deeplyNestedInputGivesADiagnosticInsteadOfStackOverflow() {
        String ifs = tiny("verify empty", "if true { ".repeat(5000) + "verify empty" + " }".repeat(5000));
        String sum = tiny("verify empty", "verify 1" + " + 1".repeat(5000) + " > 0");
        assertDoesNotThrow(() -> GameLoader.check("deep.gamut", ifs));
        assertDoesNotThrow(() -> GameLoader.check("deep.gamut", sum));
    }
}
