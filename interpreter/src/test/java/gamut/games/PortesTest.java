package gamut.games;

import static gamut.games.BackgammonPositions.BLACK;
import static gamut.games.BackgammonPositions.START;
import static gamut.games.BackgammonPositions.START_OPP;
import static gamut.games.BackgammonPositions.WHITE;
import static gamut.games.BackgammonPositions.board;
import static gamut.games.BackgammonPositions.finals;
import static gamut.games.BackgammonPositions.rolled;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * games/portes.gamut moves as backgammon does, so {@link BackgammonReference} holds it too; it
 * differs in the worth of a win (no backgammon: at most 2 points) and in its opening (the winner
 * of the opening roll rolls again).
 */
class PortesTest {
    static Rules rules() {
        return Games.load("portes.gamut");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void everyRollFromTheStartPlaysAsInBackgammon(int mover) {
        Rules rules = rules();
        BackgammonReference.Board start = board(START, START_OPP, 0, 0, 0, 0);
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= a; b++) {
                assertEquals(BackgammonTest.OPENING_COUNTS[a - 1][b - 1],
                        finals(rolled(rules, mover, start, a, b)).size(), a + "-" + b);
                assertEquals(BackgammonReference.finals(start, a, b), finals(rolled(rules, mover, start, a, b)));
            }
        }
    }

    /** What backgammon scores 3 (the loser on the bar, nothing off) Portes scores 2, as a gammon. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void aBackgammonCountsAsAGammon(int mover) {
        BackgammonReference.Board last = board("1:1", "13:14", 0, 1, 14, 0);
        State portes = rolled(rules(), mover, last, 3, 1);
        State backgammon = rolled(BackgammonPositions.rules(), mover, last, 3, 1);
        MoveList moves = new MoveList();
        for (State s : new State[] {portes, backgammon}) {
            s.generate(moves);
            s.make(moves.get(0));
            assertTrue(s.isOver(), PositionFormat.format(s));
        }
        assertEquals("gammon", portes.result().end());
        assertEquals(2, portes.result().scores()[mover]);
        assertEquals("backgammon", backgammon.result().end());
        assertEquals(3, backgammon.result().scores()[mover]);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {2_000})
    void positionsOfRandomGamesAgreeWithTheReference(int rolls) {
        Rules rules = rules();
        MoveList moves = new MoveList();
        int compared = 0;
        for (long seed = 1; compared < rolls; seed++) {
            State s = Kernel.start(rules);
            SplittableRandom random = new SplittableRandom(seed * 104_729);
            while (!s.isOver() && compared < rolls) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(random));
                    if (!s.isChance() && s.diceUsed() == 0) {
                        int[] dice = s.diceValues();
                        assertEquals(BackgammonPositions.reference(s, dice[0], dice[1]), finals(s),
                                "seed " + seed + " roll " + dice[0] + "-" + dice[1] + "\n" + PositionFormat.format(s));
                        compared++;
                    }
                    continue;
                }
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertEquals(rolls, compared);
    }
}
