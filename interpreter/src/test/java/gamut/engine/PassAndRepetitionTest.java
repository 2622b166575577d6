package gamut.engine;

import static gamut.testing.Games.moveList;
import static gamut.testing.Games.moves;
import static gamut.testing.Games.play;
import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.core.MoveList;
import gamut.load.GameLoader;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 'pass allowed' (a pass among the legal moves always), 'passes' (the passes in a row that end the
 * line) and 'repetition forbidden' (no move may leave the pieces as they stood before on the line),
 * on a small board where a stone dropped takes the groups it leaves without a liberty, and then its
 * own group if that has none.
 */
class PassAndRepetitionTest {
    static final String GAME = """
            game "Ko" {
                players black, white
                board grid 4 by 3
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { stone }
                setup {
                    reserve black: stone unlimited
                    reserve white: stone unlimited
                }
                drops stone {
                    for c in cells where empty { drop }
                }
                after {
                    for d in directions {
                        step d
                        verify enemy and liberties(here) == 0
                        for c in group(here) { capture at c }
                    }
                    if liberties(here) == 0 {
                        for c in group(here) { capture at c }
                    }
                }
                pass allowed
                REPETITION
                end both_passed: passes == 2 => draw
            }
            """;
    static final String STONES = "; reserve black: stone unlimited; reserve white: stone unlimited";
    /** A ko: Black's c2 takes b2, and White's b2 would take c2 back, the board as it was. */
    static final String KO = "black: b3 a2 b1; white: c3 b2 d2 c1; turn: black" + STONES;

    static Rules rules(String repetition) {
        return GameLoader.load("ko.gamut", GAME.replace("REPETITION", repetition), List.of());
    }

    @Test
    void aPassIsAlwaysLegalAndWrittenPass() {
        State s = Games.start(rules("repetition forbidden"));
        List<String> first = moveList(s);
        assertEquals(13, first.size());
        // The pass comes after the programs' moves.
        assertEquals("pass", first.get(12));
        play(s, "pass");
        assertEquals(1, s.toMove());
        assertEquals(13, moveList(s).size());
    }

    @Test
    void passesCountThePassesInARowThatEndTheLine() {
        State s = Games.start(rules("repetition forbidden"));
        play(s, "pass", "S@a1");
        assertFalse(s.isOver());
        play(s, "pass", "S@d3", "pass");
        assertFalse(s.isOver());
        play(s, "pass");
        assertEquals("draw (both_passed)", Games.describe(s));
        // Taken back, the line ends in one pass again.
        s.unmake();
        assertFalse(s.isOver());
        assertTrue(moveList(s).contains("pass"));
    }

    @Test
    void aMoveMayNotBringBackTheBoardOfAnEarlierPosition() {
        State s = Games.position(rules("repetition forbidden"), KO);
        play(s, "S@c2");
        assertEquals(sorted("S@d3 S@d1 pass"), moves(s));
        // Without the rule the ko is retaken, and a stone with no liberty takes itself off.
        State free = Games.position(rules("repetition none"), KO);
        play(free, "S@c2");
        assertEquals(sorted("S@a1 S@a3 S@b2 S@d1 S@d3 pass"), moves(free));
        play(free, "S@b2");
        // The board is the ko's again, Black to move.
        assertEquals(1, free.owner(free.rules().geometry.cell("b2")));
        assertEquals(-1, free.owner(free.rules().geometry.cell("c2")));
        assertTrue(moves(free).contains("S@c2"));
    }

    @Test
    void aStoneTakingItselfOffMayNotBringBackTheBoardEither() {
        // Black's d3 has no liberty and takes nothing: it comes off, and the board is the one before.
        State s = Games.position(rules("repetition forbidden"), KO);
        assertFalse(moves(s).contains("S@d3"));
        assertTrue(moves(Games.position(rules("repetition none"), KO)).contains("S@d3"));
    }

    @Test
    void theBoardsOfTheLineAreForgottenAsMovesAreTakenBack() {
        // Counted by making and taking back moves on one state, and on copies that replay the line.
        State s = Games.position(rules("repetition forbidden"), KO);
        long before = s.hash();
        List<String> legal = moves(s);
        long counted = perft(s, 4);
        assertEquals(before, s.hash());
        assertEquals(legal, moves(s));
        assertEquals(perftOnCopies(Games.position(rules("repetition forbidden"), KO), 4), counted);
        assertTrue(counted < perft(Games.position(rules("repetition none"), KO), 4));
    }

    @Test
    void ruleCoverageCountsTheMovesTheRepetitionRefusedAndThePasses() {
        // The ko built from the empty board, taken, and the game ended by two passes.
        String[] line = {"S@b3", "S@c3", "S@a2", "S@b2", "S@b1", "S@c1", "S@a1", "S@d2", "S@c2", "pass", "pass"};
        Game game = new Game(rules("repetition forbidden"));
        State played = game.newState();
        play(played, line);
        Coverage coverage = new Coverage(game);
        coverage.add(played);
        // Each position's moves refused: those the same line has without the rule, less those it has with it.
        State with = game.newState();
        State without = Games.start(rules("repetition none"));
        int refused = 0;
        for (String move : line) {
            refused += moves(without).size() - moves(with).size();
            play(with, move);
            play(without, move);
        }
        assertTrue(refused >= 3, refused + " refused");
        List<String> rows = coverage.rows().stream().map(r -> r.item() + " " + r.count() + " " + r.what()).toList();
        assertTrue(rows.contains("repetition " + refused + " moves refused"), rows.toString());
        assertTrue(rows.contains("pass 2 passes"), rows.toString());
    }

    static long perftOnCopies(State s, int depth) {
        MoveList list = new MoveList();
        s.generate(list);
        if (depth == 1) {
            return list.size();
        }
        long n = 0;
        for (int m : list.toArray()) {
            State next = s.copy();
            next.make(m);
            n += next.isOver() ? 0 : perftOnCopies(next, depth - 1);
        }
        return n;
    }

    @Test
    void randomMovesAreDrawnUniformlyAmongTheLegalOnesAndThePass() {
        State s = Games.position(rules("repetition forbidden"), KO);
        play(s, "S@c2");
        MoveList list = new MoveList();
        SplittableRandom random = new SplittableRandom(7);
        Map<String, Integer> drawn = new HashMap<>();
        for (int i = 0; i < 3000; i++) {
            drawn.merge(Notation.format(s, s.randomMove(list, random)), 1, Integer::sum);
        }
        assertEquals(sorted("S@d3 S@d1 pass"), sorted(String.join(" ", drawn.keySet())));
        for (int n : drawn.values()) {
            assertTrue(n > 850 && n < 1150, drawn.toString());
        }
    }

    static long perft(State s, int depth) {
        MoveList list = new MoveList();
        s.generate(list);
        if (depth == 1) {
            return list.size();
        }
        long n = 0;
        for (int m : list.toArray()) {
            s.make(m);
            n += s.isOver() ? 0 : perft(s, depth - 1);
            s.unmake();
        }
        return n;
    }
}
