package gamut.ui.view;

import gamut.engine.Game;
import gamut.ui.controller.GameController;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;

/** For each side, who plays it: a person at this window, the random player, or the tree search. */
final class PlayersMenu {
    private PlayersMenu() {}

    /** The strongest choice searches on every core the machine has (the view never waits for it). */
    private static List<String> playerChoices() {
        List<String> specs = new ArrayList<>(List.of("human", "random", "mcts:200", "mcts:1000", "mcts:5000"));
        int cores = Runtime.getRuntime().availableProcessors();
        if (cores > 1) {
            specs.add("mcts:20000:" + cores);
        }
        return specs;
    }

    static JMenu create(GameController controller, Component parent) {
        JMenu menu = new JMenu("Players");
        Game rules = controller.state().game();
        for (int p = 0; p < rules.players(); p++) {
            JMenu side = new JMenu(rules.playerName(p));
            ButtonGroup group = new ButtonGroup();
            int player = p;
            for (String spec : playerChoices()) {
                JRadioButtonMenuItem choice = new JRadioButtonMenuItem(spec, controller.playerSpec(player).equals(spec));
                choice.addActionListener(e -> {
                    String refused = controller.setPlayer(player, spec);
                    if (refused != null) {
                        JOptionPane.showMessageDialog(parent, refused);
                    }
                });
                group.add(choice);
                side.add(choice);
            }
            menu.add(side);
        }
        return menu;
    }
}
