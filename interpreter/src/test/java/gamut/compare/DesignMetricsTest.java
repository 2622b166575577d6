package gamut.compare;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.ai.Analysis;
import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.State;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The design metrics on games built to have known values: a 2 by 2 board filled stone by stone,
 * always drawn (base); won by the first player with her second stone (second=wins, 3 of 4 cells
 * used); cut at 2 plies by the limit (limit=2). The players are scripted: each takes the first
 * legal move and reports the estimate its spec names, so the lead is known at every decision.
 */
class DesignMetricsTest {
    static final String FILL = """
            game "Fill" {
                players red, blue
                first red
                board grid 2 by 2
                pieces { stone }
                setup {
                    reserve red: stone unlimited
                    reserve blue: stone unlimited
                }
                drops stone {
                    for c in cells where empty {
                        drop
                    }
                }
                no_moves => draw
                variant second=wins {
                    source "a test: the first player wins with her second stone"
                    end second: count(mover) == 2 => mover wins
                }
                variant limit=2 {
                    source "a test: every game cut by the limit"
                    limit 2 => draw
                }
            }
            """;

    @TempDir
    Path dir;
    Path fill;

    @BeforeEach
    void write() throws Exception {
        fill = dir.resolve("fill.gamut");
        Files.writeString(fill, FILL);
    }

    /**
     * A player that takes the first legal move and reports {@code VALUE} (its own expected score)
     * for each, its choice clear ({@code VALUE:clear}: 9 of 10 visits) or not (4 of 10).
     */
    static Player scripted(String spec) {
        String[] parts = spec.split(":");
        double value = Double.parseDouble(parts[0]);
        boolean clear = parts.length > 1 && parts[1].equals("clear");
        MoveList moves = new MoveList();
        return new Player() {
            private Analysis last;

            @Override
            public int choose(State state) {
                state.generate(moves);
                List<Analysis.Candidate> candidates = clear
                        ? List.of(new Analysis.Candidate(moves.get(0), 9, value), new Analysis.Candidate(-2, 1, 0))
                        : List.of(new Analysis.Candidate(moves.get(0), 4, value), new Analysis.Candidate(-2, 3, 0),
                                new Analysis.Candidate(-3, 3, 0));
                last = new Analysis(state.decider(), 10, value, candidates, new int[] {moves.get(0)});
                return moves.get(0);
            }

            @Override
            public Optional<Analysis> analysis() {
                return Optional.ofNullable(last);
            }

            @Override
            public String describe() {
                return "scripted " + spec;
            }
        };
    }

    private Comparison comparison(List<String> variants, String red, String blue, int games) {
        Comparison c = new Comparison(fill, variants, new String[] {red, blue}, games, 1);
        if (!red.equals("random")) {
            c.playersFrom((spec, seed) -> scripted(spec));
        }
        return c;
    }

    /** The design table's row of the variant, from the first table (not the paired one). */
    private static String row(String report, String variant) {
        String design = report.substring(report.indexOf("Design metrics"));
        return design.lines().filter(l -> l.startsWith("| " + variant + " |")).findFirst().orElseThrow();
    }

    /** The paired table's row of the variant. */
    private static String pairedRow(String report, String variant) {
        String paired = report.substring(report.indexOf("games paired"));
        return paired.lines().filter(l -> l.startsWith("| " + variant + " |")).findFirst().orElseThrow();
    }

    @Test
    void aGameAlwaysDrawnIsBalancedNeverCompletedAllDrawnAndCoversTheBoard() throws Exception {
        Comparison c = comparison(List.of("base"), "random", "random", 10);
        String report = c.report(c.run(1), Metric.select("all", false));
        assertTrue(report.contains("| variant | games | balance | completion | drawishness | timeouts | duration | coverage |"
                + " decisiveness | lead_changes | drama | decision_moves |\n"), report);
        // Wilson's interval of 0 in 10 is [0, 27.8%]; every game the same, so the means have no spread.
        assertEquals("| base | 10 | 100.0% [100.0, 100.0] | 0.0% [0.0, 27.8] | 100.0% [72.2, 100.0] | 0.0% [0.0, 27.8]"
                + " | 4.0 [4.0, 4.0] | 100.0% [100.0, 100.0] | - | - | - | - |", row(report, "base"));
    }

