package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the rungs of a ladder say together of a difference between two rule sets. */
class LadderTest {
    private static String verdict(double[]... rungs) {
        return Ladder.verdict(List.of(rungs));
    }

    @Test
    void theVerdictOfTheRungs() {
        assertEquals("same sign at every rung", verdict(new double[] {5, 1, 9}, new double[] {7, 2, 12}));
        assertEquals("same sign, size changes", verdict(new double[] {-5, -8, -2}, new double[] {-30, -40, -20}));
        assertEquals("sign changes", verdict(new double[] {5, 1, 9}, new double[] {-6, -10, -1}));
        assertEquals("told from 0 at 1 of 3 rungs",
                verdict(new double[] {5, 1, 9}, new double[] {2, -3, 7}, new double[] {1, -4, 6}));
        assertEquals("no rung tells it from 0", verdict(new double[] {-1.7, -19.1, 15.8}));
        assertEquals("-", verdict(new double[] {Double.NaN, Double.NaN, Double.NaN}));
    }
}
