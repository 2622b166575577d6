package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What {@code gamut bench --search} prints: the labels exactly, the measured figures by their shape. */
class BenchCommandTest {
    private static final String NUMBER = "\\d+\\.\\d";

    @Test
    void searchPrintsIterationsNodesAndBytesPerNode() {
        String out = Cli.run("bench", Cli.game("tic-tac-toe"), "--search", "200", "--seconds", "0.01", "--warmup", "0");
        String[] lines = out.strip().split("\\R");
        assertEquals(5, lines.length, out);
        assertEquals("bench Tic-tac-toe [base]: warming up 0.0 s, measuring 0.01 s", lines[0]);
        assertTrue(lines[1].matches("searches:   \\d+ of 200 iterations in \\d+\\.\\d\\d s = " + NUMBER + " searches/s"),
                lines[1]);
        assertTrue(lines[2].matches("iterations: \\d+00 = \\d+ iterations/s"), lines[2]);
        // 200 iterations stay above the earliest end (the fifth ply): each adds one node to the root.
        assertEquals("nodes:      201.0 a search", lines[3]);
        assertTrue(lines[4].matches("bytes/node: " + NUMBER + " in use, " + NUMBER
                + " with the arrays' spare room \\(the tree's arrays, not the heap\\)"), lines[4]);
    }

    @Test
    void alphaBetaPrintsSearchesAndNodes() {
        String out = Cli.run("bench", Cli.game("tic-tac-toe"), "--alpha-beta", "3", "--seconds", "0.01", "--warmup", "0");
        String[] lines = out.strip().split("\\R");
        assertEquals(3, lines.length, out);
        assertTrue(lines[1].matches("searches: \\d+ to depth 3 in \\d+\\.\\d\\d s = \\d+\\.\\d\\d searches/s"), lines[1]);
        assertTrue(lines[2].matches("nodes:    \\d+ = \\d+ nodes/s, \\d+ a search"), lines[2]);
        Cli.Result dice = Cli.execute("bench", Cli.game("backgammon"), "--alpha-beta", "2");
        assertEquals(2, dice.code());
        assertEquals("bench: --alpha-beta searches games without dice; Backgammon has dice\n", dice.err());
        assertEquals("", dice.out(), "refused before it starts");
        assertEquals("bench: --alpha-beta must be a depth of 1 to 200 plies, not 0\n",
                Cli.execute("bench", Cli.game("chess"), "--alpha-beta", "0").err());
    }
}
