package gamut.games;

import static gamut.games.PlakotoPositions.BLACK;
import static gamut.games.PlakotoPositions.MOTHER;
import static gamut.games.PlakotoPositions.WHITE;
import static gamut.games.PlakotoPositions.board;
import static gamut.games.PlakotoPositions.boardOf;
import static gamut.games.PlakotoPositions.finals;
import static gamut.games.PlakotoPositions.key;
import static gamut.games.PlakotoPositions.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gamut.core.MoveList;
import gamut.core.Result;
import gamut.engine.Playout;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.games.PlakotoReference.Board;
import gamut.games.PlakotoReference.Mother;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Whole random games of Plakoto: every game ends as its final position says, worked out here from
 * that position and not from the game's end rules. A win by bearing off scores 2 when the loser has
 * borne off none (gammon), else 1; with mother=on a win by the mother rule needs the loser's
 * mother pinned on its start and none of the winner's on its own (2 points), and a draw by it both
 * mothers pinned. A draw by repetition needs the position to have come twenty times, which happens
 * only when both sides pass, so each side has a checker pinned and cannot bear off.
 *
 * <p>Such a draw is for good when each side's pinned checker lies under the other side's pile on
 * that side's last point: the pile can only leave by bearing off, which the other pinned checker
 * forbids. Otherwise the file calls it a draw too early: random play by the reference from the final
 * position reaches a win.
 *
 * <p>Measured once over 10,000 games (seeds 1..10,000, {@code -Dplakoto.games=10000}, about 35 s
 * for both tests). Base game: 2,252 single wins (22.5%), 5,565 gammons (55.7%), 2,183 draws by
 * repetition (21.8%), of which 2,182 for good and 1 too early (shown winnable). mother=on: 2,215
 * single (22.2%), 851 gammons (8.5%), 4,752 mother wins (47.5%), 2,182 mothers draws (21.8%), no
 * draw by repetition.
 */
class PlakotoRandomGamesTest {
    /** Reference playouts tried from a position drawn by repetition, each up to this many turns. */
    static final int PLAYOUTS = 20;
    static final int PLAYOUT_TURNS = 2_000;

    /** Counts of one batch of games: by end name, and the repetition draws split. */
    static final class Tally {
        final Map<String, Integer> ends = new TreeMap<>();
        int forGood;
        int tooEarly;
        int shownWinnable;
        int longest;

        int count(String end) {
            return ends.getOrDefault(end, 0);
        }
    }

    @Test
    void randomGamesEndAsTheirFinalPositionsSay() {
        int games = Integer.getInteger("plakoto.games", 300);
        Tally t = play(rules(), Mother.OFF, games);
        report("plakoto", games, t);
        assertEquals(games, t.count("single") + t.count("gammon") + t.count("repetition"), t.ends.toString());
        // Random play gets every kind of end many times over in a few hundred games.
        assertTrue(t.count("single") > 0 && t.count("gammon") > 0 && t.count("repetition") > 0, t.ends.toString());
        assertTrue(t.forGood > 0, "draws for good occur");
        // Every draw that is not for good is shown winnable by the reference (see the class comment).
        assertEquals(t.tooEarly, t.shownWinnable);
        assertTrue(t.longest < 1000, "games are not endless: longest " + t.longest + " turns");
    }

    @Test
    void randomGamesWithTheMotherRuleEndAsTheirFinalPositionsSay() {
        int games = Integer.getInteger("plakoto.games", 300);
        Tally t = play(rules(MOTHER), Mother.ON, games);
        report("plakoto mother=on", games, t);
        assertEquals(games, t.count("single") + t.count("gammon") + t.count("mother") + t.count("mothers")
                + t.count("repetition"), t.ends.toString());
        assertTrue(t.count("single") > 0 && t.count("gammon") > 0 && t.count("mother") > 0 && t.count("mothers") > 0,
                t.ends.toString());
        // Each side pinned on the other's last point is each mother pinned: "mothers" ends that first.
        assertEquals(0, t.forGood);
        assertEquals(t.tooEarly, t.shownWinnable);
        assertTrue(t.longest < 1000, "games are not endless: longest " + t.longest + " turns");
    }

