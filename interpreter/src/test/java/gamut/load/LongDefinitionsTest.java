package gamut.load;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.Perft;
import gamut.kernel.Kernel;
import gamut.testing.TestGames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Definitions that are long rather than deep: blocks of tens of thousands of statements run in a
 * loop, not as nodes nested as deep as the block is long, and many declarations, duplicates and
 * unknown names are checked in time that grows with their number, not with its square (the sizes
 * here took the checker minutes when it scanned a list for each name).
 */
class LongDefinitionsTest {
    private static final int LONG = 40_000;

    /** Perft to {@code depth} of the text's base game, counted on a thread with a small stack. */
    private static List<Long> perftOnASmallStack(String text, int depth) throws InterruptedException {
        Game game = Kernel.game(GameLoader.load(TestGames.NAME, text, List.of()));
        List<Long> counts = Collections.synchronizedList(new ArrayList<>());
        Thread thread = new Thread(null, () -> {
            Perft perft = new Perft(game.newState());
            for (int d = 1; d <= depth; d++) {
                counts.add(perft.count(d));
            }
        }, "small stack", 256L << 10);
        thread.start();
        thread.join();
        return counts;
    }

    /** {@link TestGames#TINY} with many piece types: stone, p0, p1, ... (set up as stones). */
    private static String manyTypes(int types, String... oldNewPairs) {
        String pieces = IntStream.range(0, types).mapToObj(i -> ", p" + i).collect(Collectors.joining("", "stone", ""));
        String text = tiny("pieces { stone }", "pieces { " + pieces + " }", "red: a1", "red stone: a1", "blue: a3", "blue stone: a3");
        return TestGames.replace(text, oldNewPairs);
    }

    private static String lines(String line, int times) {
        return String.join("\n", Collections.nCopies(times, line));
    }

    @Test
    void theTinyGameCountsAsTheLongOnesBelowAreCompared() throws InterruptedException {
        // Red's a1-a2, b1-b2 and b1-c1, and blue's 3, 4 and 4 replies.
        assertEquals(List.of(3L, 11L), perftOnASmallStack(TestGames.TINY, 2));
    }

    @Test
    void aMoveProgramOfFortyThousandStatementsRunsOnASmallStack() throws InterruptedException {
        // The macro's block: a step and 40,001 statements that hold wherever the step leads.
        String text = tiny("verify empty", "verify empty\n" + lines("        verify not enemy", LONG));
        assertEquals(List.of(), check(text));
        assertEquals(List.of(3L, 11L), perftOnASmallStack(text, 2));
    }

    @Test
    void aBlockOfFortyThousandStatementsStopsAtTheFirstThatFails() throws InterruptedException {
        // The last of the statements fails on b2 only: b1-b2 is not made (blue has 3 replies to
        // a1-a2 and 4 to b1-c1).
        String text = tiny("verify empty", "verify empty\n" + lines("        verify not enemy", LONG)
                + "\n        verify here != b2");
        assertEquals(List.of(), check(text));
        assertEquals(List.of(2L, 7L), perftOnASmallStack(text, 2));
    }

    @Test
    void anAfterProgramOfFortyThousandStatementsRunsOnASmallStack() throws InterruptedException {
        // After each move, 40,000 statements that hold on the landing cell, then a capture of the
        // enemy piece north of it: red's a1-a2 takes a3 and leaves blue 2 replies instead of 3.
        String text = tinyWithLinesAfter(22, "    after {", lines("        verify friend", LONG),
                "        step n", "        verify enemy", "        capture", "    }");
        assertEquals(List.of(), check(text));
        String shortOne = tinyWithLinesAfter(22, "    after {", "        verify friend",
                "        step n", "        verify enemy", "        capture", "    }");
        assertEquals(List.of(3L, 10L, 45L), perftOnASmallStack(shortOne, 3));
        assertEquals(List.of(3L, 10L, 45L), perftOnASmallStack(text, 3));
    }

    @Test
    void aCellListedOverAndOverInAZoneIsReportedAtEachRepetition() {
        int times = 100_000;
        List<String> got = check(tinyWithLinesAfter(8, "    zone z = " + lines("a1", times).replace("\n", ", ")));
        assertEquals(times - 1, got.size());
        assertEquals("9:18: cell 'a1' is listed twice in zone 'z'", got.get(0));
        assertEquals("9:" + (14 + 4 * (times - 1)) + ": cell 'a1' is listed twice in zone 'z'", got.get(times - 2));
    }

    @Test
    void aHundredThousandPieceTypesAreCheckedAndAPieceDeclaredTwiceIsReportedOnce() {
        int types = 100_000;
        // The program asks for the last type declared.
        assertEquals(List.of(), check(manyTypes(types, "verify empty", "verify not is(p" + (types - 1) + ")")));
        String twice = manyTypes(types, "p" + (types - 1) + " }", "p" + (types - 1) + ", p0 }");
        int column = twice.lines().skip(7).findFirst().orElseThrow().lastIndexOf("p0") + 1;
        assertEquals(List.of("8:" + column + ": piece 'p0' is declared twice"), check(twice));
    }

    @Test
    void aHundredThousandZonesAreCheckedAndEachIsFoundByItsName() {
        int zones = 100_000;
        String declared = IntStream.range(0, zones).mapToObj(i -> "    zone z" + i + " = " + (i % 2 == 0 ? "a2" : "b2"))
                .collect(Collectors.joining("\n"));
        // Moves only into the last zone declared (b2): b1-b2.
        String text = tinyWithLinesAfter(8, declared).replace("verify empty", "verify empty and in(z" + (zones - 1) + ")");
        assertEquals(List.of(), check(text));
        MoveList moves = new MoveList();
        Kernel.game(GameLoader.load(TestGames.NAME, text, List.of())).newState().generate(moves);
        assertEquals(1, moves.size());
    }

    @Test
    void unknownNamesBeyondTheHundredShownComeWithoutASuggestion() {
        int types = 20_000;
        String unknown = IntStream.range(0, types).mapToObj(i -> "        verify not is(q" + i + ")")
                .collect(Collectors.joining("\n"));
        List<String> got = check(manyTypes(types, "verify empty", "verify empty\n" + unknown));
        assertEquals(types, got.size());
        assertEquals("16:23: unknown name 'q0' (did you mean 'p0'?)", got.get(0));
        assertEquals("115:23: unknown name 'q99' (did you mean 'p99'?)", got.get(99));
        assertEquals("116:23: unknown name 'q100'", got.get(100));
    }
}
