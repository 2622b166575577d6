package gamut.check;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game of one player cannot name another player: 'opponent' and 'second_player' would go round
 * to the lone player, and an outcome for them would make a loss a win. Each is refused where it is
 * written, with the words to write instead. The game is {@link TestGames#TINY} with blue taken out,
 * so that its end rule (line 23) counts red's stones.
 */
class LonePlayerDiagnosticsTest {
    private static final String ONE = TestGames.replace(TestGames.TINY,
            "    players red, blue\n", "    players red\n",
            "        blue: a3, c3\n", "",
            "count(opponent) == 0", "count(red) == 1",
            "first blue", "first red");

    private static String one(String... oldNewPairs) {
        return TestGames.replace(ONE, oldNewPairs);
    }

    @Test
    void theGameOfOnePlayerChecks() {
        assertEquals(List.of(), check(ONE));
    }

    @Test
    void opponentAsAValue() {
        assertEquals(List.of("23:23: there is no opponent in a game of one player (red): write 'mover' or 'red'"),
                check(one("count(red) == 1", "count(opponent) == 1")));
    }

    @Test
    void opponentInAValueMacroIsReportedWhereItIsWritten() {
        assertEquals(List.of("24:29: there is no opponent in a game of one player (red): write 'mover' or 'red'"),
                check(one("    limit 100 => draw\n", "    define others() = count(opponent)\n    limit 100 => draw\n",
                        "count(red) == 1", "others() == 1")));
    }

    @Test
    void anOutcomeOfTheOpponentIsTheLonePlayersOpposite() {
        assertEquals(List.of("23:36: there is no opponent in a game of one player (red): write 'mover loses'"),
                check(one("=> mover wins", "=> opponent wins")));
        assertEquals(List.of("23:36: there is no opponent in a game of one player (red): write 'mover wins'"),
                check(one("=> mover wins", "=> opponent loses")));
    }

    @Test
    void anOutcomeOfTheSecondPlayer() {
        assertEquals(List.of("23:36: there is no second player in a game of one player (red): write 'red loses'"),
                check(one("=> mover wins", "=> second_player wins")));
        assertEquals(List.of("24:18: there is no second player in a game of one player (red): write 'red wins'"),
                check(one("    limit 100 => draw", "    limit 100 => second_player loses")));
    }

    @Test
    void noMovesOfTheOpponent() {
        assertEquals(List.of("22:17: there is no opponent in a game of one player (red): write 'mover wins'"),
                check(one("no_moves => pass", "no_moves => opponent loses")));
    }

    @Test
    void movesOfTheOpponentsPiecesOrChosenByTheOpponent() {
        assertEquals(List.of("17:20: there is no opponent in a game of one player (red): leave out 'of opponent'"),
                check(one("moves stone {", "moves stone of opponent {")));
        assertEquals(List.of("17:27: there is no opponent in a game of one player (red): leave out 'chosen by opponent'"),
                check(one("moves stone {", "moves stone chosen by opponent {")));
    }

    @Test
    void twoPlayersStillNameTheirOpponent() {
        assertEquals(List.of(), check(TestGames.tiny("=> mover wins", "=> second_player loses")));
    }
}
