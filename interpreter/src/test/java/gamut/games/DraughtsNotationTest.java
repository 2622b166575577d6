package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Draughts written by the numbers of the playing squares, as the files' 'notation' items number
 * them: English draughts 1 to 32 from Black's side, international draughts 1 to 50 from Black's;
 * every legal move along random games read back, and published openings played from their scores.
 */
class DraughtsNotationTest {
    private static final Rules ENGLISH = Games.load("english-draughts.gamut");
    private static final Rules INTERNATIONAL = Games.load("international-draughts.gamut");

    /** Every legal move of random games: written once, no two alike, read back, and read from the plain notation. */
    private static int roundTrip(Rules rules, long seeds) {
        int checked = 0;
        for (long seed = 1; seed <= seeds; seed++) {
            State s = Games.start(rules);
            SplittableRandom random = new SplittableRandom(seed);
            MoveList moves = new MoveList();
            while (!s.isOver() && s.ply() < 300) {
                s.generate(moves);
                int[] all = moves.toArray();
                Set<String> seen = new HashSet<>();
                for (int m : all) {
                    String text = Notation.format(s, m);
                    assertTrue(text.matches("[0-9]+([-x][0-9]+)+"), text);
                    assertTrue(seen.add(text), "two moves written " + text);
                    assertEquals(m, Notation.parse(s, text), text);
                    assertEquals(m, Notation.parse(s, Notation.longForm(s, m)), Notation.longForm(s, m));
                    checked++;
                }
                s.make(all[random.nextInt(all.length)]);
            }
        }
        return checked;
    }

    @Test
    void everyLegalMoveOfRandomGamesIsWrittenOnceAndReadBack() {
        assertTrue(roundTrip(ENGLISH, 20) > 2_000);
        assertTrue(roundTrip(INTERNATIONAL, 10) > 2_000);
    }

    @Test
    void theSquaresAreNumberedAsTheFamiliesNumberThem() {
        assertEquals(List.of("10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"), Games.moves(Games.start(ENGLISH)));
        assertEquals(List.of("31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"),
                Games.moves(Games.start(INTERNATIONAL)));
        // Black's single corner a1 is 4, its double corner g1 and h2 are 1 and 5; White's b8 is 32.
        State corners = Games.position(ENGLISH, "black: king a1 g1 h2; white: king b8; turn: black");
        assertEquals(List.of("1-6", "4-8", "5-9"), Games.moves(corners));
    }

    @Test
    void publishedOpeningsPlayFromTheirScores() {
        // The Single Corner: 11-15 22-18 15x22 25x18.
        State english = Games.start(ENGLISH);
        Games.play(english, "11-15", "22-18");
        assertEquals(List.of("15x22"), Games.moves(english));
        Games.play(english, "15x22", "25x18");
        assertEquals("black: man a1 c1 e1 g1 b2 d2 f2 h2 a3 e3 g3; white: man e5 b6 d6 h6 a7 c7 e7 b8 d8 f8 h8",
                String.join("; ", gamut.engine.PositionFormat.format(english).lines().limit(2).toList()));
        // International draughts: 32-28 19-23 28x19, and Black takes back either way.
        State international = Games.start(INTERNATIONAL);
        Games.play(international, "32-28", "19-23", "28x19");
        assertEquals(List.of("13x24", "14x23"), Games.moves(international));
    }

    @Test
    void aCaptureOfSeveralJumpsIsReadByItsEndsWhereTheyTellOneMoveApart() {
        State s = Games.position(ENGLISH, "black: man c1 e1 king h2; white: man b2 d2 b4 d4 f4 f6 king a7; turn: black");
        assertEquals(List.of("2x11x18x25", "2x11x20", "3x10x17x26", "3x10x19", "3x12x19"), Games.moves(s));
        assertEquals(Notation.parse(s, "3x10x17x26"), Notation.parse(s, "3x26"));
        assertEquals(Notation.parse(s, "2x11x20"), Notation.parse(s, "Me1xc3xa5"));
        GamutException e = org.junit.jupiter.api.Assertions.assertThrows(GamutException.class, () -> Notation.parse(s, "3x19"));
        assertEquals("'3x19' is ambiguous: 3x12x19 or 3x10x19", e.getMessage());
    }
}
