package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The origin number's piece index without a division must be the division's, on every board it is used for. */
class RandomMovesQuotientTest {
    @Test
    void theReciprocalDividesExactlyForEveryOriginOfABoard() {
        for (int rays = 1; rays <= 64; rays++) {
            for (int cells : new int[] {1, 7, 64, 91, 361, 10_000}) {
                long reciprocal = RandomMoves.reciprocal(rays, cells);
                for (int number = 0; number < cells * rays; number++) {
                    assertEquals(number / rays, RandomMoves.quotient(number, reciprocal, rays), rays + " rays, origin " + number);
                }
            }
        }
    }

    @Test
    void aBoardTooLargeForTheReciprocalDivides() {
        assertEquals(0, RandomMoves.reciprocal(64, 1 << 20));
        assertEquals(1_000_000 / 64, RandomMoves.quotient(1_000_000, 0, 64));
        // The largest board that keeps it, at its last origin.
        int cells = (int) (((1L << 32) - 1) / (64 * 64));
        long reciprocal = RandomMoves.reciprocal(64, cells);
        int last = cells * 64 - 1;
        assertEquals(last / 64, RandomMoves.quotient(last, reciprocal, 64));
    }
}
