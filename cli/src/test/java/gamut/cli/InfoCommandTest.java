package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** 'gamut info' describes each kind of board by what a player would count on it. */
class InfoCommandTest {
    private static String boardLine(String game) {
        return Cli.run("info", Cli.game(game)).lines().filter(l -> l.startsWith("board:")).findFirst().orElseThrow();
    }

    @Test
    void eachKindOfBoardIsDescribed() {
        assertEquals("board:    grid of 64 cells, 16 directions", boardLine("chess"));
        assertEquals("board:    hex map of 121 cells, 6 directions", boardLine("hex"));
        assertEquals("board:    24 points", boardLine("backgammon"));
        // The sixteen lines of three; a point's own line along an axis with no neighbour is not one.
        assertEquals("board:    24 points on 16 lines, 8 directions", boardLine("nine-mens-morris"));
        // The cells, and the edges and vertices between them: 2 * 9 * 8 edges, 8 * 8 vertices.
        assertEquals("board:    grid of 81 cells, 144 edges and 64 vertices, 4 directions", boardLine("quoridor"));
    }
}
