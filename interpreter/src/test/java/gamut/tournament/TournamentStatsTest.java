package gamut.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The statistics of a tournament against values worked out by hand, or (for the log-likelihood
 * ratios and the ratings) by fishtest's LLRcalc and a general-purpose optimiser from the same tables.
 */
class TournamentStatsTest {
    @Test
    void eloOfAScoreAndBack() {
        assertEquals(0, Elo.elo(0.5), 1e-12);
        // 0.75 is odds of 3 to 1: 400 log10(3)
        assertEquals(190.848501887865, Elo.elo(0.75), 1e-9);
        assertEquals(-190.848501887865, Elo.elo(0.25), 1e-9);
        assertEquals(0.75, Elo.score(190.848501887865), 1e-12);
        assertEquals(Double.POSITIVE_INFINITY, Elo.elo(1));
        assertEquals(Double.NEGATIVE_INFINITY, Elo.elo(0));
    }

    @Test
    void sixtyWinsTwentyDrawsTwentyLossesGameByGame() {
        // score (60 + 10) / 100 = 0.7; Elo -400 log10(1/0.7 - 1) = 147.19; variance 0.6*0.09 + 0.2*0.04
        // + 0.2*0.49 = 0.16, standard error sqrt(0.16/100) = 0.04, so the score's interval is 0.7 ± 0.0784.
        Elo.Estimate e = Elo.trinomial(60, 20, 20);
        assertEquals(100, e.games());
        assertEquals(0.7, e.score(), 1e-12);
        assertEquals(147.190714117838, e.elo(), 1e-9);
        assertEquals(Elo.elo(0.7 - 1.959963984540054 * 0.04), e.low(), 1e-9);
        assertEquals(86.225015200304, e.low(), 1e-9);
        assertEquals(218.251777641075, e.high(), 1e-9);
        // LOS: the normal distribution at (0.7 - 0.5) / 0.04 = 5
        assertEquals(0.9999997133484281, e.los(), 1e-7);
    }

    @Test
    void fortyPairsByTheirPoints() {
        // pairs scoring 0, 0.5, 1, 1.5, 2 points: 1, 4, 10, 20, 5; mean per game 0.65 over 80 games
        Elo.Estimate e = Elo.pentanomial(new int[] {1, 4, 10, 20, 5});
        assertEquals(80, e.games());
        assertEquals(0.65, e.score(), 1e-12);
        assertEquals(107.538124917032, e.elo(), 1e-9);
        assertEquals(55.353996715837, e.low(), 1e-9);
        assertEquals(164.937987200590, e.high(), 1e-9);
        assertEquals(0.9999826644615637, e.los(), 1e-7);
    }

    @Test
    void withoutSpreadTheLikelihoodOfSuperiorityIsCertainOrEven() {
        Elo.Estimate all = Elo.pentanomial(new int[] {0, 0, 0, 0, 3});
        assertEquals(1, all.los());
        assertEquals(Double.POSITIVE_INFINITY, all.elo());
        assertEquals(0.5, Elo.pentanomial(new int[] {0, 0, 4, 0, 0}).los());
        assertEquals(0, Elo.trinomial(0, 0, 2).los());
        assertTrue(Double.isNaN(Elo.pentanomial(new int[5]).score()));
        // one pair has no spread to speak of: no interval, no likelihood
        Elo.Estimate one = Elo.pentanomial(new int[] {0, 1, 0, 0, 0});
        assertEquals(Elo.elo(0.25), one.elo(), 1e-12);
        assertTrue(Double.isNaN(one.low()) && Double.isNaN(one.high()) && Double.isNaN(one.los()));
        assertEquals(0.5, Elo.normal(0), 1e-7);
        assertEquals(0.975, Elo.normal(1.959963984540054), 1e-7);
    }

    @Test
    void theLogLikelihoodRatioAsFishtestComputesIt() {
        Sprt test = Sprt.parse("0,10");
        assertEquals(-2.9444389791664403, test.lower(), 1e-12);
        assertEquals(2.9444389791664403, test.upper(), 1e-12);
        // losses, draws, wins
        assertEquals(1.3898221639392805, test.llr(new int[] {20, 20, 60}), 1e-7);
        assertEquals(0.94198897138121, test.llr(new int[] {1, 4, 10, 20, 5}), 1e-7);
        assertEquals(0.5235996904878677, Sprt.parse("-5,5").llr(new int[] {0, 3, 10, 5, 2}), 1e-7);
        assertEquals(-0.017257393258400706, Sprt.parse("0, 5").llr(new int[] {30, 40, 30}), 1e-7);
        assertEquals(0, test.llr(new int[5]));
        assertEquals(Sprt.Decision.H1, test.decide(2.95));
        assertEquals(Sprt.Decision.H0, test.decide(-2.95));
        assertEquals(Sprt.Decision.NONE, test.decide(2.9));
    }

    @Test
    void theTestsErrorRatesAreGivenOrFive() {
        Sprt t = Sprt.parse("-1.5,3.5,0.1,0.2");
        assertEquals(new Sprt(-1.5, 3.5, 0.1, 0.2), t);
        assertEquals(Math.log(0.2 / 0.9), t.lower(), 1e-12);
        assertEquals(Math.log(0.8 / 0.1), t.upper(), 1e-12);
        assertEquals("elo0 -1.5, elo1 3.5, alpha 0.1, beta 0.2; bounds [-1.50, 2.08]", t.describe());
        assertEquals("elo0 0, elo1 10, alpha 0.05, beta 0.05; bounds [-2.94, 2.94]", Sprt.parse("0,10").describe());
    }

