package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.UiHost;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The controller without any view: clicks, refusals, undo and redo, drops, exits, passes, dice, computer players. */
class GameControllerTest {
    /** Runs everything at once on the calling thread. */
    private static final UiHost NOW = Runnable::run;

    private static GameController game(String name, String... players) {
        return new GameController(Games.load(name), List.of(players), 1, NOW, Runnable::run);
    }

    private static int cell(GameController c, String name) {
        return c.game().geometry().cell(name);
    }

    private static void assertUnchanged(GameController c, int depth, int selected, Click click) {
        assertTrue(click.refused(), "should be refused: " + click);
        assertFalse(click.message().isBlank());
        assertEquals(depth, c.state().depth());
        assertEquals(selected, c.selectedCell());
        assertEquals(click.message(), c.status());
    }

    @Test
    void selectThenMove() {
        GameController c = game("lines-of-action", "human", "human");
        Click select = c.clickCell(cell(c, "b1"));
        assertEquals(Click.Kind.SELECTED, select.kind());
        assertEquals(cell(c, "b1"), c.selectedCell());
        int[] targets = c.targets();
        Arrays.sort(targets);
        int[] expected = {cell(c, "b3"), cell(c, "d3"), cell(c, "h1")};
        Arrays.sort(expected);
        assertArrayEquals(expected, targets);
        Click move = c.clickCell(cell(c, "d3"));
        assertEquals(Click.Kind.MOVED, move.kind());
        assertEquals(List.of("b1-d3"), c.moveNames());
        assertEquals(-1, c.selectedCell());
        assertEquals(1, c.state().toMove());
        assertTrue(c.turnText().startsWith("Turn 2: white to move"), c.turnText());
    }

    @Test
    void refusedClicksSayWhyAndChangeNothing() {
        GameController c = game("lines-of-action", "human", "human");
        assertUnchanged(c, 0, -1, c.clickCell(cell(c, "d4")));
        assertTrue(c.status().contains("d4 is empty"), c.status());
        assertUnchanged(c, 0, -1, c.clickCell(cell(c, "a2")));
        assertTrue(c.status().contains("white"), c.status());
        c.clickCell(cell(c, "b1"));
        assertUnchanged(c, 0, cell(c, "b1"), c.clickCell(cell(c, "b5")));
        assertTrue(c.status().contains("cannot go to b5"), c.status());
        assertUnchanged(c, 0, cell(c, "b1"), c.pass());
        assertTrue(c.status().contains("passing is not legal"), c.status());
        assertUnchanged(c, 0, cell(c, "b1"), c.clickOff());
        assertUnchanged(c, 0, cell(c, "b1"), c.redo());
        assertUnchanged(c, 0, cell(c, "b1"), c.undo());
        assertFalse(c.canPass());
        // clicking the selected piece again deselects it
        assertEquals(Click.Kind.DESELECTED, c.clickCell(cell(c, "b1")).kind());
        assertEquals(-1, c.selectedCell());
    }

    @Test
    void undoAndRedo() {
        GameController c = game("lines-of-action", "human", "human");
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        c.clickCell(cell(c, "a2"));
        c.clickCell(cell(c, "c2"));
        assertEquals(List.of("b1-b3", "a2-c2"), c.moveNames());
        assertEquals(Click.Kind.MOVED, c.undo().kind());
        assertEquals(List.of("b1-b3"), c.moveNames());
        assertEquals(-1, c.state().owner(cell(c, "c2")));
        assertTrue(c.canRedo());
        c.undo();
        assertEquals(List.of(), c.moveNames());
        assertFalse(c.canUndo());
        c.redo();
        c.redo();
        assertEquals(List.of("b1-b3", "a2-c2"), c.moveNames());
        assertEquals(1, c.state().owner(cell(c, "c2")));
        // a new move after undo forgets what could be redone
        c.undo();
        c.clickCell(cell(c, "a7"));
        assertEquals(Click.Kind.MOVED, c.clickCell(cell(c, "c7")).kind());
        assertFalse(c.canRedo());
        assertEquals(List.of("b1-b3", "a7-c7"), c.moveNames());
    }

