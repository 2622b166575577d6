package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import gamut.ui.controller.UiHost;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The turn line names the parts of a turn still owed, in the definition's words (Knizia's Run: a cow action and a cowboy action). */
class TurnOwedTextTest {
    private static final UiHost NOW = Runnable::run;

    /** Plays the first legal move of this kind of a piece of this type. */
    private static void play(GameController c, int kind, String piece) {
        MoveList moves = new MoveList();
        c.state().generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (Move.kind(moves.get(i)) == kind && c.game().pieceName(c.game().pieceOf(moves.get(i))).equals(piece)) {
                assertEquals(Click.Kind.MOVED, c.choose(moves.get(i)).kind());
                return;
            }
        }
        throw new AssertionError("no move of a " + piece + " after " + c.moveNames());
    }

    @Test
    void theTurnLineSaysWhatIsStillToPlay() {
        GameController c = new GameController(Games.load("run-knizia"), List.of("human", "human"), 1, NOW, Runnable::run);
        assertEquals("Turn 1 (opening): black to move", c.turnText());
        play(c, Move.DROP, "cow");
        assertEquals("Turn 2 (normal): white to move; still to play: cow action and cowboy action, in any order", c.turnText());
        play(c, Move.DROP, "cowboy");
        assertEquals(List.of("C@d1", "B@a4"), c.moveNames());
        assertEquals("Turn 2 (normal): white to move; cow action still to play", c.turnText());
        play(c, Move.DROP, "cow");
        assertEquals("Turn 3 (normal): black to move; still to play: cow action and cowboy action, in any order", c.turnText());
        c.undo(); // one decision back: the middle of white's turn again
        assertEquals("Turn 2 (normal): white to move; cow action still to play", c.turnText());
    }
}
