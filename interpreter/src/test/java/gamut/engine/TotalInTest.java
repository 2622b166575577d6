package gamut.engine;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * total_in(P, ZONE): the pieces of any owner, players' and neutral, on P's cells of a zone, a stack
 * counting its height; read as the score of an end rule after one drop from a set position.
 */
class TotalInTest {
    /** A mancala-like board: each player's two pits and store, the seeds neutral pieces. */
    static final String SEEDS = """
            game "Seeds" {
                players south, north
                board grid 4 by 2 without a1, d2
                pieces { seed }
                zone pits of south = b1, c1
                zone pits of north = b2, c2
                zone stores of south = d1
                zone stores of north = a2
                zone bottom = b1, c1, d1
                setup {
                    reserve south: seed unlimited
                    reserve north: seed unlimited
                }
                drops seed {
                    for c in cells where empty {
                        drop
                    }
                }
                END
            }
            """;

    /**
     * Neutral stacks of 4 and 12 in south's pits, a stack of south's own 3 in its store, north's one
     * in a pit, 2 neutral in north's store.
     */
    static final String POSITION = "south: d1*3; north: b2; neutral: seed b1*4 c1*12 a2*2"
            + "; reserve south: seed unlimited; reserve north: seed unlimited";

    /** The winner's score after south drops a seed on c2: "south wins 16". */
    static String score(String value) {
        return after("end probe: dropped => south wins by " + value);
    }

    static String after(String ends) {
        Rules rules = GameLoader.load("seeds.gamut", SEEDS.replace("END", ends), List.of());
        State s = Games.position(rules, POSITION);
        play(s, "S@c2");
        return s.result().winner() < 0 ? "draw"
                : rules.playerName(s.result().winner()) + " wins " + gamut.core.Result.points(s.result().scores()[s.result().winner()]);
    }

    @Test
    void neutralPiecesCountAndAStackCountsItsHeight() {
        assertEquals("south wins 16", score("total_in(south, pits)"));
        assertEquals("south wins 0", score("count_in(south, pits)"));
    }

    @Test
    void everyOwnersPiecesCount() {
        // north's own seed on b2 and the seed south has just dropped on c2
        assertEquals("south wins 2", score("total_in(north, pits)"));
        assertEquals("south wins 1", score("count_in(north, pits)"));
        assertEquals("south wins 3", score("total_in(south, stores)"));
        assertEquals("south wins 2", score("total_in(north, stores)"));
    }

    @Test
    void aSharedZoneIsTheSameForEveryPlayer() {
        assertEquals("south wins 19", score("total_in(north, bottom)"));
        assertEquals("south wins 19", score("total_in(south, bottom)"));
        assertEquals("south wins 23", score("total_in(mover, cells)"));
    }

    @Test
    void aTallyOfSeedsInAStore() {
        // The documented use: the player with more seeds in the store wins, by 3 to 2.
        assertEquals("south wins 1", after("define store(p) = total_in(p, stores)\n"
                + "end full: dropped and total_in(south, pits) > 0 => highest store wins by margin"));
    }

    @Test
    void itsArgumentsAreAPlayerAndAZone() {
        assertEquals(List.of("24:17: 'total_in' takes 2 arguments (a player, a zone), not 1"),
                TestGames.check(TestGames.tiny("count(opponent) == 0", "total_in(opponent) == 0")));
    }
}
