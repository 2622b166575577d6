package gamut.games;

import static gamut.games.FevgaPositions.BLACK;
import static gamut.games.FevgaPositions.WHITE;
import static gamut.games.FevgaPositions.finals;
import static gamut.games.FevgaPositions.key;
import static gamut.games.FevgaPositions.rolled;
import static gamut.games.FevgaPositions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine against {@link FevgaReference}, an independent generator written from the rules text:
 * the variants that have no test position of their own in the spec (F1, F4's both quarters), every
 * test position under every variant, and the positions met along random games.
 */
class RunFevgaReferenceTest {
    /** Every variant of the game file, one at a time, and the two runner readings together. */
    static final List<List<String>> VARIANTS = List.of(
            List.of(),
            List.of("runner=enter_opponent_quarter"),
            List.of("runner_eval=start_of_turn"),
            List.of("runner=enter_opponent_quarter", "runner_eval=start_of_turn"),
            List.of("mother=both_start_quarters"),
            List.of("prime=none"),
            List.of("mother=per_step"),
            List.of("opening=reroll"),
            List.of("dice_rule=max_distance"));

    static Rules rulesOf(List<String> variants) {
        return rules(variants.toArray(new String[0]));
    }

    static Set<String> keys(String opp, int ownOff, int oppOff, String... owns) {
        Set<String> out = new TreeSet<>();
        for (String own : owns) {
            out.add(key(own, opp, ownOff, oppOff));
        }
        return out;
    }

    // ---- F1: where the runner must get to

    /**
     * The opponent has left its start (the mover's 12) and the runner stands on it: by default it
     * has not passed, under runner=enter_opponent_quarter it has. Roll 2-1; opponent all on the mover's 6.
     */
    static final String F1_OWN = "24:14, 12:1";
    static final String F1_OPP = "6:15";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void f1ARunnerOnTheOpponentsEmptyStartHasNotPassedByDefault(int mover) {
        // Per die: once the runner is on 11 or 10, a second checker may leave.
        assertEquals(keys(F1_OPP, 0, 0, "24:13, 23:1, 10:1", "24:13, 22:1, 11:1", "24:14, 9:1"),
                finals(rolled(rules(), mover, F1_OWN, F1_OPP, 0, 0, 2, 1)));
        assertEquals(keys(F1_OPP, 0, 0, "24:14, 9:1"),
                finals(rolled(rules("runner_eval=start_of_turn"), mover, F1_OWN, F1_OPP, 0, 0, 2, 1)));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void f1EnteringTheOpponentsQuarterIsEnoughUnderTheVariant(int mover) {
        Set<String> five = keys(F1_OPP, 0, 0, "24:12, 23:1, 22:1, 12:1", "24:13, 21:1, 12:1", "24:13, 22:1, 11:1",
                "24:13, 23:1, 10:1", "24:14, 9:1");
        assertEquals(five, finals(rolled(rules("runner=enter_opponent_quarter"), mover, F1_OWN, F1_OPP, 0, 0, 2, 1)));
        assertEquals(five, finals(rolled(rules("runner=enter_opponent_quarter", "runner_eval=start_of_turn"), mover,
                F1_OWN, F1_OPP, 0, 0, 2, 1)));
    }

    // ---- F4: both starting quarters

    /** The mover holds its 11..7 and can fill its 12 (the opponent's start, empty here) with 13/12. */
    static final String F4_OWN = "24:9, 13:1, 11:1, 10:1, 9:1, 8:1, 7:1";
    static final String F4_OPP = "3:15";
    static final String F4_SIX_IN_THE_OPPONENTS_QUARTER = "24:8, 18:1, 12:1, 11:1, 10:1, 9:1, 8:1, 7:1";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void f4SixPointsInTheOpponentsStartingQuarterAreForbiddenOnlyUnderBothStartQuarters(int mover) {
        String full = key(F4_SIX_IN_THE_OPPONENTS_QUARTER, F4_OPP, 0, 0);
        Set<String> byDefault = finals(rolled(rules(), mover, F4_OWN, F4_OPP, 0, 0, 6, 1));
        Set<String> both = finals(rolled(rules("mother=both_start_quarters"), mover, F4_OWN, F4_OPP, 0, 0, 6, 1));
        assertTrue(byDefault.contains(full), "24/18 13/12 is legal by default");
        assertFalse(both.contains(full), "24/18 13/12 holds all of the opponent's starting quarter");
        Set<String> expected = new TreeSet<>(byDefault);
        expected.remove(full);
        assertEquals(expected, both);
        assertEquals(FevgaPositions.reference(List.of(), F4_OWN, F4_OPP, 0, 0, 6, 1).finals(), byDefault);
    }

    // ---- every test position, every variant

    record Case(String name, String own, String opp, int ownOff, int oppOff, int a, int b) {}

    static final List<Case> CASES = List.of(
            new Case("F-T1", "24:15", "12:15", 0, 0, 6, 6),
            new Case("F-T2", "24:15", "12:15", 0, 0, 6, 5),
            new Case("F-T3", "24:15", "12:15", 0, 0, 5, 5),
            new Case("F-T3 4-4", "24:15", "12:15", 0, 0, 4, 4),
            new Case("F-T4", "24:14, 10:1", "2:1, 18:1, 22:1, 12:12", 0, 0, 6, 2),
            new Case("F-T5", RunFevgaTest.FT5_OWN, RunFevgaTest.FT5_OPP, 0, 0, 3, 1),
            new Case("F-T6a", "5:3, 4:3, 3:3, 2:3, 1:3", "12:15", 0, 0, 6, 6),
            new Case("F-T6b", "6:1, 2:1", "12:15", 13, 0, 5, 3),
            new Case("F-T6c", "4:1, 1:1", "12:15", 13, 0, 6, 2),
            new Case("F-T7", RunFevgaTest.FT7_OWN, RunFevgaTest.FT7_OPP, 0, 0, 6, 1),
            new Case("F-T8", "1:1", "12:15", 14, 0, 3, 1),
            new Case("F1", F1_OWN, F1_OPP, 0, 0, 2, 1),
            new Case("F4", F4_OWN, F4_OPP, 0, 0, 6, 1));

    static Stream<Arguments> casesTimesVariants() {
        return VARIANTS.stream().flatMap(v -> CASES.stream().map(c -> Arguments.of(c.name(), v)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("casesTimesVariants")
    void everyTestPositionInEveryVariantAgreesWithTheReference(String name, List<String> variants) {
        Case c = CASES.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        FevgaReference.Plays expected = FevgaPositions.reference(variants, c.own(), c.opp(), c.ownOff(), c.oppOff(),
                c.a(), c.b());
        for (int mover : new int[] {WHITE, BLACK}) {
            State s = rolled(rulesOf(variants), mover, c.own(), c.opp(), c.ownOff(), c.oppOff(), c.a(), c.b());
            String where = name + " " + variants + " " + FevgaPositions.COLOURS[mover];
            assertEquals(expected.finals(), finals(s), where);
            assertEquals(expected.sequences(), FevgaPositions.sequences(s), where + ": move sequences");
        }
    }

    // ---- positions met in random games

    /**
     * Random games in each variant: at every turn, once the dice are rolled, the engine's final
     * positions and number of move sequences equal the reference's.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void positionsOfRandomGamesAgreeWithTheReference(List<String> variants) {
        Rules rules = rulesOf(variants);
        MoveList moves = new MoveList();
        int compared = 0;
        for (long seed = 1; seed <= GAMES_PER_VARIANT; seed++) {
            State s = Kernel.start(rules);
            SplittableRandom random = new SplittableRandom(seed * 7919);
            while (!s.isOver()) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    if (!s.isChance() && s.diceUsed() == 0) {
                        int[] dice = s.diceValues();
                        String where = variants + " seed " + seed + " turn " + s.turnNumber() + " roll "
                                + dice[0] + "-" + dice[1] + "\n" + PositionFormat.format(s);
                        FevgaReference.Plays expected = FevgaPositions.reference(variants, s, dice[0], dice[1]);
                        assertEquals(expected.finals(), finals(s), where);
                        assertEquals(expected.sequences(), FevgaPositions.sequences(s), where + ": move sequences");
                        compared++;
                    }
                    continue;
                }
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(compared > GAMES_PER_VARIANT * 40, "compared " + compared + " rolls");
    }

    static final int GAMES_PER_VARIANT = 15;

    static Stream<List<String>> variants() {
        return VARIANTS.stream();
    }
}
