package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A match to a number of points, the Greek Tavli (Portes, Plakoto, Fevga in turn), as a user runs it. */
class MatchCommandTest {
    private static final Pattern GAME = Pattern.compile(
            "^game (\\d+) \\(([a-z-]+\\.gamut), seed (\\d+)\\): (?:(white|black) wins (\\d+) points? \\((\\w+)\\)"
                    + "|draw \\((\\w+)\\)) after \\d+ plies; match white (\\d+), black (\\d+)$");

    @Test
    void theTavliIsPlayedInTurnUntilAPlayerHasFivePoints() {
        String[] args = {"match", Cli.game("portes"), Cli.game("plakoto"), Cli.game("run-fevga"), "--to", "5", "-s", "1"};
        String out = Cli.run(args);
        assertEquals(out, Cli.run(args), "a match replays exactly from its seed");
        String[] lines = out.strip().split("\\R");
        List<String> files = List.of("portes.gamut", "plakoto.gamut", "run-fevga.gamut");
        int[] totals = new int[2];
        for (int k = 1; k < lines.length; k++) {
            Matcher m = GAME.matcher(lines[k - 1]);
            assertTrue(m.find(), lines[k - 1]);
            assertEquals(k, Integer.parseInt(m.group(1)));
            assertEquals(files.get((k - 1) % 3), m.group(2), "the games come in turn");
            assertEquals(k, Long.parseLong(m.group(3)), "game k is played with seed k");
            if (m.group(4) != null) {
                totals[m.group(4).equals("white") ? 0 : 1] += Integer.parseInt(m.group(5));
            }
            assertEquals(totals[0], Integer.parseInt(m.group(8)), lines[k - 1]);
            assertEquals(totals[1], Integer.parseInt(m.group(9)), lines[k - 1]);
            boolean last = k == lines.length - 1;
            assertEquals(last, Math.max(totals[0], totals[1]) >= 5, "the match ends when a player has 5: " + lines[k - 1]);
        }
        String winner = totals[0] >= 5 ? "white" : "black";
        assertEquals(winner + " (random) wins the match white " + totals[0] + ", black " + totals[1] + " after "
                + (lines.length - 1) + " games", lines[lines.length - 1]);
    }

    @Test
    void aFileMayCarryItsVariants() {
        String out = Cli.run("match", Cli.game("plakoto") + ":mother=on", "--to", "1", "-s", "3");
        assertTrue(out.startsWith("game 1 (plakoto.gamut:mother=on, seed 3): "), out);
    }

    @Test
    void badMatchesAreRefusedWithAReason(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        assertEquals("match: --to must be 1 to 10,000 points, not 0\n",
                Cli.execute("match", Cli.game("portes"), "--to", "0").err().replace("\r\n", "\n"));
        assertEquals("match: --players names 3 players; this game has 2 (name one a seat, or one for all)\n",
                Cli.execute("match", Cli.game("tic-tac-toe"), "--players", "random,random,random").err()
                        .replace("\r\n", "\n"));
        assertEquals("match: three.gamut is a game of 3 players; the match has 2\n",
                Cli.execute("match", Cli.game("tic-tac-toe"), Cli.threePlayers(dir).toString()).err()
                        .replace("\r\n", "\n"));
    }

    @Test
    void selfplaySaysWhatTheGamesWereWorthAndHowTheyEnded() {
        String out = Cli.run("selfplay", Cli.game("backgammon"), "-n", "200", "-q");
        Matcher m = Pattern.compile("; points per game white (\\d\\.\\d\\d) \\[(\\d\\.\\d\\d), (\\d\\.\\d\\d)\\] black "
                + "\\d\\.\\d\\d \\[\\d\\.\\d\\d, \\d\\.\\d\\d\\]; ends: (\\w+) \\d+\\.\\d%, (\\w+) \\d+\\.\\d%, (\\w+) \\d+\\.\\d%$")
                .matcher(out.strip());
        assertTrue(m.find(), out);
        double mean = Double.parseDouble(m.group(1));
        assertTrue(Double.parseDouble(m.group(2)) < mean && mean < Double.parseDouble(m.group(3)), out);
        assertEquals(List.of("backgammon", "gammon", "single"), List.of(m.group(4), m.group(5), m.group(6)).stream()
                .sorted().toList());
    }
}
