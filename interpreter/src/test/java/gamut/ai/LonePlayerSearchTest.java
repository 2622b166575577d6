package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The searches tell a lone player's win from a draw and a loss: a win 1, a draw 0.5, a loss 0. On
 * the walk of the test fixtures two steps east win and the move limit draws; had a draw been worth
 * as much as a win (an even share of one), the search would wander. Seeds are fixed, nothing is timed.
 */
class LonePlayerSearchTest {
    private static final Game WALK = Kernel.game(Games.loadOnePlayer("walk.gamut"));
    private static final Game JUMPS = Kernel.game(Games.loadOnePlayer("jumps.gamut"));

    /** Plays one game with the player the spec gives, seeded; the moves and how it ended. */
    private static String play(Game game, String spec, long seed) {
        State state = game.newState();
        Player player = Player.parse(spec, seed, game);
        List<String> moves = new ArrayList<>();
        while (!state.isOver()) {
            int move = player.choose(state);
            moves.add(Notation.format(state, move));
            state.make(move);
        }
        return String.join(" ", moves) + ": " + game.describe(state.result());
    }

    @Test
    void treeSearchWinsTheWalkInEveryGame() {
        for (long seed = 1; seed <= 8; seed++) {
            assertEquals("c1-d1 d1-e1: solo wins (arrived)", play(WALK, "mcts:1000", seed), "seed " + seed);
        }
    }

    @Test
    void alphaBetaWinsTheWalkInEveryGame() {
        for (long seed = 1; seed <= 4; seed++) {
            assertEquals("c1-d1 d1-e1: solo wins (arrived)", play(WALK, "ab:3", seed), "seed " + seed);
        }
    }

    @Test
    void treeSearchSolvesTheJumps() {
        for (long seed = 1; seed <= 3; seed++) {
            String played = play(JUMPS, "mcts:1000", seed);
            assertEquals(true, played.endsWith(": solo wins 1 point (solved)"), played);
        }
    }

    @Test
    void alphaBetaFollowsNoCapturesPastTheHorizonOfALonePlayer() {
        // Every jump captures, and no one answers: a quiescence search would search every line.
        AlphaBeta search = new AlphaBeta(1, 0, null, 10).seeded(1);
        State state = JUMPS.newState();
        search.choose(state, null, () -> false);
        assertEquals(1 + new gamut.engine.Perft(state).count(1), search.nodes(), "the root and each of its moves once");
    }

    @Test
    void aPlayoutRewardsALonePlayersWinDrawAndLossApart() {
        double[] reward = new double[1];
        List<Double> seen = new ArrayList<>();
        for (int winner : new int[] {0, Result.DRAW, Result.LOSS}) {
            Playouts.rewards(new Result(winner, new double[1], "x"), reward);
            seen.add(reward[0]);
        }
        assertEquals(List.of(1.0, 0.5, 0.0), seen);
        double[] two = new double[2];
        Playouts.rewards(new Result(Result.DRAW, new double[2], "x"), two);
        assertEquals(List.of(0.5, 0.5), List.of(two[0], two[1]));
    }

    @Test
    void anEvenPositionIsWorthADrawToALonePlayer() {
        assertEquals(List.of(0.5, 0.5, 1.0 / 3), List.of(RootMoves.expected(0, 1), RootMoves.expected(0, 2),
                RootMoves.expected(0, 3)));
    }

    @Test
    void aSearchBeforeAnyMoveIsTriedValuesThePositionAsADraw() {
        Rules walk = Games.loadOnePlayer("walk.gamut");
        assertEquals(0.5, Analyses.of(List.of(), 0, walk.players()).value());
    }
}
