package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.testing.Games;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plays of a roll weighed only as far as play asks give what weighing them all gives: a
 * random sub-move drawn weighing only the sub-moves drawn is legal and as likely as any other,
 * and whether a turn goes on is judged the same.
 */
class DiceShortcutsTest {
    @ParameterizedTest
    @ValueSource(strings = {"run-fevga.gamut", "backgammon.gamut", "plakoto.gamut", "portes.gamut"})
    void aGamePlayedByDrawsStaysInStepWithOneThatWeighsEveryPlay(String file) {
        var rules = Games.load(file);
        State drawn = Games.start(rules);
        State weighed = Games.start(rules);
        MoveList legal = new MoveList();
        MoveList scratch = new MoveList();
        SplittableRandom random = new SplittableRandom(7);
        int moves = 0;
        for (int game = 0; game < 6; game++) {
            drawn.reset();
            weighed.reset();
            while (!drawn.isOver()) {
                int move = drawn.isChance() ? drawn.randomOutcome(random) : drawn.randomMove(scratch, random);
                if (!weighed.isChance()) {
                    weighed.generate(legal);
                    assertTrue(java.util.Arrays.stream(legal.toArray()).anyMatch(m -> m == move), file + ": " + move + " is not legal at ply " + weighed.ply());
                    moves++;
                }
                drawn.make(move);
                weighed.make(move);
                assertEquals(weighed.toMove(), drawn.toMove(), file + " at ply " + weighed.ply());
                assertEquals(weighed.isOver(), drawn.isOver(), file + " at ply " + weighed.ply());
            }
        }
        assertTrue(moves > 500, file + ": " + moves + " moves");
    }

    @ParameterizedTest
    @ValueSource(strings = {"run-fevga.gamut", "backgammon.gamut"})
    void everyLegalSubMoveIsAsLikely(String file) {
        State s = Games.start(Games.load(file));
        SplittableRandom random = new SplittableRandom(3);
        MoveList legal = new MoveList();
        MoveList scratch = new MoveList();
        int positions = 0;
        // The positions after a few random turns, each with a table fresh from its roll.
        for (int ply = 0; positions < 4 && !s.isOver(); ply++) {
            if (s.isChance()) {
                s.make(s.randomOutcome(random));
                continue;
            }
            if (ply > 8 && s.diceUsed() == 0) {
                Map<Integer, Integer> seen = new HashMap<>();
                int each = 2_000;
                State copy = s.copy();
                copy.generate(legal);
                for (int i = 0; i < each * legal.size(); i++) {
                    seen.merge(s.randomMove(scratch, random), 1, Integer::sum);
                }
                assertEquals(legal.size(), seen.size(), file + " at ply " + s.ply());
                for (int i = 0; i < legal.size(); i++) {
                    int count = seen.getOrDefault(legal.get(i), 0);
                    // About 44 standard deviations each side; 5 of them.
                    assertTrue(Math.abs(count - each) < 220, file + ": " + legal.get(i) + " drawn " + count + " times");
                }
                positions++;
            }
            s.make(s.randomMove(scratch, random));
        }
        assertEquals(4, positions);
    }
}
