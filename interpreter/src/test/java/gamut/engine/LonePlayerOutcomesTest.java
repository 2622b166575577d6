package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import gamut.api.FileTests;
import gamut.api.Gamut;
import gamut.core.Result;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game of one player: its loss is a loss (no player wins, and the score stays the player's), a
 * draw is neither a win nor a loss, and a win is a win. The games are the test fixtures of
 * interpreter/src/test/resources/one-player: pegs that jump on a board of 4 by 3, and a walk.
 */
class LonePlayerOutcomesTest {
    private static final Rules JUMPS = Games.loadOnePlayer("jumps.gamut");
    private static final Rules WALK = Games.loadOnePlayer("walk.gamut");

    @Test
    void aPlayerLeftWithoutAMoveLosesScoringThePegsLeft() {
        State state = Games.start(JUMPS);
        Games.play(state, "c1xa1", "b3xb1", "c3xc1");
        Result r = state.result();
        assertEquals(Result.LOSS, r.winner());
        assertEquals(List.of(true, false, false), List.of(r.isLoss(), r.isDraw(), r.hasWinner()));
        assertArrayEquals(new double[] {8}, r.scores());
        assertEquals(8, r.points());
        assertEquals(0.0, r.value(0));
        Game game = state.game();
        assertEquals("solo loses", game.outcome(r));
        assertEquals("solo loses with 8 points (no_moves)", game.describe(r));
    }

    @Test
    void onePegLeftWins() {
        State state = Games.start(JUMPS);
        Games.play(state, "c1xa1", "b3xb1", "a1xc1", "d1xb1", "d2xb2", "a2xc2", "d3xb3", "a3xc3", "c3xc1", "b1xd1");
        Result r = state.result();
        assertEquals(0, r.winner());
        assertEquals(1, r.points());
        assertEquals(1.0, r.value(0));
        assertEquals("solo wins 1 point (solved)", state.game().describe(r));
    }

    @Test
    void theMoveLimitDrawsAndADrawIsHalfAWin() {
        State state = Games.start(WALK);
        Games.play(state, "c1-b1", "b1-a1", "a1-b1", "b1-a1", "a1-b1", "b1-a1");
        Result r = state.result();
        assertEquals(Result.DRAW, r.winner());
        assertEquals(0.5, r.value(0));
        assertEquals("draw (limit)", state.game().describe(r));
        State won = Games.start(WALK);
        Games.play(won, "c1-d1", "d1-e1");
        assertEquals("solo wins (arrived)", won.game().describe(won.result()));
    }

    @Test
    void aDrawIsAnEvenShareForTwoPlayersOrMoreAndAHalfForOne() {
        assertEquals(List.of(0.5, 0.5, 1.0 / 3), List.of(Result.drawn(1), Result.drawn(2), Result.drawn(3)));
        Result won = new Result(1, new double[2], "x");
        assertEquals(List.of(0.0, 1.0), List.of(won.value(0), won.value(1)));
        assertEquals(0, new Result(Result.DRAW, new double[] {0, 0}, "x").points());
    }

    /** Lines of play counted by a program of the test's own: the board as 12 bits, a peg a bit. */
    @Test
    void perftAgreesWithACountOfItsOwn() {
        Perft perft = new Perft(Games.start(JUMPS));
        for (int d = 1; d <= 10; d++) {
            assertEquals(reference(0b1111_1111_1110, d), perft.count(d), "perft(" + d + ")");
        }
        assertEquals(List.of(2L, 4L, 13L, 32L, 103L, 336L, 704L, 716L, 618L, 852L),
                List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10).stream().map(d -> reference(0b1111_1111_1110, d)).toList());
    }

    private static long reference(int pegs, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (Integer.bitCount(pegs) == 1) {
            return 0; // solved: the game is over
        }
        long n = 0;
        for (int cell = 0; cell < 12; cell++) {
            int x = cell % 4;
            int y = cell / 4;
            for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                int tx = x + 2 * d[0];
                int ty = y + 2 * d[1];
                int over = cell + d[0] + 4 * d[1];
                int to = tx + 4 * ty;
                if (tx >= 0 && tx < 4 && ty >= 0 && ty < 3 && (pegs >> cell & 1) == 1 && (pegs >> over & 1) == 1
                        && (pegs >> to & 1) == 0) {
                    n += reference(pegs & ~(1 << cell) & ~(1 << over) | 1 << to, depth - 1);
                }
            }
        }
        return n;
    }

    @Test
    void theFixturesOwnTestsHold() throws Exception {
        for (String name : List.of("jumps.gamut", "walk.gamut", "reserve.gamut")) {
            FileTests.Report report = FileTests.run(name, Files.readString(Games.onePlayer(name)));
            assertEquals(List.of(), report.failures().stream().map(FileTests.Failure::format).toList(), name);
        }
    }

    @Test
    void endRulesOfMoverAndOfTheLonePlayerLoseAlike() {
        String text = """
                game "Lose" {
                    players solo
                    board grid 3 by 1
                    directions { e = (1, 0) }
                    pieces { p }
                    setup { solo: a1 }
                    moves p { step e verify empty move }
                    end far: count_in(solo, edge) == 1 => mover loses by 3
                    zone edge = c1
                }
                """;
        State state = Gamut.load("lose.gamut", text, List.of()).newState();
        Games.play(state, "a1-b1");
        assertNull(state.result());
        Games.play(state, "b1-c1");
        assertEquals("solo loses with 3 points (far)", state.game().describe(state.result()));
    }

    @Test
    void aScoreOnlyWhereNoMoveIsLeftIsShownForALonePlayer() throws Exception {
        String text = Files.readString(Games.onePlayer("jumps.gamut")).replace("=> solo wins by 1", "=> solo wins");
        Game game = Gamut.load("jumps.gamut", text, List.of());
        State state = game.newState();
        Games.play(state, "c1xa1", "b3xb1", "c3xc1");
        assertEquals(true, game.keepsScore());
        assertEquals("solo loses with 8 points (no_moves)", game.describe(state.result()));
    }

    @Test
    void theHighestTallyOfALonePlayerWinsByTheTallyItself() {
        String text = """
                game "Count" {
                    players solo
                    board grid 3 by 1
                    pieces { p }
                    setup { reserve solo: p 2 }
                    drops p { for c in cells where empty { drop } }
                    end full: count(solo) == 2 => highest count wins by margin
                }
                """;
        State state = Gamut.load("count.gamut", text, List.of()).newState();
        Games.play(state, "P@a1", "P@b1");
        assertEquals("solo wins 2 points (full)", state.game().describe(state.result()));
    }
}
