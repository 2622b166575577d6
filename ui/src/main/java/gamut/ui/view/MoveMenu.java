package gamut.ui.view;

import gamut.ui.controller.Click;
import gamut.ui.controller.GameController;
import java.awt.Component;
import java.util.function.Consumer;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

/** The popup that asks which move was meant when one click means several (a board click, the Pass button). */
final class MoveMenu {
    private MoveMenu() {}

    /** Shows the click's choices at (x, y) of the component; the move picked goes to the controller, its answer to {@code onClick}. */
    static void show(Component where, int x, int y, Click click, GameController controller, Consumer<Click> onClick) {
        JPopupMenu menu = new JPopupMenu("Which move?");
        for (int i = 0; i < click.choices().size(); i++) {
            int move = click.choices().get(i);
            String name = click.choiceNames().get(i);
            int die = controller.game().die(move);
            JMenuItem item = new JMenuItem(name + (die > 0 && !name.contains("(") ? "  (die " + die + ")" : ""));
            item.addActionListener(a -> onClick.accept(controller.choose(move)));
            menu.add(item);
        }
        menu.show(where, x, y);
    }
}
