package gamut.games;

import static gamut.games.PlakotoPositions.BLACK;
import static gamut.games.PlakotoPositions.MOTHER;
import static gamut.games.PlakotoPositions.START;
import static gamut.games.PlakotoPositions.START_OPP;
import static gamut.games.PlakotoPositions.WHITE;
import static gamut.games.PlakotoPositions.board;
import static gamut.games.PlakotoPositions.finals;
import static gamut.games.PlakotoPositions.key;
import static gamut.games.PlakotoPositions.outcomes;
import static gamut.games.PlakotoPositions.rolled;
import static gamut.games.PlakotoPositions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.games.PlakotoReference.Mother;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine running games/plakoto.gamut against {@link PlakotoReference}, an independent generator
 * written from the rules: the distinct final positions of a whole turn must be the same. Positions
 * are written in the mover's own numbering (the mover runs 24 to 1; "13:2/1" is two of the side's
 * checkers on 13 over a pinned checker of the other side) and set up for White and for Black alike.
 */
class PlakotoTest {

    /**
     * The distinct final positions of each roll from the start (either side). Only the 24 can move:
     * a non-double moves one checker by both dice or two checkers by one each (2); a double moves
     * four steps split among checkers as 4, 3+1, 2+2, 2+1+1 or 1+1+1+1 (5), except 6-6, where one
     * checker taking all four would reach the off before the rest are home (4). Rows: the larger
     * die; columns: the smaller die, 1 to the larger.
     */
    static final int[][] OPENING_COUNTS = {
        {5},                            // 1-1
        {2, 5},                         // 2-1 2-2
        {2, 2, 5},                      // 3-1 3-2 3-3
        {2, 2, 2, 5},                   // 4-1 .. 4-4
        {2, 2, 2, 2, 5},                // 5-1 .. 5-5
        {2, 2, 2, 2, 2, 4},             // 6-1 .. 6-6
    };

    /** Every one of the 21 rolls from the start, for White and for Black to move, in the base game and with mother=on. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void everyRollFromTheStartAgreesWithTheReferenceAndTheTable(int mover) {
        PlakotoReference.Board start = board(START, START_OPP, 0, 0);
        int rolls = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= a; b++) {
                Set<String> expected = PlakotoReference.finals(start, a, b);
                String where = PlakotoPositions.COLOURS[mover] + " " + a + "-" + b;
                assertEquals(OPENING_COUNTS[a - 1][b - 1], expected.size(), where + ": the reference's count");
                assertEquals(expected, finals(rolled(rules(), mover, start, a, b)), where);
                assertEquals(expected, finals(rolled(rules(MOTHER), mover, start, a, b)), where + " mother=on");
                rolls++;
            }
        }
        assertEquals(21, rolls);
        // 6-5 spelled out: 24/13, or 24/18 24/19.
        assertEquals(Set.of(key("24:14, 13:1", START_OPP, 0, 0), key("24:13, 19:1, 18:1", START_OPP, 0, 0)),
                PlakotoReference.finals(start, 6, 5));
    }

    static Set<String> checked(Rules rules, Mother mother, int mover, PlakotoReference.Board b, int a, int d) {
        Set<String> reference = PlakotoReference.finals(b, a, d, mother);
        assertEquals(reference, finals(rolled(rules, mover, b, a, d)), "engine against reference, roll " + a + "-" + d);
        return reference;
    }

    static Set<String> checked(int mover, PlakotoReference.Board b, int a, int d) {
        return checked(rules(), Mother.OFF, mover, b, a, d);
    }

    static Set<String> set(String... keys) {
        return new TreeSet<>(List.of(keys));
    }

    // ---- (b) mothers

    /** The mover's mother pinned on its 24 by a lone enemy checker; the rest out in the field. */
    static final String MOTHER_OWN = "13:5, 8:4, 6:5";
    static final String MOTHER_OPP = "24:1/1, 19:4, 17:5, 12:5";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void aPinnedMotherNeverMovesAndTheOthersPlayAroundIt(int mover) {
        PlakotoReference.Board b = board(MOTHER_OWN, MOTHER_OPP, 0, 0);
        Set<String> fives = checked(mover, b, 5, 2);
        Set<String> sixes = checked(mover, b, 6, 6);
        // 6-6: x of 13/7, y of those on to 7/1 (y <= x), z of 8/2, x + y + z = 4: nine ways.
        assertEquals(9, fives.size());
        assertEquals(9, sixes.size());
        assertTrue(sixes.contains(key("13:5, 6:5, 2:4", MOTHER_OPP, 0, 0)));
        for (String k : fives) {
            assertTrue(k.contains("| 24:1/1 "), "the mother is still pinned under the lone checker: " + k);
        }
        for (String k : sixes) {
            assertTrue(k.contains("| 24:1/1 "), "the mother is still pinned under the lone checker: " + k);
        }
    }

