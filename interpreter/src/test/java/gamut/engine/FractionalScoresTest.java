package gamut.engine;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.FileTests;
import gamut.core.Result;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Scores with a fraction: 'compensation N to P' adds to P's tally in 'highest', and a score may be
 * written with a fraction ('mover wins by 2.5'); results, their words and the tests of a file
 * carry the fraction, and whole scores read as before.
 */
class FractionalScoresTest {
    static final String GAME = """
            game "Count" {
                players red, blue
                board grid 3 by 1
                pieces { stone }
                setup {
                    reserve red: stone unlimited
                    reserve blue: stone unlimited
                }
                drops stone {
                    for c in cells where empty { drop }
                }
                END
            }
            """;

    static State after(String ends, String... moves) {
        Rules rules = GameLoader.load("count.gamut", GAME.replace("END", ends), List.of());
        State s = Games.start(rules);
        play(s, moves);
        return s;
    }

    @Test
    void aCompensationIsAddedToThePlayersTallyInHighest() {
        String ends = "compensation 1.5 to blue\n    end full: count(red) + count(blue) == 3 => highest count wins by margin";
        // Red 2, blue 1 + 1.5: blue by half a point.
        State s = after(ends, "S@a1", "S@b1", "S@c1");
        assertEquals(1, s.result().winner());
        assertArrayEquals(new double[] {0, 0.5}, s.result().scores());
        assertEquals("blue wins 0.5 points (full)", s.game().describe(s.result()));
        // Without a margin the winner is the same, and no score is kept.
        State plain = after(ends.replace(" by margin", ""), "S@a1", "S@b1", "S@c1");
        assertEquals(1, plain.result().winner());
        assertArrayEquals(new double[] {0, 0}, plain.result().scores());
    }

    @Test
    void aWholeCompensationCanMakeADraw() {
        State s = after("compensation 1 to blue\n    end full: count(red) + count(blue) == 3 => highest count wins by margin",
                "S@a1", "S@b1", "S@c1");
        assertEquals(Result.DRAW, s.result().winner());
    }

    @Test
    void aScoreMayBeWrittenWithAFraction() {
        State s = after("end one: count(red) == 1 => mover wins by 2.5", "S@a1");
        assertArrayEquals(new double[] {2.5, 0}, s.result().scores());
        assertEquals("red wins 2.5 points (one)", s.game().describe(s.result()));
    }

    @Test
    void pointsAreWrittenAsPlayersWriteThem() {
        assertEquals("2", Result.points(2));
        assertEquals("3.5", Result.points(3.5));
        assertEquals("-7.5", Result.points(-7.5));
        assertEquals("0", Result.points(0));
    }

    @Test
    void aTestOfTheFileNamesTheFraction() {
        String text = GAME.replace("END", """
                compensation 1.5 to blue
                end full: count(red) + count(blue) == 3 => highest count wins by margin
                test "blue by half a point" {
                    after "S@a1 S@b1 S@c1"
                    result blue wins by 0.5
                }
                test "not by one" {
                    after "S@a1 S@b1 S@c1"
                    result blue wins by 1
                }
                """);
        FileTests.Report report = FileTests.run("count.gamut", text);
        assertEquals(null, report.problems());
        assertEquals(List.of("test \"not by one\": expected blue wins by 1, got blue wins 0.5 points (full)"),
                report.failures().stream().map(f -> f.format().replaceFirst("^[^ ]* ", "")).toList());
    }
}
