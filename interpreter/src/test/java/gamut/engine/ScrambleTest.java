package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'scramble N moves seed S' in a set-up (docs/language.md, section 3, setup): the game starts N
 * random moves away from the pieces set up, a walk the seed fixes, which the end rules do not stop
 * and which comes back to no position while it can go to a new one; where it stops is the start.
 */
class ScrambleTest {
    /** A token on a line of five cells, one step east or west at a time; at home on a1 it has won. */
    static final String LINE = """
            game "Line" {
                players solo
                board grid 5 by 1
                directions { e = (1, 0)  w = (-1, 0) }
                pieces { token "T" }
                setup {
                    solo: a1
                    scramble 4 moves seed 1
                }
                moves token {
                    for d in directions {
                        step d
                        verify empty
                        move
                    }
                }
                end home: piece_at(a1) == token => solo wins
            }
            """;

    private static State start(String text) {
        return Gamut.load("line.gamut", text, List.of()).newState();
    }

    @Test
    void theWalkGoesOnFromTheGoalAndNeverComesBackWhileItCanGoOn() {
        // Without the scramble the set-up is won before a move; four moves that never come back reach e1.
        assertEquals("solo wins (home)", Games.describe(start(TestGames.replace(LINE, "        scramble 4 moves seed 1\n", ""))));
        for (int seed = 1; seed <= 5; seed++) {
            State s = start(TestGames.replace(LINE, "seed 1", "seed " + seed));
            assertEquals("solo: e1\nturn: solo", PositionFormat.format(s));
            assertEquals("not over", Games.describe(s));
            assertEquals(List.of(0, 1, 0), List.of(s.ply(), s.turnNumber(), s.line().length), "the start: no move played");
        }
    }

    @Test
    void whereEveryMoveLeadsBackTheWalkTakesAnyOfThem() {
        // On three cells: a1, b1, c1, then back to b1, the only move.
        State s = start(TestGames.replace(LINE, "grid 5 by 1", "grid 3 by 1", "scramble 4 moves", "scramble 3 moves"));
        assertEquals("solo: b1\nturn: solo", PositionFormat.format(s));
    }

    @Test
    void theWalkStopsWhereNoMoveIsLeftAndTheStartIsJudged() {
        String east = TestGames.replace(LINE, "directions { e = (1, 0)  w = (-1, 0) }", "directions { e = (1, 0) }",
                "scramble 4 moves", "scramble 9 moves",
                "end home: piece_at(a1) == token => solo wins", "no_moves => solo loses");
        State s = start(east);
        assertEquals("solo: e1\nturn: solo", PositionFormat.format(s));
        assertEquals("solo loses (no_moves)", Games.describe(s));
    }

    @Test
    void theSeedFixesTheStartEveryGameAndEveryCopyStartsThere() throws java.io.IOException {
        gamut.engine.Game fifteen = Gamut.load(Games.game("fifteen-puzzle.gamut"), List.of("start=scrambled"));
        State s = fifteen.newState();
        String start = PositionFormat.format(s);
        assertEquals("solo: t9 a1 t14 b1 t2 c1 t15 d1 t11 a2 t10 b2 t12 c2 t4 d2 t3 a3 t7 c3 t1 d3 t8 a4 t5 b4 t6 c4 t13 d4"
                + "\nturn: solo", start);
        assertEquals(start, PositionFormat.format(fifteen.newState()));
        Games.play(s, "3a3-b3", "Ba2-a3");
        State copy = s.copy();
        assertEquals(s.hash(), copy.hash());
        copy.unmake();
        copy.unmake();
        assertEquals(start, PositionFormat.format(copy));
        s.reset();
        assertEquals(start, PositionFormat.format(s));
        assertEquals(List.of(0, 1), List.of(s.ply(), s.turnNumber()));
        // Another seed, another walk.
        String text = java.nio.file.Files.readString(Games.game("fifteen-puzzle.gamut")).replace("scramble 500 moves seed 15", "scramble 500 moves seed 16");
        assertNotEquals(start, PositionFormat.format(Gamut.load("fifteen-puzzle.gamut", text, List.of("start=scrambled")).newState()));
    }

    // ---- mistakes, each at its line and column

    private static String firstLine(String text) {
        var report = Gamut.check("line.gamut", text);
        return report.diagnostics().get(0).format(text).lines().findFirst().orElseThrow();
    }

    @Test
    void aScrambleIsOneToTenThousandMoves() {
        assertEquals("line.gamut:8:9: error: a scramble plays 1 to 10,000 moves, not 0",
                firstLine(TestGames.replace(LINE, "scramble 4 moves", "scramble 0 moves")));
        assertEquals("line.gamut:8:9: error: a scramble plays 1 to 10,000 moves, not 10001",
                firstLine(TestGames.replace(LINE, "scramble 4 moves", "scramble 10001 moves")));
    }

    @Test
    void aSetupScramblesOnce() {
        assertEquals("line.gamut:9:9: error: 'scramble' is given twice in the setup (first at line 8)",
                firstLine(TestGames.replace(LINE, "scramble 4 moves seed 1\n", "scramble 4 moves seed 1\n        scramble 2 moves seed 3\n")));
    }

    @Test
    void theSeedIsSaid() {
        assertEquals("line.gamut:8:26: error: unexpected 'sed': write 'scramble N moves seed S', N random moves chosen"
                + " by the seed S", firstLine(TestGames.replace(LINE, "seed 1", "sed 1")));
    }

    @Test
    void aGameWithDiceCannotScramble() {
        assertEquals("line.gamut:9:9: error: a game with dice cannot scramble its start: the walk would need rolls of its own",
                firstLine(TestGames.replace(LINE, "    pieces {", "    dice 1 of 6\n    pieces {")));
    }
}
