package gamut.ui.view;

import gamut.ui.controller.DefinitionCheck;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import org.fife.ui.rsyntaxtextarea.RSyntaxDocument;
import org.fife.ui.rsyntaxtextarea.RSyntaxTextArea;
import org.fife.ui.rsyntaxtextarea.parser.AbstractParser;
import org.fife.ui.rsyntaxtextarea.parser.DefaultParseResult;
import org.fife.ui.rsyntaxtextarea.parser.DefaultParserNotice;
import org.fife.ui.rsyntaxtextarea.parser.ParseResult;
import org.fife.ui.rsyntaxtextarea.parser.ParserNotice;

/**
 * Underlines the checker's errors (red) and warnings (yellow) in the definition editor, each with
 * its message as the tooltip. RSyntaxTextArea asks for the notices on the event thread a moment
 * after typing stops; the check runs on a thread of its own (only the newest text waits for it),
 * and until it is done the notices of the text checked last are shown, moved along with the edit
 * that came since, so that typing stays smooth and the marks do not flicker.
 */
final class DefinitionParser extends AbstractParser {
    static final Color ERROR = new Color(235, 80, 80);
    static final Color WARNING = new Color(230, 200, 60);

    private final RSyntaxTextArea area;
    private final String name;
    /** One check at a time; a newer text waiting replaces an older one. */
    private final ThreadPoolExecutor checker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(1), task -> {
                Thread t = new Thread(task, "gamut-definition-check");
                t.setDaemon(true);
                return t;
            }, new ThreadPoolExecutor.DiscardOldestPolicy());
    // Read and written on the event thread only.
    private String checked = "";
    private List<DefinitionCheck.Notice> notices = List.of();
    private String waiting;

    DefinitionParser(RSyntaxTextArea area, String name) {
        this.area = area;
        this.name = name;
    }

    /** The notices of the text checked last, when it is the text now in the editor; else null. */
    List<DefinitionCheck.Notice> current() {
        return area.getText().equals(checked) ? notices : null;
    }

    @Override
    public ParseResult parse(RSyntaxDocument doc, String style) {
        DefaultParseResult result = new DefaultParseResult(this);
        String text;
        try {
            text = doc.getText(0, doc.getLength());
        } catch (BadLocationException e) {
            return result;
        }
        if (!text.equals(checked) && !text.equals(waiting)) {
            waiting = text;
            checker.execute(() -> {
                List<DefinitionCheck.Notice> found;
                try {
                    found = DefinitionCheck.check(name, text);
                } catch (RuntimeException | StackOverflowError e) {
                    // A checker that fails says so at the top, rather than marking nothing.
                    found = List.of(new DefinitionCheck.Notice(1, 0, Math.min(1, text.length()),
                            "the check failed: " + e, true));
                }
                List<DefinitionCheck.Notice> notices = found;
                SwingUtilities.invokeLater(() -> done(text, notices));
            });
        }
        for (DefinitionCheck.Notice n : shifted(text)) {
            DefaultParserNotice notice = new DefaultParserNotice(this, (n.error() ? "error: " : "warning: ") + n.message(),
                    lineOf(doc, n.offset()), n.offset(), n.length());
            notice.setLevel(n.error() ? ParserNotice.Level.ERROR : ParserNotice.Level.WARNING);
            notice.setColor(n.error() ? ERROR : WARNING);
            result.addNotice(notice);
        }
        result.setParsedLines(0, doc.getDefaultRootElement().getElementCount() - 1);
        return result;
    }

    private void done(String text, List<DefinitionCheck.Notice> found) {
        if (text.equals(waiting)) {
            waiting = null;
        }
        checked = text;
        notices = found;
        if (area.getText().equals(text)) {
            area.forceReparsing(this);
        }
    }

    /**
     * The notices of the text checked last, placed in {@code text}: those before the part that
     * changed stay, those after it move by the change in length, those inside it are dropped.
     */
    private List<DefinitionCheck.Notice> shifted(String text) {
        if (text.equals(checked)) {
            return notices;
        }
        int prefix = 0;
        int most = Math.min(text.length(), checked.length());
        while (prefix < most && text.charAt(prefix) == checked.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < most - prefix
                && text.charAt(text.length() - 1 - suffix) == checked.charAt(checked.length() - 1 - suffix)) {
            suffix++;
        }
        int changedEnd = checked.length() - suffix;
        int delta = text.length() - checked.length();
        List<DefinitionCheck.Notice> out = new ArrayList<>();
        for (DefinitionCheck.Notice n : notices) {
            if (n.offset() + n.length() <= prefix) {
                out.add(n);
            } else if (n.offset() >= changedEnd) {
                out.add(new DefinitionCheck.Notice(n.line(), n.offset() + delta, n.length(), n.message(), n.error()));
            }
        }
        return out;
    }

    private static int lineOf(RSyntaxDocument doc, int offset) {
        return doc.getDefaultRootElement().getElementIndex(offset);
    }
}
