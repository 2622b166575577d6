package gamut.parse;

import static gamut.parse.SyntaxDiagnosticsTest.BASE;
import static gamut.parse.SyntaxDiagnosticsTest.diagnostics;
import static gamut.parse.SyntaxDiagnosticsTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ast.Item;
import gamut.base.Limits;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The limits that keep reading a file safe (section 12 of docs/language.md, "Limits"): nesting is
 * counted, not left to the stack; ranges are bounded; a byte-order mark and an open comment are
 * read as what they are. Line 15 of the base game is {@code verify empty} in the macro's block.
 */
class ReadingLimitsTest {
    private static final String TOO_DEEP = "nested too deeply: blocks, brackets and expressions may nest at most 200 deep";

    private static String verify(String condition) {
        return with("        verify empty\n", "        verify " + condition + "\n");
    }

    // ---- nesting

    @Test
    void bracketsUpToTheLimitAreRead() {
        // The game's '{' and the macro's '{' and 198 brackets: 200 deep.
        assertEquals(List.of(), diagnostics(verify("(".repeat(198) + "empty" + ")".repeat(198))));
    }

    @Test
    void theFirstBracketTooDeepIsReported() {
        assertEquals(List.of("15:214: " + TOO_DEEP), diagnostics(verify("(".repeat(199) + "empty" + ")".repeat(199))));
        assertEquals(List.of("15:214: " + TOO_DEEP), diagnostics(verify("(".repeat(1000) + "empty" + ")".repeat(1000))));
    }

    @Test
    void theAnswerDoesNotDependOnTheStackOfTheCaller() throws InterruptedException {
        String deepest = verify("(".repeat(198) + "empty" + ")".repeat(198));
        String tooDeep = verify("(".repeat(1000) + "empty" + ")".repeat(1000));
        List<List<String>> answers = new ArrayList<>();
        for (int run = 0; run < 12; run++) {
            long stack = (128L << 10) << (run % 6);
            Thread thread = new Thread(null, () -> {
                List<String> found = new ArrayList<>(diagnostics(deepest));
                found.addAll(diagnostics(tooDeep));
                synchronized (answers) {
                    answers.add(found);
                }
            }, "small stack", stack);
            thread.start();
            thread.join();
        }
        assertEquals(12, answers.size());
        answers.forEach(a -> assertEquals(List.of("15:214: " + TOO_DEEP), a));
    }

    @Test
    void expressionsNestWithoutBracketsToo() {
        assertEquals(List.of(), diagnostics(verify("not ".repeat(198) + "empty")));
        // The 199th 'not' puts 'empty' 201 deep.
        assertEquals(List.of("15:812: " + TOO_DEEP), diagnostics(verify("not ".repeat(199) + "empty")));
        // A left-leaning chain is as deep as it is long: reported where its deepest operand starts.
        assertEquals(List.of("15:16: " + TOO_DEEP), diagnostics(verify("empty" + " and empty".repeat(100_000))));
    }

    @Test
    void theParserGivesUpOnLongRunsWithoutBrackets() {
        // A 'not' is one rule of the parser: the 1,597th is where it is inside more than 1,600.
        assertEquals(List.of("15:6400: " + TOO_DEEP), diagnostics(verify("not ".repeat(100_000) + "empty")));
        // Each 'else if' is a statement inside the one before: the condition of the 1,594th is too deep.
        String elseIfs = "if empty { move }" + " else if empty { move }".repeat(20_000);
        assertEquals(List.of("15:36674: " + TOO_DEEP), diagnostics(with("        verify empty\n", "        " + elseIfs + "\n")));
    }

    @Test
    void elseIfChainsWithinTheLimitAreRead() {
        String elseIfs = "if empty { move }" + " else if empty { move }".repeat(150);
        assertEquals(List.of(), diagnostics(with("        verify empty\n", "        " + elseIfs + "\n")));
    }

    // ---- ranges

    @Test
    void aRangeBeyondTheLimitIsReportedOnceAndNotSpeltOut() {
        assertEquals(List.of("1:21: range 1..2147483647 is too long: the ranges of a file may stand for at most 100,000 cells in all"),
                diagnostics("game \"x\" { zone z = 1..2147483647 }"));
        assertEquals(List.of("1:31: range 60000..1 is too long: the ranges of a file may stand for at most 100,000 cells in all"),
                diagnostics("game \"x\" { zone z = 1..60000, 60000..1, 1..2147483647 }"));
    }

