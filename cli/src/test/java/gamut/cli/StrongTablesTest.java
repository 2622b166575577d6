package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's comparisons with tree-search players: its tables are what compare prints from the
 * shipped CSVs, and the games in them are what the printed command plays again (the same seeds, the
 * same figures).
 */
class StrongTablesTest {
    @TempDir
    Path dir;

    /** The shipped CSV and its side file, copied; compare resumes from them without playing. */
    private Path shipped(String name) throws Exception {
        Path csv = dir.resolve(name + ".csv");
        Files.copy(Cli.root().resolve("docs/compare/" + name + ".csv"), csv);
        Files.copy(Cli.root().resolve("docs/compare/" + name + ".csv.json"), dir.resolve(name + ".csv.json"));
        return csv;
    }

    private void readmeHolds(String game, String variants, int games, String name) throws Exception {
        Path csv = shipped(name);
        String out = Cli.run("compare", Cli.game(game), "--variants", variants, "-n", Integer.toString(games),
                "--players", "mcts:200,mcts:200", "--metrics", "all", "--csv", csv.toString());
        String tables = out.substring(0, out.indexOf("\ngames: "));
        String readme = Files.readString(Cli.root().resolve("README.md"));
        assertTrue(readme.contains(tables), "README's tables for " + name + " are not compare's:\n" + tables);
        assertTrue(!out.contains("compare: "), "nothing played, so no rate line:\n" + out);
    }

    @Test
    void theReadmeTablesAreThoseOfTheShippedGames() throws Exception {
        readmeHolds("queens-guard", "base,bells_book,parletts_book,trap=line_same_ring,trap=line_any", 60, "queens-guard-mcts");
        readmeHolds("run-fevga", "base,prime=none,prime=only_if_opponent_checker_past", 40, "run-fevga-mcts");
        readmeHolds("lines-of-action", "base,simultaneous=mover_wins", 100, "lines-of-action-mcts");
    }

    @Test
    void theReadmeLadderIsThatOfTheShippedGames() throws Exception {
        for (int depth = 2; depth <= 4; depth++) {
            shipped("queens-guard-ab-ab_" + depth);
        }
        String out = Cli.run("compare", Cli.game("queens-guard"), "--variants",
                "base,bells_book,parletts_book,trap=line_same_ring,trap=line_any", "-n", "60", "--ladder", "ab:2,ab:3,ab:4",
                "--metrics", "all", "--csv", dir.resolve("queens-guard-ab.csv").toString());
        assertTrue(!out.contains("compare: "), "nothing played, so no rate line:\n" + out);
        String readme = Files.readString(Cli.root().resolve("README.md"));
        String top = out.substring(out.indexOf("## Players ab:4"));
        top = top.substring(top.indexOf("| variant"), top.indexOf("\nDesign metrics"));
        assertTrue(readme.contains(top), "README's ab:4 tables are not compare's:\n" + top);
        for (String metric : List.of("drawishness", "duration")) {
            String ladder = out.substring(out.indexOf("\n" + metric + ":\n", out.indexOf("Along the ladder")) + 1);
            ladder = ladder.substring(0, ladder.indexOf("\n\n", ladder.indexOf("| variant")));
            assertTrue(readme.contains(ladder), "README's ladder of " + metric + " is not compare's:\n" + ladder);
        }
        String loa = ladder("lines-of-action", "base,simultaneous=mover_wins", 100, "ab:1,ab:2,ab:3",
                "lines-of-action-ab");
        String loaTop = loa.substring(loa.indexOf("## Players ab:3"));
        loaTop = loaTop.substring(loaTop.indexOf("| variant"), loaTop.indexOf("\nDesign metrics"));
        assertTrue(readme.contains(loaTop), "README's Lines of Action tables at ab:3 are not compare's:\n" + loaTop);
        // The first game of each rule set, played again at the first rung, is the shipped one.
        Path again = dir.resolve("again-ab.csv");
        Cli.run("compare", Cli.game("queens-guard"), "--variants",
                "base,bells_book,parletts_book,trap=line_same_ring,trap=line_any", "-n", "1", "--players", "ab:2,ab:2",
                "--metrics", "all", "-t", "1", "--csv", again.toString());
        List<String> shipped = Files.readAllLines(Cli.root().resolve("docs/compare/queens-guard-ab-ab_2.csv"));
        List<String> rows = Files.readAllLines(again);
        assertEquals(6, rows.size());
        for (String row : rows.subList(1, rows.size())) {
            assertTrue(shipped.contains(row), "not a game of the shipped run: " + row);
        }
    }

    /** The ladder's output from the shipped CSVs of its rungs, copied (nothing is played). */
    private String ladder(String game, String variants, int games, String rungs, String name) throws Exception {
        for (String rung : rungs.split(",")) {
            shipped(name + "-" + rung.replace(':', '_'));
        }
        String out = Cli.run("compare", Cli.game(game), "--variants", variants, "-n", Integer.toString(games), "--ladder",
                rungs, "--metrics", "all", "--csv", dir.resolve(name + ".csv").toString());
        assertTrue(!out.contains("compare: "), "nothing played, so no rate line:\n" + out);
        return out;
    }

    @Test
    void thePrintedCommandPlaysTheShippedGamesAgain() throws Exception {
        Path csv = dir.resolve("again.csv");
        Cli.run("compare", Cli.game("lines-of-action"), "--variants", "base,simultaneous=mover_wins", "-n", "2",
                "--players", "mcts:200,mcts:200", "--metrics", "all", "--csv", csv.toString());
        List<String> shipped = Files.readAllLines(Cli.root().resolve("docs/compare/lines-of-action-mcts.csv"));
        List<String> again = Files.readAllLines(csv);
        assertEquals(shipped.get(0), again.get(0));
        for (String row : again.subList(1, again.size())) {
            assertTrue(shipped.contains(row), "not a game of the shipped run: " + row);
        }
        assertEquals(5, again.size(), "the header and two games of each variant");
    }
}
