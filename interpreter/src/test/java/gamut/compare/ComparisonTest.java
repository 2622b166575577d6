package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.testing.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonTest {
    @TempDir
    Path dir;

    private static final String[] RANDOM = {"random", "random"};

    private String report(Path game, List<String> variants, int games, Path csv) throws Exception {
        Comparison c = new Comparison(game, variants, RANDOM, games, 1, csv);
        return c.report(c.run(1, null));
    }

    @Test
    void identicalVariantsShowNoSignificantDifference() throws Exception {
        Path game = dir.resolve("tiny.gamut");
        String loa = Files.readString(Games.root().resolve("games/lines-of-action.gamut"));
        // A variant that changes nothing but its name.
        Files.writeString(game, loa.substring(0, loa.lastIndexOf('}'))
                + "    variant same { source \"identical by construction\" }\n}\n");
        String report = report(game, List.of("base", "same"), 30, dir.resolve("same.csv"));
        assertTrue(report.contains("| same | 0 / 0 | 1.00 (no significant difference) | 0 / 0 | 1.00 (no significant difference) |"),
                report);
    }

    @Test
    void variantsThatDifferByConstructionDiffer() throws Exception {
        String report = report(Games.root().resolve("games/run-knizia.gamut"), List.of("base", "tie=second_player_wins"),
                40, dir.resolve("tie.csv"));
        assertTrue(report.lines().anyMatch(l -> l.startsWith("| tie=second_player_wins |") && l.contains("(differs)")
                && l.contains("| 0 / 0 |")), report);
    }

    @Test
    void anInterruptedRunResumesToTheSameTable() throws Exception {
        Path game = Games.root().resolve("games/lines-of-action.gamut");
        List<String> variants = List.of("base", "simultaneous=mover_wins");
        String whole = report(game, variants, 12, dir.resolve("whole.csv"));
        Path partial = dir.resolve("partial.csv");
        report(game, variants, 5, partial);
        List<String> lines = Files.readAllLines(partial);
        List<String> cut = new java.util.ArrayList<>(lines.subList(0, lines.size() - 3));
        cut.add(lines.get(lines.size() - 3).substring(0, 9)); // as if stopped mid-write
        Files.write(partial, cut);
        assertEquals(whole, report(game, variants, 12, partial));
        Comparison c = new Comparison(game, variants, RANDOM, 12, 1, partial);
        Map<String, Map<Integer, PlayedGame>> records = c.run(1, null);
        assertEquals(12, records.get("base").size());
        assertEquals(12 * 2 + 2, Files.readAllLines(partial).size());
    }

    @Test
    void wilsonAndMcnemarFigures() {
        double[] ci = Stats.wilson(50, 100);
        assertEquals(0.4038, ci[0], 1e-3);
        assertEquals(0.5962, ci[1], 1e-3);
        assertEquals(1.0, Stats.mcnemar(0, 0));
        assertEquals(0.0039, Stats.mcnemar(9, 0), 1e-4);
        assertEquals(1.0, Stats.mcnemar(3, 3), 1e-9);
    }
}
