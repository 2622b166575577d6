package gamut.games;

import static gamut.games.BackgammonPositions.BLACK;
import static gamut.games.BackgammonPositions.START;
import static gamut.games.BackgammonPositions.START_OPP;
import static gamut.games.BackgammonPositions.WHITE;
import static gamut.games.BackgammonPositions.board;
import static gamut.games.BackgammonPositions.finals;
import static gamut.games.BackgammonPositions.key;
import static gamut.games.BackgammonPositions.rolled;
import static gamut.games.BackgammonPositions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine running games/backgammon.gamut against {@link BackgammonReference}, an independent
 * generator written from the standard rules: the distinct final positions of a whole turn must be
 * the same. Positions are written in the mover's own numbering (the mover runs 24 to 1) and set up
 * for White and for Black alike, so that both directions of the track are checked.
 */
class BackgammonTest {

    /**
     * The distinct final positions of each roll from the start, as the reference counts them (the
     * same for either side, the setup being symmetric). 3-1 gives 16, the published figure; 6-6
     * (11), 5-5 (4) and 6-5 (7) were also counted by hand: with 6s only 24/18, 13/7 and 8/2 can
     * move, each once; with 5s only 13/8 and 8/3; 6-5 is 24/13, 24/18 13/8, 24/18 8/3, 13/2,
     * 13/7 13/8, 13/7 8/3 and 8/2 8/3. Rows: the larger die; columns: the smaller die, 1 to the larger.
     */
    static final int[][] OPENING_COUNTS = {
        {42},                           // 1-1
        {15, 75},                       // 2-1 2-2
        {16, 17, 73},                   // 3-1 3-2 3-3
        {14, 18, 17, 52},               // 4-1 .. 4-4
        {8, 8, 9, 9, 4},                // 5-1 .. 5-5
        {10, 14, 14, 14, 7, 11},        // 6-1 .. 6-6
    };

    /** Every one of the 21 rolls from the start, for White and for Black to move. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void everyRollFromTheStartAgreesWithTheReferenceAndTheTable(int mover) {
        Rules rules = rules();
        BackgammonReference.Board start = board(START, START_OPP, 0, 0, 0, 0);
        int rolls = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= a; b++) {
                Set<String> expected = BackgammonReference.finals(start, a, b);
                String where = BackgammonPositions.COLOURS[mover] + " " + a + "-" + b;
                assertEquals(OPENING_COUNTS[a - 1][b - 1], expected.size(), where + ": the reference's count");
                assertEquals(expected, finals(rolled(rules, mover, start, a, b)), where);
                rolls++;
            }
        }
        assertEquals(21, rolls);
    }

    /**
     * The game's real opening: each of the 30 ordered pairs of different single dice (one each)
     * starts the game for the player with the higher die, who plays both; the plays are the same
     * as for that roll set up by hand.
     */
    @Test
    void theOpeningRollOfTheGameIsPlayedByTheHigherDieWithBothDice() {
        Rules rules = rules();
        State s = Kernel.start(rules);
        MoveList outcomes = new MoveList();
        List<Integer> weights = new ArrayList<>();
        s.chanceOutcomes(outcomes, weights);
        assertEquals(30, outcomes.size());
        BackgammonReference.Board start = board(START, START_OPP, 0, 0, 0, 0);
        int[] starts = new int[2];
        for (int roll : outcomes.toArray()) {
            assertTrue(Move.isOpening(roll));
            s.make(roll);
            int[] dice = s.diceValues();
            String where = dice[0] + "-" + dice[1];
            assertEquals(2, dice.length, where);
            assertTrue(dice[0] != dice[1], where);
            int mover = s.toMove();
            // The first single die is White's, the second Black's.
            assertEquals(Move.dice(roll)[0] > Move.dice(roll)[1] ? WHITE : BLACK, mover, where);
            starts[mover]++;
            Set<String> expected = BackgammonReference.finals(start, dice[0], dice[1]);
            assertEquals(OPENING_COUNTS[Math.max(dice[0], dice[1]) - 1][Math.min(dice[0], dice[1]) - 1],
                    expected.size(), where);
            assertEquals(expected, finals(s), where);
            s.unmake();
        }
        // White's die is the higher in 15 of the 30 ordered pairs, Black's in the other 15.
        assertEquals(15, starts[WHITE]);
        assertEquals(15, starts[BLACK]);
    }

    // ---- (b) the bar against a five-point board

    /** Two on the bar; the opponent holds the mover's 19..23 (a five-point board), the 24 open. */
    static final String BAR_OWN = "13:5, 8:3, 6:5";
    static final String BAR_OPP = "23:2, 22:2, 21:2, 20:2, 19:2, 17:3, 12:2";
    /** The same, with an opponent's blot on the 24 to be hit by the entering checker. */
    static final String BAR_OPP_BLOT = "24:1, 23:2, 22:2, 21:2, 20:2, 19:2, 17:2, 12:2";

    static Set<String> checked(int mover, BackgammonReference.Board b, int a, int d) {
        Set<String> reference = BackgammonReference.finals(b, a, d);
        assertEquals(reference, finals(rolled(rules(), mover, b, a, d)), "engine against reference, roll " + a + "-" + d);
        return reference;
    }