    @Test
    void dropFromTheReserveAndAChooserForABareCell() {
        GameController c = game("run-knizia", "human", "human");
        Game game = c.game();
        int cow = pieceType(game, "cow");
        Click select = c.clickReserve(0, cow);
        assertEquals(Click.Kind.SELECTED, select.kind(), select.message());
        assertEquals(cow, c.selectedReserveType());
        assertEquals(6, c.targets().length);
        assertEquals(Click.Kind.MOVED, c.clickCell(cell(c, "d1")).kind());
        assertEquals("C@d1", c.moveNames().get(0));
        assertEquals(cow, c.state().piece(cell(c, "d1")));
        // the other player's reserve is refused
        int depth = c.state().depth();
        Click other = c.clickReserve(1 - c.state().toMove(), cow);
        assertUnchanged(c, depth, -1, other);
        // an empty drop cell clicked with nothing selected: cow or cowboy?
        int mover = c.state().toMove();
        String row = mover == 0 ? "e2" : "a4";
        Click choose = c.clickCell(firstDropCell(c));
        assertEquals(Click.Kind.CHOOSE, choose.kind(), choose.message() + " " + row);
        assertEquals(2, choose.choices().size());
        assertEquals(depth, c.state().depth());
        assertEquals(Click.Kind.MOVED, c.choose(choose.choices().get(1)).kind());
        assertEquals(depth + 1, c.state().depth());
    }