    private static Tally play(Rules rules, Mother mother, int games) {
        Playout playout = new Playout();
        Tally t = new Tally();
        for (long seed = 1; seed <= games; seed++) {
            State s = Kernel.start(rules);
            Result r = playout.play(s, new SplittableRandom(seed));
            String where = "seed " + seed + "\n" + PositionFormat.format(s);
            assertTrue(s.isOver(), where);
            Board white = boardOf(s, WHITE);
            assertEquals(15, total(white), where);
            assertEquals(15, total(white.flip()), where);
            switch (r.end()) {
                case "single", "gammon" -> checkBorneOff(s, r, where);
                case "mother" -> checkMother(s, r, mother, where);
                case "mothers" -> checkMothers(white, r, mother, where);
                case "repetition" -> checkRepetition(s, r, mother, t, seed, where);
                default -> fail("an end the file does not have: " + r.end() + "\n" + where);
            }
            t.ends.merge(r.end(), 1, Integer::sum);
            t.longest = Math.max(t.longest, s.turnNumber());
        }
        return t;
    }

    /** The checkers of the side whose view the board is: on top, pinned and borne off. */
    static int total(Board b) {
        int n = b.ownOff();
        for (int r = 1; r <= 24; r++) {
            n += b.own()[r] + b.ownPinned()[r];
        }
        return n;
    }

    private static void checkBorneOff(State s, Result r, String where) {
        int winner = r.winner();
        Board w = boardOf(s, winner);
        assertEquals(15, w.ownOff(), where);
        assertTrue(w.oppOff() < 15, where);
        int points = w.oppOff() == 0 ? 2 : 1;
        assertEquals(points == 2 ? "gammon" : "single", r.end(), where);
        assertEquals(points, r.scores()[winner], where);
        assertEquals(0, r.scores()[1 - winner], where);
    }

    /** The loser's mother pinned on its start (the winner's 1), none of the winner's on its own 24. */
    private static void checkMother(State s, Result r, Mother mother, String where) {
        assertTrue(mother != Mother.OFF, where);
        int winner = r.winner();
        Board w = boardOf(s, winner);
        assertEquals(1, w.oppPinned()[1], where);
        assertEquals(0, w.own()[24] + w.ownPinned()[24], where);
        assertTrue(w.ownOff() < 15 && w.oppOff() < 15, where);
        assertEquals(2, r.scores()[winner], where);
        assertEquals(0, r.scores()[1 - winner], where);
    }

    /** Both mothers pinned on their starts: White's on White's 24, Black's on White's 1. */
    private static void checkMothers(Board white, Result r, Mother mother, String where) {
        assertTrue(mother != Mother.OFF, where);
        assertTrue(r.isDraw(), where);
        assertEquals(1, white.ownPinned()[24], where);
        assertEquals(1, white.oppPinned()[1], where);
        assertEquals(0, r.scores()[WHITE] + r.scores()[BLACK], where);
    }

    private static void checkRepetition(State s, Result r, Mother mother, Tally t, long seed, String where) {
        assertTrue(r.isDraw(), where);
        assertEquals(0, r.scores()[WHITE] + r.scores()[BLACK], where);
        assertEquals(20, s.repetitionsOfCurrent(), where);
        Board white = boardOf(s, WHITE);
        // Neither side may bear off: each has a checker pinned (the passes that repeat need it).
        assertTrue(pinned(white.ownPinned()) > 0 && pinned(white.oppPinned()) > 0, where);
        assertTrue(white.ownOff() < 15 && white.oppOff() < 15, where);
        if (white.ownPinned()[24] > 0 && white.oppPinned()[1] > 0) {
            t.forGood++;
            return;
        }
        t.tooEarly++;
        SplittableRandom random = new SplittableRandom(seed);
        Board toMove = boardOf(s, s.toMove());
        for (int i = 0; i < PLAYOUTS; i++) {
            if (playOn(toMove, mother, random) != null) {
                t.shownWinnable++;
                return;
            }
        }
    }

