package gamut.ui.view;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ui.controller.RulesInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules tab's text: title, description, source and the variants in play, escaped. */
class RulesHtmlTest {
    @Test
    void namesEverythingAndEscapesTheText() {
        String html = RulesHtml.page(new RulesInfo.Summary("Q & A", "line one\nline two\n\nnext <para>",
                "Someone, 1969", List.of(new RulesInfo.ChosenVariant("first=white", "Billings (2000)"),
                        new RulesInfo.ChosenVariant("x=y", ""))));
        assertTrue(html.contains("<h2>Q &amp; A</h2>"), html);
        assertTrue(html.contains("line one line two<br><br>next &lt;para&gt;"), html);
        assertTrue(html.contains("Someone, 1969"), html);
        assertTrue(html.contains("<b>first=white</b><br>Billings (2000)"), html);
        assertTrue(html.contains("no source cited"), html);
        String base = RulesHtml.page(new RulesInfo.Summary("T", "", "", List.of()));
        assertTrue(base.contains("none cited") && base.contains("the base game"), base);
    }
}
