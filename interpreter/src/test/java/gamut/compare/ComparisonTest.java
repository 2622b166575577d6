package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.testing.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonTest {
    @TempDir
    Path dir;

    private static final String[] RANDOM = {"random", "random"};

    private String report(Path game, List<String> variants, int games) throws Exception {
        Comparison c = new Comparison(game, variants, RANDOM, games, 1);
        return c.report(c.run(1));
    }

    @Test
    void identicalVariantsShowNoSignificantDifference() throws Exception {
        Path game = dir.resolve("tiny.gamut");
        String loa = Files.readString(Games.root().resolve("games/lines-of-action.gamut"));
        // A variant that changes nothing but its name.
        Files.writeString(game, loa.substring(0, loa.lastIndexOf('}'))
                + "    variant same { source \"identical by construction\" }\n}\n");
        String report = report(game, List.of("base", "same"), 30);
        assertTrue(report.contains("| same | 0 / 0 | 1.00 (no significant difference) | 0 / 0 | 1.00 (no significant difference) |"),
                report);
    }

    @Test
    void variantsThatDifferByConstructionDiffer() throws Exception {
        String report = report(Games.root().resolve("games/run-knizia.gamut"), List.of("base", "tie=second_player_wins"), 40);
        assertTrue(report.lines().anyMatch(l -> l.startsWith("| tie=second_player_wins |") && l.contains("(differs)")
                && l.contains("| 0 / 0 |")), report);
    }

    @Test
    void gamesAlreadyDoneAreNotPlayedAgainAndTheTableIsTheSame() throws Exception {
        Path game = Games.root().resolve("games/lines-of-action.gamut");
        List<String> variants = List.of("base", "simultaneous=mover_wins");
        String whole = report(game, variants, 12);
        List<PlayedGame> earlier = new ArrayList<>();
        new Comparison(game, variants, RANDOM, 5, 1).run(2, List.of(), earlier::add);
        assertEquals(10, earlier.size());
        Comparison c = new Comparison(game, variants, RANDOM, 12, 1);
        List<PlayedGame> finished = new ArrayList<>();
        Map<String, Map<Integer, PlayedGame>> records = c.run(1, earlier, finished::add);
        assertEquals(14, finished.size(), "only the games not done are played");
        assertTrue(finished.stream().allMatch(g -> g.game() > 5), finished.toString());
        assertEquals(12, records.get("base").size());
        assertEquals(whole, c.report(records));
        // Game k is the same game whenever it is played.
        assertEquals(earlier.get(0), records.get(earlier.get(0).variant()).get(earlier.get(0).game()));
    }

    @Test
    void oneGamePlayedAloneFromTheTextIsTheGameRunPlays() throws Exception {
        Path game = Games.root().resolve("games/lines-of-action.gamut");
        List<String> variants = List.of("base", "simultaneous=mover_wins");
        Map<String, Map<Integer, PlayedGame>> all = new Comparison(game, variants, RANDOM, 6, 4).run(2);
        // A comparison built where only the text travels, as on a Spark executor.
        Comparison elsewhere = new Comparison(Path.of("elsewhere/lines-of-action.gamut"), Files.readString(game), variants,
                RANDOM, 6, 4);
        assertEquals(4, elsewhere.seed());
        assertEquals(all.get("simultaneous=mover_wins").get(5), elsewhere.play("simultaneous=mover_wins", 5));
        assertEquals(all.get("base").get(1), elsewhere.play("base", 1));
        assertEquals(8, elsewhere.play("base", 5).seed());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> elsewhere.play("base", 7));
        assertEquals("game: 1 to 6, not 7", e.getMessage());
    }

    @Test
    void theSettingsNameWhatMakesTheGamesTheSame() {
        Path game = Games.root().resolve("games/lines-of-action.gamut");
        Comparison c = new Comparison(game, List.of("base", "simultaneous=mover_wins"), RANDOM, 7, 3);
        assertEquals("gamut compare lines-of-action.gamut variants=base;simultaneous=mover_wins players=random;random seed=3",
                c.settings());
        GamutException e = assertThrows(GamutException.class,
                () -> new Comparison(game, List.of("base"), new String[] {"random", "random", "random"}, 7, 3));
        assertEquals("compare: --players names 3 players; this game has 2 (name one a seat, or one for all)",
                e.getMessage());
        // One player alone sits at every seat: the same comparison as naming it twice.
        assertEquals(c.settings(), new Comparison(game, List.of("base", "simultaneous=mover_wins"),
                new String[] {"random"}, 7, 3).settings());
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
