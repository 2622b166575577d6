package gamut.ui.view;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;

/** A problem shown in a dialog, in a monospaced text area, so that the carets line up under the columns. */
final class ProblemDialog {
    private ProblemDialog() {}

    static void show(Component parent, String title, String text) {
        JTextArea area = new JTextArea(text);
        area.setEditable(false);
        area.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        area.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(area);
        scroll.setPreferredSize(new Dimension(Math.min(900, 40 + 8 * text.lines().mapToInt(String::length).max().orElse(40)),
                Math.min(420, 40 + 18 * (int) text.lines().count())));
        JOptionPane.showMessageDialog(parent, scroll, title, JOptionPane.ERROR_MESSAGE);
    }
}
