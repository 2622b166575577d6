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

    @Test
    void theEngineLineSaysHowManyMoveProgramsRunAsGeneratedCode() {
        try {
            assertEquals("engine:   interpreted", line(Cli.run("info", Cli.game("chess")), "engine:"));
            assertEquals("engine:   compiled: 7 of 8 move programs generated (217 nodes written out, 14 called as nodes)",
                    line(Cli.run("info", "--engine", "compiled", Cli.game("chess")), "engine:"));
            Cli.Result bad = Cli.execute("info", "--engine", "fast", Cli.game("chess"));
            assertEquals(2, bad.code());
            assertEquals("gamut: Invalid value for option '--engine': unknown engine 'fast': expected interpreted or compiled",
                    bad.err().lines().findFirst().orElseThrow());
        } finally {
            System.clearProperty(gamut.core.Engine.PROPERTY);
        }
    }

    private static String line(String output, String start) {
        return output.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow();
    }
}
