package gamut.check;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Perft;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A variant that replaces 'players' (language reference, section 9): the game's items of a player
 * it leaves out go with that player, a player it adds needs every name the game gives player by
 * player, and a setup that still places a player left out is refused at the variant's line.
 */
class VariantPlayersTest {
    /** Three corners of a 3 by 3 grid: a piece walks out of its corner and wins. */
    private static final String GAME = """
            game "Corners" {
                players red, blue
                board grid 3 by 3
                pieces { stone }
                zone home of red = a1
                zone home of blue = c3
                show stone of blue as square
                setup {
                    red: a1
                    blue: c3
                }
                moves stone { for d in directions { step d  verify empty  move } }
                end centre: last_cell == b2 => mover wins
                end left: count_in(mover, home) == 0 and false => draw
                VARIANTS
            }
            """;

    private static String game(String variants) {
        return TestGames.replace(GAME, "VARIANTS", variants);
    }

    private static final String THREE = """
            variant players=3 {
                    source "a test"
                    players red, blue, green
                    zone home of green = a3
                    setup { red: a1  blue: c3  green: a3 }
                }""";

    private static final String ONE = """
            variant players=1 {
                    source "a test"
                    players red
                    setup { red: a1 }
                }""";

    @Test
    void aVariantAddsAPlayerWithItsZoneAndSetup() {
        assertEquals(List.of(), check(game(THREE)));
        Rules rules = GameLoader.load(TestGames.NAME, game(THREE), List.of("players=3"));
        assertEquals(List.of("red", "blue", "green"), List.of(rules.playerName(0), rules.playerName(1), rules.playerName(2)));
        // Red steps to a2, b1 or b2 (which wins); Blue from c3 to b3, c2 or b2; Green from a3 where it can.
        Perft perft = new Perft(Games.start(rules));
        assertEquals(List.of(3L, 6L, 8L), List.of(perft.count(1), perft.count(2), perft.count(3)));
    }

    @Test
    void aVariantDropsAPlayerAndItsZonesAndLooksGoWithIt() {
        assertEquals(List.of(), check(game(ONE)));
        Rules rules = GameLoader.load(TestGames.NAME, game(ONE), List.of("players=1"));
        assertEquals(List.of(1, "red"), List.of(rules.players(), rules.playerName(0)));
        assertEquals(3L, new Perft(Games.start(rules)).count(1));
    }

    @Test
    void aPlayerAddedNeedsTheZonesGivenForEveryPlayer() {
        assertEquals(List.of("17:28: zone 'home' is given for every player of the game, but not for 'green', a player"
                        + " of variant 'players=3': give 'zone home of green ...' in the variant"),
                check(game(THREE.replace("zone home of green = a3\n", ""))));
    }

    @Test
    void theGamesSetupCannotPlaceAPlayerLeftOut() {
        assertEquals(List.of("10:9: unknown player 'blue'",
                        "17:9: variant 'players=1' leaves out 'blue', whom the game's setup places (line 10):"
                                + " give the variant a 'setup' of its own"),
                check(game(ONE.replace("setup { red: a1 }\n", ""))));
    }

    @Test
    void aRuleNamingAPlayerLeftOutIsAnUnknownPlayer() {
        assertEquals(List.of("13:36: unknown player 'blue'"),
                check(game(ONE).replace("=> mover wins", "=> blue wins")));
    }
}
