package gamut.ui.view;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import gamut.ui.controller.ViewerPreferences.ThemeName;
import java.awt.Color;
import javax.swing.UIManager;

/**
 * The viewer's light and dark looks: FlatLaf's light or dark theme for the widgets, and for the
 * board's surroundings (its background, labels, side panel) colours to match. The squares, points
 * and pieces keep their own colours in both, so that a game looks the same. Switched on the event
 * thread; the painters read {@link #colours} on every paint.
 */
final class Theme {
    /** What the board painters draw around the board, and the status line's colour. */
    record Colours(ThemeName name, Color background, Color label, Color panel, Color emptyRing, Color offIdle,
                   Color offIdleEdge, Color offActive, Color status) {}

    static final Colours DARK = new Colours(ThemeName.DARK, new Color(46, 52, 58), new Color(205, 210, 215),
            new Color(60, 67, 74), new Color(90, 98, 106), new Color(74, 82, 90), new Color(110, 118, 126),
            new Color(52, 110, 70), new Color(240, 170, 110));
    static final Colours LIGHT = new Colours(ThemeName.LIGHT, new Color(226, 229, 233), new Color(48, 52, 56),
            new Color(243, 244, 246), new Color(160, 166, 172), new Color(222, 225, 229), new Color(160, 166, 172),
            new Color(196, 228, 202), new Color(168, 78, 14));

    private static volatile Colours colours = DARK;

    private Theme() {}

    static Colours colours() {
        return colours;
    }

    /** Sets up the look and feel before any window; on the event thread. */
    static void install(ThemeName name) {
        if (name == ThemeName.LIGHT) {
            FlatLightLaf.setup();
        } else {
            FlatDarkLaf.setup();
        }
        UIManager.put("Button.arc", 8);
        colours = name == ThemeName.LIGHT ? LIGHT : DARK;
    }

    /** Switches every open window to the other look now (the definition's editor follows in its updateUI). */
    static void switchTo(ThemeName name) {
        if (colours.name() == name) {
            return;
        }
        install(name);
        FlatLaf.updateUI();
    }

    static boolean isDark() {
        return colours.name() == ThemeName.DARK;
    }
}