    static Set<String> set(String... keys) {
        return new TreeSet<>(List.of(keys));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void withNoDieOfTheOpenPointNothingEntersAndNothingElseMoves(int mover) {
        BackgammonReference.Board b = board(BAR_OWN, BAR_OPP, 2, 0, 0, 0);
        // Every 13/x, 8/x and 6/x would be open to a 6, 5, 3 or 2: the checkers on the bar forbid them.
        Set<String> pass = set(key(BAR_OWN, BAR_OPP, 2, 0, 0, 0));
        assertEquals(pass, checked(mover, b, 6, 5));
        assertEquals(pass, checked(mover, b, 3, 2));
        assertEquals(pass, checked(mover, b, 3, 3));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void withOneAceOneCheckerEntersAndTheOtherDieIsLost(int mover) {
        BackgammonReference.Board b = board(BAR_OWN, BAR_OPP, 2, 0, 0, 0);
        Set<String> one = set(key("24:1, " + BAR_OWN, BAR_OPP, 1, 0, 0, 0));
        assertEquals(one, checked(mover, b, 4, 1));
        assertEquals(one, checked(mover, b, 6, 1));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void withDoubleAcesBothEnterAndTwoAcesArePlayedAfter(int mover) {
        BackgammonReference.Board b = board(BAR_OWN, BAR_OPP, 2, 0, 0, 0);
        // 24/23 and 13/12 are blocked: the last two aces go to 8/7, 7/6, 6/5 and 5/4.
        assertEquals(set(
                key("24:2, 13:5, 8:1, 7:2, 6:5", BAR_OPP, 0, 0, 0, 0),
                key("24:2, 13:5, 8:2, 6:6", BAR_OPP, 0, 0, 0, 0),
                key("24:2, 13:5, 8:2, 7:1, 6:4, 5:1", BAR_OPP, 0, 0, 0, 0),
                key("24:2, 13:5, 8:3, 6:3, 5:2", BAR_OPP, 0, 0, 0, 0),
                key("24:2, 13:5, 8:3, 6:4, 4:1", BAR_OPP, 0, 0, 0, 0)), checked(mover, b, 1, 1));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void enteringOnABlotHitsIt(int mover) {
        BackgammonReference.Board b = board(BAR_OWN, BAR_OPP_BLOT, 2, 0, 0, 0);
        String opp = "23:2, 22:2, 21:2, 20:2, 19:2, 17:2, 12:2";
        assertEquals(set(key("24:1, " + BAR_OWN, opp, 1, 1, 0, 0)), checked(mover, b, 2, 1));
    }

    // ---- (c) bearing off with a die larger than needed, and the larger-die rule

    /** The opponent out of the way: all fifteen on the mover's 19 (its own 6-point). */
    static final String FAR = "19:15";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void higherDiceBearOffFromTheHighestPointInEitherOrder(int mover) {
        // 6-5 on the 3 and the 2: each die is larger than needed and takes the highest checker left.
        assertEquals(set(key("", FAR, 0, 0, 15, 0)), checked(mover, board("3:1, 2:1", FAR, 0, 0, 13, 0), 6, 5));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void aSmallDieCannotBearOffBelowAnOccupiedHigherPoint(int mover) {
        // 6-2 on the 5 and the 1: 6/off then 1/off wins; the 2 first must be 5/3 (1/off is not
        // allowed while the 5 is occupied), and the 6 then bears off the 3.
        assertEquals(set(key("", FAR, 0, 0, 15, 0), key("1:1", FAR, 0, 0, 14, 0)),
                checked(mover, board("5:1, 1:1", FAR, 0, 0, 13, 0), 6, 2));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void aCheckerOutsideMustComeInBeforeAnyBearsOff(int mover) {
        // 6-2 with one on the 7: 7/1 then 5/3 (the 2 cannot bear off the 1 past the 5), or 7/5 and
        // then the 6 bears off from the 5, the highest point.
        assertEquals(set(key("3:1, 1:2", FAR, 0, 0, 12, 0), key("5:1, 1:1", FAR, 0, 0, 13, 0)),
                checked(mover, board("7:1, 5:1, 1:1", FAR, 0, 0, 12, 0), 6, 2));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void whenOnlyOneDieCanBePlayedTheLargerMustBe(int mover) {
        // 6-5 with one on the 12 and the opponent on the 1: 12/6 or 12/7 can be played, never both
        // (6/1 and 7/1 are blocked; nothing bears off while the 12 or the 7 is out, nor past the 6).
        String opp = "1:2";
        BackgammonReference.Board b = board("12:1, 3:7, 2:7", opp, 0, 0, 0, 13);
        assertEquals(set(key("6:1, 3:7, 2:7", opp, 0, 0, 0, 13)), checked(mover, b, 6, 5));
        // With the opponent's 6 held as well, 12/6 cannot be played: the smaller die alone is.
        String held = "6:2, 1:2";
        BackgammonReference.Board c = board("12:1, 3:7, 2:7", held, 0, 0, 0, 11);
        assertEquals(set(key("7:1, 3:7, 2:7", held, 0, 0, 0, 11)), checked(mover, c, 6, 5));
    }

    // ---- (d) positions of random games

    static final int RANDOM_ROLLS = 10_000;

    /**
     * Random games (seeds 1, 2, ... scaled as in the Fevga tests): at every fresh roll the engine's
     * final positions equal the reference's, until 10,000 rolls have been compared (about 105
     * games, some 4 s; 300,000 rolls over 3,252 more games were compared once with no difference).
     */
    @Test
    void positionsOfRandomGamesAgreeWithTheReference() {
        Rules rules = rules();
        MoveList moves = new MoveList();
        int compared = 0;
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
                        assertEquals(BackgammonPositions.reference(s, dice[0], dice[1]), finals(s), where);
                        compared++;
                    }
                    continue;
                }
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertEquals(RANDOM_ROLLS, compared);
    }
}
