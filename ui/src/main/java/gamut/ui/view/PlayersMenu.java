package gamut.ui.view;

import gamut.ui.controller.GameController;
import gamut.ui.controller.Side;
import java.awt.Component;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;

/**
 * For each side, who plays it: a person at this window, the random player, or the tree search at a
 * named level or a time per move. Built from {@link GameController#sides} and built again whenever
 * they change (another game opened, a variant, a reload, a side given to another player). A choice
 * is kept as the players of the next {@code gamut play} that names none.
 */
final class PlayersMenu {
    private final JMenu menu = new JMenu("Players");
    private final GameController controller;
    private final Component parent;
    private List<Side> shown = List.of();

    PlayersMenu(GameController controller, Component parent) {
        this.controller = controller;
        this.parent = parent;
        refresh();
    }

    JMenu menu() {
        return menu;
    }

    /** Rebuilds the menu when the sides differ from those it shows. */
    void refresh() {
        List<Side> sides = controller.sides();
        if (sides.equals(shown)) {
            return;
        }
        shown = sides;
        menu.removeAll();
        for (Side s : sides) {
            JMenu side = new JMenu(s.name());
            ButtonGroup group = new ButtonGroup();
            for (int i = 0; i < s.choices().size(); i++) {
                String spec = s.choices().get(i);
                JRadioButtonMenuItem choice = new JRadioButtonMenuItem(s.labels().get(i), s.spec().equals(spec));
                choice.addActionListener(e -> {
                    String refused = controller.setPlayer(s.player(), spec);
                    if (refused != null) {
                        JOptionPane.showMessageDialog(parent, refused);
                    } else {
                        ViewSettings.keepLastPlayers(controller);
                    }
                });
                group.add(choice);
                side.add(choice);
            }
            menu.add(side);
        }
    }
}