    @Test
    void aGameTheFirstPlayerAlwaysWinsWithALeadThatNeverChanges() throws Exception {
        // Red is sure of winning, and blue agrees: red leads at every decision, past 0.9 from the first.
        Comparison c = comparison(List.of("second=wins"), "0.95:clear", "0.05", 10);
        Map<String, Map<Integer, PlayedGame>> records = c.run(1);
        PlayedGame g = records.get("second=wins").get(1);
        assertEquals("red", g.winner());
        assertEquals(3, g.plies());
        assertEquals(new Observations(0.75, 3, 0, 0, 3, 0.666667), g.observed());
        String report = c.report(records, Metric.select("all", true));
        assertEquals("| second=wins | 10 | 0.0% [0.0, 0.0] | 100.0% [72.2, 100.0] | 0.0% [0.0, 27.8] | 0.0% [0.0, 27.8]"
                + " | 3.0 [3.0, 3.0] | 75.0% [75.0, 75.0] | 3.0 [3.0, 3.0] | 0.0 [0.0, 0.0] | 0.000 [0.000, 0.000]"
                + " | 66.7% [66.7, 66.7] |", row(report, "second=wins"));
    }

    @Test
    void eachPlayerThinkingItLeadsChangesTheLeadAtEveryDecision() throws Exception {
        // Red at ply 0 (0.6 for red), blue at ply 1 (0.6 for blue: red 0.4), red at ply 2: two changes;
        // red, the winner, was behind by 0.2 at one decision of three; no estimate reached 0.9.
        Comparison c = comparison(List.of("second=wins"), "0.6", "0.6", 4);
        Map<String, Map<Integer, PlayedGame>> records = c.run(1);
        assertEquals(new Observations(0.75, 3, 2, 0.2 / 3, 0, 0), records.get("second=wins").get(4).observed());
        assertEquals(0.066667, records.get("second=wins").get(4).observed().get(Observed.DRAMA));
        assertTrue(row(c.report(records, Metric.select("lead_changes,drama,decisiveness", true)), "second=wins")
                .equals("| second=wins | 4 | 0.0 [0.0, 0.0] | 2.0 [2.0, 2.0] | 0.067 [0.067, 0.067] |"));
    }

    @Test
    void gamesCutByTheLimitAreTimeoutsNotDrawsAndPairedDifferencesAreGameByGame() throws Exception {
        Comparison c = comparison(List.of("base", "second=wins", "limit=2"), "0.6", "0.6", 5);
        String report = c.report(c.run(1), Metric.select("all", true));
        assertEquals("| limit=2 | 5 | 100.0% [100.0, 100.0] | 0.0% [0.0, 43.4] | 0.0% [0.0, 43.4] | 100.0% [56.6, 100.0]"
                + " | 2.0 [2.0, 2.0] | 50.0% [50.0, 50.0] | 0.0 [0.0, 0.0] | 1.0 [1.0, 1.0] | - | 0.0% [0.0, 0.0] |",
                row(report, "limit=2"));
        // A draw has no winner, so no drama: the base game's drama is not available, nor its difference.
        assertEquals("| second=wins | 5 | -100.0 [-100.0, -100.0] | +100.0 [100.0, 100.0] | -100.0 [-100.0, -100.0]"
                + " | +0.0 [0.0, 0.0] | -1.0 [-1.0, -1.0] | -25.0 [-25.0, -25.0] | +0.0 [0.0, 0.0] | -1.0 [-1.0, -1.0]"
                + " | - | +0.0 [0.0, 0.0] |", pairedRow(report, "second=wins"));
    }

    @Test
    void randomPlayersHaveNoEstimatesSoTheirMetricsAreNotAvailableNotZero() throws Exception {
        Comparison c = comparison(List.of("base", "second=wins"), "random", "random", 3);
        Map<String, Map<Integer, PlayedGame>> records = c.run(1);
        Observations o = records.get("second=wins").get(1).observed();
        assertEquals(new Observations(0.75, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN), o);
        String report = c.report(records, Metric.select("lead_changes,decision_moves", false));
        assertEquals("| second=wins | 3 | - | - |", row(report, "second=wins"));
        assertEquals("| second=wins | 3 | - | - |", pairedRow(report, "second=wins"));
        // By default random players get the metrics of results, lengths and board only.
        assertEquals(List.of(Metric.BALANCE, Metric.COMPLETION, Metric.DRAWISHNESS, Metric.TIMEOUTS, Metric.DURATION,
                Metric.COVERAGE), Metric.select(null, false));
        assertEquals(List.of(Metric.values()), Metric.select(null, true));
        assertEquals("", new DesignReport(Metric.select("none", true), c.playerNames()).report(c.variants(), records));
    }

