package gamut.ui.view;

import java.awt.Component;
import javax.swing.JOptionPane;

/** Says that the game is over: the result in bold, why it ended and after how long below it. */
final class GameOverDialog {
    private GameOverDialog() {}

    static void show(Component parent, String text) {
        String[] lines = text.split("\n", 2);
        String html = "<html><b style='font-size:120%'>" + RulesHtml.escape(lines[0]) + "</b>"
                + (lines.length > 1 ? "<br><br>" + RulesHtml.escape(lines[1]).replace("\n", "<br>") : "") + "</html>";
        JOptionPane.showMessageDialog(parent, html, "Game over", JOptionPane.INFORMATION_MESSAGE);
    }
}
