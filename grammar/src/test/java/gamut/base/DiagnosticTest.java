package gamut.base;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a diagnostic quotes its line, and how many of a file's diagnostics are shown. */
class DiagnosticTest {
    private static Diagnostic at(int line, int column) {
        return new Diagnostic(new Pos("f.gamut", line, column), "bad");
    }

    @Test
    void aShortLineIsQuotedWholeWithTheCaretUnderTheColumn() {
        assertEquals("f.gamut:2:5: error: bad\n     x = 1\n    ^", at(2, 5).format("first\r\n    \tx = 1\r\nlast"));
        assertEquals("f.gamut:2:5: error: bad\n     x = 1\n    ^", at(2, 5).format("first\n    \tx = 1\n"));
    }

    @Test
    void controlCharactersButTabsAreEscapedInTheMessageAndTheLineTheCaretStillUnderTheColumn() {
        Diagnostic d = new Diagnostic(new Pos("f.gamut", 2, 8), "unknown name 'a\u001b[2Jb'\tor\r\n'\u007f'");
        assertEquals("unknown name 'a\\u001b[2Jb'\tor\\u000d\\u000a'\\u007f'", d.message());
        assertEquals("f.gamut:2:8: error: unknown name 'a\\u001b[2Jb'\tor\\u000d\\u000a'\\u007f'\n"
                + "x\\u001b[2J\\u0085 y\n"
                + " ".repeat(17) + "^", d.format("first\nx\u001b[2J\u0085\ty"));
    }

    @Test
    void aLoneCarriageReturnEndsALine() {
        assertEquals("f.gamut:2:1: error: bad\ntwo\n^", at(2, 1).format("one\rtwo\rthree"));
        assertEquals("f.gamut:3:2: error: bad\nthree\n ^", at(3, 2).format("one\r\ntwo\rthree\n"));
        assertEquals("f.gamut:4:1: error: bad\n\n^", at(4, 1).format("one\r\ntwo\rthree\n"));
        assertEquals("f.gamut:5:1: error: bad", at(5, 1).format("one\r\ntwo\rthree\n"));
    }

    @Test
    void aLineLongerThanTheLimitIsQuotedAroundTheColumn() {
        String line = "abcdefghij".repeat(100);
        String[] out = at(1, 501).format(line).split("\n");
        assertEquals("..." + line.substring(420, 580) + "...", out[1]);
        assertEquals(" ".repeat(3 + 80) + "^", out[2]);
        assertEquals(line.charAt(500), out[1].charAt(out[2].length() - 1));
    }

    @Test
    void aLongLineIsCutOnlyWhereItGoesOn() {
        String line = "0123456789".repeat(100);
        String[] start = at(1, 3).format(line).split("\n");
        assertEquals(line.substring(0, Limits.QUOTED_LINE) + "...", start[1]);
        assertEquals("  ^", start[2]);
        String[] end = at(1, 1001).format(line).split("\n");
        assertEquals("..." + line.substring(1000 - Limits.QUOTED_LINE), end[1]);
        assertEquals(" ".repeat(3 + Limits.QUOTED_LINE) + "^", end[2]);
        String exact = "x".repeat(Limits.QUOTED_LINE);
        assertEquals(exact, at(1, 1).format(exact).split("\n")[1]);
    }

    @Test
    void aPositionBeyondTheTextQuotesNothing() {
        assertEquals("f.gamut:3:1: error: bad", at(3, 1).format("one\ntwo"));
        assertEquals("f.gamut:1:1: error: bad", at(1, 1).format(null));
    }

    @Test
    void aReportShowsAtMostTheLimitAndCountsTheRest() {
        List<Diagnostic> many = new ArrayList<>();
        for (int i = 0; i < 250; i++) {
            many.add(at(1, 1));
        }
        String[] lines = Diagnostic.report(many, "x").split("\n");
        assertEquals(3 * Limits.DIAGNOSTICS + 1, lines.length);
        assertEquals("... and 150 more errors", lines[lines.length - 1]);
        assertEquals("... and 1 more error",
                last(Diagnostic.report(many.subList(0, Limits.DIAGNOSTICS + 1), "x")));
        assertEquals("^", last(Diagnostic.report(many.subList(0, Limits.DIAGNOSTICS), "x")));
        assertEquals("f.gamut:1:1: error: bad\nx\n^", Diagnostic.report(many.subList(0, 1), "x"));
        assertEquals("", Diagnostic.report(List.of(), "x"));
    }

    @Test
    void aWarningSaysSoAndIsNoError() {
        Diagnostic w = Diagnostic.warning(new Pos("f.gamut", 1, 2), "odd");
        assertEquals("f.gamut:1:2: warning: odd\nxy\n ^", w.format("xy"));
        assertEquals(false, w.isError());
        assertEquals(false, Diagnostic.anyError(List.of(w)));
        assertEquals(true, Diagnostic.anyError(List.of(w, at(1, 1))));
        assertEquals("1 warning", Diagnostic.tally(List.of(w)));
        assertEquals("2 errors, 1 warning", Diagnostic.tally(List.of(at(1, 1), w, at(1, 1))));
        assertEquals("1 error", Diagnostic.tally(List.of(at(1, 1))));
    }

    @Test
    void theLastLineCountsWarningsAndErrorsLeftOut() {
        List<Diagnostic> many = new ArrayList<>();
        for (int i = 0; i < Limits.DIAGNOSTICS + 2; i++) {
            many.add(Diagnostic.warning(new Pos("f.gamut", 1, 1), "odd"));
        }
        assertEquals("... and 2 more warnings", last(Diagnostic.report(many, "x")));
        many.set(many.size() - 1, at(1, 1));
        assertEquals("... and 2 more problems", last(Diagnostic.report(many, "x")));
    }

    private static String last(String text) {
        return text.substring(text.lastIndexOf('\n') + 1);
    }
}
