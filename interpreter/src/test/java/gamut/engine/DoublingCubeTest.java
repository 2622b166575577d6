package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The doubling cube ('doubling cube to N', docs/language.md section 3) on games/backgammon.gamut
 * with -v cube=on: who may double and when, taking and dropping, what a win is then worth, the
 * cube in positions, make and unmake, and what the checker refuses.
 */
class DoublingCubeTest {
    static Game cube() {
        return new Game(Games.load("backgammon.gamut", "cube=on"));
    }

    /** White to move in the middle of a game, before the roll. */
    static final String MIDDLE = "white: 24*2, 13*5, 8*3, 6*5; black: 1*2, 12*5, 17*3, 19*5; turn: white";

    @Test
    void eachDecisionIsAPly() {
        // The opening roll comes first, without a cube decision; then each turn may start with one.
        Perft plain = new Perft(new Game(Games.load("backgammon.gamut")).newState());
        Perft doubling = new Perft(cube().newState());
        assertEquals(758, plain.count(2));
        assertEquals(758, doubling.count(2));
        assertEquals(92_760, plain.count(3));
        assertEquals(2 * 758, doubling.count(3), "double or not");
        assertEquals(92_760 + 2 * 758, doubling.count(4), "no double then the roll's plays; a double then take or drop");
    }

    @Test
    void aDoubleTakenDoublesTheCubeAndGivesItToTheTaker() {
        State s = cube().position(MIDDLE);
        assertFalse(s.isChance(), "white may double before rolling");
        assertEquals(List.of("double", "no double"), Games.moveList(s));
        Games.play(s, "double");
        assertEquals(1, s.decider(), "black answers");
        assertEquals(List.of("take", "drop"), Games.moveList(s));
        Games.play(s, "take");
        assertTrue(s.isChance(), "white rolls");
        assertTrue(PositionFormat.format(s).endsWith("\ncube: 2 black"), PositionFormat.format(s));
        s.setRoll(new int[] {6, 5});
        Games.play(s, "24-18", "18-13");
        // Black holds the cube: black may double, white (next) may not.
        assertEquals(List.of("double", "no double"), Games.moveList(s));
        Games.play(s, "no double");
        assertTrue(s.isChance());
        s.setRoll(new int[] {2, 1});
        Games.play(s, Games.moveList(s).get(0));
        Games.play(s, Games.moveList(s).get(0));
        assertEquals(0, s.toMove());
        assertTrue(s.isChance(), "white does not hold the cube");
    }

    @Test
    void aDoubleDroppedEndsTheGameForWhatItWasWorth() {
        State s = cube().position(MIDDLE + "; cube: 2 white");
        Games.play(s, "double", "drop");
        assertTrue(s.isOver());
        assertEquals(0, s.result().winner());
        assertEquals("drop", s.result().end());
        assertArrayEquals(new double[] {2, 0}, s.result().scores());
        assertEquals("white wins 2 points (drop)", s.game().describe(s.result()));
    }

    @Test
    void aWinIsWorthItsPointsTimesTheCube() {
        State s = cube().position("white: 1; black: 13*15; exited white: 14; cube: 4 black; turn: white");
        assertTrue(s.isChance(), "black holds the cube");
        s.setRoll(new int[] {3, 1});
        Games.play(s, Games.moveList(s).get(0));
        assertEquals("gammon", s.result().end());
        assertArrayEquals(new double[] {8, 0}, s.result().scores());
    }

    @Test
    void theCubeStopsAtItsHighestFace() {
        State s = cube().position(MIDDLE + "; cube: 64 white");
        assertTrue(s.isChance());
        assertTrue(cube().newState().isChance(), "no cube before the opening roll");
    }

    @Test
    void makeAndUnmakeRestoreTheCube() {
        State s = cube().position(MIDDLE);
        String before = PositionFormat.format(s);
        long hash = s.hash();
        Games.play(s, "double");
        long offered = s.hash();
        Games.play(s, "take");
        assertFalse(offered == hash || offered == s.hash(), "an offer and a taken double are positions of their own");
        s.unmake();
        s.unmake();
        assertEquals(before, PositionFormat.format(s));
        assertEquals(hash, s.hash());
        assertEquals(List.of("double", "no double"), Games.moveList(s));
    }

    @Test
    void positionsRefuseACubeThatCannotBe() {
        assertEquals("position: the cube is a power of two from 1 to 64 and the player who holds it, as in"
                + " 'cube: 2 black', not 'cube: 3'",
                assertThrows(GamutException.class, () -> cube().position(MIDDLE + "; cube: 3")).getMessage());
        assertEquals("position: 'cube: 2' gives a doubling cube, but this game has none",
                assertThrows(GamutException.class,
                        () -> new Game(Games.load("backgammon.gamut")).position(MIDDLE + "; cube: 2")).getMessage());
    }

    @Test
    void theCheckerAsksForDiceAndPoints() {
        assertEquals(List.of("9:5: 'doubling cube' needs dice: the cube is offered before a roll"),
                TestGames.check(TestGames.tinyWithLinesAfter(8, "    doubling cube")));
        assertEquals(List.of("9:5: 'doubling cube' doubles what a win is worth: give the end rules their points"
                        + " ('mover wins by 2')"),
                TestGames.check(TestGames.tinyWithLinesAfter(8, "    doubling cube", "    dice 2 of 6")));
    }
}