    private static int pinned(int[] points) {
        int n = 0;
        for (int p : points) {
            n += p;
        }
        return n;
    }

    /** How a reference playout ended: the end's name, and whether the side to move at its start made it. */
    record Ending(String end, boolean byFirstMover) {}

    /**
     * Random rolls and random plays of the reference, without the repetition rule, until a play ends
     * the game (null if none within {@link #PLAYOUT_TURNS} turns).
     */
    static Ending playOn(Board start, Mother mother, SplittableRandom random) {
        Board b = start;
        for (int turn = 0; turn < PLAYOUT_TURNS; turn++) {
            Map<String, Board> plays = PlakotoReference.plays(b, 1 + random.nextInt(6), 1 + random.nextInt(6), mother);
            List<String> keys = new ArrayList<>(plays.keySet());
            String chosen = keys.get(random.nextInt(keys.size()));
            String end = PlakotoReference.endOf(chosen);
            if (end != null) {
                return new Ending(end, turn % 2 == 0);
            }
            b = plays.get(chosen).flip();
        }
        return null;
    }

    private static void report(String name, int games, Tally t) {
        StringBuilder out = new StringBuilder(name + ": " + games + " random games,");
        t.ends.forEach((end, n) -> out.append(String.format(" %s %d (%.1f%%),", end, n, 100.0 * n / games)));
        System.out.println(out + " repetition draws for good " + t.forGood + ", too early " + t.tooEarly
                + " (shown winnable " + t.shownWinnable + "), longest " + t.longest + " turns");
    }

    // ---- a draw by repetition too early

    /**
     * The mover's five on its 2 pin a checker of the other side, and its nine on its 1 sit on top of
     * the mover's own pinned checker; the other side mirrors it with its pinned checker under the
     * mover's 2. With no 1 rolled neither side can move; yet the mover must play every 1 from its 2
     * to its 1, and once its 2 is empty the other side's checker runs home and bears off: the game
     * is not stuck for good. The file draws it only after nineteen rounds of passes in a row (the
     * position a twentieth time), which rolls without an ace give about once in a million.
     */
    static final String EARLY_OWN = "2:5/1, 1:9";
    static final String EARLY_OPP = "24:9/1, 23:5";

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {WHITE, BLACK})
    void nineteenRoundsOfPassesDrawAGameThatIsNotStuckForGood(int mover) {
        Rules rules = rules();
        Board b = board(EARLY_OWN, EARLY_OPP, 0, 0);
        State s = PlakotoPositions.position(rules, mover, b);
        MoveList moves = new MoveList();
        for (int pass = 0; pass < 38; pass++) {
            assertFalse(s.isOver(), "after " + pass + " passes");
            s.setRoll(new int[] {6, 5});
            s.generate(moves);
            assertEquals(1, moves.size(), "only a pass");
            s.make(moves.get(0));
        }
        assertTrue(s.isOver());
        assertEquals("repetition", s.result().end());
        assertTrue(s.result().isDraw());
        // Not stuck: 1-1 moves four from the 2 to the 1 (engine and reference agree) ...
        Set<String> ones = Set.of(key("2:1/1, 1:13", EARLY_OPP, 0, 0));
        assertEquals(ones, PlakotoReference.finals(b, 1, 1));
        assertEquals(ones, finals(PlakotoPositions.rolled(rules, mover, b, 1, 1)));
        // ... and played on by the reference, the game ends in the other side's gammon (it alone can
        // bear off, once freed; the mover's pinned checker is freed only by the other's last one off).
        for (long seed = 1; seed <= 10; seed++) {
            assertEquals(new Ending("gammon", false), playOn(b, Mother.OFF, new SplittableRandom(seed)), "seed " + seed);
        }
    }
}
