package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The intervals of the design metrics: Student's t for means, and a bootstrap that a seed makes repeatable. */
class StatsTest {
    @Test
    void studentsTFromItsTableAndBeyond() {
        assertEquals(12.706205, Stats.t975(1), 1e-9);
        assertEquals(2.042272, Stats.t975(30), 1e-9);
        // Beyond the table, the expansion against published quantiles.
        assertEquals(2.039513, Stats.t975(31), 1e-6);
        assertEquals(1.983972, Stats.t975(100), 1e-6);
        assertEquals(1.962339, Stats.t975(1000), 1e-6);
    }

    @Test
    void theMeanWithItsTInterval() {
        double[] m = Stats.meanT(new double[] {1, 2, 3, 4});
        assertEquals(2.5, m[0], 1e-12);
        // sd 1.290994, standard error 0.645497, t(3) = 3.182446: half of 2.054260
        assertEquals(0.445740, m[1], 1e-6);
        assertEquals(4.554260, m[2], 1e-6);
        assertArrayEquals(new double[] {7, 7, 7}, Stats.meanT(new double[] {7}));
        assertArrayEquals(new double[] {3, 3, 3}, Stats.meanT(new double[] {3, 3, 3}));
        assertEquals(3, Arrays.stream(Stats.meanT(new double[0])).filter(Double::isNaN).count());
    }

    @Test
    void theBootstrapIsTheSameEveryTimeAndHoldsTheValue() {
        double[] values = {0, 1, 1, 0, 1, 1, 1, 0, 1, 1};
        double[] a = Stats.bootstrap(values.length, pick -> Arrays.stream(pick).mapToDouble(i -> values[i]).average()
                .orElseThrow());
        double[] b = Stats.bootstrap(values.length, pick -> Arrays.stream(pick).mapToDouble(i -> values[i]).average()
                .orElseThrow());
        assertArrayEquals(a, b);
        assertEquals(0.7, a[0], 1e-12);
        assertEquals(true, a[1] < 0.7 && a[2] > 0.7 && a[1] >= 0.3 && a[2] <= 1, Arrays.toString(a));
    }
}
