package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The repetition count of a line of play, under the many positions a search visits and takes back. */
class RepetitionTableTest {
    private static long key(int i) {
        return 0x9E3779B97F4A7C15L * (i + 1);
    }

    @Test
    void positionsTakenBackDoNotGrowTheTable() {
        RepetitionTable table = new RepetitionTable();
        table.increment(key(-1));
        table.increment(key(-1));
        // A search: a million positions visited one at a time and taken back.
        for (int i = 0; i < 1_000_000; i++) {
            assertEquals(1, table.increment(key(i)));
            table.decrement(key(i));
        }
        assertEquals(1024, table.slots());
        assertEquals(2, table.count(key(-1)));
        assertEquals(0, table.count(key(5)));
    }

    @Test
    void theLinesOwnPositionsAreKeptAsTheTableGrows() {
        RepetitionTable table = new RepetitionTable();
        for (int i = 0; i < 100_000; i++) {
            table.increment(key(i % 50_000));
        }
        for (int i = 0; i < 50_000; i++) {
            assertEquals(2, table.count(key(i)), "position " + i);
        }
        assertEquals(1 << 17, table.slots());
    }
}
