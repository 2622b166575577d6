package gamut.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.check.Checker;
import gamut.check.VariantResolver;
import gamut.compile.Compiler;
import gamut.fuzz.Oracle.Outcome;
import gamut.fuzz.Seeds.Kind;
import gamut.fuzz.Seeds.Seed;
import gamut.parse.SourceParser;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distinct escapes the fuzzer found, each as the smallest text that shows it, kept as
 * regression tests now that they are fixed. Those that hung or filled the heap run in the fuzzer's
 * harness (a worker thread with a budget of processor time), so that a relapse fails the test and
 * nothing more.
 */
class FuzzRegressionTest {
    private static final long BUDGET_MILLIS = 2_000;

    @TempDir
    Path dir;

    /** The small points game the range tests change: one track each way, one zone. */
    private static final String POINTS = """
            game "Points" {
                players white, black
                board points 24
                track path of white = 24..1 then off
                track path of black = 1..24 then off
                pieces { checker }
                setup {
                    white: 24*2
                    black: 1*2
                }
                zone home of white = 1..6
                moves checker {
                    step path
                    verify not enemy
                    move
                }
                no_moves => pass
                end home: count_in(mover, home) == count(mover) => mover wins
            }
            """;

    /** The verdict of the fuzzer's oracle on a definition, run with a budget. */
    private Runner.Verdict definition(String text) {
        Seed seed = new Seed(Kind.DEFINITION, "regression.gamut", "regression.gamut", text, List.of());
        Runner runner = new Runner(new Oracle(Seeds.all(), dir), BUDGET_MILLIS, new AtomicInteger());
        try {
            return runner.run(Mutant.of(0, seed, "regression", text));
        } finally {
            runner.close();
        }
    }

    private static void noEscape(Runner.Verdict verdict) {
        if (verdict.failure() != null) {
            fail(verdict.failure().describe());
        }
    }

    private static String replaced(String text, String what, String with) {
        assertTrue(text.contains(what), what);
        return text.replace(what, with);
    }

    /** Found as: InvalidPathException in RECORD at GameRecord.read (a NUL byte in a record). */
    @Test
    void aNulInTheGamePathOfARecordIsAGamutException() throws Exception {
        Path file = dir.resolve("nul.record");
        Files.write(file, "# gamut record\ngame: games/lines-of-action\0.gamut\n".getBytes(StandardCharsets.UTF_8));
        assertThrows(GamutException.class, () -> GameRecord.read(file));
    }

    /**
     * Found as: over budget in CHECK at Suggest.distance, Suggest.didYouMean, Checker.dedupe,
     * Diagnostic.lineOf and Refs.cells (a zone range of 100,000 points on a board of 24: one
     * diagnostic, with suggestions, for every unknown point).
     */
    @Test
    void aRangeOfAHundredThousandUnknownCellsGivesNoMoreDiagnosticsThanTheLimit() {
        String text = replaced(POINTS, "zone home of white = 1..6", "zone home of white = 1..100000");
        Gamut.Report report = Gamut.check("regression.gamut", text);
        assertEquals(1, report.diagnostics().size(), report.format());
        assertEquals("range 1..100000 is too long: the ranges of a file may stand for at most 100,000 cells in all",
                report.diagnostics().get(0).message());
        noEscape(definition(text));
    }

    /** Found as: over budget in CHECK at Gamut$Report.format (a zone listing one cell 5,000 times). */
    @Test
    void aCellListedFiveThousandTimesGivesNoMoreDiagnosticsThanTheLimit() {
        String text = replaced(TestGames.TINY, "    pieces { stone }\n", "    pieces { stone }\n    zone far = a2"
                + ", a1".repeat(5_000) + "\n");
        Gamut.Report report = Gamut.check("regression.gamut", text);
        int more = report.diagnostics().size() - Limits.DIAGNOSTICS;
        assertTrue(more > 0, report.diagnostics().size() + " diagnostics");
        String shown = report.format();
        assertTrue(shown.endsWith("\n... and " + more + " more errors"), shown.substring(shown.length() - 200));
        assertEquals(Limits.DIAGNOSTICS, shown.split("\n").length / 3, "three lines for each diagnostic shown");
        noEscape(definition(text));
    }

    /** Found as: heap over 50% (or over budget) in CHECK at NodeBuilder.cells (a zone up to the largest int). */
    @Test
    void aZoneRangeUpToTheLargestIntIsRejectedWithoutFillingTheHeap() {
        Runner.Verdict verdict = definition(replaced(POINTS, "zone home of white = 1..6",
                "zone home of white = 1..2147483647"));
        noEscape(verdict);
        assertEquals(Outcome.REJECTED, verdict.outcome());
    }

    /** Found as: heap over 50% in CHECK at NodeBuilder.cells (a track up to the largest int). */
    @Test
    void aTrackRangeUpToTheLargestIntIsRejectedWithoutFillingTheHeap() {
        Runner.Verdict verdict = definition(replaced(POINTS, "track path of black = 1..24",
                "track path of black = 1..2147483647"));
        noEscape(verdict);
        assertEquals(Outcome.REJECTED, verdict.outcome());
    }

