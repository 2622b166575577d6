package gamut.ui.view;

import gamut.ui.controller.Authoring;
import gamut.ui.controller.DefinitionCheck;
import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.io.InputStream;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.ToolTipManager;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.fife.ui.rsyntaxtextarea.ErrorStrip;
import org.fife.ui.rsyntaxtextarea.RSyntaxDocument;
import org.fife.ui.rsyntaxtextarea.RSyntaxTextArea;
import org.fife.ui.rtextarea.RTextScrollPane;

/**
 * The definition tab: the game's file in an editor that colours the language and underlines the
 * checker's problems as one types, with Apply (Ctrl+Enter: play by the text from now on, the moves
 * still legal kept) and Save (Ctrl+S while editing: write the file). The work is the controller's
 * ({@link Authoring}); this tab shows the text and forwards the two actions.
 */
final class DefinitionTab extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient Authoring authoring;
    private final RSyntaxTextArea area = new RSyntaxTextArea(30, 70);
    private final transient DefinitionParser parser;
    private final JLabel state = new JLabel(" ");
    /** The definition in play when the editor was last filled from it. */
    private String inPlay;

    DefinitionTab(Authoring authoring) {
        super(new BorderLayout());
        this.authoring = authoring;
        ((RSyntaxDocument) area.getDocument()).setSyntaxStyle(new GamutTokenMaker());
        theme();
        area.setTabSize(4);
        area.setTabsEmulated(true);
        area.setCodeFoldingEnabled(false);
        // Marking the occurrences of the word at the caret would cover the underline of an error there.
        area.setMarkOccurrences(false);
        area.setAntiAliasingEnabled(true);
        String name = authoring.file() == null ? "definition" : authoring.file().toString();
        parser = new DefinitionParser(area, name);
        area.setParserDelay(400);
        area.addParser(parser);
        ToolTipManager.sharedInstance().registerComponent(area);
        RTextScrollPane scroll = new RTextScrollPane(area, true);
        add(scroll, BorderLayout.CENTER);
        add(new ErrorStrip(area), BorderLayout.EAST);
        add(toolbar(), BorderLayout.NORTH);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, InputEvent.CTRL_DOWN_MASK), "apply", this::apply);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK), "save", this::save);
        area.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                showState();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                showState();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                // attributes only
            }
        });
        refresh();
    }

    /** The editor's colours from RSyntaxTextArea's dark or default theme, to sit in the window's look. */
    private void theme() {
        String file = Theme.isDark() ? "themes/dark.xml" : "themes/default.xml";
        try (InputStream in = org.fife.ui.rsyntaxtextarea.Theme.class.getResourceAsStream(file)) {
            if (in != null) {
                org.fife.ui.rsyntaxtextarea.Theme.load(in).apply(area);
            }
        } catch (IOException e) {
            // the default (light) colours still work
        }
        area.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
    }

    /** A switch of the window's look reaches here first; the editor's colours follow once its own widgets are updated. */
    @Override
    public void updateUI() {
        super.updateUI();
        if (area != null) { // null while the panel's constructor runs
            javax.swing.SwingUtilities.invokeLater(this::theme);
        }
    }

    private JToolBar toolbar() {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        JButton apply = new JButton("Apply");
        apply.setToolTipText("Play by this text from now on, keeping the moves still legal (Ctrl+Enter)");
        apply.addActionListener(e -> apply());
        JButton save = new JButton("Save");
        save.setToolTipText("Write the text to the definition file (Ctrl+S while editing)");
        save.addActionListener(e -> save());
        JButton revert = new JButton("Revert");
        revert.setToolTipText("Back to the text of the rules in play");
        revert.addActionListener(e -> fill(authoring.definitionText()));
        bar.add(apply);
        bar.add(save);
        bar.add(revert);
        bar.addSeparator();
        state.setBorder(BorderFactory.createEmptyBorder(0, 6, 0, 6));
        bar.add(state);
        return bar;
    }

    /** A key that works while the focus is anywhere in the tab, before the window's menu sees it. */
    private void bind(KeyStroke key, String name, Runnable action) {
        for (JComponent c : new JComponent[] {area, this}) {
            int when = c == area ? JComponent.WHEN_FOCUSED : JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT;
            c.getInputMap(when).put(key, name);
            c.getActionMap().put(name, new AbstractAction() {
                private static final long serialVersionUID = 1L;

                @Override
                public void actionPerformed(ActionEvent e) {
                    action.run();
                }
            });
        }
    }

    /** Takes up the definition in play when it changed (a reload, a record opened), unless the text is being edited. */
    void refresh() {
        String now = authoring.definitionText();
        if (now != null && !now.equals(inPlay)) {
            if (inPlay == null || area.getText().equals(inPlay)) {
                fill(now);
            }
            inPlay = now;
        }
        showState();
    }

    private void fill(String text) {
        inPlay = text;
        area.setText(text.replace("\r\n", "\n"));
        area.setCaretPosition(0);
        area.discardAllEdits();
        showState();
    }

    private void apply() {
        String text = area.getText();
        String problem = authoring.apply(text);
        if (problem == null) {
            inPlay = authoring.definitionText();
        } else {
            int at = DefinitionCheck.firstError(text, problem);
            if (at >= 0) {
                area.setCaretPosition(at);
            }
            area.requestFocusInWindow();
        }
        showState();
    }

    private void save() {
        authoring.saveDefinition(area.getText());
        showState();
    }

    private void showState() {
        if (authoring.file() == null) {
            state.setText("this game was not loaded from a file");
            return;
        }
        boolean applied = area.getText().equals(authoring.definitionText());
        state.setText(authoring.file().getFileName() + ": " + (!applied ? "edited, not applied"
                : authoring.edited() ? "applied, not saved" : "as in the file"));
    }

    // For the window trial, which types into the editor and points at an error.
    RSyntaxTextArea area() {
        return area;
    }
}
