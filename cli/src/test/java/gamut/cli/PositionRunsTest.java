package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * -p on selfplay and compare, read as perft and text read it: every game starts from the position,
 * which the CSV's settings keep, so that a run from another position does not resume it.
 */
class PositionRunsTest {
    private static String lines(String text) {
        return text.replace("\r\n", "\n");
    }

    @Test
    void selfplayStartsFromThePositionGivenAndKeepsItInTheSettings(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("walk.csv");
        assertEquals("""
                game 1 (seed 1): draw after 6 plies (limit)
                game 2 (seed 2): solo wins after 1 plies (arrived)
                2 games: solo 1 wins (50.0%), 1 draws (50.0%), 0 losses (0.0%); mean length 3.5 plies; ends: limit \
                50.0%, arrived 50.0%
                """, lines(Cli.run("selfplay", Cli.onePlayer("walk"), "-n", "2", "-p", "solo: d1", "--csv", csv.toString())));
        assertEquals("""
                {
                  "command": "selfplay",
                  "game_file": "walk.gamut",
                  "variants": ["base"],
                  "players": ["random"],
                  "seed": 1,
                  "position": "solo: d1"
                }
                """, lines(Files.readString(dir.resolve("walk.csv.json"))));
        Cli.Result other = Cli.execute("selfplay", Cli.onePlayer("walk"), "-n", "2", "--csv", csv.toString());
        assertEquals(2, other.code());
        assertEquals("selfplay: " + csv + " was made with other settings (" + csv + ".json: {\"command\":\"selfplay\","
                + "\"game_file\":\"walk.gamut\",\"variants\":[\"base\"],\"players\":[\"random\"],\"seed\":1,\"position\":"
                + "\"solo: d1\"}); give another --csv or remove it\n", lines(other.err()));
        Cli.Result bad = Cli.execute("selfplay", Cli.onePlayer("walk"), "-p", "solo: z9");
        assertEquals(new Cli.Result(2, "", "position: no cell or piece 'z9' in 'solo: z9'\n"),
                new Cli.Result(bad.code(), bad.out(), lines(bad.err())));
    }

    @Test
    void comparePlaysEveryVariantFromThePositionGiven(@TempDir Path dir) throws Exception {
        Path position = dir.resolve("row.txt");
        Files.writeString(position, "solo: a1, b1, c1; turn: solo\n");
        String out = lines(Cli.run("compare", Cli.onePlayer("jumps"), "--variants", "base,hole=b1", "-n", "3",
                "--metrics", "none", "-p", "@" + position, "--csv", dir.resolve("c.csv").toString()));
        // From a1, b1 and c1 the one jump is b1xd1, and two pegs are left that cannot jump.
        assertEquals(List.of("base,1,1,solo,none,1,1,no_moves,1.000,2", "hole=b1,1,1,solo,none,1,1,no_moves,1.000,2"),
                Files.readAllLines(dir.resolve("c.csv")).subList(1, 3).stream()
                        .map(l -> l.substring(0, l.indexOf(",2,") + 2)).toList());
        assertEquals(true, out.contains("| hole=b1 | 3 | 0.0% [0.0, 56.1] | 0.0% [0.0, 56.1] | 100.0% [43.9, 100.0] |"), out);
        assertEquals(true, Files.readString(dir.resolve("c.csv.json")).contains("\"position\": \"solo: a1, b1, c1; turn: solo\\n\""));
    }
}
