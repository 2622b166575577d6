package gamut.games;

import static gamut.games.FevgaPositions.BLACK;
import static gamut.games.FevgaPositions.WHITE;
import static gamut.games.FevgaPositions.rules;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.Move;
import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Notation;
import gamut.engine.Playout;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Whole random games of Run (Fevga): they end and score by the rules, replay by seed, balance, and unmake cleanly. */
class RunFevgaRandomGamesTest {

    /** Seeds 1..200: every game ends by bearing off, scores 2 (mars) or 1 by the loser's borne-off checkers. */
    @Test
    void randomGamesEndAndScoreByTheRules() {
        Rules rules = rules();
        Playout playout = new Playout();
        int mars = 0;
        int single = 0;
        int longest = 0;
        for (long seed = 1; seed <= 200; seed++) {
            State s = Kernel.start(rules);
            Result r = playout.play(s, new SplittableRandom(seed));
            String where = "seed " + seed;
            assertTrue(s.isOver(), where);
            assertEquals(s.exited(1 - r.winner()) == 0 ? "mars" : "borne_off", r.end(), where);
            int winner = r.winner();
            int loser = 1 - winner;
            assertEquals(15, s.exited(winner), where);
            assertTrue(s.exited(loser) < 15, where);
            assertEquals(0, s.onBoard(winner), where);
            assertEquals(15, s.onBoard(loser) + s.exited(loser), where);
            assertEquals(s.exited(loser) == 0 ? 2 : 1, r.scores()[winner], where);
            assertEquals(0, r.scores()[loser], where);
            if (r.scores()[winner] == 2) {
                mars++;
            } else {
                single++;
            }
            longest = Math.max(longest, s.turnNumber());
        }
        System.out.printf("fevga: 200 random games, %d mars (2-point) wins, %d single wins, longest %d turns%n", mars,
                single, longest);
        assertTrue(mars > 0, "some mars (2-point) wins");
        assertTrue(single > 0, "some single wins");
        assertTrue(longest < 1000, "games are not endless: longest " + longest + " turns");
    }

    /** The same seed gives the same game, rolls included; the recorded line replays to the same end. */
    @Test
    void theSameSeedReplaysTheSameGameIncludingTheRolls() {
        Rules rules = rules();
        Playout playout = new Playout();
        List<String> firstLines = new ArrayList<>();
        for (long seed = 1; seed <= 200; seed++) {
            State a = Kernel.start(rules);
            Result ra = playout.play(a, new SplittableRandom(seed));
            State b = Kernel.start(rules);
            Result rb = playout.play(b, new SplittableRandom(seed));
            int[] line = a.line();
            String where = "seed " + seed;
            assertArrayEquals(line, b.line(), where);
            assertEquals(ra.winner(), rb.winner(), where);
            assertArrayEquals(ra.scores(), rb.scores(), where);
            assertEquals(a.hash(), b.hash(), where);

            // The line holds the rolls: an opening roll first, then a roll before each later turn.
            assertEquals(Move.ROLL, Move.kind(line[0]), where);
            assertTrue(Move.isOpening(line[0]), where);
            long rolls = Arrays.stream(line).filter(m -> Move.kind(m) == Move.ROLL).count();
            // One roll a turn; the turn number moves on past the last turn only if the win used the last die.
            assertTrue(rolls == a.turnNumber() || rolls == a.turnNumber() - 1, where + ": " + rolls + " rolls");

            // Replayed move by move on a fresh state, the line reaches the same end.
            State c = Kernel.start(rules);
            for (int m : line) {
                assertFalse(c.isOver(), where);
                c.make(m);
            }
            assertTrue(c.isOver(), where);
            assertEquals(a.hash(), c.hash(), where);
            assertArrayEquals(Kernel.board(a).owner, Kernel.board(c).owner, where);
            assertArrayEquals(Kernel.board(a).exited, Kernel.board(c).exited, where);
            assertEquals(ra.winner(), c.result().winner(), where);
            firstLines.add(Notation.format(Kernel.start(rules), line[0]));
        }
        assertTrue(firstLines.stream().distinct().count() > 10, "different seeds, different games");
    }

