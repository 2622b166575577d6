package gamut.games;

import static gamut.games.FevgaPositions.BLACK;
import static gamut.games.FevgaPositions.WHITE;
import static gamut.games.FevgaPositions.cellName;
import static gamut.games.FevgaPositions.finals;
import static gamut.games.FevgaPositions.key;
import static gamut.games.FevgaPositions.rolled;
import static gamut.games.FevgaPositions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Run (Fevga), games/run-fevga.gamut, against the test positions of docs/rules/fevga-run.md
 * (section 6) in the variants they name (section 5). Positions are written as the spec writes them,
 * in the mover's own numbering; each test runs with White to move (the file's numbering) and with
 * the same position mirrored for Black (own point r is White's S(r)). A turn's result is the set of
 * its distinct final positions: every legal sub-move is made until the turn passes or the game ends.
 */
class RunFevgaTest {
    static final String START_OWN = "24:15";
    static final String START_OPP = "12:15";

    /** The spec's default opponent: all 15 on its start, the mover's 12. */
    static String at(String own) {
        return key(own, START_OPP, 0, 0);
    }

    static Set<String> set(String... keys) {
        return new TreeSet<>(Arrays.asList(keys));
    }

    /** The engine's legal sub-moves now, in the plain notation (cell names, as move() writes them), sorted. */
    static List<String> moves(State s) {
        return Games.plainMoves(s);
    }

    /** A move written with the mover's own point numbers, translated to cell names ("24-18", "5-off (6)"). */
    static String move(int mover, int from, int to) {
        return cellName(mover, from) + "-" + cellName(mover, to);
    }

    static String off(int mover, int from, int die) {
        return cellName(mover, from) + "-off (" + die + ")";
    }

    static List<String> sorted(String... moves) {
        List<String> out = new ArrayList<>(Arrays.asList(moves));
        out.sort(null);
        return out;
    }

    static long sequences(State s) {
        return FevgaPositions.sequences(s);
    }

    // ---- F-T1 .. F-T3: the first turn

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft1Opening66MovesTheRunnerOnceAndForfeitsTheOtherDice(int mover) {
        State s = rolled(rules(), mover, START_OWN, START_OPP, 0, 0, 6, 6);
        assertEquals(List.of(move(mover, 24, 18)), moves(s));
        assertEquals(set(at("24:14, 18:1")), finals(s));
        assertEquals(1, sequences(s));
        s.make(firstMove(s));
        assertTrue(s.isChance(), "one die used and the turn is over: the opponent rolls");
        assertEquals(1 - mover, s.toMove());
        assertEquals(1, subMovesSinceTheRoll(s));
    }

    static int firstMove(State s) {
        MoveList list = new MoveList();
        s.generate(list);
        assertEquals(1, list.size(), "exactly one legal sub-move");
        return list.get(0);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft2Opening65PutsTheRunnerOn13(int mover) {
        State s = rolled(rules(), mover, START_OWN, START_OPP, 0, 0, 6, 5);
        assertEquals(sorted(move(mover, 24, 18), move(mover, 24, 19)), moves(s));
        assertEquals(set(at("24:14, 13:1")), finals(s));
        assertEquals(2, sequences(s), "24/18/13 and 24/19/13");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft3Opening55ByDefaultLetsASecondCheckerLeaveOnceTheRunnerHasPassed(int mover) {
        State s = rolled(rules(), mover, START_OWN, START_OPP, 0, 0, 5, 5);
        assertEquals(set(at("24:14, 4:1"), at("24:13, 19:1, 9:1")), finals(s));
        assertEquals(2, sequences(s));
        for (int i = 0; i < 3; i++) {
            s.make(firstMove(s));
        }
        assertEquals(sorted(move(mover, 9, 4), move(mover, 24, 19)), moves(s), "judged again before the fourth 5");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft3Opening55WithTheRunnerJudgedAtTheStartOfTheTurn(int mover) {
        State s = rolled(rules("runner_eval=start_of_turn"), mover, START_OWN, START_OPP, 0, 0, 5, 5);
        assertEquals(set(at("24:14, 4:1")), finals(s));
        assertEquals(1, sequences(s));
        for (int i = 0; i < 3; i++) {
            s.make(firstMove(s));
        }
        assertEquals(List.of(move(mover, 9, 4)), moves(s));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft3Opening44IsOnePlayOfTwoDice(int mover) {
        State s = rolled(rules(), mover, START_OWN, START_OPP, 0, 0, 4, 4);
        assertEquals(set(at("24:14, 16:1")), finals(s));
        assertEquals(1, sequences(s));
        s.make(firstMove(s));
        assertEquals(mover, s.toMove());
        assertEquals(List.of(move(mover, 20, 16)), moves(s));
        s.make(firstMove(s));
        assertEquals(1 - mover, s.toMove(), "16/12 is blocked: two dice used, the turn is over");
        assertEquals(2, subMovesSinceTheRoll(s), "two dice were used");
    }

    /** How many sub-moves were made since the last roll (the dice used in the turn that just ended). */
    static int subMovesSinceTheRoll(State s) {
        int[] line = s.line();
        int n = 0;
        for (int i = line.length - 1; i >= 0 && Move.kind(line[i]) != Move.ROLL; i--) {
            n++;
        }
        return n;
    }

    // ---- F-T4: the larger die

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft4OnlyTheLargerDieCanBePlayed(int mover) {
        State s = rolled(rules(), mover, "24:14, 10:1", "2:1, 18:1, 22:1, 12:12", 0, 0, 6, 2);
        assertEquals(List.of(move(mover, 10, 4)), moves(s));
        assertEquals(set(key("24:14, 4:1", "2:1, 18:1, 22:1, 12:12", 0, 0)), finals(s));
        s.make(firstMove(s));
        assertEquals(1 - mover, s.toMove(), "the 2 is forfeited");
    }

    // ---- F-T5: when the mother-board rule is judged

    static final String FT5_OWN = "24:1, 23:1, 22:1, 21:1, 20:2, 10:9";
    static final String FT5_OPP = "17:2, 12:13";
    /** Worked out by hand (and by {@link FevgaReference}): the 25 final positions under the default rules. */
    static final String[] FT5_DEFAULT = {
        "23:1, 22:1, 21:1, 20:3, 10:9",
        "24:1, 22:1, 21:1, 20:2, 19:1, 10:9",
        "24:1, 23:1, 21:1, 20:2, 18:1, 10:9",
        "24:1, 23:1, 22:1, 21:1, 20:1, 16:1, 10:9", // only via 20/19/16: the one per_step forbids
        "24:1, 23:1, 22:1, 21:1, 20:2, 10:8, 6:1",
        "22:2, 21:2, 20:2, 10:9",
        "23:1, 21:3, 20:2, 10:9",
        "23:1, 22:1, 21:2, 20:1, 19:1, 10:9",
        "23:1, 22:1, 21:2, 20:2, 10:8, 9:1",
        "24:1, 21:2, 20:3, 10:9",
        "24:1, 22:1, 20:4, 10:9",
        "24:1, 22:1, 21:1, 20:3, 10:8, 9:1",
        "23:2, 21:1, 20:2, 19:1, 10:9",
        "24:1, 23:1, 20:3, 19:1, 10:9",
        "24:1, 23:1, 21:1, 20:1, 19:2, 10:9",
        "24:1, 23:1, 21:1, 20:2, 19:1, 10:8, 9:1",
        "23:2, 22:1, 20:2, 18:1, 10:9",
        "24:1, 22:2, 20:2, 18:1, 10:9",
        "24:1, 23:1, 22:1, 20:1, 19:1, 18:1, 10:9",
        "24:1, 23:1, 22:1, 20:2, 18:1, 10:8, 9:1",
        "23:2, 22:1, 21:1, 20:2, 10:8, 7:1",
        "24:1, 22:2, 21:1, 20:2, 10:8, 7:1",
        "24:1, 23:1, 21:2, 20:2, 10:8, 7:1",
        "24:1, 23:1, 22:1, 20:3, 10:8, 7:1",
        "24:1, 23:1, 22:1, 21:1, 20:2, 10:7, 9:1, 7:1",
    };
    static final String FT5_PER_STEP_MISSING = "24:1, 23:1, 22:1, 21:1, 20:1, 16:1, 10:9";
    /** 20/19 10/7: ends with 19..24 all held (the spec's other example, 20/19 10/9, is not a play of 3-1). */
    static final String FT5_FULL_MOTHER = "24:1, 23:1, 22:1, 21:1, 20:1, 19:1, 10:8, 7:1";

    static Set<String> ft5(String... extra) {
        Set<String> out = new TreeSet<>();
        for (String own : FT5_DEFAULT) {
            out.add(key(own, FT5_OPP, 0, 0));
        }
        for (String own : extra) {
            out.add(key(own, FT5_OPP, 0, 0));
        }
        return out;
    }

    static State ft5State(int mover, String... variants) {
        return rolled(rules(variants), mover, FT5_OWN, FT5_OPP, 0, 0, 3, 1);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft5ByDefaultTheMotherBoardIsJudgedAtTheEndOfTheTurn(int mover) {
        Set<String> got = finals(ft5State(mover));
        assertEquals(ft5(), got);
        assertEquals(25, got.size());
        assertTrue(got.contains(key(FT5_PER_STEP_MISSING, FT5_OPP, 0, 0)));
        assertFalse(got.contains(key(FT5_FULL_MOTHER, FT5_OPP, 0, 0)));
        for (String k : got) {
            assertEquals(pips(FT5_OWN) - 4, pips(k), "every legal final position uses both dice: " + k);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft5PerStepForbidsPassingThroughAFullMotherBoard(int mover) {
        Set<String> got = finals(ft5State(mover, "mother=per_step"));
        Set<String> expected = ft5();
        expected.remove(key(FT5_PER_STEP_MISSING, FT5_OPP, 0, 0));
        assertEquals(expected, got);
        assertEquals(24, got.size());
        assertFalse(got.contains(key(FT5_FULL_MOTHER, FT5_OPP, 0, 0)));
    }

    /** F4 readings on the same position: no prime rule allows the full mother board; the other quarter is not full here. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft5UnderTheOtherPrimeReadings(int mover) {
        assertEquals(ft5(FT5_FULL_MOTHER), finals(ft5State(mover, "prime=none")));
        assertEquals(ft5(), finals(ft5State(mover, "mother=both_start_quarters")));
    }

    /** The mover's pip count of a board key (own side only). */
    static int pips(String keyOrOwn) {
        String own = keyOrOwn.split(" / ")[0];
        int total = 0;
        for (String part : own.replace(",", " ").split("\\s+")) {
            if (part.contains(":")) {
                String[] p = part.split(":");
                total += Integer.parseInt(p[0]) * Integer.parseInt(p[1]);
            }
        }
        return total;
    }

    // ---- F-T6: bearing off

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft6aFourSixesBearOffThreeFromTheFiveThenOneFromTheFour(int mover) {
        State s = rolled(rules(), mover, "5:3, 4:3, 3:3, 2:3, 1:3", START_OPP, 0, 0, 6, 6);
        assertEquals(List.of(off(mover, 5, 6)), moves(s));
        assertEquals(set(key("4:2, 3:3, 2:3, 1:3", START_OPP, 4, 0)), finals(s));
        assertEquals(1, sequences(s));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft6bNoBearingOffFromALowerPointWhileAHigherOneIsHeld(int mover) {
        State s = rolled(rules(), mover, "6:1, 2:1", START_OPP, 13, 0, 5, 3);
        assertEquals(sorted(move(mover, 6, 3), move(mover, 6, 1)), moves(s));
        assertEquals(set(key("2:1", START_OPP, 14, 0), key("1:1", START_OPP, 14, 0)), finals(s));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft6cBearingOffIsOptional(int mover) {
        State s = rolled(rules(), mover, "4:1, 1:1", START_OPP, 13, 0, 6, 2);
        assertEquals(sorted(off(mover, 4, 6), move(mover, 4, 2)), moves(s));
        assertEquals(set(key("", START_OPP, 15, 0), key("1:1", START_OPP, 14, 0)), finals(s));
    }

    /**
     * F7 on the bear-off positions: with pips counted as the distance a checker travels (a bear-off
     * from point p counts p), the longest play wins: F-T6b keeps only 6/1 2/off (7 pips against 6),
     * F-T6c only 4/off 1/off (5 against 4); F-T6a and F-T4 are unchanged.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void maxDistanceOnTheBearOffPositions(int mover) {
        Rules rules = rules("dice_rule=max_distance");
        assertEquals(set(key("4:2, 3:3, 2:3, 1:3", START_OPP, 4, 0)),
                finals(rolled(rules, mover, "5:3, 4:3, 3:3, 2:3, 1:3", START_OPP, 0, 0, 6, 6)));
        assertEquals(set(key("1:1", START_OPP, 14, 0)), finals(rolled(rules, mover, "6:1, 2:1", START_OPP, 13, 0, 5, 3)));
        assertEquals(set(key("", START_OPP, 15, 0)), finals(rolled(rules, mover, "4:1, 1:1", START_OPP, 13, 0, 6, 2)));
        assertEquals(set(key("24:14, 4:1", "2:1, 18:1, 22:1, 12:12", 0, 0)),
                finals(rolled(rules, mover, "24:14, 10:1", "2:1, 18:1, 22:1, 12:12", 0, 0, 6, 2)));
    }

    // ---- F-T7: the unblock rule

    static final String FT7_OWN = "7:2, 6:2, 5:2, 4:2, 3:2, 2:2, 1:3";
    static final String FT7_OPP = "8:15";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft7WithoutTheUnblockRuleAnyOneIsPlayedWith7To1(int mover) {
        State s = rolled(rules(), mover, FT7_OWN, FT7_OPP, 0, 0, 6, 1);
        Set<String> expected = new TreeSet<>();
        // 7/1 and then one of 7/6, 6/5, 5/4, 4/3, 3/2, 2/1.
        int[][] ones = {{7, 6}, {6, 5}, {5, 4}, {4, 3}, {3, 2}, {2, 1}};
        for (int[] one : ones) {
            int[] own = FevgaPositions.points(FT7_OWN);
            own[7]--;
            own[1]++;
            own[one[0]]--;
            own[one[1]]++;
            expected.add(FevgaReference.key(own, FevgaPositions.points(FT7_OPP), 0, 0));
        }
        assertEquals(6, expected.size());
        assertEquals(expected, finals(s));
    }
    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft7UnderTheUnblockRuleThePlayMustOpenTheBlock(int mover) {
        State s = rolled(rules("unblock=on"), mover, FT7_OWN, FT7_OPP, 0, 0, 6, 1);
        assertEquals(set(key("6:3, 5:2, 4:2, 3:2, 2:2, 1:4", FT7_OPP, 0, 0)), finals(s), "7/1 7/6 only");
    }

    // ---- F-T8: scoring

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft8AWinIsWorthTwoWhenTheLoserHasNothingOff(int mover) {
        State s = rolled(rules(), mover, "1:1", START_OPP, 14, 0, 3, 1);
        s.make(firstMove(s));
        assertTrue(s.isOver());
        assertEquals(mover, s.result().winner());
        assertEquals("mars", s.result().end());
        assertEquals(2, s.result().scores()[mover]);
        assertEquals(0, s.result().scores()[1 - mover]);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void ft8AWinIsWorthOneWhenTheLoserHasBorneOffAny(int mover) {
        for (int loserOff : new int[] {1, 14}) {
            State s = rolled(rules(), mover, "2:1", "13:" + (15 - loserOff), 14, loserOff, 2, 2);
            s.make(firstMove(s));
            assertTrue(s.isOver(), "the game ends with dice left over");
            assertEquals(mover, s.result().winner());
            assertEquals(1, s.result().scores()[mover], loserOff + " off");
            assertEquals("borne_off", s.result().end());
            assertEquals(0, s.result().scores()[1 - mover]);
        }
    }
}
