package gamut.games;

import static gamut.games.BackgammonPositions.COLOURS;
import static gamut.games.BackgammonPositions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Result;
import gamut.engine.Playout;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Whole random games of backgammon: every game ends with all fifteen of the winner's checkers
 * borne off, and the win is scored 1, 2 or 3 as the loser's checkers stand, worked out here from
 * the final position and not from the game's end rules.
 *
 * <p>Measured once over 10,000 games (seeds 1..10,000, {@code -Dbackgammon.games=10000}, about
 * 13 s): 4,013 single wins (40.1%), 3,606 gammons (36.1%), 2,381 backgammons (23.8%); White won
 * 4,970. Random play leaves many checkers behind, hence the many gammons and backgammons.
 */
class BackgammonRandomGamesTest {
    static final List<String> ENDS = List.of("single", "gammon", "backgammon");

    /** Seeds 1..300 by default: each game's end rule and score match the loser's final position. */
    @Test
    void randomGamesEndWithASingleGammonOrBackgammonAsTheLosersCheckersStand() {
        Rules rules = rules();
        Playout playout = new Playout();
        int games = Integer.getInteger("backgammon.games", 300);
        int[] byPoints = new int[4];
        int whiteWins = 0;
        int longest = 0;
        for (long seed = 1; seed <= games; seed++) {
            State s = Kernel.start(rules);
            Result r = playout.play(s, new SplittableRandom(seed));
            int winner = r.winner();
            int loser = 1 - winner;
            String where = "seed " + seed + "\n" + PositionFormat.format(s);
            assertTrue(s.isOver(), where);
            assertEquals(15, s.exited(winner), where);
            assertEquals(0, s.onBoard(winner) + s.reserve(winner, 0), where);
            assertEquals(15, s.onBoard(loser) + s.reserve(loser, 0) + s.exited(loser), where);
            int points = expectedPoints(s, loser);
            assertEquals(ENDS.get(points - 1), r.end(), where);
            assertEquals(points, r.scores()[winner], where);
            assertEquals(0, r.scores()[loser], where);
            byPoints[points]++;
            whiteWins += winner == BackgammonPositions.WHITE ? 1 : 0;
            longest = Math.max(longest, s.turnNumber());
        }
        System.out.printf("backgammon: %d random games, %d single (%.1f%%), %d gammon (%.1f%%), %d backgammon (%.1f%%),"
                + " %s won %d, longest %d turns%n", games, byPoints[1], 100.0 * byPoints[1] / games, byPoints[2],
                100.0 * byPoints[2] / games, byPoints[3], 100.0 * byPoints[3] / games, COLOURS[0], whiteWins, longest);
        assertEquals(games, byPoints[1] + byPoints[2] + byPoints[3]);
        // Random play gets all three kinds of win many times over in a few hundred games.
        assertTrue(byPoints[1] > 0 && byPoints[2] > 0 && byPoints[3] > 0, "every kind of win occurs");
        assertTrue(longest < 1000, "games are not endless: longest " + longest + " turns");
    }

    /**
     * 1 if the loser has borne off any checker; else 3 if a checker of the loser is on the bar or
     * in the winner's home board (the loser's own 19..24); else 2.
     */
    static int expectedPoints(State s, int loser) {
        BackgammonReference.Board b = BackgammonPositions.boardOf(s, loser);
        if (b.ownOff() > 0) {
            return 1;
        }
        int behind = b.ownBar();
        for (int r = 19; r <= 24; r++) {
            behind += b.own()[r];
        }
        return behind > 0 ? 3 : 2;
    }
}
