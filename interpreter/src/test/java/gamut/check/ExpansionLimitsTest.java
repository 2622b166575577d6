package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.testing.TestGames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker's limits on what expanding macros makes (section 12 of docs/language.md, "Limits"):
 * too much, or nested too deeply, is reported once at the use in the program, and checking such a
 * file answers at once. In {@link TestGames#TINY}, line 20 calls the macro {@code slide(d)} inside
 * a loop; lines are inserted after line 17, the end of that macro.
 */
class ExpansionLimitsTest {
    private static final String TOO_LARGE = " makes more than 1,000,000 statements and expressions";
    private static final String TOO_DEEP = " nests blocks and expressions more than 200 deep";

    /** TINY with {@code lines} after line 17 and the call {@code slide(d)} replaced by {@code call}. */
    private static String calling(String call, List<String> lines) {
        return TestGames.replace(tinyWithLinesAfter(17, lines.toArray(String[]::new)), "slide(d)\n", call + "\n");
    }

    /** Macros {@code double1} to {@code doubleN}, each calling the one before twice, after {@code double0}. */
    private static List<String> doubling(int levels) {
        List<String> lines = new ArrayList<>(List.of("    define double0() { step n verify empty move }"));
        for (int i = 1; i <= levels; i++) {
            lines.add("    define double" + i + "() { double" + (i - 1) + "() double" + (i - 1) + "() }");
        }
        return lines;
    }

    @Test
    void aMacroThatDoublesTwentyFourTimesIsStoppedAtItsUse() {
        assertEquals(List.of("44:13: expanding macro 'double23'" + TOO_LARGE),
                check(calling("double23()", doubling(23))));
    }

    @Test
    void anExpansionWithinTheBudgetIsChecked() {
        assertEquals(List.of(), check(calling("double14()", doubling(14))));
    }

    @Test
    void theBaseGameAndEveryVariantShareTheBudget() {
        // 2^16 copies of the 5 statements and expressions of double0 and 2^17 calls: 458,750 for each
        // of the base game and its variant, and for a third time too many for the file.
        String text = calling("double16()", doubling(16));
        assertEquals(List.of(), check(text));
        text = TestGames.replace(text, "        first blue\n    }\n",
                "        first blue\n    }\n    variant x {\n        source \"s\"\n        limit 50 => draw\n    }\n    variant y {\n        source \"s\"\n        limit 60 => draw\n    }\n");
        assertEquals(List.of("37:13: expanding macro 'double16'" + TOO_LARGE), check(text));
    }

    @Test
    void argumentsDoubledAtEveryLevelAreCountedAsWritten() {
        List<String> lines = new ArrayList<>(List.of("    define m0(x) { verify x move }"));
        for (int i = 1; i <= 40; i++) {
            lines.add("    define m" + i + "(x) { m" + (i - 1) + "(x and x) }");
        }
        assertEquals(List.of("61:13: expanding macro 'm40'" + TOO_LARGE), check(calling("m40(empty)", lines)));
    }

    @Test
    void valueMacrosHaveTheSameBudget() {
        List<String> doubled = new ArrayList<>(List.of("    define v0() = empty"));
        List<String> arguments = new ArrayList<>(List.of("    define w0(x) = x"));
        for (int i = 1; i <= 40; i++) {
            doubled.add("    define v" + i + "() = v" + (i - 1) + " and v" + (i - 1));
            arguments.add("    define w" + i + "(x) = w" + (i - 1) + "(x and x)");
        }
        assertEquals(List.of("61:20: expanding value macro 'v24'" + TOO_LARGE),
                check(calling("verify v24 move", doubled)));
        assertEquals(List.of("61:20: expanding value macro 'w40'" + TOO_LARGE),
                check(calling("verify w40(empty) move", arguments)));
    }

    @Test
    void anExpansionNestedTooDeeplyIsStoppedAtItsUse() {
        // The call stands in the loop's block, 2 deep; the expansion's block is 3 deep and its
        // 'verify' 4: 196 'not's and 'empty' reach 200, one more 'not' 201.
        assertEquals(List.of(), check(calling("deep()", List.of("    define deep() { verify " + "not ".repeat(196) + "empty move }"))));
        assertEquals(List.of("21:13: expanding macro 'deep'" + TOO_DEEP),
                check(calling("deep()", List.of("    define deep() { verify " + "not ".repeat(197) + "empty move }"))));
    }

    @Test
    void macrosCallingEachOtherInsideBlocksNestTooDeeply() {
        List<String> lines = new ArrayList<>(List.of("    define m0() { move }"));
        for (int i = 1; i < 60; i++) {
            lines.add("    define m" + i + "() { if empty { if empty { if empty { if empty { m" + (i - 1) + "() } } } } }");
        }
        assertEquals(List.of("80:13: expanding macro 'm59'" + TOO_DEEP), check(calling("m59()", lines)));
    }

    @Test
    void valueMacrosNestTooDeeplyOrUseEachOtherTooDeeply() {
        List<String> nots = new ArrayList<>(List.of("    define v0() = empty"));
        List<String> chain = new ArrayList<>(List.of("    define c0() = empty"));
        for (int i = 1; i < 100; i++) {
            nots.add("    define v" + i + "() = not not not not v" + (i - 1));
            chain.add("    define c" + i + "() = c" + (i - 1));
        }
        // 4 levels a macro: too deep before 64 macros inside one another.
        assertEquals(List.of("120:20: expanding value macro 'v59'" + TOO_DEEP), check(calling("verify v59 move", nots)));
        // c99 uses c98 ... and c36 uses c35, the 65th inside the others.
        assertEquals(List.of("54:20: value macros use each other more than 64 deep"), check(calling("verify c99 move", chain)));
    }

    @Test
    void mistakesRepeatedByAnExpansionAreReportedOnce() {
        List<String> lines = doubling(15);
        lines.set(0, "    define double0() { step n verify bogus and mover == 3 move }");
        assertEquals(List.of("18:38: unknown name 'bogus'", "18:54: cannot compare a player with a number"),
                check(calling("double15()", lines)));
    }

    @Test
    void aZoneConditionTooLongToWorkOutIsReportedAtTheZone() {
        List<String> lines = new ArrayList<>(List.of("    define v0() = here == a1"));
        for (int i = 1; i <= 16; i++) {
            lines.add("    define v" + i + "() = v" + (i - 1) + " or v" + (i - 1));
        }
        lines.add("    zone big where v16");
        String text = tiny("board grid 3 by 3", "board grid 26 by 39");
        assertEquals(List.of("35:5: zone 'big' takes more than 1,000,000 steps to work out over the board's cells"),
                check(TestGames.insertAfter(text, 17, lines.toArray(String[]::new))));
    }

    @Test
    void aGameHasAtMostAHundredVariants() {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 150; i++) {
            lines.add("    variant v" + i + (i > 1 ? " extends v" + (i - 1) : "") + " { source \"s\" limit " + i + " => draw }");
        }
        assertEquals(List.of("129:5: a game has at most 100 variants"), check(tinyWithLinesAfter(29, lines.toArray(String[]::new))));
    }
}
