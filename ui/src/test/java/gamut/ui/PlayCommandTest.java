package gamut.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.app.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** 'gamut play' without a display says so and exits 2 (the tests run headless). */
class PlayCommandTest {
    @Test
    void withoutADisplayItPointsToTheTextCommand() {
        CommandLine cli = Main.commandLine();
        StringWriter err = new StringWriter();
        cli.setErr(new PrintWriter(err));
        int code = cli.execute("play", Games.file("lines-of-action").toString(), "--player2", "mcts:10");
        assertEquals(2, code);
        assertTrue(err.toString().contains("gamut play needs a display; try 'gamut text"), err.toString());
    }

    @Test
    void isListedAmongTheCommands() {
        assertTrue(Main.commandLine().getSubcommands().containsKey("play"));
    }
}
