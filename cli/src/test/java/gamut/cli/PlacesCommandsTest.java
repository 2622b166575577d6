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
                 plies; ends: arrived 100.0%
                """, lines(Cli.run("selfplay", file.toString(), "-n", "2", "-s", "1", "--csv", csv.toString())));
        // The CSV's winner is the first place; the places themselves are not among its columns.
        assertEquals(List.of("base", "1", "1", "red", "red", "4", "4", "arrived"),
                List.of(Files.readAllLines(csv).get(1).split(",")).subList(0, 8));
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
