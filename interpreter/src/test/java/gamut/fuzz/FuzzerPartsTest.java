package gamut.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.fuzz.Mutator.Strategy;
import gamut.fuzz.Seeds.Kind;
import gamut.fuzz.Seeds.Seed;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fuzzer's own parts: its scanner, its mutations, its line count and how it names a failure. */
class FuzzerPartsTest {
    private static final Set<String> LITERALS = Tokens.grammarLiterals(Campaign.grammar());
    private static final Mutator MUTATOR = new Mutator(LITERALS);

    private static List<String> texts(String source) {
        return Tokens.scan(source, Tokens.operators(LITERALS)).stream().map(t -> t.text(source)).toList();
    }

    @Test
    void theScannerKeepsWordsNumbersStringsAndOperatorsAndSkipsCommentsAndSpace() {
        String source = "zone home of white = 1..6 // rest\nend win: n >= 2 => \"a \\\" b\" /* x */ \"\"\"t\n\"\"\" x";
        assertEquals(List.of("zone", "home", "of", "white", "=", "1", "..", "6", "end", "win", ":", "n", ">=", "2",
                "=>", "\"a \\\" b\"", "\"\"\"t\n\"\"\"", "x"), texts(source));
    }

    @Test
    void anUnclosedStringEndsAtItsLineAndAnUnclosedCommentAtTheEnd() {
        assertEquals(List.of("a", "\"open", "b"), texts("a \"open\nb /* never closed"));
    }

    @Test
    void theVocabularyComesFromTheGrammar() {
        assertTrue(LITERALS.containsAll(Set.of("game", "moves", "verify", "=>", "..", "{", "}", "==")), LITERALS.toString());
        assertFalse(LITERALS.contains("\"\"\""));
        assertEquals(Set.of("!=", "%", "(", ")", "*", "+", ",", "-", "..", "/", ":", "<", "<=", "=", "==", "=>", ">",
                ">=", "{", "}"), Tokens.operators(LITERALS));
    }

    @Test
    void mutantNumberNOfASeedIsTheSameEveryTime() {
        List<Seed> seeds = Seeds.all();
        for (long index : new long[] {0, 1, 17, 9_999}) {
            Mutant a = MUTATOR.mutant(7, index, seeds);
            Mutant b = MUTATOR.mutant(7, index, seeds);
            assertEquals(a.how(), b.how());
            assertEquals(a.seed(), b.seed());
            assertArrayEquals(a.bytes(), b.bytes());
        }
    }

    @Test
    void anExtremeNumberReplacesANumber() {
        String text = "limit 5 => draw";
        String mutated = MUTATOR.apply(Strategy.EXTREME_NUMBER, text, new SplittableRandom(3));
        assertTrue(Mutator.EXTREMES.stream().anyMatch(n -> mutated.equals("limit " + n + " => draw")), mutated);
    }

    @Test
    void nestedParenthesesWrapAnOperandOfAnExpression() {
        String mutated = MUTATOR.apply(Strategy.NEST_PARENS, "verify 1 == x", new SplittableRandom(1));
        assertTrue(mutated.matches("verify (\\(+1\\)+ == x|1 == \\(+x\\)+)"), mutated);
        int open = (int) mutated.chars().filter(c -> c == '(').count();
        assertEquals(open, (int) mutated.chars().filter(c -> c == ')').count());
        assertTrue(List.of(8, 50, 199, 200, 201, 1000, 5000).contains(open), mutated);
    }

    @Test
    void lineMutationsDeleteDuplicateAndSwapWholeLines() {
        String text = "a\nb\nc\nd";
        for (int seed = 0; seed < 20; seed++) {
            List<String> deleted = List.of(Lines.apply(Strategy.DELETE_LINES, text, new SplittableRandom(seed)).split("\n"));
            assertTrue(List.of("a", "b", "c", "d").containsAll(deleted) && deleted.size() < 4, deleted.toString());
            String duplicated = Lines.apply(Strategy.DUPLICATE_LINES, text, new SplittableRandom(seed));
            assertTrue(duplicated.split("\n").length > 4, duplicated);
            String swapped = Lines.apply(Strategy.SWAP_LINES, text, new SplittableRandom(seed));
            assertEquals(List.of("a", "b", "c", "d"), List.of(swapped.split("\n")).stream().sorted().toList());
        }
    }

    @Test
    void nestedLoopsWrapAStatementLine() {
        String text = "moves stone {\n    step n\n    move\n}";
        String mutated = Lines.apply(Strategy.NEST_LOOPS, text, new SplittableRandom(5));
        String line = mutated.split("\n")[1].strip();
        assertTrue(line.matches("((repeat \\d+|for i\\d+ in 1\\.\\.\\d+) \\{ )+step n( })+")
                || mutated.split("\n")[2].strip().matches("((repeat \\d+|for i\\d+ in 1\\.\\.\\d+) \\{ )+move( })+"), mutated);
    }

    @Test
    void badBytesMutantsAreReadFromAFile() {
        Seed seed = new Seed(Kind.RECORD, "r.record", Seeds.LOA, "game: x\n", List.of());
        assertTrue(new Mutant(1, seed, "truncate+bad-bytes", new byte[] {(byte) 0xFF}).viaFile());
        assertFalse(Mutant.of(1, seed, "truncate", "game: x").viaFile());
        assertEquals("\uFFFD", new Mutant(1, seed, "bad-bytes", new byte[] {(byte) 0xFF}).text());
    }

    @Test
    void linesAreCountedAsAnEditorCountsThem() {
        assertEquals(0, Oracle.lineCount(""));
        assertEquals(1, Oracle.lineCount("a"));
        assertEquals(1, Oracle.lineCount("a\n"));
        assertEquals(2, Oracle.lineCount("a\r\nb"));
        assertEquals(3, Oracle.lineCount("\n\n\n"));
        assertEquals(3, Oracle.lineCount("a\rb\r\nc\r"));
    }

    @Test
    void aFailureIsNamedByTheFirstFrameOfTheLibraryOutsideTheCompiledRules() {
        StackTraceElement[] stack = {
            new StackTraceElement("java.util.ArrayList", "grow", "ArrayList.java", 1),
            new StackTraceElement("gamut.rules.StatementNodes", "lambda$repeat$4", "StatementNodes.java", 2),
            new StackTraceElement("gamut.rules.StatementNodes$$Lambda$633/0x1", "exec", null, -1),
            new StackTraceElement("gamut.compile.Builtins", "lambda$position$25", "Builtins.java", 5),
            new StackTraceElement("gamut.engine.Turns", "runProgram", "Turns.java", 3),
            new StackTraceElement("gamut.fuzz.Oracle", "play", "Oracle.java", 4),
        };
        assertEquals("Turns.runProgram", Failure.frame(stack));
        assertEquals("ArrayList.grow", Failure.frame(new StackTraceElement[] {stack[0]}));
    }
}
