package gamut.ui.view;

import gamut.ui.controller.GameController;
import gamut.ui.controller.ViewerPreferences;
import gamut.ui.controller.ViewerPreferences.ThemeName;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JRadioButtonMenuItem;

/**
 * The window's remembered settings at work ({@link ViewerPreferences}): the View menu's Theme and
 * Animate moves, the window's place and size, the folder of the Open and Save dialogs, and who played
 * the game file, kept when the window closes. The preferences are those given to
 * {@link GameWindow#installLookAndFeel(ViewerPreferences)}: the user's for {@code gamut play},
 * forgotten ones for the trials.
 */
final class ViewSettings {
    private static ViewerPreferences preferences = ViewerPreferences.forTests();

    private final JFrame window;
    private final GameController controller;
    private final BoardView board;
    private final JLabel status;
    /** Kept to switch its look too: a dialog not open is in no window for the switch to reach. */
    private final JFileChooser chooser;

    /** Uses these preferences from now on and sets up the look they name; on the event thread, before any window. */
    static void install(ViewerPreferences chosen) {
        preferences = chosen;
        Theme.install(chosen.theme());
    }

    ViewSettings(JFrame window, GameController controller, BoardView board, JFileChooser chooser, JLabel status) {
        this.window = window;
        this.controller = controller;
        this.board = board;
        this.status = status;
        this.chooser = chooser;
        board.animation().setEnabled(preferences.animate());
        status.setForeground(Theme.colours().status());
        Path folder = preferences.lastDirectory();
        if (folder != null) {
            chooser.setCurrentDirectory(folder.toFile());
        }
        chooser.addPropertyChangeListener(JFileChooser.DIRECTORY_CHANGED_PROPERTY, e -> {
            if (e.getNewValue() instanceof File f) {
                preferences.setLastDirectory(f.toPath());
            }
        });
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                keep();
            }
        });
    }

    /** Keeps who plays each side now as the last choice made in a Players menu, at once (a killed viewer keeps it too). */
    static void keepLastPlayers(GameController controller) {
        preferences.setLastPlayers(specs(controller));
        preferences.flush();
    }

    private static List<String> specs(GameController controller) {
        List<String> specs = new ArrayList<>();
        for (int p = 0; p < controller.game().players(); p++) {
            specs.add(controller.playerSpec(p));
        }
        return specs;
    }

    /** The place and size kept from the last window, when it still fits on a screen; else as packed. */
    void restoreBounds() {
        int[] b = preferences.windowBounds();
        if (b == null) {
            return;
        }
        Rectangle wanted = new Rectangle(b[0], b[1], b[2], b[3]);
        Rectangle screens = new Rectangle();
        for (var device : GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
            screens = screens.union(device.getDefaultConfiguration().getBounds());
        }
        if (screens.contains(wanted)) {
            window.setBounds(wanted);
        } else if (screens.width >= b[2] && screens.height >= b[3]) {
            window.setSize(b[2], b[3]); // a screen since removed: the size, centred
            window.setLocationRelativeTo(null);
        }
    }

    /** View, Theme: Light or Dark, switched at once. */
    JMenu themeMenu() {
        JMenu menu = new JMenu("Theme");
        ButtonGroup group = new ButtonGroup();
        for (ThemeName name : ThemeName.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(name == ThemeName.LIGHT ? "Light" : "Dark",
                    Theme.colours().name() == name);
            item.addActionListener(e -> switchTo(name));
            group.add(item);
            menu.add(item);
        }
        return menu;
    }

    /** View, Animate moves: on or off from the next move. */
    JCheckBoxMenuItem animateItem() {
        JCheckBoxMenuItem item = new JCheckBoxMenuItem("Animate moves", board.animation().isEnabled());
        item.addActionListener(e -> {
            board.animation().setEnabled(item.isSelected());
            preferences.setAnimate(item.isSelected());
        });
        return item;
    }

    private void switchTo(ThemeName name) {
        Theme.switchTo(name);
        javax.swing.SwingUtilities.updateComponentTreeUI(chooser);
        preferences.setTheme(name);
        status.setForeground(Theme.colours().status());
        board.repaint();
    }

    /** What is kept of a window when it closes: its place and size (unless maximised) and who played its game file. */
    private void keep() {
        if ((window.getExtendedState() & Frame.MAXIMIZED_BOTH) == 0) {
            Rectangle r = window.getBounds();
            preferences.setWindowBounds(r.x, r.y, r.width, r.height);
        }
        if (controller.gameFile() != null) {
            preferences.setPlayers(controller.gameFile(), specs(controller));
        }
        preferences.flush();
    }
}
