package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'gamut solve': what it proves, how it says so, and what it refuses. */
class SolveCommandTest {
    @Test
    void hexOnThreeByThreeIsAFirstPlayerWinWithItsLine() {
        Cli.Result r = Cli.execute("solve", Cli.game("hex"), "-v", "size=3");
        assertEquals(0, r.code(), r.err());
        assertEquals("a win for red with best play, in at most 5 plies (1,170 positions searched)\n"
                + "1. S@b2 2. S@a3 3. S@b3 4. S@c3 5. S@b1\n", r.out());
        assertTrue(r.err().endsWith(" s\n"), r.err());
    }

    @Test
    void aPositionTooDeepForTheDepthAllowedIsUnknownAndExitsOne() {
        Cli.Result r = Cli.execute("solve", Cli.game("tic-tac-toe"), "-d", "4");
        assertEquals(1, r.code());
        assertEquals("unknown: not proven searching 4 plies deep (324 positions searched)\n", r.out());
    }

    @Test
    void aPuzzleIsSolvedInTheFewestMoves(@TempDir Path dir) throws Exception {
        Path walk = dir.resolve("walk.gamut");
        java.nio.file.Files.writeString(walk, """
                game "Walk" {
                    players solo
                    board grid 4 by 1
                    pieces { man "M" }
                    setup { solo: a1 }
                    moves man {
                        for d in e w {
                            step d
                            verify empty
                            move
                        }
                    }
                    end home: piece_at(d1) == man => solo wins
                }
                """);
        Cli.Result r = Cli.execute("solve", walk.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("solved in 3 moves, the fewest possible (10 positions searched)\n"
                + "1. a1-b1 2. b1-c1 3. c1-d1\n", r.out());
    }

    @Test
    void gamesItCannotProveAreRefusedInOneLine() {
        Cli.Result dice = Cli.execute("solve", Cli.game("backgammon"));
        assertEquals(2, dice.code());
        assertEquals("solve: Backgammon has dice: only a game without chance can be proven\n", dice.err());
        Cli.Result time = Cli.execute("solve", Cli.game("hex"), "--time", "0");
        assertEquals(2, time.code());
        assertEquals("solve: --time must be more than 0 and at most 86400 seconds, not 0.0\n", time.err());
        Cli.Result depth = Cli.execute("solve", Cli.game("hex"), "-d", "0");
        assertEquals("solve: --depth must be 1 to 100000, not 0\n", depth.err());
    }

    @Test
    void gamesOfThreeOrMorePlayersAreRefused(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.execute("solve", Cli.threePlayers(dir).toString());
        assertEquals(2, r.code());
        assertTrue(r.err().endsWith(" has 3 players: best play is proven for one or two\n"), r.err());
    }
}
