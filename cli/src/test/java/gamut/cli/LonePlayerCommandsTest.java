package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands on games of one player (the interpreter's test fixtures): a loss is a loss in every
 * report, the lone player's points are shown, and random players sit at the one seat unless told
 * otherwise.
 */
class LonePlayerCommandsTest {
    private static String lines(String text) {
        return text.replace("\r\n", "\n");
    }

    @Test
    void selfplaySaysLossesAndThePegsLeft() {
        assertEquals("""
                game 1 (seed 1): solo wins scoring 1 after 10 plies (solved)
                game 2 (seed 2): solo loses scoring 4 after 7 plies (no_moves)
                game 3 (seed 3): solo loses scoring 3 after 8 plies (no_moves)
                game 4 (seed 4): solo loses scoring 4 after 7 plies (no_moves)
                4 games: solo 1 wins (25.0%), 0 draws (0.0%), 3 losses (75.0%); mean length 8.0 plies; points per game\
                 solo 3.00 [1.61, 4.39]; ends: no_moves 75.0%, solved 25.0%
                """, lines(Cli.run("selfplay", Cli.onePlayer("jumps"), "-n", "4", "-s", "1")));
        assertEquals(lines(Cli.run("selfplay", Cli.onePlayer("jumps"), "-n", "4", "-s", "1", "--players", "random")),
                lines(Cli.run("selfplay", Cli.onePlayer("jumps"), "-n", "4", "-s", "1")));
    }

    @Test
    void theCsvNamesNoWinnerForALossAndResumes(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("jumps.csv");
        String all = Cli.run("selfplay", Cli.onePlayer("jumps"), "-n", "4", "-s", "1");
        Cli.run("selfplay", Cli.onePlayer("jumps"), "-n", "2", "-s", "1", "--csv", csv.toString());
        assertEquals(all, Cli.run("selfplay", Cli.onePlayer("jumps"), "-n", "4", "-s", "1", "--csv", csv.toString()));
        assertEquals(List.of(
                "variant,game,seed,first,winner,plies,turns,end,branching,score_solo,coverage,searched,lead_changes,drama,"
                        + "decisiveness,decision_moves",
                "base,1,1,solo,solo,10,10,solved,2.500,1,1,0,,,,",
                "base,2,2,solo,none,7,7,no_moves,3.429,4,1,0,,,,",
                "base,3,3,solo,none,8,8,no_moves,2.625,3,1,0,,,,",
                "base,4,4,solo,none,7,7,no_moves,3.000,4,1,0,,,,"), Files.readAllLines(csv));
    }

    @Test
    void compareCountsTheLonePlayersLosses(@TempDir Path dir) {
        String out = lines(Cli.run("compare", Cli.onePlayer("jumps"), "--variants", "base,hole=b1", "-n", "20",
                "--metrics", "none", "--csv", dir.resolve("c.csv").toString()));
        assertEquals("""
                | variant | games | solo wins | draws | solo losses | first player wins | plies mean / median | turns mean \
                / median | branching | ended by cap | solo points / game |
                |---|---|---|---|---|---|---|---|---|---|---|
                | base | 20 | 15.0% [5.2, 36.0] | 0.0% [0.0, 16.1] | 85.0% [64.0, 94.8] | 15.0% [5.2, 36.0] | 5.3 / 4.0 | \
                5.3 / 4.0 | 2.5 | 0.0% | 5.70 [4.48, 6.92] |
                | hole=b1 | 20 | 35.0% [18.1, 56.7] | 0.0% [0.0, 16.1] | 65.0% [43.3, 81.9] | 35.0% [18.1, 56.7] | 7.8 / \
                8.0 | 7.8 / 8.0 | 2.3 | 0.0% | 3.25 [2.33, 4.17] |
                """, out.substring(0, out.indexOf("\n\n") + 1));
    }

    @Test
    void theChartHasABarForTheLonePlayersLosses() {
        java.util.Map<Integer, gamut.compare.PlayedGame> games = new java.util.TreeMap<>();
        for (int k = 1; k <= 4; k++) {
            games.put(k, new gamut.compare.PlayedGame("base", k, k, "solo", k == 1 ? "solo" : k == 2 ? "draw" : "none",
                    5, 5, "x", 2.0, new double[1]));
        }
        List<Chart.Bar> bars = Chart.bars(List.of("base"), List.of("solo"), java.util.Map.of("base", games));
        assertEquals(List.of("solo wins 25.0", "draws 25.0", "solo losses 50.0"),
                bars.stream().map(b -> b.outcome() + " " + b.share()).toList());
    }

    @Test
    void theTerminalSaysTheLonePlayerLost() {
        java.io.InputStream stdin = System.in;
        System.setIn(new java.io.ByteArrayInputStream("c1xa1\nb3xb1\nc3xc1\nquit\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        try {
            String out = lines(Cli.run("text", Cli.onePlayer("jumps")));
            assertEquals(true, out.contains("Game over: solo loses, scoring solo 8 (no_moves)\n"), out);
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void aMatchOfOnePlayerCountsItsWinsAlone() {
        String out = lines(Cli.run("match", Cli.onePlayer("jumps"), "--to", "1", "-s", "9"));
        assertEquals("""
                game 1 (jumps.gamut, seed 9): solo loses (no_moves) after 3 plies; match solo 0
                game 2 (jumps.gamut, seed 10): solo wins 1 point (solved) after 10 plies; match solo 1
                solo (random) wins the match solo 1 after 2 games
                """, out);
    }

    @Test
    void checkRefusesTheOpponentOfALonePlayer(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("alone.gamut");
        Files.writeString(file, Files.readString(Path.of(Cli.onePlayer("walk")))
                .replace("=> solo wins", "=> opponent loses"));
        Cli.Result r = Cli.execute("check", file.toString());
        assertEquals(1, r.code());
        assertEquals(file + ":16:47: error: there is no opponent in a game of one player (solo): write 'mover wins'",
                lines(r.err()).lines().findFirst().orElse(""));
    }
}