    @Test
    void theTableOnOneThreadIsTheTableOnTwo() throws Exception {
        Comparison scriptedOne = comparison(List.of("base", "second=wins", "limit=2"), "0.95:clear", "0.6", 6);
        Comparison scriptedTwo = comparison(List.of("base", "second=wins", "limit=2"), "0.95:clear", "0.6", 6);
        assertEquals(scriptedOne.report(scriptedOne.run(1), Metric.select("all", true)),
                scriptedTwo.report(scriptedTwo.run(2), Metric.select("all", true)));
        // Tree searches: each game, whichever thread plays it, is the same game.
        Path ttt = gamut.testing.Games.root().resolve("games/tic-tac-toe.gamut");
        String[] search = {"mcts:30", "mcts:30"};
        Comparison one = new Comparison(ttt, List.of("base"), search, 6, 1);
        Comparison two = new Comparison(ttt, List.of("base"), search, 6, 1);
        Map<String, Map<Integer, PlayedGame>> onOne = one.run(1);
        assertEquals(onOne, two.run(2));
        assertEquals(one.report(onOne, Metric.select("all", true)), two.report(two.run(2), Metric.select("all", true)));
    }

    @Test
    void withThreePlayersTheRestOfAnEstimateIsSharedEvenlyAndATieHasNoLeader() {
        Estimates e = new Estimates(3);
        List<Analysis.Candidate> none = List.of();
        e.add(0, new Analysis(0, 10, 0.5, none, new int[0]));   // 0.5, 0.25, 0.25: player 0 leads
        e.add(1, new Analysis(1, 10, 0.2, none, new int[0]));   // 0.4, 0.2, 0.4: a tie, the lead stays
        e.add(2, new Analysis(2, 10, 0.6, none, new int[0]));   // 0.2, 0.2, 0.6: player 2 leads
        e.add(3, new Analysis(0, 10, 0.05, none, new int[0]));  // 0.05, 0.475, 0.475: a tie
        // Player 2 wins after 5 plies: behind by 0.25, 0, 0 and 0; nobody reached 0.9; nothing was clear.
        // The board of the game's start is empty: no cell used.
        CellsUsed cells = new CellsUsed(gamut.api.Gamut.load(gamut.testing.Games.root().resolve("games/tic-tac-toe.gamut"),
                List.of()).newState());
        assertEquals(new Observations(0, 4, 1, 0.0625, 0, 0), Observations.of(new Observed.Played(cells, e, 2, 5)));
    }

    @Test
    void aFigureThatPrintsAsZeroIsZero() {
        assertEquals("+0.000 [0.000, 0.000]", DesignReport.format(Metric.DRAMA, new double[] {-1e-9, -1e-4, 1e-4}, true));
        assertEquals("+0.0 [-0.1, 0.0]", DesignReport.format(Metric.DURATION, new double[] {-0.01, -0.06, 0}, true));
        assertEquals("12.5% [0.0, 100.0]", DesignReport.format(Metric.COVERAGE, new double[] {0.125, 0, 1}, false));
        assertEquals("-", DesignReport.format(Metric.COVERAGE, new double[] {Double.NaN, Double.NaN, Double.NaN}, false));
    }

    @Test
    void anUnknownMetricIsNamedWithTheChoices() {
        GamutException e = assertThrows(GamutException.class, () -> Metric.select("drama,suspense", true));
        assertEquals("compare: no metric 'suspense' in --metrics; use all, none or names among balance,completion,"
                + "drawishness,timeouts,duration,coverage,decisiveness,lead_changes,drama,decision_moves", e.getMessage());
    }

    @Test
    void anIntervalStaysWithinTheValuesTheMetricCanTake() {
        // A t interval around a share of 3% would reach below 0%; a difference of shares past 100 points.
        assertArrayEquals(new double[] {0.03, 0, 0.1}, DesignReport.within(new double[] {0.03, -0.04, 0.1}, 0, 1), 1e-12);
        assertArrayEquals(new double[] {0.9, -1, 1}, DesignReport.within(new double[] {0.9, -1.2, 1.3}, -1, 1), 1e-12);
        double[] none = DesignReport.within(new double[] {Double.NaN, Double.NaN, Double.NaN}, 0, 1);
        assertTrue(Double.isNaN(none[1]) && Double.isNaN(none[2]));
    }
}
