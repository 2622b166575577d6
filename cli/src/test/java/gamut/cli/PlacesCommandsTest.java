package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands on a game of places ('mover finishes'): three runners, each with one move a turn,
 * finish in turn, so every game is the same: red first, green second, blue last. Each report says
 * the places; the first place is the winner the tallies and the CSV count.
 */
class PlacesCommandsTest {
    private static final String GAME = """
            game "Three lanes" {
                players red, green, blue
                board grid 3 by 3
                directions { n = (0, 1) }
                pieces { runner }
                zone finish where not can_step(n)
                setup { red: a2  green: b1  blue: c1 }
                moves runner { step n  verify empty  move }
                end arrived: count_in(mover, finish) == 1 => mover finishes
            }
            """;

    private static String lines(String text) {
        return text.replace("\r\n", "\n");
    }

    @Test
    void selfplaySaysThePlacesAndCountsTheFirstAsTheWinner(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("lanes.gamut");
        Files.writeString(file, GAME);
        Path csv = dir.resolve("lanes.csv");
        assertEquals("""
                game 1 (seed 1): red 1st, green 2nd, blue 3rd after 4 plies (arrived)
                game 2 (seed 2): red 1st, green 2nd, blue 3rd after 4 plies (arrived)
                2 games: red 2 wins (100.0%), green 0 wins (0.0%), blue 0 wins (0.0%), 0 draws (0.0%); mean length 4.0\
                 plies; mean place red 1.00 [1.00, 1.00] green 2.00 [2.00, 2.00] blue 3.00 [3.00, 3.00]; ends: arrived\
                 100.0%
                """, lines(Cli.run("selfplay", file.toString(), "-n", "2", "-s", "1", "--csv", csv.toString())));
        // The CSV's winner is the first place; the places follow the observations, a column per player.
        assertEquals(List.of("base", "1", "1", "red", "red", "4", "4", "arrived"),
                List.of(Files.readAllLines(csv).get(1).split(",")).subList(0, 8));
        assertEquals(List.of("1", "2", "3"), List.of(Files.readAllLines(csv).get(1).split(",", -1)).subList(18, 21));
    }

    /** Runners that step one or two cells: the order they finish in varies from game to game. */
    private static final String DASHES = """
            game "Three dashes" {
                players red, green, blue
                board grid 3 by 5
                directions { n = (0, 1)  n2 = (0, 2) }
                pieces { runner }
                zone finish where not can_step(n)
                setup { red: a1  green: b1  blue: c1 }
                moves runner { for d in directions { step d  verify empty  move } }
                end arrived: count_in(mover, finish) == 1 => mover finishes
            }
            """;

    private static final String DASHES_HEADER = "variant,game,seed,first,winner,plies,turns,end,branching,score_red,"
            + "score_green,score_blue,coverage,searched,lead_changes,drama,decisiveness,decision_moves,place_red,"
            + "place_green,place_blue";

    @Test
    void selfplaySaysEachSeatsMeanPlaceAndTheCsvKeepsThePlacesOnResuming(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("dashes.gamut");
        Files.writeString(file, DASHES);
        Path csv = dir.resolve("dashes.csv");
        String summary = "10 games: red 7 wins (70.0%), green 2 wins (20.0%), blue 1 wins (10.0%), 0 draws (0.0%); mean"
                + " length 6.8 plies; mean place red 1.30 [1.00, 1.65] green 2.10 [1.57, 2.63] blue 2.60 [2.10, 3.00];"
                + " ends: arrived 100.0%";
        String whole = lines(Cli.run("selfplay", file.toString(), "-n", "10", "-s", "1"));
        assertEquals(summary, whole.lines().reduce((a, b) -> b).orElseThrow());
        assertEquals("game 4 (seed 4): green 1st, red 2nd, blue 3rd after 7 plies (arrived)", whole.lines().toList().get(3));
        // Eight games in the CSV, then ten: the eight read back count their places as those played.
        Cli.run("selfplay", file.toString(), "-n", "8", "-s", "1", "--csv", csv.toString());
        assertEquals(DASHES_HEADER, Files.readAllLines(csv).get(0));
        assertEquals("base,4,4,red,green,7,7,arrived,2.000,0,0,0,0.666667,0,,,,,2,1,3", Files.readAllLines(csv).get(4));
        String resumed = lines(Cli.run("selfplay", file.toString(), "-n", "10", "-s", "1", "--csv", csv.toString()));
        assertEquals(summary, resumed.lines().reduce((a, b) -> b).orElseThrow());
        assertEquals(11, Files.readAllLines(csv).size());
    }

    @Test
    void compareHasAColumnOfMeanPlacesPerSeat(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("dashes.gamut");
        Files.writeString(file, DASHES);
        Path csv = dir.resolve("dashes.csv");
        String out = lines(Cli.run("compare", file.toString(), "--variants", "base", "-n", "6", "-s", "1", "--csv",
                csv.toString(), "--metrics", "none"));
        assertEquals(List.of(
                "| variant | games | red wins | green wins | blue wins | draws | first player wins | plies mean / median"
                        + " | turns mean / median | branching | ended by cap | red mean place | green mean place"
                        + " | blue mean place |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
                "| base | 6 | 50.0% [18.8, 81.2] | 33.3% [9.7, 70.0] | 16.7% [3.0, 56.4] | 0.0% [0.0, 39.0]"
                        + " | 50.0% [18.8, 81.2] | 8.0 / 8.0 | 8.0 / 8.0 | 1.8 | 0.0% | 1.67 [1.00, 2.52]"
                        + " | 2.00 [1.06, 2.94] | 2.33 [1.48, 3.00] |"), out.lines().limit(3).toList());
        assertEquals(DASHES_HEADER, Files.readAllLines(csv).get(0));
        // Resumed from its CSV, the run prints the same table (up to the line naming the files).
        String again = lines(Cli.run("compare", file.toString(), "--variants", "base", "-n", "6", "-s", "1", "--csv",
                csv.toString(), "--metrics", "none"));
        assertEquals(out.substring(0, out.indexOf("games: ")), again.substring(0, again.indexOf("games: ")));
    }

    @Test
    void textSaysThePlacesAtTheEnd(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("lanes.gamut");
        Files.writeString(file, GAME);
        // Nobody types: the computer plays every seat, and the end of input ends the session.
        java.io.InputStream stdin = System.in;
        System.setIn(new java.io.ByteArrayInputStream(new byte[0]));
        String out;
        try {
            out = lines(Cli.run("text", file.toString(), "--player1", "random", "--player2", "random",
                    "--seat", "3=random"));
        } finally {
            System.setIn(stdin);
        }
        assertEquals(List.of("Game over: red 1st, green 2nd, blue 3rd (arrived)"),
                out.lines().filter(l -> l.startsWith("Game over")).toList());
    }
}
