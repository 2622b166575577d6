package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
    private static PlayedGame ended(int game, String winner, String end) {
        return new PlayedGame("base", game, game, "red", winner, 10, 10, end, 2.0, new double[2]);
    }

    @Test
    void gamesCutShortByTheirLimitOrByTheEnginesCapAreBothEndedByCap() {
        List<PlayedGame> games = List.of(ended(1, "draw", "limit"), ended(2, "draw", "cap"),
                ended(3, "red", "lonely"), ended(4, "draw", "repetition"));
        Summary summary = Summary.of("base", games, List.of("red", "blue"));
        assertEquals(0.5, summary.capShare());
        assertEquals(3, summary.draws());
    }

    @Test
    void gamesWorthPointsGiveEachPlayersPointsPerGameWithItsInterval() {
        List<PlayedGame> games = List.of(
                new PlayedGame("base", 1, 1, "red", "red", 10, 5, "gammon", 2.0, new double[] {2, 0}),
                new PlayedGame("base", 2, 2, "red", "red", 10, 5, "single", 2.0, new double[] {1, 0}),
                new PlayedGame("base", 3, 3, "red", "blue", 10, 5, "backgammon", 2.0, new double[] {0, 3}),
                new PlayedGame("base", 4, 4, "red", "red", 10, 5, "single", 2.0, new double[] {1, 0}));
        Summary summary = Summary.of("base", games, List.of("red", "blue"));
        // red: 2, 1, 0, 1: mean 1, sample variance 2/3, half-width 1.96 * sqrt(2/3 / 4) = 0.80
        assertEquals(1.0, summary.points()[0][0], 1e-9);
        assertEquals(1.96 * Math.sqrt(2.0 / 3 / 4), summary.points()[0][2] - 1, 1e-3);
        String table = Summary.table(List.of(summary), List.of("red", "blue"), true);
        assertEquals(true, table.contains("| red points / game | blue points / game |"), table);
        assertEquals(true, table.contains("| 1.00 [0.20, 1.80] | 0.75 [0.00, 2.22] |"), table);
    }

    @Test
    void aLonePlayersLossesHaveAColumnOfTheirOwn() {
        List<PlayedGame> games = List.of(
                new PlayedGame("base", 1, 1, "solo", "solo", 10, 10, "solved", 2.0, new double[] {1}),
                new PlayedGame("base", 2, 2, "solo", PlayedGame.NONE, 7, 7, "no_moves", 2.0, new double[] {4}),
                new PlayedGame("base", 3, 3, "solo", PlayedGame.DRAW, 6, 6, "limit", 2.0, new double[] {0}),
                new PlayedGame("base", 4, 4, "solo", PlayedGame.NONE, 7, 7, "no_moves", 2.0, new double[] {3}));
        Summary summary = Summary.of("base", games, List.of("solo"));
        assertEquals(List.of(1, 1, 2), List.of(summary.wins()[0], summary.draws(), summary.losses()));
        String table = Summary.table(List.of(summary), List.of("solo"), true);
        assertEquals("| variant | games | solo wins | draws | solo losses | first player wins | plies mean / median | turns"
                + " mean / median | branching | ended by cap | solo points / game |", table.lines().findFirst().orElse(""));
        assertEquals(true, table.contains("| base | 4 | 25.0% [4.6, 69.9] | 25.0% [4.6, 69.9] | 50.0% [15.0, 85.0] |"), table);
    }
}
