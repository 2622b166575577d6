package gamut.ui.controller;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game-over dialog's words for a player left without a move: out of pieces, or blocked with pieces still on the board. */
class GameOverTextTest {
    private static final Game DRAUGHTS = Gamut.load(Path.of(System.getProperty("gamut.root", ".."), "games",
            "english-draughts.gamut"), List.of());

    /** The position after the one legal move written so. */
    private static State after(String position, String move) {
        State state = DRAUGHTS.position(position);
        state.make(Notation.parse(state, move));
        assertTrue(state.isOver(), position + ", then " + move);
        return state;
    }

    @Test
    void aPlayerWhoseLastPieceWasTakenHasNoPiecesLeft() {
        State state = after("black: man c3; white: man d4; turn: black", "Mc3xe5");
        assertEquals("black wins\nwhite has no pieces left\nafter 1 move", GameOverText.of(state));
    }

    @Test
    void aPlayerWithPiecesThatCannotMoveHasNoLegalMove() {
        // White's man on b4 steps onto black men and cannot jump them: the squares beyond are taken or off the board.
        State state = after("black: man a3 c3 d2 a5 c5 h2; white: man b4; turn: black", "Mh2-g3");
        assertEquals("black wins\nwhite has no legal move\nafter 1 move", GameOverText.of(state));
    }
}
