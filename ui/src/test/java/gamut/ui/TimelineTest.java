package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.LastMove;
import gamut.ui.controller.Timeline;
import gamut.ui.controller.UiHost;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The move list without a view: stepping through it, new lines kept, what a new game would discard, the end announced. */
class TimelineTest {
    private static final UiHost NOW = Runnable::run;

    private static GameController game(String name, String... players) {
        return new GameController(Games.load(name), List.of(players), 1, NOW, Runnable::run);
    }

    private static void play(GameController c, String... moves) {
        for (String m : moves) {
            Click click = c.choose(Notation.parse(c.state(), m));
            assertEquals(Click.Kind.MOVED, click.kind(), click.message());
        }
    }

    private static List<String> texts(GameController c) {
        return c.timeline().rows().stream().map(Timeline.Row::text).toList();
    }

    private static int cell(GameController c, String name) {
        return c.game().geometry().cell(name);
    }

    @Test
    void rowsShowPositionsAndTheBoardFollows() {
        GameController c = game("chess", "human", "human");
        play(c, "e2-e4", "e7-e5", "g1-f3");
        Timeline t = c.timeline();
        List<String> line = List.of("     start", "  1. white  e4", "  2. black  e5", "  3. white  Nf3");
        assertEquals(line, texts(c));
        assertEquals(3, t.shownRow());

        assertEquals(Click.Kind.MOVED, t.show(1).kind());
        assertEquals(1, c.state().depth());
        assertEquals("black", c.game().playerName(c.state().toMove()));
        assertEquals(List.of("e4"), c.moveNames());
        assertEquals("after move 1 of 3", c.status());
        assertEquals(line, texts(c), "the rest of the line stays listed");
        LastMove last = LastMove.of(c.state());
        assertEquals(cell(c, "e2"), last.from());
        assertEquals(cell(c, "e4"), last.to());

        t.step(1);
        assertEquals(2, t.shownRow());
        t.toStart();
        assertEquals(0, c.state().depth());
        assertEquals("the start", c.status());
        assertNull(LastMove.of(c.state()));
        t.step(-1);
        assertEquals(0, t.shownRow());
        t.toEnd();
        assertEquals(List.of("e4", "e5", "Nf3"), c.moveNames());
        assertFalse(c.canRedo());
    }

    @Test
    void aDifferentMoveStartsANewLineAndKeepsTheOld() {
        GameController c = game("chess", "human", "human");
        play(c, "e2-e4", "e7-e5", "g1-f3");
        c.timeline().show(1);
        play(c, "e7-e5");
        assertEquals(4, c.timeline().rows().size(), "the same move goes on along the line");
        assertTrue(c.canRedo());
        c.timeline().show(1);
        play(c, "d7-d5");
        assertEquals(List.of("     start", "  1. white  e4", "  2. black  d5",
                "   \u2500\u2500 another line from move 2 \u2500\u2500", "  2. black  e5", "  3. white  Nf3"), texts(c));
        assertFalse(c.canRedo());
        assertEquals("Discard the game in progress (2 moves and 1 other line)?", c.timeline().discardQuestion());

        // Its last row brings the old line back, the new one kept in its place.
        assertEquals(new Timeline.Row("  3. white  Nf3", 0, 3), c.timeline().rows().get(5));
        c.timeline().show(5);
        assertEquals(List.of("e4", "e5", "Nf3"), c.moveNames());
        assertEquals(List.of("     start", "  1. white  e4", "  2. black  e5", "  3. white  Nf3",
                "   \u2500\u2500 another line from move 2 \u2500\u2500", "  2. black  d5"), texts(c));

        // A new game leaves every line behind.
        c.newGame(c.game());
        assertEquals(List.of("     start"), texts(c));
        assertNull(c.timeline().discardQuestion());
    }

