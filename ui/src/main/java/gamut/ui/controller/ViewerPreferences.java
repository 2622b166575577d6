package gamut.ui.controller;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What the viewer remembers between runs, each with its default when nothing (or nothing sound) is
 * kept: the theme, whether moves are animated, the window's place and size, the folder the Open and
 * Save dialogs last showed, who played each game file last, and who was chosen last in a Players
 * menu. Read and written through a {@link PreferenceStore}, the user's or one in memory.
 */
public final class ViewerPreferences {
    /** The viewer's two looks. */
    public enum ThemeName { LIGHT, DARK }

    static final String THEME = "theme";
    static final String ANIMATE = "animate";
    static final String WINDOW = "window";
    static final String DIRECTORY = "directory";
    static final String PLAYERS = "players.";
    static final String LAST_PLAYERS = "last_players";
    /** The smallest window kept: a size below it is a window squeezed by accident, not a choice. */
    private static final int SMALLEST = 200;

    private final PreferenceStore store;

    public ViewerPreferences(PreferenceStore store) {
        this.store = store;
    }

    /** Preferences that start empty and are forgotten: the defaults, with moves not animated (tests and trials). */
    public static ViewerPreferences forTests() {
        ViewerPreferences p = new ViewerPreferences(PreferenceStore.inMemory());
        p.setAnimate(false);
        return p;
    }

    public ThemeName theme() {
        String v = store.get(THEME);
        return "light".equals(v) ? ThemeName.LIGHT : ThemeName.DARK;
    }

    public void setTheme(ThemeName theme) {
        store.put(THEME, theme.name().toLowerCase(Locale.ROOT));
    }

    /** Whether a move slides its piece across the board (on unless turned off). */
    public boolean animate() {
        return !"off".equals(store.get(ANIMATE));
    }

    public void setAnimate(boolean on) {
        store.put(ANIMATE, on ? "on" : "off");
    }

    /** The window's last place and size, {x, y, width, height}, or null when none is kept or it is not sound. */
    public int[] windowBounds() {
        String v = store.get(WINDOW);
        if (v == null || !v.matches("-?\\d{1,6} -?\\d{1,6} \\d{1,6} \\d{1,6}")) {
            return null;
        }
        int[] b = Arrays.stream(v.split(" ")).mapToInt(Integer::parseInt).toArray();
        return b[2] < SMALLEST || b[3] < SMALLEST ? null : b;
    }

    public void setWindowBounds(int x, int y, int width, int height) {
        if (width >= SMALLEST && height >= SMALLEST) {
            store.put(WINDOW, x + " " + y + " " + width + " " + height);
        }
    }

    /** The folder the Open and Save dialogs last showed, or null when none is kept or it is gone. */
    public Path lastDirectory() {
        String v = store.get(DIRECTORY);
        if (v == null) {
            return null;
        }
        Path p = Path.of(v);
        return Files.isDirectory(p) ? p : null;
    }

    public void setLastDirectory(Path directory) {
        store.put(DIRECTORY, directory.toAbsolutePath().normalize().toString());
    }

    /** Who played the game file's sides when it was last closed ({@code human}, {@code mcts:500}, ...), or an empty list. */
    public List<String> players(Path gameFile) {
        String v = store.get(playersKey(gameFile));
        String path = key(gameFile);
        if (v == null || !v.endsWith("\t" + path)) {
            return List.of(); // none kept, or another file's under the same short key
        }
        String specs = v.substring(0, v.length() - path.length() - 1);
        return specs.isEmpty() ? List.of() : List.of(specs.split(","));
    }

    public void setPlayers(Path gameFile, List<String> specs) {
        store.put(playersKey(gameFile), String.join(",", specs) + "\t" + key(gameFile));
    }

    /** Who played each side after the last choice made in a Players menu, of whatever game, or an empty list. */
    public List<String> lastPlayers() {
        String v = store.get(LAST_PLAYERS);
        return v == null || v.isEmpty() ? List.of() : List.of(v.split(","));
    }

    public void setLastPlayers(List<String> specs) {
        store.put(LAST_PLAYERS, String.join(",", specs));
    }

    /** Writes what was set to lasting storage now (the user's store also does so at exit). */
    public void flush() {
        store.flush();
    }

    private static String key(Path gameFile) {
        return gameFile.toAbsolutePath().normalize().toString();
    }

    /** A key of java.util.prefs holds at most 80 characters, fewer than a path may: the path's hash names it. */
    private static String playersKey(Path gameFile) {
        long h = 1125899906842597L;
        for (char c : key(gameFile).toCharArray()) {
            h = 31 * h + c;
        }
        return PLAYERS + Long.toHexString(h);
    }
}