    @Test
    void aTestWrittenWrongIsRefusedInOneLine() {
        String usage = "tournament: --sprt wants ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA (such as 0,10 or 0,10,0.05,0.05), not ";
        for (String text : List.of("10", "0,10,0.05", "a,b", "0,NaN", "0,Infinity", "0,1e3", "", "0,10,,")) {
            GamutException e = assertThrows(GamutException.class, () -> Sprt.parse(text), text);
            assertEquals(usage + "'" + text + "'", e.getMessage());
        }
        assertEquals("tournament: --sprt: ELO0 must be below ELO1, not 10 and 0",
                assertThrows(GamutException.class, () -> Sprt.parse("10,0")).getMessage());
        assertEquals("tournament: --sprt: ALPHA and BETA must be above 0 and add up to less than 1, not 0.5 and 0.5",
                assertThrows(GamutException.class, () -> Sprt.parse("0,10,0.5,0.5")).getMessage());
        assertEquals("tournament: --sprt: ELO0 and ELO1 must lie within -2000 to 2000, not 0 and 5000",
                assertThrows(GamutException.class, () -> Sprt.parse("0,5000")).getMessage());
    }

    @Test
    void ratingsThatFitEveryPairingExactly() {
        // 0 scores 0.75 against 1 (odds 3: 190.85 Elo), 1 the same against 2, and 0 scores 0.9 against 2
        // (odds 9: twice 190.85): ratings that explain every pairing exactly are the maximum.
        int[] threeQuarters = {0, 0, 2, 6, 2};
        Ratings r = Ratings.of(3, List.of(new Ratings.Pairs(0, 1, threeQuarters), new Ratings.Pairs(1, 2, threeQuarters),
                new Ratings.Pairs(0, 2, new int[] {0, 0, 0, 4, 6})));
        assertTrue(r.finite());
        assertEquals(0, r.elo(0));
        assertEquals(-190.848501887865, r.elo(1), 1e-6);
        assertEquals(-381.697003775730, r.elo(2), 1e-6);
        assertEquals(0, r.low(0));
        assertEquals(0, r.high(0));
        // the sandwich's standard errors, 41.0788 and 49.5774 Elo
        assertEquals(1.959963984540054 * 41.07884121, r.high(1) - r.elo(1), 1e-2);
        assertEquals(1.959963984540054 * 49.57735953, r.elo(2) - r.low(2), 1e-2);
    }

    @Test
    void ratingsOfAMadeUpTable() {
        Ratings r = Ratings.of(3, List.of(new Ratings.Pairs(0, 1, new int[] {1, 2, 3, 3, 1}),
                new Ratings.Pairs(0, 2, new int[] {0, 1, 2, 4, 3}), new Ratings.Pairs(1, 2, new int[] {2, 3, 2, 2, 1})));
        assertEquals(-82.849, r.elo(1), 1e-2);
        assertEquals(-94.681, r.elo(2), 1e-2);
        assertEquals(-192.378, r.low(1), 1e-2);
        assertEquals(26.679, r.high(1), 1e-2);
        assertEquals(-197.182, r.low(2), 1e-2);
        assertEquals(7.821, r.high(2), 1e-2);
    }

    @Test
    void withTwoPlayersTheRatingIsThePairingsElo() {
        int[] pairs = {1, 4, 10, 20, 5};
        Ratings r = Ratings.of(2, List.of(new Ratings.Pairs(0, 1, pairs)));
        Elo.Estimate e = Elo.pentanomial(pairs);
        assertEquals(-e.elo(), r.elo(1), 1e-9);
        // the pairs' variance of the mean score is (0.4225 + 4 * 0.16 + 10 * 0.0225 + 20 * 0.01 + 5 * 0.1225) / 40
        // = 0.0525; its standard error over 40 pairs, carried to Elo at the estimate, is 27.6638 Elo
        double c = Math.log(10) / 400;
        double error = Math.sqrt(0.0525 / 40) / (c * 0.65 * 0.35);
        assertEquals(27.6638459606645, error, 1e-9);
        assertEquals(1.959963984540054 * error, r.high(1) - r.elo(1), 1e-6);
    }

    @Test
    void noRatingsWhenAPlayerWonEveryGame() {
        int[] even = {0, 1, 2, 1, 0};
        assertFalse(Ratings.of(3, List.of(new Ratings.Pairs(0, 1, even), new Ratings.Pairs(0, 2, new int[] {0, 0, 0, 0, 3}),
                new Ratings.Pairs(1, 2, new int[] {0, 0, 0, 0, 3}))).finite());
        // a draw is half a point each way: then the ratings exist
        assertTrue(Ratings.of(3, List.of(new Ratings.Pairs(0, 1, even), new Ratings.Pairs(0, 2, new int[] {0, 0, 0, 1, 2}),
                new Ratings.Pairs(1, 2, new int[] {0, 0, 0, 0, 3}))).finite());
    }
}
