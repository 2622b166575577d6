package gamut.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manual pages say what the help says, one page a command, in troff that reads every character literally. */
class ManPagesTest {
    @Test
    void everyCommandHasAPageWithItsOptionsAndDefaults(@TempDir Path dir) throws Exception {
        List<Path> pages = ManPages.write(dir);
        assertEquals(Main.commandLine().getSubcommands().size() + 1, pages.size());
        assertTrue(Files.exists(dir.resolve("gamut.1")));
        String compare = Files.readString(dir.resolve("gamut-compare.1"));
        assertTrue(compare.startsWith(".TH \"GAMUT-COMPARE\" 1 "), compare);
        assertTrue(compare.contains(".SH NAME\ngamut\\-compare \\- Compare rule variants by self\\-play\n"), compare);
        assertTrue(compare.contains(".TP\n\\fB\\-n, \\-\\-games\\fR \\fIN\\fR\ngames per variant (default 100)\n"), compare);
        // The help's format escapes are the help's: one per cent sign, as --help prints it.
        assertTrue(compare.contains("95% Wilson intervals"), compare);
        assertFalse(compare.contains("%%"), compare);
        String top = Files.readString(dir.resolve("gamut.1"));
        assertTrue(top.contains(".TP\n\\fBplay\\fR\nPlay in a window.\nSee \\fBgamut\\-play\\fR(1).\n"), top);
        assertTrue(top.contains(".SH EXIT STATUS\n.TP\n0\n"), top);
    }

    @Test
    void thePlayersTheOptionsReferToHaveASectionOfTheirOwn(@TempDir Path dir) throws Exception {
        java.util.Set<String> withPlayers = new java.util.TreeSet<>();
        for (Path page : ManPages.write(dir)) {
            String text = Files.readString(page);
            if (text.contains("\n.SH PLAYERS\n")) {
                withPlayers.add(page.getFileName().toString());
            } else {
                assertFalse(text.contains("see Players below"), page.getFileName().toString());
            }
        }
        assertEquals("[gamut-compare.1, gamut-match.1, gamut-play.1, gamut-replay.1, gamut-selfplay.1, gamut-text.1,"
                + " gamut-tournament.1, gamut-uci.1, gamut-usi.1]", withPlayers.toString());
        String compare = Files.readString(dir.resolve("gamut-compare.1"));
        assertTrue(compare.contains("\n.SH PLAYERS\nrandom; a level, easy, medium, hard or strongest: the player the game's"
                + " definition names for it"), compare);
        assertTrue(compare.indexOf(".SH OPTIONS") < compare.indexOf(".SH PLAYERS")
                && compare.indexOf(".SH PLAYERS") < compare.indexOf(".SH EXIT STATUS"), compare);
        assertTrue(Files.readString(dir.resolve("gamut-play.1")).contains(" human: a person.\n.SH EXIT STATUS\n"));
        String uci = Files.readString(dir.resolve("gamut-uci.1"));
        assertTrue(uci.contains("\n.SH NOTES\n.PP\nWith 'go' the front end's limits replace the player's budget: "), uci);
        assertTrue(uci.indexOf(".SH NOTES") < uci.indexOf(".SH PLAYERS"), uci);
    }

    @Test
    void textIsReadLiterally() {
        assertEquals("a \\e b \\- c\n\\&.TH not a request\n\\&'not either", ManPages.text("a \\ b - c\n.TH not a request\n'not either"));
    }
}
