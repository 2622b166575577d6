package gamut.ui.view;

import gamut.ui.controller.GameController;
import java.awt.Component;
import javax.swing.JOptionPane;

/** Asks before a game under way is thrown away (New game, other variants, another file). */
final class DiscardQuestion {
    private DiscardQuestion() {}

    /** Whether to go on: nothing would be lost, or the player chose to discard it. */
    static boolean confirmed(Component parent, GameController controller) {
        String question = controller.timeline().discardQuestion();
        if (question == null) {
            return true;
        }
        String[] options = {"Discard", "Keep playing"};
        int answer = JOptionPane.showOptionDialog(parent, question, "Discard the game?", JOptionPane.YES_NO_OPTION,
                JOptionPane.WARNING_MESSAGE, null, options, options[1]);
        return answer == 0;
    }
}