    @Test
    void onlyAGameUnderWayIsWorthAQuestion() {
        GameController c = game("tic-tac-toe", "human", "human");
        assertNull(c.timeline().discardQuestion());
        play(c, "a1");
        assertEquals("Discard the game in progress (1 move)?", c.timeline().discardQuestion());
        play(c, "b1", "a2", "b2", "a3");
        assertTrue(c.state().isOver());
        assertNull(c.timeline().discardQuestion(), "a finished game is not in progress");
        c.timeline().show(2);
        assertEquals("Discard the game in progress (5 moves)?", c.timeline().discardQuestion());
    }

    @Test
    void theEndIsAnnouncedOnceByTheMoveThatMakesIt() {
        List<String> said = new ArrayList<>();
        UiHost host = new UiHost() {
            @Override
            public void runOnUiThread(Runnable task) {
                task.run();
            }

            @Override
            public void gameOver(String text) {
                said.add(text);
            }
        };
        GameController c = new GameController(Games.load("tic-tac-toe"), List.of("human", "human"), 1, host, Runnable::run);
        play(c, "a1", "b1", "a2", "b2");
        assertEquals(List.of(), said);
        play(c, "a3");
        assertEquals(List.of("crosses wins\nby the rule 'three'\nafter 5 moves"), said);
        c.timeline().toStart();
        c.timeline().toEnd();
        assertEquals(1, said.size(), "showing the end again is not a new end");
        assertFalse(c.canStop());
    }

    @Test
    void computerPlayersWaitWhileAnEarlierPositionIsShown() {
        GameController c = game("chess", "human", "random");
        play(c, "e2-e4");
        assertEquals(2, c.moveNames().size(), "the random player replied");
        assertFalse(c.canStop());
        c.timeline().show(1);
        assertEquals(1, c.state().depth(), "black's reply is not made again over the line");
        assertTrue(c.isPaused());
        assertEquals("Turn 2: black to move - computer waits while you look back (End to return)", c.turnText());
        c.timeline().toEnd();
        assertFalse(c.isPaused());
        assertEquals(2, c.moveNames().size());
        assertEquals("Turn 3: white to move", c.turnText());
    }

    @Test
    void diceGamesStepThroughTheirRollsAsTheyFell() {
        GameController c = game("backgammon", "human", "human");
        SplittableRandom random = new SplittableRandom(5);
        MoveList legal = new MoveList();
        for (int i = 0; i < 12; i++) {
            c.state().generate(legal);
            c.choose(legal.get(random.nextInt(legal.size())));
        }
        List<String> names = c.moveNames();
        int[] dice = c.state().diceValues().clone();
        for (int row = c.timeline().shownRow(); row > 0; row--) {
            c.timeline().step(-1);
        }
        assertEquals(0, c.state().depth());
        for (int i = 0; i < names.size(); i++) {
            c.timeline().step(1);
        }
        assertEquals(names, c.moveNames());
        assertEquals(java.util.Arrays.toString(dice), java.util.Arrays.toString(c.state().diceValues()));
    }

    @Test
    void moveNowPlaysTheBestMoveSoFarWhereStopDropsIt() {
        List<Runnable> searches = new ArrayList<>();
        GameController c = new GameController(Games.load("chess"), List.of("human", "mcts:100000000"), 1, NOW, searches::add);
        play(c, "e2-e4");
        assertTrue(c.isThinking());
        assertTrue(c.canStop());
        c.moveNow();
        assertEquals("the computer plays its best move so far", c.status());
        searches.remove(0).run();
        assertEquals(2, c.moveNames().size());
        assertFalse(c.isThinking());
        assertTrue(c.status().startsWith("black (mcts:100000000) played "), c.status());

        c.undo();
        c.undo();
        play(c, "d2-d4");
        c.stop();
        searches.remove(0).run();
        assertEquals(List.of("d4"), c.moveNames(), "a stopped search's move is dropped");
        assertFalse(c.canStop());
        c.moveNow();
        assertEquals("no computer player is thinking", c.status());
    }
}
