package gamut.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.testing.Games;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tournaments played through the library: the schedule, the pairing of games, threads, openings and the test. */
class TournamentTest {
    private static final Game TTT = Gamut.load(Games.game("tic-tac-toe.gamut"), List.of());

    private static List<Played> run(Tournament t, int threads, Sprt sprt) throws InterruptedException {
        List<Played> played = new ArrayList<>();
        t.run(threads, sprt, played::add);
        return played;
    }

    private static List<String> lines(Tournament t, List<Played> played) {
        return played.stream().map(p -> TournamentReport.line(t, p)).toList();
    }

    @Test
    void twoRandomPlayersPlayPairsWithTheSidesSwapped() throws InterruptedException {
        Tournament t = new Tournament(TTT, "tic-tac-toe.gamut", List.of("random", " random"), 20, false, 1, 0);
        assertEquals(List.of("random", "random#2"), t.names());
        List<Played> played = run(t, 1, null);
        assertEquals(20, played.size());
        for (int k = 0; k < 20; k++) {
            Tournament.Scheduled g = played.get(k).game();
            assertEquals(k + 1, g.number());
            assertEquals(k / 2 + 1, g.round());
            assertEquals(k / 2 + 1, g.seed(), "round r has seed S+r-1");
            assertEquals(k % 2 == 0 ? 0 : 1, g.first(), "the pairing's first player starts the pair");
            assertEquals(k % 2 == 0 ? 1 : 0, g.second());
        }
        assertEquals("game 1 (seed 1): random (crosses) vs random#2 (noughts): 1-0, crosses wins (three) after 9 plies",
                lines(t, played).get(0));
        Tournament.Outcome o = t.run(1, null, p -> { });
        PairingTally tally = o.tallies().get(0);
        assertEquals(List.of(7, 3, 10), List.of(tally.wins(), tally.draws(), tally.losses()));
        // the pairs by random's half points, counted from the games one by one
        int[] pairs = new int[5];
        for (int k = 0; k < 20; k += 2) {
            pairs[(int) Math.round(2 * (played.get(k).scoreOfA() + played.get(k + 1).scoreOfA()))]++;
        }
        assertArrayEquals(pairs, tally.pairs());
        assertArrayEquals(new int[] {2, 2, 4, 1, 1}, tally.pairs());
        assertEquals(20, o.played());
        assertEquals(Sprt.Decision.NONE, o.decision());
    }

    @Test
    void threePlayersMeetRoundByRound() throws InterruptedException {
        Tournament t = new Tournament(TTT, "tic-tac-toe.gamut", List.of("random", "easy", "random"), 4, false, 7, 0);
        assertEquals(List.of(new Tournament.Pairing(0, 0, 1), new Tournament.Pairing(1, 0, 2), new Tournament.Pairing(2, 1, 2)),
                t.pairings());
        assertEquals(12, t.games());
        List<Played> played = run(t, 2, null);
        List<String> order = played.stream().map(p -> p.game().first() + "-" + p.game().second() + "@" + p.game().seed())
                .toList();
        assertEquals(List.of("0-1@7", "1-0@7", "0-2@7", "2-0@7", "1-2@7", "2-1@7",
                "0-1@8", "1-0@8", "0-2@8", "2-0@8", "1-2@8", "2-1@8"), order);
        Tournament.Outcome o = t.run(2, null, p -> { });
        List<String> results = o.tallies().stream().map(x -> x.wins() + "/" + x.draws() + "/" + x.losses()).toList();
        assertEquals(List.of("0/0/4", "2/1/1", "4/0/0"), results);
    }

    @Test
    void aGauntletIsTheFirstPlayerAgainstEachOther() {
        Tournament t = new Tournament(TTT, "tic-tac-toe.gamut", List.of("easy", "random", "mcts:50"), 2, true, 1, 0);
        assertEquals(List.of(new Tournament.Pairing(0, 0, 1), new Tournament.Pairing(1, 0, 2)), t.pairings());
        assertEquals(4, t.games());
    }

    @Test
    void theResultsDoNotDependOnTheThreads() throws InterruptedException {
        List<String> specs = List.of("random", "mcts:30", "easy");
        Tournament one = new Tournament(TTT, "t", specs, 6, false, 3, 2);
        Tournament three = new Tournament(TTT, "t", specs, 6, false, 3, 2);
        assertEquals(lines(one, run(one, 1, null)), lines(three, run(three, 3, null)));
    }

    @Test
    void bothGamesOfAPairOpenWithTheSameRandomMovesAndDice() throws InterruptedException {
        Game backgammon = Gamut.load(Games.game("backgammon.gamut"), List.of());
        Tournament t = new Tournament(backgammon, "backgammon.gamut", List.of("random", "random"), 4, false, 5, 6);
        t.keepRecords(Path.of("backgammon.gamut"), List.of());
        List<Played> played = run(t, 2, null);
        for (int pair = 0; pair < 2; pair++) {
            List<String> a = opening(played.get(2 * pair).record().moves(), 6);
            List<String> b = opening(played.get(2 * pair + 1).record().moves(), 6);
            assertEquals(a, b, "pair " + (pair + 1));
            assertEquals(6, a.stream().filter(m -> !m.startsWith("roll") && !m.startsWith("opening")).count(), a.toString());
        }
        assertNotEquals(opening(played.get(0).record().moves(), 6), opening(played.get(2).record().moves(), 6));
        assertEquals(5, played.get(0).record().seed());
    }