    /** The opponent's mother alone on its start (the mover's 1); a checker on 11 reaches it with 6-4 either way. */
    static final String PIN_OWN = "11:1, 3:7, 2:7";
    static final String PIN_OPP = "1:1, 19:14";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void pinningTheMotherWhileNoneOfTheMoversOwnIsOnItsStartWinsTwoPoints(int mover) {
        String pinned = key("3:7, 2:7, 1:1/1", "19:14", 0, 0);
        PlakotoReference.Board b = board(PIN_OWN, PIN_OPP, 0, 0);
        // 11/5/1* or 11/7/1*: the pin is the last die either way, so both readings of the rules agree.
        assertEquals(set(pinned + " | mother"), checked(rules(MOTHER), Mother.ON, mover, b, 6, 4));
        Result r = outcomes(rolled(rules(MOTHER), mover, b, 6, 4)).get(pinned + " | mother");
        assertEquals(mover, r.winner());
        assertEquals(2, r.scores()[mover]);
        assertEquals(0, r.scores()[1 - mover]);
        // Without the variant the same pin is just a pin.
        assertEquals(set(pinned), checked(mover, b, 6, 4));
        assertNull(outcomes(rolled(rules(), mover, b, 6, 4)).get(pinned));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void withOneOfThePinnersOwnStillAtHomeTheGameGoesOnUntilItLeaves(int mover) {
        PlakotoReference.Board b = board("24:1, " + PIN_OWN.replace("2:7", "2:6"), PIN_OPP, 0, 0);
        // 11/1* pins the mother and nothing ends; the others leave the 24 or the mother alone.
        assertEquals(set(
                key("24:1, 3:7, 2:6, 1:1/1", "19:14", 0, 0),
                key("18:1, 7:1, 3:7, 2:6", PIN_OPP, 0, 0),
                key("20:1, 5:1, 3:7, 2:6", PIN_OPP, 0, 0),
                key("14:1, 11:1, 3:7, 2:6", PIN_OPP, 0, 0)), checked(rules(MOTHER), Mother.ON, mover, b, 6, 4));
        // Later, its last checker leaving its start wins by the mother rule (Rules for Plakoto, FIBS:
        // "capture your opponent's home point while leaving your own home point with all checkers").
        PlakotoReference.Board later = board("24:1, 3:7, 2:6, 1:1/1", "19:14", 0, 0);
        String left = key("18:1, 3:7, 2:6, 1:1/1", "19:14", 0, 0) + " | mother";
        // 24/19 is closed, and the game is over once 24/18 is played.
        assertEquals(set(left), checked(rules(MOTHER), Mother.ON, mover, later, 6, 5));
        Result r = outcomes(rolled(rules(MOTHER), mover, later, 6, 5)).get(left);
        assertEquals(mover, r.winner());
        assertEquals(2, r.scores()[mover]);
        assertEquals(set(key("13:1, 3:7, 2:6, 1:1/1", "19:14", 0, 0)), checked(mover, later, 6, 5));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void pinningTheOtherMotherWhileTheMoversOwnIsPinnedIsADraw(int mover) {
        // The mover's mother lies pinned on its 24 (the opponent's mother was at home when it was pinned).
        PlakotoReference.Board b = board("11:1, 3:7, 2:6", "24:1/1, 1:1, 19:13", 0, 0);
        String both = key("3:7, 2:6, 1:1/1", "24:1/1, 19:13", 0, 0);
        assertEquals(set(both + " | mothers"), checked(rules(MOTHER), Mother.ON, mover, b, 6, 4));
        Result r = outcomes(rolled(rules(MOTHER), mover, b, 6, 4)).get(both + " | mothers");
        assertTrue(r.isDraw());
        assertEquals(0, r.scores()[WHITE] + r.scores()[BLACK]);
        assertEquals(set(both), checked(mover, b, 6, 4));
    }

    /**
     * A play that ends the game is weighed as if the game went on: 7/1* with the 6 pins the mother
     * and wins at once, and could have been followed by 3/off with the 4, a play of both dice; so it
     * is as legal as 7/3 3/off. The FIBS rules say the pinned player "immediately loses the game".
     */
    static final String FIRST_DIE_OWN = "7:1, 3:7, 2:7";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void pinningTheMotherWithTheFirstDieWinsThoughTheOtherDieCouldBePlayed(int mover) {
        PlakotoReference.Board b = board(FIRST_DIE_OWN, PIN_OPP, 0, 0);
        assertEquals(set(key("3:7, 2:7, 1:1/1", "19:14", 0, 0) + " | mother", key("3:7, 2:7", PIN_OPP, 1, 0)),
                checked(rules(MOTHER), Mother.ON, mover, b, 6, 4));
    }

    // ---- (c) pins that block

    /** The mover's two pinned checkers close 16 and 15 (a lone pinner over a pinned checker is two). */
    static final String BLOCK_OWN = "21:2, 2:6, 1:5";
    static final String BLOCK_OPP = "16:1/1, 15:1/1, 19:13";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void whenPinsCloseEveryLandingTheMoverPasses(int mover) {
        PlakotoReference.Board b = board(BLOCK_OWN, BLOCK_OPP, 0, 0);
        Set<String> pass = set(key(BLOCK_OWN, BLOCK_OPP, 0, 0));
        // 21/15 and 21/16 are closed; 2 and 1 cannot bear off while 21 is out and two are pinned.
        assertEquals(pass, checked(mover, b, 6, 5));
        assertEquals(pass, checked(mover, b, 6, 6));
        assertEquals(pass, checked(mover, b, 5, 5));
        // The same lone checkers with nothing beneath them are pinned in turn.
        String freeOpp = "16:1, 15:1, 19:13";
        Set<String> open = checked(mover, board("21:2, 2:8, 1:5", freeOpp, 0, 0), 6, 5);
        assertTrue(open.contains(key("16:1/1, 15:1/1, 2:8, 1:5", "19:13", 0, 0)), open.toString());
    }

    /** All fifteen in the home board, one of them pinned on 3 by a lone enemy checker. */
    static final String HOME_OWN = "6:5, 5:5, 4:4";
    static final String HOME_OPP = "3:1/1, 19:14";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void aPinnedCheckerForbidsBearingOffThoughTheFreeOnesAreHome(int mover) {
        PlakotoReference.Board b = board(HOME_OWN, HOME_OPP, 0, 0);
        // 6-5: the 6 cannot be played at all (6/off is refused), so only the 5: 6/1.
        assertEquals(set(key("6:4, 5:5, 4:4, 1:1", HOME_OPP, 0, 0)), checked(mover, b, 6, 5));
        // 6-6: nothing moves.
        assertEquals(set(key(HOME_OWN, HOME_OPP, 0, 0)), checked(mover, b, 6, 6));
        // The fifteenth borne off instead of pinned: 6/off 5/off, or 6/1 6/off.
        PlakotoReference.Board free = board(HOME_OWN, "19:15", 1, 0);
        assertEquals(set(key("6:4, 5:4, 4:4", "19:15", 3, 0), key("6:3, 5:5, 4:4, 1:1", "19:15", 2, 0)),
                checked(mover, free, 6, 5));
    }

    // ---- (d) positions of random games

    static final int RANDOM_ROLLS = 10_000;

    /**
     * Random games (seeds 1, 2, ... scaled as in the backgammon and Fevga tests): at every fresh
     * roll the engine's final positions equal the reference's, until 10,000 rolls have been compared
     * (about 5 s).
     */
    @Test
    void positionsOfRandomGamesAgreeWithTheReference() {
        assertEquals(RANDOM_ROLLS, compareRandomRolls(rules(), Mother.OFF));
    }

    /**
     * The same with mother=on: every rule of the variant agrees over 10,000 rolls, the mother and
     * mothers ends included, and plays that end the game with a die left (about 6 s).
     */
    @Test
    void positionsOfRandomGamesWithTheMotherRuleAgreeWithTheReference() {
        assertEquals(RANDOM_ROLLS, compareRandomRolls(rules(MOTHER), Mother.ON));
    }

    private static int compareRandomRolls(Rules rules, Mother mother) {
        MoveList moves = new MoveList();
        int compared = 0;
        int ends = 0;
        for (long seed = 1; compared < RANDOM_ROLLS; seed++) {
            State s = Kernel.start(rules);
            SplittableRandom random = new SplittableRandom(seed * 7919);
            while (!s.isOver() && compared < RANDOM_ROLLS) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    if (!s.isChance() && s.diceUsed() == 0) {
                        int[] dice = s.diceValues();
                        String where = "seed " + seed + " turn " + s.turnNumber() + " roll " + dice[0] + "-" + dice[1]
                                + "\n" + PositionFormat.format(s);
                        Set<String> expected = PlakotoPositions.reference(s, dice[0], dice[1], mother);
                        assertEquals(expected, finals(s), where);
                        ends += expected.stream().anyMatch(k -> k.endsWith("mother") || k.endsWith("mothers")) ? 1 : 0;
                        compared++;
                    }
                    continue;
                }
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        // The mother rule was really exercised: rolls that could end the game by it.
        assertEquals(mother != Mother.OFF, ends > 0, "rolls with a mother end: " + ends);
        return compared;
    }
}
