package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.Diagnostic;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'break' outside a loop is an error; a statement that can fail inside a 'while' or 'repeat' that
 * no 'for' encloses, with statements after the loop, is a warning that lets the game load. The
 * programs replace the loop of {@link TestGames#TINY}'s moves (line 19 on).
 */
class LoopCheckTest {
    private static final String LOOP = """
            for d in n e s w {
                        slide(d)
                    }""";

    private static String program(String body) {
        return tiny(LOOP, body);
    }

    private static final String STEP_WARNING = "'step' can fail here and end the whole run of the program: no 'for'"
            + " encloses this 'while', so nothing after the loop runs; test first with 'if can_step(n)' and leave"
            + " with 'break', or put the loop in a 'for'";

    @Test
    void breakOutsideALoopIsAnError() {
        assertEquals(List.of("20:9: 'break' leaves a loop; there is no loop here"),
                check(program("step n\n        break\n        move")));
    }

    @Test
    void breakInAnIfOutsideALoopIsAnError() {
        assertEquals(List.of("19:20: 'break' leaves a loop; there is no loop here"),
                check(program("if empty { break }")));
    }

    @Test
    void breakInAMacroCalledOutsideALoopIsReportedInTheMacro() {
        String text = tiny("        verify empty\n        move\n", "        verify empty\n        break\n        move\n",
                LOOP, "slide(n)");
        assertEquals(List.of("16:9: 'break' leaves a loop; there is no loop here"), check(text));
    }

    @Test
    void breakInEveryKindOfLoopIsFine() {
        assertEquals(List.of(), check(program("""
                for d in n e { break }
                        repeat 2 { break }
                        while true { break }
                        for c in cells where empty { break }
                        move""")));
    }

    @Test
    void aStepInABareWhileFollowedByStatementsIsWarned() {
        assertEquals(List.of("20:13: " + STEP_WARNING), check(program("""
                while empty or friend {
                            step n
                        }
                        move""")));
    }

    @Test
    void aVerifyAndAGotoInABareRepeatAreWarned() {
        String verify = "'verify' can fail here and end the whole run of the program: no 'for' encloses this 'repeat',"
                + " so nothing after the loop runs; leave the loop with 'if not ... { break }' instead, or put the"
                + " loop in a 'for'";
        String go = "'goto' can fail here and end the whole run of the program: no 'for' encloses this 'repeat',"
                + " so nothing after the loop runs; leave the loop with 'break' before it can fail, or put the loop"
                + " in a 'for'";
        assertEquals(List.of("20:13: " + verify, "21:13: " + go), check(program("""
                repeat 2 {
                            verify empty
                            goto origin
                        }
                        move""")));
    }

    @Test
    void noWarningWhenNothingFollowsTheLoop() {
        assertEquals(List.of(), check(program("""
                step n
                        while empty {
                            move
                            step n
                        }""")));
    }

    @Test
    void noWarningInsideAFor() {
        assertEquals(List.of(), check(program("""
                for d in n e {
                            while empty or friend {
                                step d
                            }
                            move
                        }
                        move""")));
    }

    @Test
    void noWarningForAStepGuardedByCanStep() {
        assertEquals(List.of(), check(program("""
                while true {
                            if can_step(n) { step n } else { break }
                        }
                        move""")));
    }

    @Test
    void aStepInAMacroIsWarnedWhereTheMacroIsWritten() {
        String text = tiny(LOOP, "while true {\n            slide(n)\n        }\n        move");
        // The argument stands in the macro's body as written: 'step d' is 'step n' here.
        assertEquals(List.of("14:9: " + STEP_WARNING, "15:9: 'verify' can fail here and end the whole run of the"
                + " program: no 'for' encloses this 'while', so nothing after the loop runs; leave the loop with"
                + " 'if not ... { break }' instead, or put the loop in a 'for'"), check(text));
    }

    @Test
    void warningsLetTheGameLoadAndPrintAsWarnings() {
        String text = program("while empty or friend {\n            step n\n        }\n        move");
        Gamut.Report report = Gamut.check(TestGames.NAME, text);
        assertTrue(report.ok());
        assertFalse(report.diagnostics().get(0).isError());
        assertTrue(report.format().startsWith("tiny.gamut:20:13: warning: 'step' can fail here"), report.format());
        assertEquals("1 warning", Diagnostic.tally(report.diagnostics()));
        Gamut.load(TestGames.NAME, text, List.of());
    }
}
