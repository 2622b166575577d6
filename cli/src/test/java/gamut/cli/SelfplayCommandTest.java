package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The selfplay and perft commands on Lines of Action, through the command line as a user runs them. */
class SelfplayCommandTest {

    @Test
    void twoHundredGamesRepeatExactlyAndBothSidesWin() {
        String file = Cli.game("lines-of-action");
        String first = Cli.run("selfplay", file, "-n", "200", "-s", "1");
        String second = Cli.run("selfplay", file, "-n", "200", "-s", "1");
        assertEquals(first, second);
        String[] lines = first.strip().split("\\R");
        assertEquals(201, lines.length);
        assertTrue(lines[0].startsWith("game 1 (seed 1): "), lines[0]);
        assertTrue(lines[199].startsWith("game 200 (seed 200): "), lines[199]);
        Matcher m = Pattern.compile("^200 games: black (\\d+) wins .*, white (\\d+) wins .*, (\\d+) draws")
                .matcher(lines[200]);
        assertTrue(m.find(), lines[200]);
        int black = Integer.parseInt(m.group(1));
        int white = Integer.parseInt(m.group(2));
        int draws = Integer.parseInt(m.group(3));
        assertTrue(black > 0 && white > 0, lines[200]);
        assertEquals(200, black + white + draws);
        // Game k alone with seed k replays the same game.
        String alone = Cli.run("selfplay", file, "-n", "1", "-s", "37");
        assertEquals(lines[36].replace("game 37 ", "game 1 "), alone.strip().split("\\R")[0]);
    }

    @Test
    void oneSpecPlaysEverySeatAndAnyOtherCountIsRefused(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path three = Cli.threePlayers(dir);
        String byDefault = Cli.run("selfplay", three.toString(), "-n", "3", "-s", "1");
        assertEquals(byDefault, Cli.run("selfplay", three.toString(), "-n", "3", "-s", "1", "--players", "random,random,random"));
        assertTrue(byDefault.lines().anyMatch(l -> l.contains("triangles")), byDefault);
        Cli.Result two = Cli.execute("selfplay", three.toString(), "--players", "random,random");
        assertEquals(new Cli.Result(2, "", "selfplay: --players names 2 players; this game has 3 (name one a seat, or one for all)\n"),
                new Cli.Result(two.code(), two.out(), two.err().replace("\r\n", "\n")));
    }

    @Test
    void perftCommandGivesTheSpecCounts() {
        String file = Cli.game("lines-of-action");
        assertEquals("perft(1) = 36\nperft(2) = 1244\nperft(3) = 44952\n",
                Cli.run("perft", file, "-d", "3").replace("\r\n", "\n"));
        assertEquals("perft(1) = 14\n",
                Cli.run("perft", file, "-p", "black: d5 f5; white: a5 h5; turn: black", "-d", "1").replace("\r\n", "\n"));
        // The speed of the deepest count goes to standard error, apart from the counts.
        String err = Cli.execute("perft", file, "-d", "2").err();
        assertTrue(err.matches("perft\\(2\\): 1,244 leaves in \\d+\\.\\d{3} s, [\\d,]+ leaves/s\\R"), err);
    }

    @Test
    void coverageFollowsTheSummaryAndNamesWhatNeverHappened() {
        String file = Cli.game("queens-guard");
        String out = Cli.run("selfplay", file, "-v", "trap=line_same_ring", "-n", "3", "-q", "--coverage")
                .replace("\r\n", "\n");
        assertEquals(out, Cli.run("selfplay", file, "-v", "trap=line_same_ring", "-n", "3", "-q", "--coverage")
                .replace("\r\n", "\n"));
        String[] parts = out.split("\n\n");
        assertTrue(parts[0].startsWith("3 games: "), parts[0]);
        assertEquals("Rule coverage over 3 games:", parts[1]);
        List<String> table = parts[2].lines().toList();
        assertEquals("| item ", table.get(0).substring(0, 7));
        assertTrue(table.get(0).matches("\\| item +\\| where +\\| count \\| counted +\\| variant +\\|"), table.get(0));
        assertTrue(table.stream().anyMatch(l -> l.matches("\\| moves guard as relocate +\\| .*queens-guard\\.gamut:\\d+ +\\| +\\d+ \\| moves made +\\| +\\|")),
                parts[2]);
        assertTrue(table.stream().anyMatch(l -> l.matches("\\| after normal: set trapped +\\| .*\\| +\\d+ \\| runs that changed the board, of \\d+ runs +\\| trap=line_same_ring +\\|")),
                parts[2]);
        assertTrue(parts[3].lines().allMatch(l -> l.startsWith("never: ")), parts[3]);
        assertTrue(parts[3].contains("never: define sandwich_at_target (" + file + ":"), parts[3]);
        // Without the option, nothing of it.
        assertFalse(Cli.run("selfplay", file, "-n", "1", "-q").contains("coverage"));
    }
}
