package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The tree search's options: proofs, MAST playouts and playouts cut short and scored by the evaluation. */
class GuidedSearchTest {
    @Test
    void theOptionsAreWrittenAfterTheBudget() {
        assertEquals("mcts:100+solver+mast+cut=8", Player.parse("mcts:100+solver+mast+cut=8", 1).describe());
        assertEquals("mcts:1000+mast", Player.parse("mcts+mast", 1).describe());
        assertEquals("mcts:2s:2+cut=20", Player.parse("mcts:2s:2+cut=20", 1).describe());
        assertEquals("player 'mcts:100+fast': unknown option 'fast': use +solver, +mast, +cut=PLIES, +rave",
                assertThrows(GamutException.class, () -> Player.parse("mcts:100+fast", 1)).getMessage());
        assertEquals("player 'mcts:100+cut=0': at least 1 ply",
                assertThrows(GamutException.class, () -> Player.parse("mcts:100+cut=0", 1)).getMessage());
        assertEquals("player 'mcts:100+cut=10001': a cut of at most 10000 plies, not 10001",
                assertThrows(GamutException.class, () -> Player.parse("mcts:100+cut=10001", 1)).getMessage());
    }

    @Test
    void plainOptionsLeaveTheSearchAsItWas() {
        State a = Games.start(Games.load("lines-of-action.gamut"));
        State b = Games.start(Games.load("lines-of-action.gamut"));
        Player plain = Player.parse("mcts:300", 7);
        Player same = new SearchPlayer(300, 0, 1, 7, gamut.core.PlayerSpec.TreeOptions.PLAIN, "plain");
        for (int ply = 0; ply < 6; ply++) {
            int move = plain.choose(a);
            assertEquals(move, same.choose(b));
            a.make(move);
            b.make(move);
        }
    }

    @Test
    void aMateInOneIsFoundByPlayoutsCutAndScored() {
        State s = Games.position(Games.load("chess.gamut"), "fen:6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        Mcts search = new Mcts(400, 1).solving(true).guided(true, 6);
        assertEquals("Ra8#", Notation.format(s, search.choose(s)));
        assertEquals(Analysis.PROVEN_WIN, search.analysis().orElseThrow().proof());
    }

    @Test
    void guidedPlayoutsPlayGamesOfDiceAndOfTurnsInParts() {
        for (String game : new String[] {"backgammon.gamut", "run-knizia.gamut"}) {
            State s = Games.start(Games.load(game));
            SplittableRandom dice = new SplittableRandom(3);
            Player player = Player.parse("mcts:60+mast+cut=10", 3);
            for (int ply = 0; ply < 12 && !s.isOver(); ply++) {
                if (s.isChance()) {
                    s.make(s.randomOutcome(dice));
                } else {
                    s.make(player.choose(s));
                }
            }
            assertEquals(false, s.isOver(), game);
        }
    }

    @Test
    void playoutsCutShortAreScoredByTheEvaluationGiven() {
        // An evaluation that sees nothing but whether the player holds the corner a1: a search whose
        // playouts stop after one decision takes the corner, and asks the evaluation once a tree.
        State s = Games.start(Games.load("tic-tac-toe.gamut"));
        int a1 = s.game().geometry().cell("a1");
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        Mcts search = new Mcts(200, 1, 2).guided(false, 1).evaluation(game -> {
            made.incrementAndGet();
            return (state, player) -> Kernel.board(state).owner[a1] == player ? 400 : Kernel.board(state).owner[a1] < 0 ? 0 : -400;
        });
        assertEquals(a1, s.game().to(search.choose(s)));
        assertEquals(2, made.get(), "one evaluator for each of the two trees");
    }
}