    /**
     * Found as: over budget (or heap over 50%) in PERFT and PLAY at Turns.runProgram and
     * Expressions.binary (loops of 100,000 rounds nested in a move program, 10^10 rounds in all).
     */
    @Test
    void nestedLoopsOfAHundredThousandRoundsEachStopWithinTheBudget() {
        noEscape(definition(replaced(TestGames.TINY, "        verify empty\n",
                "        verify empty\n        repeat 100000 { repeat 100000 { verify empty } }\n")));
    }

    /**
     * Found as: over budget in PLAY at Expressions.binary (the shipped Queen's Guard with
     * {@code min(distance(f6) + 2147483647, 5)}: the sum overflows, and a while loop runs to the
     * engine's cap of 100,000 rounds, a loop over the cells in each, every time moves are generated).
     * Here: while loops of 100,000 rounds, nested.
     */
    @Test
    void nestedWhileLoopsOfAHundredThousandRoundsEachStopWithinTheBudget() {
        noEscape(definition(replaced(TestGames.TINY, "        verify empty\n", """
                        verify empty
                        let i = 0
                        while i < 100000 {
                            let j = 0
                            while j < 100000 {
                                let j = j + 1
                            }
                            let i = i + 1
                        }
                """)));
    }

    /**
     * Found as: over 500 ms in PLAY at Turns.execute (the shipped international draughts with the
     * body of the men's chain written four times over: each landing was explored once for every
     * copy, at every level of the chain). A landing reached the same way is now explored once.
     */
    @Test
    void aChainWhoseAlternativesAreDoubledStaysWithinTheBudget() throws Exception {
        String game = Files.readString(gamut.testing.Games.game("international-draughts.gamut"));
        String jump = """
                            for d in diagonal {
                                step d
                                verify enemy and not captured
                                capture
                                step d
                                verify empty
                                land
                            }
                """;
        noEscape(definition(replaced(game, jump, jump.repeat(6))));
    }

    /**
     * Found as: heap over 50% in PERFT at Turns.execute (Amazons with two lines swapped: the arrow's
     * 'while' no longer stepped, and each of its 100,000 rounds recorded one more arrow in a move of
     * its own). A 'while' whose rounds change nothing now stops with an error, and a cell gets one
     * placement a move.
     */
    @Test
    void aWhileWhoseRoundsChangeNothingStopsWithAnError() {
        String text = replaced(TestGames.TINY, "        verify empty\n", "        let t = 1\n        while t == 1 { goto origin }\n        verify empty\n");
        gamut.engine.State s = Gamut.load("regression.gamut", text, List.of()).newState();
        GamutException e = assertThrows(GamutException.class, () -> s.generate(new gamut.core.MoveList()));
        assertEquals("the moves of stone from a1: a 'while' went round 1024 times without changing the cursor,"
                + " a variable, the board or the move being built: it would never end", e.getMessage());
    }

    /**
     * Found as: over 10000 ms in PLAY at Turns.execute (Oware with a capture's 'goto' wrapped in
     * eight 'repeat 100000'). A round that sent the cursor away from where its loop began and changed
     * nothing more was never compared, so each loop ran to its count, and the rounds of one move
     * generation to the cap of ten million. A round that leaves everything as the round before it
     * left it now ends the loop: the moves are those of the game without the loops.
     */
    @Test
    void aRepeatWhoseRoundsOnlySendTheCursorAwayEndsAtOnce() throws java.io.IOException {
        String oware = java.nio.file.Files.readString(gamut.testing.Games.root().resolve("games/oware.gamut"));
        String nested = oware.replace("goto last", "repeat 100000 { ".repeat(8) + "goto last" + " }".repeat(8));
        gamut.engine.State plain = Gamut.load("oware.gamut", oware, List.of()).newState();
        gamut.engine.State looped = Gamut.load("nested.gamut", nested, List.of()).newState();
        java.util.SplittableRandom random = new java.util.SplittableRandom(73);
        gamut.core.MoveList a = new gamut.core.MoveList();
        gamut.core.MoveList b = new gamut.core.MoveList();
        int plies = 0;
        for (; plies < 300 && !plain.isOver(); plies++) {
            plain.generate(a);
            looped.generate(b);
            assertEquals(java.util.Arrays.toString(a.toArray()), java.util.Arrays.toString(b.toArray()), "ply " + plies);
            int move = a.get(random.nextInt(a.size()));
            plain.make(move);
            looped.make(move);
        }
        assertEquals(plain.isOver(), looped.isOver());
        assertTrue(plies > 20, "plies " + plies);
    }

    /**
     * Found as: over 500 ms in PLAY at Turns.execute (Oware with the step of a counting 'while'
     * deleted: each round added to a variable, so it ran to the cap for every sowing). A condition
     * that reads no variable, in a loop without 'break', cannot change once a round leaves the
     * cursor, the board and the move being built as they were: an error after one round.
     */
    @Test
    void aWhileWhoseConditionCannotChangeStopsAfterOneRound() {
        String text = replaced(TestGames.TINY, "        verify empty\n",
                "        let n = 0\n        while true { let n = n + 1 }\n        verify empty\n");
        gamut.engine.State s = Gamut.load("regression.gamut", text, List.of()).newState();
        GamutException e = assertThrows(GamutException.class, () -> s.generate(new gamut.core.MoveList()));
        assertEquals("the moves of stone from a1: a round of a 'while' changed neither the cursor, the board nor the"
                + " move being built, and its condition reads no variable: it would hold for ever", e.getMessage());
    }

