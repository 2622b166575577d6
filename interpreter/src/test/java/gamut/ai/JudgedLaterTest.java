package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.State;
import gamut.engine.UnjudgedMoves;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Moves judged as the search comes to them ({@link MoveOrder#nextAllowed}) come in the order the
 * search would take them from the list of legal moves alone, ties included: the same searches.
 */
class JudgedLaterTest {
    /** Kiwipete, with pins and checks about; a king in check with most of its moves illegal. */
    private static final String[] POSITIONS = {
        "fen:r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "fen:r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "fen:4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
    };

    @Test
    void theAllowedMovesComeInTheOrderOfTheLegalList() {
        for (String position : POSITIONS) {
            State s = Games.position(Games.load("chess.gamut"), position);
            for (int seed = 0; seed < 20; seed++) {
                assertEquals(order(s, seed, false, Integer.MIN_VALUE), order(s, seed, true, Integer.MIN_VALUE), position + " seed " + seed);
                assertEquals(order(s, seed, false, 2), order(s, seed, true, 2), "scored 2 and more, " + position + " seed " + seed);
            }
        }
    }

    @Test
    void aListWithoutAnAllowedMoveGivesNone() {
        // Black in check from the queen, the king's every move covered: all of them unjudged, none allowed.
        State s = Games.position(Games.load("chess.gamut"), "fen:7k/6Q1/5K2/8/8/8/8/8 b - - 0 1");
        MoveList unjudged = new MoveList();
        UnjudgedMoves.generate(s, unjudged);
        assertTrue(unjudged.size() > 0);
        MoveOrder order = new MoveOrder();
        int[] scores = order.score(s, Heuristics.of(s.game()), unjudged, 0, 0, false);
        assertFalse(order.nextAllowed(s, unjudged, scores, 0, 0, Integer.MIN_VALUE));
        assertEquals(0, unjudged.size());
    }

    /**
     * The moves in the order taken, each scored by a draw from the seed among four values (ties
     * many), those scored below {@code least} never taken: from the legal list by {@code next}, or
     * from the unjudged list by {@code nextAllowed}.
     */
    private static List<Integer> order(State s, int seed, boolean later, int least) {
        MoveList moves = new MoveList();
        if (later) {
            UnjudgedMoves.generate(s, moves);
        } else {
            s.generate(moves);
        }
        MoveOrder order = new MoveOrder();
        int[] scores = order.score(s, Heuristics.of(s.game()), moves, 0, 0, false);
        for (int i = 0; i < moves.size(); i++) {
            scores[i] = new SplittableRandom(seed * 100_003L + moves.get(i)).nextInt(4);
        }
        List<Integer> taken = new ArrayList<>();
        for (int i = 0; ; i++) {
            if (later) {
                if (!order.nextAllowed(s, moves, scores, 0, i, least)) {
                    break;
                }
            } else {
                if (i >= moves.size()) {
                    break;
                }
                MoveOrder.next(moves, scores, i);
                if (scores[i] < least) {
                    break;
                }
            }
            taken.add(moves.get(i));
        }
        return taken;
    }
}
