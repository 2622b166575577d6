package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ui.controller.PreferenceStore;
import gamut.ui.controller.ViewerPreferences;
import gamut.ui.controller.ViewerPreferences.ThemeName;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the viewer remembers, in a store in memory (never the user's own preferences): defaults, values kept, values not sound. */
class ViewerPreferencesTest {
    @TempDir
    Path dir;

    @Test
    void nothingKeptGivesTheDefaults() {
        ViewerPreferences p = new ViewerPreferences(PreferenceStore.inMemory());
        assertEquals(ThemeName.DARK, p.theme());
        assertTrue(p.animate());
        assertNull(p.windowBounds());
        assertNull(p.lastDirectory());
        assertEquals(List.of(), p.players(Path.of("games/chess.gamut")));
        assertEquals(List.of(), p.lastPlayers());
        assertFalse(ViewerPreferences.forTests().animate(), "trials and tests see no animation unless they ask");
    }

    @Test
    void whatIsSetIsReadBackFromTheSameStore() {
        PreferenceStore store = PreferenceStore.inMemory();
        ViewerPreferences p = new ViewerPreferences(store);
        p.setTheme(ThemeName.LIGHT);
        p.setAnimate(false);
        p.setWindowBounds(-10, 40, 1200, 800);
        p.setLastDirectory(dir);
        p.setPlayers(Path.of("games/chess.gamut"), List.of("human", "mcts:500"));
        p.setLastPlayers(List.of("hard", "human", "ab:2s"));
        ViewerPreferences again = new ViewerPreferences(store);
        assertEquals(ThemeName.LIGHT, again.theme());
        assertFalse(again.animate());
        assertArrayEquals(new int[] {-10, 40, 1200, 800}, again.windowBounds());
        assertEquals(dir.toAbsolutePath().normalize(), again.lastDirectory());
        assertEquals(List.of("human", "mcts:500"), again.players(Path.of("games/chess.gamut")));
        assertEquals(List.of("human", "mcts:500"), again.players(Path.of("games/../games/chess.gamut").toAbsolutePath()));
        assertEquals(List.of(), again.players(Path.of("games/shogi.gamut")));
        assertEquals(List.of("hard", "human", "ab:2s"), again.lastPlayers());
        assertEquals("hard,human,ab:2s", store.get("last_players"));
        assertEquals("light", store.get("theme"));
        assertEquals("-10 40 1200 800", store.get("window"));
    }

    @Test
    void valuesThatAreNotSoundAreIgnored() {
        PreferenceStore store = PreferenceStore.inMemory();
        ViewerPreferences p = new ViewerPreferences(store);
        store.put("theme", "purple");
        store.put("animate", "maybe");
        store.put("window", "10 10 wide 300");
        store.put("directory", dir.resolve("gone").toString());
        assertEquals(ThemeName.DARK, p.theme());
        assertTrue(p.animate());
        assertNull(p.windowBounds());
        assertNull(p.lastDirectory());
        p.setWindowBounds(0, 0, 120, 90); // squeezed by accident: the last sound size stays
        assertNull(p.windowBounds());
        store.put("window", "0 0 150 900");
        assertNull(p.windowBounds());
    }
}
