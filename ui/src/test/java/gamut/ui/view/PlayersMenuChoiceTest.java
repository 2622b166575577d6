package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ui.controller.GameController;
import gamut.ui.controller.PreferenceStore;
import gamut.ui.controller.ViewerPreferences;
import java.awt.event.ActionEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A choice in the Players menu is kept at once as the players of the next 'gamut play' that names none. */
class PlayersMenuChoiceTest {
    @AfterEach
    void forgetful() {
        ViewSettings.install(ViewerPreferences.forTests());
    }

    @Test
    void aChoiceIsKeptWithWhoPlaysTheOtherSides() {
        ViewerPreferences preferences = new ViewerPreferences(PreferenceStore.inMemory());
        ViewSettings.install(preferences);
        Path chess = Path.of(System.getProperty("gamut.root", ".."), "games", "chess.gamut");
        GameController c = GameController.open(chess, List.of(), List.of("human", "medium"), 1, Runnable::run, Runnable::run);
        PlayersMenu menu = new PlayersMenu(c, null);
        JMenu black = (JMenu) menu.menu().getMenuComponent(1);
        assertEquals("black", black.getText());
        JMenuItem hard = null;
        for (int i = 0; i < black.getItemCount(); i++) {
            if (black.getItem(i).getText().startsWith("hard ")) {
                hard = black.getItem(i);
            }
        }
        assertEquals(List.of(), preferences.lastPlayers());
        for (var listener : hard.getActionListeners()) {
            listener.actionPerformed(new ActionEvent(hard, ActionEvent.ACTION_PERFORMED, "hard"));
        }
        assertEquals("hard", c.playerSpec(1));
        assertEquals(List.of("human", "hard"), preferences.lastPlayers());
    }
}
