package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The terminal's turn line names the parts of a turn still owed, as the window's does. */
class TextTurnPartsTest {
    @Test
    void theTurnLineSaysWhichActionIsStillToPlay() {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream("C@d1\nB@a4\nquit\n".getBytes(StandardCharsets.UTF_8)));
        Cli.Result r;
        try {
            r = Cli.execute("text", Cli.game("run-knizia"), "--player1", "human", "--player2", "human");
        } finally {
            System.setIn(stdin);
        }
        assertEquals(0, r.code(), r.err());
        Matcher m = Pattern.compile("^turn .*$", Pattern.MULTILINE).matcher(r.out().replace("\r\n", "\n"));
        List<String> turns = new java.util.ArrayList<>();
        while (m.find()) {
            turns.add(m.group());
        }
        assertEquals(List.of("turn 1 (opening), ply 0: black to move",
                "turn 2 (normal), ply 1: white to move; still to play: cow action and cowboy action, in any order",
                "turn 2 (normal), ply 2: white to move; cow action still to play"), turns);
    }
}