    private static int firstDropCell(GameController c) {
        MoveList moves = new MoveList();
        c.state().generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (Move.kind(moves.get(i)) == Move.DROP) {
                return Move.to(moves.get(i));
            }
        }
        throw new AssertionError("no drop");
    }

    private static int pieceType(Game game, String name) {
        for (int t = 0; t < game.pieces(); t++) {
            if (game.pieceName(t).equals(name)) {
                return t;
            }
        }
        throw new AssertionError(name);
    }

    @Test
    void exitByClickingOffTheBoard() {
        GameController c = game("run-knizia", "human", "human");
        SplittableRandom random = new SplittableRandom(5);
        MoveList moves = new MoveList();
        for (int i = 0; i < 3000; i++) {
            if (c.state().isOver()) {
                c.newGame(c.game());
            }
            c.state().generate(moves);
            int exit = -1;
            for (int k = 0; k < moves.size(); k++) {
                if (Move.kind(moves.get(k)) == Move.EXIT) {
                    exit = moves.get(k);
                }
            }
            if (exit >= 0) {
                int from = Move.from(exit);
                int exitedBefore = c.state().exited(c.state().toMove());
                int mover = c.state().toMove();
                assertTrue(c.canExit());
                assertEquals(Click.Kind.SELECTED, c.clickCell(from).kind());
                Click off = c.clickOff();
                if (off.kind() == Click.Kind.CHOOSE) {
                    off = c.choose(off.choices().get(0));
                }
                assertEquals(Click.Kind.MOVED, off.kind(), off.message());
                assertTrue(c.moveNames().get(c.moveNames().size() - 1).contains("-off"), c.moveNames().toString());
                assertEquals(exitedBefore + 1, c.state().exited(mover));
                return;
            }
            // prefer moves further along (drops count as progress too), else anything
            int pick = moves.get(random.nextInt(moves.size()));
            assertEquals(Click.Kind.MOVED, c.choose(pick).kind());
        }
        throw new AssertionError("no exit came up");
    }

    @Test
    void passWhenItIsTheOnlyMove() {
        String text = """
                game "Passing" {
                    players red, blue
                    first red
                    board grid 2 by 2
                    directions { n = (0, 1) }
                    pieces { stone }
                    setup {
                        red: a1
                        blue: b1
                    }
                    moves stone {
                        step n
                        verify empty
                        move
                    }
                    no_moves => pass
                    limit 10 => draw
                }
                """;
        Game game = Gamut.load("passing.gamut", text, List.of());
        GameController c = new GameController(game, List.of("human", "human"), 1, NOW, Runnable::run);
        assertTrue(c.pass().refused());
        c.clickCell(cell(c, "a1"));
        c.clickCell(cell(c, "a2"));
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b2"));
        assertTrue(c.canPass());
        Click click = c.clickCell(cell(c, "a2"));
        assertTrue(click.refused());
        assertTrue(click.message().contains("must pass"), click.message());
        assertEquals(Click.Kind.MOVED, c.pass().kind());
        assertEquals("pass", c.moveNames().get(2));
    }

    @Test
    void diceAreRolledByTheController() {
        GameController c = game("run-fevga", "human", "human");
        State s = c.state();
        assertFalse(s.isChance());
        assertTrue(c.moveNames().get(0).startsWith("opening roll"), c.moveNames().toString());
        assertTrue(c.diceText().startsWith("dice: "), c.diceText());
        // the same seed gives the same dice
        GameController again = game("run-fevga", "human", "human");
        assertEquals(c.moveNames(), again.moveNames());
        // play a whole turn by clicks on the legal moves' cells; the next roll follows
        MoveList moves = new MoveList();
        int turn = s.turnNumber();
        while (c.state().turnNumber() == turn) {
            c.state().generate(moves);
            int m = moves.get(0);
            Click click = c.clickCell(Move.from(m));
            if (click.kind() == Click.Kind.SELECTED) {
                click = Move.to(m) == Move.NONE ? c.clickOff() : c.clickCell(Move.to(m));
            }
            if (click.kind() == Click.Kind.CHOOSE) {
                click = c.choose(click.choices().get(0));
            }
            assertEquals(Click.Kind.MOVED, click.kind(), click.message());
        }
        assertTrue(c.moveNames().get(c.moveNames().size() - 1).startsWith("roll "), c.moveNames().toString());
        // undo takes back the roll with the move, redo gives the same dice back
        List<String> before = c.moveNames();
        c.undo();
        c.redo();
        assertEquals(before, c.moveNames());
    }

    @Test
    void computerPlayerRepliesAndUndoTakesBothBack() {
        GameController c = game("lines-of-action", "human", "random");
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        assertEquals(2, c.moveNames().size());
        assertEquals(0, c.state().toMove());
        c.undo();
        assertEquals(0, c.moveNames().size());
        c.redo();
        assertEquals(2, c.moveNames().size());
    }

    @Test
    void aSideHandedToTheComputerPlaysAtOnceAndBackToAPersonWaits() {
        GameController c = game("lines-of-action", "human", "human");
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        assertEquals(1, c.moveNames().size());
        assertEquals(null, c.setPlayer(1, "random"));
        assertEquals(2, c.moveNames().size(), "white, now the random player, replies at once");
        assertEquals("random", c.playerSpec(1));
        assertEquals(null, c.setPlayer(1, "human"));
        assertTrue(c.setPlayer(1, "genius").startsWith("unknown player 'genius'"));
        assertEquals("human", c.playerSpec(1));
    }

    @Test
    void thinkingRefusesClicksAndStopDropsTheSearch() {
        List<Runnable> pending = new ArrayList<>();
        GameController c = new GameController(Games.load("lines-of-action"), List.of("human", "mcts:50"), 1, NOW,
                pending::add);
        c.clickCell(cell(c, "b1"));
        c.clickCell(cell(c, "b3"));
        assertTrue(c.isThinking());
        assertTrue(c.turnText().contains("thinking"), c.turnText());
        Click refused = c.clickCell(cell(c, "a2"));
        assertTrue(refused.refused());
        assertTrue(refused.message().contains("thinking"), refused.message());
        c.stop();
        assertFalse(c.isThinking());
        assertTrue(c.isPaused());
        pending.remove(0).run(); // the search ends after the stop: its move is dropped
        assertEquals(1, c.moveNames().size());
        c.resume();
        assertTrue(c.isThinking());
        pending.remove(0).run();
        assertEquals(2, c.moveNames().size());
        assertFalse(c.isThinking());
    }

    @Test
    void computerVersusComputerPlaysOnByItself() {
        List<Runnable> pending = new ArrayList<>();
        GameController c = new GameController(Games.load("queens-guard"), List.of("random", "random"), 1, NOW,
                pending::add);
        for (int i = 0; i < 20 && !pending.isEmpty(); i++) {
            pending.remove(0).run();
        }
        assertEquals(20, c.moveNames().size());
        assertTrue(c.clickCell(0).refused());
    }
}