    /**
     * The check against Ludii's misplaced home region: over 2,000 random games (seeds 1..2000)
     * White wins between 46% and 54%.
     */
    @Test
    void randomGamesAreBalanced() {
        Rules rules = rules();
        Playout playout = new Playout();
        int whiteWins = 0;
        int games = 2000;
        for (long seed = 1; seed <= games; seed++) {
            State s = Kernel.start(rules);
            if (playout.play(s, new SplittableRandom(seed)).winner() == WHITE) {
                whiteWins++;
            }
        }
        double share = whiteWins / (double) games;
        System.out.printf("fevga: White won %d of %d random games (%.1f%%)%n", whiteWins, games, 100 * share);
        assertTrue(share >= 0.46 && share <= 0.54, "White won " + whiteWins + " of " + games);
    }
    /** make/unmake along random games, roll moves included, restores the board, the hash and the dice. */
    @Test
    void unmakeRestoresEverythingAlongRandomGames() {
        for (String[] variants : new String[][] {{}, {"opening=reroll"}, {"runner_eval=start_of_turn"}}) {
            Rules rules = rules(variants);
            State s = Kernel.start(rules);
            Snapshot start = Snapshot.of(s);
            MoveList moves = new MoveList();
            for (long seed = 1; seed <= 12; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                List<Snapshot> path = new ArrayList<>();
                while (!s.isOver()) {
                    path.add(Snapshot.of(s));
                    if (s.isChance()) {
                        s.make(s.randomOutcome(random));
                    } else {
                        s.generate(moves);
                        s.make(moves.get(random.nextInt(moves.size())));
                    }
                }
                assertEquals(path.size(), s.line().length);
                String where = Arrays.toString(variants) + " seed " + seed;
                for (int i = path.size() - 1; i >= 0; i--) {
                    s.unmake();
                    path.get(i).assertSame(s, where + " back at move " + i);
                }
                start.assertSame(s, where + " at the start");
                assertNull(s.result());
                assertEquals(0, s.depth());
            }
        }
    }

    /**
     * The hash is a function of the position: a position reached in play hashes as the same position
     * set up from its text (at the start of each turn, before the roll); and two orders of one play
     * reach the same hash.
     */
    @Test
    void theHashDependsOnThePositionOnly() {
        Rules rules = rules();
        for (long seed = 1; seed <= 10; seed++) {
            State s = Kernel.start(rules);
            SplittableRandom random = new SplittableRandom(seed);
            MoveList moves = new MoveList();
            while (!s.isOver()) {
                if (s.isChance()) {
                    if (s.turnNumber() > 1) {
                        State t = Games.position(rules, PositionFormat.format(s));
                        assertEquals(s.hash(), t.hash(), "seed " + seed + " turn " + s.turnNumber());
                    }
                    s.make(s.randomOutcome(random));
                } else {
                    s.generate(moves);
                    s.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        for (int mover : new int[] {WHITE, BLACK}) {
            State a = FevgaPositions.rolled(rules, mover, "24:15", "12:15", 0, 0, 6, 5);
            State b = FevgaPositions.rolled(rules, mover, "24:15", "12:15", 0, 0, 6, 5);
            String c = FevgaPositions.cellName(mover, 24);
            Games.play(a, c + "-" + FevgaPositions.cellName(mover, 18), FevgaPositions.cellName(mover, 18) + "-"
                    + FevgaPositions.cellName(mover, 13));
            Games.play(b, c + "-" + FevgaPositions.cellName(mover, 19), FevgaPositions.cellName(mover, 19) + "-"
                    + FevgaPositions.cellName(mover, 13));
            assertEquals(a.hash(), b.hash());
            assertArrayEquals(Kernel.board(a).owner, Kernel.board(b).owner);
            assertEquals(1 - mover, a.toMove());
            assertEquals(1 - mover, b.toMove());
        }
    }
}
