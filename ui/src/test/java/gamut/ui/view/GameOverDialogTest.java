package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ui.view.GameOverDialog.Choice;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game-over dialog offers what to do next, not only OK, and shows the result above why the game ended. */
class GameOverDialogTest {
    @Test
    void itOffersANewGameTheLastMoveBackAReviewOrClosing() {
        assertEquals(List.of(Choice.NEW_GAME, Choice.UNDO, Choice.REVIEW, Choice.CLOSE), GameOverDialog.choices(true));
        assertEquals(List.of("New game", "Undo last move", "Review from the start", "Close"),
                GameOverDialog.choices(true).stream().map(c -> c.label).toList());
        assertEquals(List.of(Choice.NEW_GAME, Choice.REVIEW, Choice.CLOSE), GameOverDialog.choices(false),
                "nothing to take back: no Undo");
    }

    @Test
    void theResultIsInBoldAboveWhyAndWhen() {
        assertEquals("<html><b style='font-size:120%'>black wins</b><br><br>white has no pieces left<br>after 31 moves</html>",
                GameOverDialog.html("black wins\nwhite has no pieces left\nafter 31 moves"));
    }
}