    /** The moves up to the given number of decisions (rolls of the dice are not decisions), and the roll after them. */
    private static List<String> opening(List<String> moves, int decisions) {
        List<String> out = new ArrayList<>();
        int made = 0;
        for (String m : moves) {
            boolean roll = m.startsWith("roll") || m.startsWith("opening");
            if (!roll && made == decisions) {
                break;
            }
            out.add(m);
            made += roll ? 0 : 1;
        }
        return out;
    }

    @Test
    void anOpeningNeverEndsTheGame() throws InterruptedException {
        // Nine random marks would fill the board: the opening stops where every move would end the game.
        Tournament t = new Tournament(TTT, "t", List.of("random", "random"), 10, false, 1, 9);
        for (Played p : run(t, 1, null)) {
            assertTrue(p.plies() >= 5, p.toString());
        }
    }

    @Test
    void theTestStopsAfterThePairThatDecidesIt() throws InterruptedException {
        Tournament t = new Tournament(TTT, "t", List.of("easy", "random"), 1000, false, 1, 0);
        List<Played> played = new ArrayList<>();
        Tournament.Outcome o = t.run(2, Sprt.parse("0,50"), played::add);
        assertEquals(Sprt.Decision.H1, o.decision());
        assertEquals(46, o.played());
        assertEquals(46, played.size());
        assertEquals(3.07, o.llr(), 0.005);
        assertTrue(Sprt.parse("0,50").upper() <= o.llr());
        assertEquals("SPRT (elo0 0, elo1 50, alpha 0.05, beta 0.05; bounds [-2.94, 2.94]; GSPRT on the game pairs):"
                + " LLR 3.07 after 23 pairs: H1 accepted (an Elo difference of elo1 rather than elo0)",
                TournamentReport.report(t, o, Sprt.parse("0,50")).lines().reduce((a, b) -> b).orElseThrow());
    }

    @Test
    void aTournamentThatCannotBePlayedIsRefused() {
        assertEquals("tournament: --games must be even and at least 2 (each pair of games swaps the sides), not 3",
                assertThrows(GamutException.class,
                        () -> new Tournament(TTT, "t", List.of("random", "random"), 3, false, 1, 0)).getMessage());
        assertEquals("tournament: --players names 1 player; a tournament needs at least 2",
                assertThrows(GamutException.class,
                        () -> new Tournament(TTT, "t", List.of("random"), 2, false, 1, 0)).getMessage());
        assertEquals("tournament: --sprt tests one pairing (two players, or a gauntlet of two); these players make 3",
                assertThrows(GamutException.class, () -> new Tournament(TTT, "t", List.of("random", "random", "random"), 2,
                        false, 1, 0).run(1, Sprt.parse("0,10"), p -> { })).getMessage());
        Game alone = Gamut.load(Games.onePlayer("jumps.gamut"), List.of());
        assertEquals("tournament: jumps.gamut is a game of one player; a tournament plays games of two players or more",
                assertThrows(GamutException.class, () -> new Tournament(alone, "jumps.gamut",
                        List.of("random", "random"), 2, false, 1, 0)).getMessage());
    }

    @Test
    void inAGameOfThreeThePairingsPlayersTakeTheSeatsInTurn() throws InterruptedException {
        String text = Gamut.read(Games.game("tic-tac-toe.gamut")).replace("players crosses, noughts",
                "players crosses, noughts, triangles").replace("\n        reserve noughts: mark unlimited\n",
                "\n        reserve noughts: mark unlimited\n        reserve triangles: mark unlimited\n");
        Game three = Gamut.load("three.gamut", text, List.of());
        Tournament t = new Tournament(three, "three.gamut", List.of("random", "ab:1"), 20, false, 1, 0);
        List<Played> played = run(t, 1, null);
        List<String> lines = lines(t, played);
        assertTrue(lines.get(0).startsWith("game 1 (seed 1): random (crosses, triangles) vs ab:1 (noughts): "), lines.get(0));
        assertTrue(lines.get(1).startsWith("game 2 (seed 1): ab:1 (crosses, triangles) vs random (noughts): "), lines.get(1));
        for (Played p : played) {
            // The side of two seats wins when either of its seats wins; a draw is shared evenly.
            int winner = p.result().winner();
            double expected = winner < 0 ? 0.5 : winner % 2 == 0 ? 1 : 0;
            assertEquals(expected, p.firstScore(), lines.get(p.game().number() - 1));
        }
        PairingTally tally = t.run(2, null, p -> { }).tallies().get(0);
        assertEquals(20, tally.games());
        assertEquals(List.of(1, 17, 2), List.of(tally.wins(), tally.draws(), tally.losses()));
    }
}