    /**
     * Found as: over 500 ms in PLAY at Turns.execute (Connect Four with a 'while' whose body was
     * deleted: its condition never changes, so it ran to the 100,000-round cap for every column).
     * An empty 'while' is now an error of the checker.
     */
    @Test
    void aWhileWithAnEmptyBodyIsAnError() {
        String text = replaced(TestGames.TINY, "        verify empty\n", "        while empty { }\n        verify empty\n");
        assertEquals("regression.gamut:", gamut.api.Gamut.check("regression.gamut", text).format().substring(0, 17));
        assertTrue(gamut.api.Gamut.check("regression.gamut", text).format()
                .contains("this 'while' has an empty body, so its condition never changes"));
    }

    /**
     * Found as: StackOverflowError in CHECK at ProgramChecker.expect (a sum of 5,000 terms). Through
     * the API, whether the parser (which reports its own overflow) or the checker overflows first
     * depends on how far the JIT compiler has got; here the sum is parsed on a thread with a stack
     * to spare, so that the checker always meets it, on a thread of the usual size.
     */
    @Test
    void aSumThatTheParserAcceptsNeverOverflowsTheChecker() throws Throwable {
        String text = replaced(TestGames.TINY, "        verify empty\n",
                "        verify empty\n        verify " + "1 + ".repeat(20_000) + "1 > 0\n");
        SourceParser.Result parsed = onThread(512L << 20, () -> SourceParser.parse(TestGames.NAME, text));
        if (parsed.ok()) {
            onThread(0, () -> Checker.checkAll(parsed.file()));
        }
    }

    /**
     * Found as: StackOverflowError in CHECK at Statements.statement (the compiler, on a statement in
     * thousands of nested blocks, JIT permitting as above); parsed on a thread with a stack to spare,
     * checked and compiled on a usual one.
     */
    @Test
    void blocksNestedThousandsDeepThatTheParserAcceptsNeverOverflowTheCheckerOrTheCompiler() throws Throwable {
        String text = replaced(TestGames.TINY, "        verify empty\n",
                "        " + "if true { ".repeat(5_000) + "verify empty" + " }".repeat(5_000) + "\n");
        SourceParser.Result parsed = onThread(512L << 20, () -> SourceParser.parse(TestGames.NAME, text));
        if (parsed.ok()) {
            onThread(0, () -> {
                Checker.Result checked = Checker.check(parsed.file(), List.of());
                return checked.rules() == null ? checked.diagnostics()
                        : Compiler.compile(checked.rules(), new VariantResolver(parsed.file(), new ArrayList<>()).catalog());
            });
        }
    }

    /**
     * Found as: over budget in CHECK at GamutParser.block (2,206 blocks opened and never closed, once
     * the JIT had made the parser's frames small enough not to overflow first): the parser's error
     * recovery takes seconds. Parsed on a thread with a stack to spare, so that no overflow cuts it short.
     */
    @Test
    void fiveThousandUnclosedBlocksAreRejectedWithinTheBudget() throws Throwable {
        String text = TestGames.TINY.substring(0, TestGames.TINY.indexOf("        verify empty")) + "        "
                + "if true { ".repeat(5_000);
        long nanos = onThread(512L << 20, () -> {
            long start = Meter.cpu() >= 0 ? Meter.cpu() : System.nanoTime();
            assertFalse(SourceParser.parse(TestGames.NAME, text).ok());
            return (Meter.cpu() >= 0 ? Meter.cpu() : System.nanoTime()) - start;
        });
        assertTrue(nanos < BUDGET_MILLIS * 1_000_000, nanos / 1_000_000 + " ms of processor time");
    }

    /** The value of the call on a new thread with the stack size given (0: the usual); whatever it throws, thrown here. */
    private static <T> T onThread(long stackSize, Callable<T> call) throws Throwable {
        FutureTask<T> task = new FutureTask<>(call);
        Thread thread = new Thread(null, task, "regression", stackSize);
        thread.start();
        try {
            return task.get(1, TimeUnit.MINUTES);
        } catch (ExecutionException e) {
            throw e.getCause();
        }
    }

    /**
     * Found as: over budget (or heap over 50%) in PERFT at PlayTable.find, PlayTable.explore,
     * PlayTable.reserve and Board.undoTo: the shipped race game without its 'use die' (or with it
     * moved into the bearing-off branch), so that a step never uses up its die and the search for
     * the complete plays of a roll never ends.
     */
    @Test
    void aRaceGameWhoseStepsNeverUseTheirDieStopsWithinTheBudget() throws Exception {
        noEscape(definition(replaced(Files.readString(Games.game(Seeds.FEVGA)), "            use die\n", "")));
    }
}
