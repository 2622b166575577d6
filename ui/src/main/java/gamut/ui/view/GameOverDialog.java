package gamut.ui.view;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JOptionPane;

/**
 * Says that the game is over (the result in bold, why it ended and after how long below it) and asks
 * what next: a new game, the last move taken back, the game stepped through from its start, or
 * nothing more. The window does what was chosen.
 */
final class GameOverDialog {
    /** What the player may do once the game is over, each a button. */
    enum Choice {
        NEW_GAME("New game"), UNDO("Undo last move"), REVIEW("Review from the start"), CLOSE("Close");

        final String label;

        Choice(String label) {
            this.label = label;
        }
    }

    private GameOverDialog() {}

    /** The buttons, New game first; Undo only where a move can be taken back. */
    static List<Choice> choices(boolean canUndo) {
        List<Choice> offered = new ArrayList<>(List.of(Choice.values()));
        if (!canUndo) {
            offered.remove(Choice.UNDO);
        }
        return offered;
    }

    /** The dialog's text in HTML: the first line of {@code text} in bold, the rest below it. */
    static String html(String text) {
        String[] lines = text.split("\n", 2);
        return "<html><b style='font-size:120%'>" + RulesHtml.escape(lines[0]) + "</b>"
                + (lines.length > 1 ? "<br><br>" + RulesHtml.escape(lines[1]).replace("\n", "<br>") : "") + "</html>";
    }

    /** Shows the dialog and waits for a choice; closing it is {@link Choice#CLOSE}. */
    static Choice ask(Component parent, String text, boolean canUndo) {
        List<Choice> offered = choices(canUndo);
        Object[] labels = offered.stream().map(c -> c.label).toArray();
        int answer = JOptionPane.showOptionDialog(parent, html(text), "Game over", JOptionPane.DEFAULT_OPTION,
                JOptionPane.INFORMATION_MESSAGE, null, labels, labels[0]);
        return answer < 0 ? Choice.CLOSE : offered.get(answer);
    }
}
