package gamut.parse;

import static gamut.parse.SyntaxDiagnosticsTest.BASE;
import static gamut.parse.SyntaxDiagnosticsTest.diagnostics;
import static gamut.parse.SyntaxDiagnosticsTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading a file: a byte-order mark and an open comment are read as what they are. */
class ReadingLimitsTest {
    // ---- the text itself

    @Test
    void aByteOrderMarkIsSkipped() {
        assertEquals(List.of(), diagnostics("\uFEFF" + BASE));
        assertEquals(diagnostics(BASE.replace("game \"Tiny\"", "game Tiny")),
                diagnostics("\uFEFF" + BASE.replace("game \"Tiny\"", "game Tiny")));
    }

    @Test
    void aCommentLeftOpenIsReportedWhereItOpens() {
        assertEquals(List.of("25:5: comment not closed: '/*' has no '*/'"),
                diagnostics(with("    limit 100 => draw\n", "    /* limit 100 => draw\n")));
        assertEquals(List.of("2:17: unexpected 'red'", "25:5: comment not closed: '/*' has no '*/'"),
                diagnostics(with("    limit 100 => draw\n", "    /* limit 100 => draw\n")
                        .replace("players red, blue", "players red red, blue")));
        assertEquals(List.of(), diagnostics(with("    limit 100 => draw\n", "    /* limit 100 => draw **/\n")));
    }
}