    @Test
    void theLimitIsTheFilesWhateverItemsItsRangesAreIn() {
        // Set-ups and boards are built apart from the other items; their ranges count against the same limit.
        String setups = "game \"x\" { setup { a: 1..60000 } variant v { setup { a: 1..60000 } } }";
        assertEquals(List.of("1:57: range 1..60000 is too long: the ranges of a file may stand for at most 100,000 cells in all"),
                diagnostics(setups));
        assertEquals(List.of("1:60: range 1..60000 is too long: the ranges of a file may stand for at most 100,000 cells in all"),
                diagnostics("game \"x\" { board grid 300 by 300 without 1..60000 zone z = 1..60000 }"));
    }

    @Test
    void rangesUpToTheLimitAreSpeltOut() {
        String text = "game \"x\" { zone z = 1..60000 track t of a = 100000..60001, 7, 7, 7 }";
        List<Item> items = SourceParser.parse("x.gamut", text).file().items();
        assertEquals(60_000, ((Item.Zone) items.get(0)).cells().size());
        assertEquals(Limits.RANGE - 60_000 + 3, ((Item.Track) items.get(1)).cells().size());
        assertEquals("60001", ((Item.Track) items.get(1)).cells().get(39_999).name());
    }

    // ---- the text itself

    @Test
    void aByteOrderMarkIsSkipped() {
        assertEquals(List.of(), diagnostics("\uFEFF" + BASE));
        assertEquals(diagnostics(BASE.replace("game \"Tiny\"", "game Tiny")),
                diagnostics("\uFEFF" + BASE.replace("game \"Tiny\"", "game Tiny")));
    }

    @Test
    void aCommentLeftOpenIsReportedWhereItOpens() {
        assertEquals(List.of("25:5: comment not closed: '/*' has no '*/'"),
                diagnostics(with("    limit 100 => draw\n", "    /* limit 100 => draw\n")));
        assertEquals(List.of("2:17: unexpected 'red'", "25:5: comment not closed: '/*' has no '*/'"),
                diagnostics(with("    limit 100 => draw\n", "    /* limit 100 => draw\n")
                        .replace("players red, blue", "players red red, blue")));
        assertEquals(List.of(), diagnostics(with("    limit 100 => draw\n", "    /* limit 100 => draw **/\n")));
    }

    // ---- length

    /** The base game with a comment line after it, made as long as the definition is to be. */
    private static String ofLength(int bytes, String filler) {
        int room = bytes - BASE.length() - "//\n".length();
        int each = filler.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        String text = BASE + "//" + filler.repeat(room / each) + "x".repeat(room % each) + "\n";
        assertEquals(bytes, text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length);
        return text;
    }

    @Test
    void aDefinitionAtTheLimitIsRead() {
        assertEquals(List.of(), diagnostics(ofLength(Limits.DEFINITION_BYTES, "x")));
        assertEquals(List.of(), diagnostics(ofLength(Limits.DEFINITION_BYTES, "\u00e9\u20ac\ud83c\udfb2")));
    }

    @Test
    void aDefinitionBeyondTheLimitIsReportedAloneWhereItGoesBeyond() {
        // The comment is the line after the game's; its last character (the line feed) goes beyond.
        int line = (int) BASE.chars().filter(c -> c == '\n').count() + 1;
        int column = Limits.DEFINITION_BYTES - BASE.length() + 1;
        String message = ": definition too long: it has %s bytes, and a definition holds at most 2,097,152 (2 MiB);"
                + " here it goes beyond";
        assertEquals(List.of(line + ":" + column + String.format(message, "2,097,153")),
                diagnostics(ofLength(Limits.DEFINITION_BYTES + 1, "x")));
        // Counted in bytes, not characters: the second byte of the last character (of four) goes beyond.
        String four = "//" + "x".repeat(Limits.DEFINITION_BYTES - BASE.length() - 3) + "\ud83c\udfb2\n";
        assertEquals(List.of(line + ":" + (Limits.DEFINITION_BYTES - BASE.length()) + String.format(message, "2,097,156")),
                diagnostics(BASE + four));
    }
}
