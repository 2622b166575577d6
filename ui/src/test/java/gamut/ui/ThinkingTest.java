package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.Analysis;
import gamut.ui.controller.GameController;
import gamut.ui.controller.Thinking;
import gamut.ui.controller.UiHost;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/** The Thinking panel's model: the computer player's analyses reach it on the view's thread, in the game's notation. */
class ThinkingTest {
    /** Runs everything at once on the calling thread. */
    private static final UiHost NOW = Runnable::run;

    private static String show(Thinking t) {
        return t.who() + ": " + t.searched() + " | " + t.expected() + " | " + t.rows().subList(0, Math.min(3, t.rows().size())) + " | " + t.line();
    }

    @Test
    void theComputersFiguresReachTheModelAndStayAfterItsMove() {
        GameController c = new GameController(Games.load("tic-tac-toe"), List.of("human", "easy"), 1, NOW, Runnable::run);
        Thinking t = c.thinking();
        assertEquals("", t.who(), "no search yet");
        assertEquals("", t.searched());
        assertTrue(t.rows().isEmpty());
        int before = t.updates();
        c.clickReserve(0, 0);
        c.clickCell(c.game().geometry().cell("b2"));
        assertEquals(2, c.moveNames().size(), "the computer replied");
        assertTrue(t.updates() > before, "the model heard of the search");
        Analysis a = t.analysis().orElseThrow();
        assertEquals(1, a.player(), "noughts searched");
        assertEquals(a.iterations(), t.rows().stream().mapToInt(Thinking.Row::visits).sum());
        assertEquals(8, t.rows().size(), "every empty cell");
        assertEquals(c.moveNames().get(1), t.rows().get(0).move(), "the move played is the most visited");
        assertEquals("noughts (easy (mcts:200)): 200 iterations | crosses 64%"
                + " | [Row[move=c1, visits=35, value=36%], Row[move=c3, visits=33, value=35%],"
                + " Row[move=a2, visits=29, value=31%]] | c1 a1 b3 b1", show(t));
    }

    @Test
    void analysesComeThroughTheViewsThreadOnly() {
        List<Runnable> posted = new ArrayList<>();
        UiHost later = posted::add;
        List<Runnable> searches = new ArrayList<>();
        Executor background = searches::add;
        GameController c = new GameController(Games.load("tic-tac-toe"), List.of("medium", "human"), 1, later, background);
        Thinking t = c.thinking();
        assertTrue(c.isThinking());
        assertEquals("crosses (medium (mcts:2000))", t.who());
        assertEquals("searching", t.searched());
        searches.remove(0).run();
        assertTrue(t.rows().isEmpty(), "nothing reaches the model off the view's thread");
        int before = t.updates();
        posted.forEach(Runnable::run);
        assertTrue(t.updates() > before);
        // The iteration budget stopped early: b2's lead could no longer be caught.
        assertEquals("crosses (medium (mcts:2000)): 1,856 iterations | crosses 76%"
                + " | [Row[move=b2, visits=418, value=76%], Row[move=a1, visits=268, value=71%],"
                + " Row[move=a3, visits=250, value=70%]] | b2 c3 a3 c2 c1", show(t));
        assertEquals(List.of("b2"), c.moveNames());
    }

    @Test
    void aNewGameClearsTheFigures() {
        GameController c = new GameController(Games.load("tic-tac-toe"), List.of("easy", "human"), 1, NOW, Runnable::run);
        assertTrue(!c.thinking().rows().isEmpty());
        c.setPlayer(0, "human");
        assertEquals("200 iterations", c.thinking().searched(), "kept after the move");
        c.newGame(c.game());
        assertEquals("", c.thinking().who(), "the position they were about is gone");
        assertTrue(c.thinking().rows().isEmpty());
    }
}
