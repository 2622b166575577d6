package gamut.ui.view;

import gamut.ui.controller.GameController;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;

/**
 * The position editor as a mode of the window: a toggle in the toolbar and a check box in the menu,
 * a tab of controls ({@link PositionEditorPanel}) and the board showing the position being edited.
 * The game in progress stays as it was meanwhile; "Play from here" replaces it, leaving the mode.
 */
final class PositionEditing {
    static final String TAB = "Position";

    private final GameController controller;
    private final BoardView board;
    private final JTabbedPane tabs;
    /** Shows the window's widgets again. */
    private final Runnable changed;
    private final JToggleButton button = new JToggleButton("Edit position");
    private final JCheckBoxMenuItem item = new JCheckBoxMenuItem("Edit position");
    private PositionEditorPanel panel;
    private JScrollPane tab;
    private String message;

    PositionEditing(GameController controller, BoardView board, JTabbedPane tabs, Runnable changed) {
        this.controller = controller;
        this.board = board;
        this.tabs = tabs;
        this.changed = changed;
        button.setToolTipText("Set up a position: place and remove pieces, then play from it or copy it (Ctrl+E)");
        button.addActionListener(e -> set(button.isSelected()));
        item.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_E, InputEvent.CTRL_DOWN_MASK));
        item.addActionListener(e -> set(item.isSelected()));
    }

    JToggleButton button() {
        return button;
    }

    JCheckBoxMenuItem menuItem() {
        return item;
    }

    boolean active() {
        return panel != null;
    }

    /** What the status line says while a position is edited (null when not editing). */
    String message() {
        return message;
    }

    /** Starts editing from the position on the board, or stops and shows the game again. */
    void set(boolean on) {
        if (on && panel == null) {
            panel = new PositionEditorPanel(controller.authoring().editPosition(), this::say, this::playFrom);
            tab = new JScrollPane(panel);
            tab.getVerticalScrollBar().setUnitIncrement(16);
            tabs.addTab(TAB, tab);
            tabs.setSelectedComponent(tab);
            message = "editing a position; the game in progress is kept, and comes back when you leave (Ctrl+E)";
        } else if (!on && panel != null) {
            tabs.remove(tab);
            panel = null;
            tab = null;
            message = null;
        }
        board.setEditing(panel);
        button.setSelected(on);
        item.setSelected(on);
        changed.run();
    }

    private void say(String text) {
        message = text.isEmpty() ? " " : text;
        changed.run();
    }

    private void playFrom(String position) {
        // Playing from the edited position replaces the game under way, so ask first, as New game does.
        if (!DiscardQuestion.confirmed(tabs, controller)) {
            return;
        }
        if (controller.authoring().playFrom(position) == null) {
            set(false);
        } else {
            say(controller.status());
        }
    }

    // For the window trial.
    PositionEditorPanel panel() {
        return panel;
    }
}
