package gamut.parse;

import static gamut.parse.SyntaxDiagnosticsTest.diagnostics;
import static gamut.parse.SyntaxDiagnosticsTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Mistakes recognised by their shape get one error in the language's words and no knock-on
 * error: a keyword used as a name, and a line that is no statement. The lines refer to
 * {@link SyntaxDiagnosticsTest#BASE}.
 */
class MistakesTest {
    private static final String STATEMENTS = "a statement is step, verify, repeat, while, for, if, let, goto, move,"
            + " drop, exit, capture, sow, again, chain, land, promote, flip, place, remove, advance, use, set, clear, break or a macro call NAME(...)";

    private static List<String> withLine(String line) {
        return diagnostics(with("            slide(d)\n", "            slide(d)\n            " + line + "\n"));
    }

    // ---- a keyword as a name

    @Test
    void aLocalVariable() {
        assertEquals(List.of("21:17: 'first' is a keyword; choose another name"), withLine("let first = 0"));
    }

    @Test
    void aKeywordInAnExpression() {
        assertEquals(List.of("21:21: 'first' is a keyword; choose another name"), withLine("let k = first + 1"));
    }

    @Test
    void aForVariable() {
        assertEquals(List.of("19:13: 'turn' is a keyword; choose another name"),
                diagnostics(with("for d in n e s w", "for turn in n e s w")));
    }

    @Test
    void aPlayerOnTheNextLine() {
        assertEquals(List.of("3:9: 'first' is a keyword; choose another name"),
                diagnostics(with("players red, blue", "players red,\n        first")));
    }

    @Test
    void aPiece() {
        assertEquals(List.of("8:21: 'limit' is a keyword; choose another name"),
                diagnostics(with("pieces { stone }", "pieces { stone, limit }")));
    }

    @Test
    void aZoneAndAFlag() {
        assertEquals(List.of("9:10: 'end' is a keyword; choose another name",
                        "10:11: 'set' is a keyword; choose another name"),
                diagnostics(with("pieces { stone }\n", "pieces { stone }\n    zone end = a1\n    flags set\n")));
    }

    @Test
    void aMacroAndItsParameter() {
        assertEquals(List.of("13:12: 'then' is a keyword; choose another name",
                        "13:17: 'turn' is a keyword; choose another name"),
                diagnostics(with("define slide(d)", "define then(turn)")));
    }

    @Test
    void aMacroCallNamedByAKeyword() {
        assertEquals(List.of("21:13: 'first' is a keyword; choose another name"), withLine("first(d)"));
    }

    @Test
    void aPlayerInTheSetup() {
        assertEquals(List.of("10:9: 'first' is a keyword; choose another name"),
                diagnostics(with("red: a1, b1", "first: a1, b1")));
    }

    @Test
    void aMisplacedKeywordIsNoName() {
        assertEquals(List.of("21:22: unexpected 'then', expecting '{'"), withLine("if empty then { move }"));
        assertEquals(List.of("22:13: unexpected 'step'"), withLine("let k =\n            step d"));
    }

    @Test
    void aBlockLeftOpenIsStillAMissingBrace() {
        assertEquals(List.of("17:5: missing '}' before 'moves'"),
                diagnostics(with("        move\n    }\n", "        move\n")));
    }

    // ---- no statement

    @Test
    void setWithAPieceKind() {
        assertEquals(List.of("21:13: 'set type hen' is not a statement: 'set' gives a piece a flag,"
                + " 'set FLAG [at CELL]'; a piece's kind changes with 'promote to KIND'"), withLine("set type hen"));
    }

    @Test
    void clearWithTwoWords() {
        assertEquals(List.of("21:13: 'clear type hen' is not a statement: 'clear' takes a flag away from a piece,"
                + " 'clear FLAG [at CELL]'; a piece's kind changes with 'promote to KIND'"), withLine("clear type hen"));
    }

    @Test
    void anUnknownWord() {
        assertEquals(List.of("21:13: 'frobnicate' is not a statement; " + STATEMENTS), withLine("frobnicate d"));
        assertEquals(List.of("21:20: 'e' is not a statement; " + STATEMENTS), withLine("step d e"));
    }

    @Test
    void aKeywordThatStartsNoStatement() {
        assertEquals(List.of("21:20: 'then' cannot start a statement; " + STATEMENTS), withLine("step d then"));
        assertEquals(List.of("21:18: 'move' takes no cell: it moves the piece to the cursor's cell; put the cursor"
                + " there first, with 'goto CELL'"), withLine("move then"));
    }

    @Test
    void anAssignmentWithoutLet() {
        assertEquals(List.of("21:13: 'k = ...' is not a statement: to give a variable a value write 'let k = ...'"),
                withLine("k = 2"));
    }

    @Test
    void moveAndDropTakeNoCell() {
        String move = "'move' takes no cell: it moves the piece to the cursor's cell; put the cursor there first,"
                + " with 'goto a3'";
        assertEquals(List.of("21:18: " + move), withLine("move a3"));
        assertEquals(List.of("21:18: " + move), withLine("move to a3"));
        assertEquals(List.of("21:18: 'drop' takes no cell: it places the piece on the cursor's cell; put the"
                + " cursor there first, with 'goto a3'"), withLine("drop a3"));
    }

    @Test
    void captureTakesAtForAnotherCell() {
        assertEquals(List.of("21:21: 'capture' takes the pieces under the cursor; to take them elsewhere write"
                + " 'capture at a3'"), withLine("capture a3"));
    }

    @Test
    void severalMistakesAreEachReportedOnce() {
        String text = with("            slide(d)\n", "            slide(d)\n            let first = 0\n            frobnicate\n");
        text = text.replace("players red, blue", "players red, turn");
        assertEquals(List.of("2:18: 'turn' is a keyword; choose another name",
                "21:17: 'first' is a keyword; choose another name",
                "22:13: 'frobnicate' is not a statement; " + STATEMENTS), diagnostics(text));
    }
}
