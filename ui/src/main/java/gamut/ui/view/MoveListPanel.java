package gamut.ui.view;

import gamut.ui.controller.GameController;
import gamut.ui.controller.Timeline;
import java.awt.Font;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;

/**
 * The move list: the controller's {@link Timeline} rows, the one shown selected. Selecting a row (a
 * click, the arrow keys, Home, End) asks the controller to show that position; the window's arrow
 * keys step too, unless the focus is in a text (whose own keys come first).
 */
final class MoveListPanel {
    private final GameController controller;
    private final Runnable changed;
    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model);
    private final JScrollPane scroll = new JScrollPane(list);
    /** Set while the list is filled or its selection set from the controller, which is no request to move. */
    private boolean updating;

    MoveListPanel(GameController controller, Runnable changed) {
        this.controller = controller;
        this.changed = changed;
        list.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0
                    && list.getSelectedIndex() != controller.timeline().shownRow()) {
                controller.timeline().show(list.getSelectedIndex());
                changed.run();
            }
        });
    }

    JScrollPane component() {
        return scroll;
    }

    // For PlayTrial, which clicks rows with real mouse events.
    JList<String> list() {
        return list;
    }

    /** Left and Right step back and on, Home and End go to the start and the end, wherever the focus is but in a text. */
    void bindKeys(JComponent root) {
        bind(root, KeyEvent.VK_LEFT, "gamut-back", () -> controller.timeline().step(-1));
        bind(root, KeyEvent.VK_RIGHT, "gamut-on", () -> controller.timeline().step(1));
        bind(root, KeyEvent.VK_HOME, "gamut-start", () -> controller.timeline().toStart());
        bind(root, KeyEvent.VK_END, "gamut-end", () -> controller.timeline().toEnd());
    }

    private void bind(JComponent root, int key, String name, Runnable action) {
        AbstractAction step = new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
                changed.run();
            }
        };
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0), name);
        root.getActionMap().put(name, step);
        // The list's own Left and Right (columns, of which it has one) would swallow the keys.
        list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, 0), name);
        list.getActionMap().put(name, step);
    }

    /** Fills the list again when its rows changed, and selects the row of the position shown. */
    void refresh() {
        List<Timeline.Row> rows = controller.timeline().rows();
        updating = true;
        try {
            boolean same = rows.size() == model.size();
            for (int i = 0; same && i < rows.size(); i++) {
                same = rows.get(i).text().equals(model.get(i));
            }
            if (!same) {
                model.clear();
                rows.forEach(r -> model.addElement(r.text()));
            }
            int shown = controller.timeline().shownRow();
            if (list.getSelectedIndex() != shown) {
                list.setSelectedIndex(shown);
            }
            list.ensureIndexIsVisible(shown);
        } finally {
            updating = false;
        }
    }
}
