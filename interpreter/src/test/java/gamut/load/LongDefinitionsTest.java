package gamut.load;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tiny;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Game;
import gamut.engine.Perft;
import gamut.testing.TestGames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Definitions that are long rather than deep: blocks of tens of thousands of statements run in a
 * loop, not as nodes nested as deep as the block is long.
 */
class LongDefinitionsTest {
    private static final int LONG = 40_000;

    /** Perft to {@code depth} of the text's base game, counted on a thread with a small stack. */
    private static List<Long> perftOnASmallStack(String text, int depth) throws InterruptedException {
        Game game = new Game(GameLoader.load(TestGames.NAME, text, List.of()));
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
}
