package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a search thinks, as an {@link Analysis}, and its early stop: exact figures on small positions. */
class MctsAnalysisTest {
    /** Crosses complete the top row with c1 at once; anything else lets noughts complete theirs with c3. */
    private static State oneWinningMove() {
        Rules rules = Games.load("tic-tac-toe.gamut");
        return Games.position(rules, "crosses: a1, b1; noughts: a3, b3; turn: crosses;"
                + " reserve crosses: mark unlimited; reserve noughts: mark unlimited");
    }

    private static List<String> names(State state, List<Analysis.Candidate> candidates) {
        List<String> names = new ArrayList<>();
        for (Analysis.Candidate c : candidates) {
            names.add(Notation.format(state, c.move()) + " " + c.visits());
        }
        return names;
    }

    @Test
    void theWinningMoveLeadsWithTheValueOfAWin() {
        State state = oneWinningMove();
        Mcts search = new Mcts(500, 1).stoppingEarly(false);
        int move = search.choose(state);
        Analysis analysis = search.analysis().orElseThrow();
        assertEquals("c1", Notation.format(state, move));
        assertEquals(move, analysis.best());
        assertEquals(0, analysis.player(), "crosses decide at the root");
        assertEquals(500, analysis.iterations());
        assertEquals(5, analysis.candidates().size(), "every empty cell was tried");
        assertEquals(1.0, analysis.candidates().get(0).value(), "every visit of c1 is a win");
        assertEquals(1.0, analysis.value());
        assertEquals(500, analysis.candidates().stream().mapToInt(Analysis.Candidate::visits).sum(),
                "each iteration goes through one move of the root");
        assertEquals(List.of("c1 340", "c3 107", "b2 18", "c2 18", "a2 17"),
                names(state, analysis.candidates()));
        assertEquals(move, analysis.line()[0], "the line starts with the move chosen");
        assertEquals(1, analysis.line().length, "c1 ends the game");
        assertTrue(analysis.clear(0.68) && !analysis.clear(0.69), "340 of 500 visits");
    }

    @Test
    void aBudgetOfIterationsStopsOnceTheChoiceCannotChange() {
        State state = oneWinningMove();
        Mcts full = new Mcts(2000, 3).stoppingEarly(false);
        Mcts early = new Mcts(2000, 3);
        int move = full.choose(state);
        assertEquals(move, early.choose(state), "the same move");
        Analysis analysis = early.analysis().orElseThrow();
        assertEquals(2000, full.analysis().orElseThrow().iterations());
        assertEquals(1472, analysis.iterations(), "the lead of c1 passed the iterations left");
        int first = analysis.candidates().get(0).visits();
        int second = analysis.candidates().get(1).visits();
        assertTrue(first - second > 2000 - analysis.iterations(), first + " against " + second);
        // The same seed stops at the same point and chooses the same move.
        Mcts twin = new Mcts(2000, 3);
        assertEquals(move, twin.choose(state));
        assertEquals(analysis.iterations(), twin.analysis().orElseThrow().iterations());
        // Several trees never stop early: one tree's lead says nothing of the sum's.
        Mcts two = new Mcts(2000, 3, 2);
        assertEquals(move, two.choose(state));
        assertEquals(2000, two.analysis().orElseThrow().iterations());
    }

    @Test
    void severalTreesAddTheirVisitsUp() {
        State state = oneWinningMove();
        Mcts search = new Mcts(600, 5, 2).stoppingEarly(false);
        int move = search.choose(state);
        Analysis analysis = search.analysis().orElseThrow();
        assertEquals(move, analysis.best());
        assertEquals(600, analysis.iterations());
        assertEquals(600, analysis.candidates().stream().mapToInt(Analysis.Candidate::visits).sum());
        assertEquals(search.tree(0).visits[0] + search.tree(1).visits[0], 600, "both roots' visits");
        assertEquals(1.0, analysis.value());
        assertEquals(move, analysis.line()[0]);
    }

    @Test
    void theLineOfSeveralTreesStartsWithTheMoveChosen() {
        State state = Kernel.start(Games.loa());
        for (long seed = 1; seed <= 4; seed++) {
            Mcts search = new Mcts(300, seed, 2);
            int move = search.choose(state);
            Analysis analysis = search.analysis().orElseThrow();
            assertEquals(move, analysis.best(), "seed " + seed);
            assertEquals(move, analysis.line()[0], "seed " + seed);
        }
    }

    @Test
    void aWatcherSeesTheFinalFiguresAtTheEnd() {
        State state = oneWinningMove();
        List<Analysis> seen = new ArrayList<>();
        Mcts search = new Mcts(300, 1);
        search.choose(state, done -> { }, seen::add, () -> false);
        assertTrue(!seen.isEmpty());
        assertEquals(search.analysis().orElseThrow(), seen.get(seen.size() - 1));
    }

    @Test
    void aTimedSearchSearchesUntilItsTimeIsSpent() {
        State state = oneWinningMove();
        Mcts search = Mcts.timed(50, 1, 1);
        int move = search.choose(state);
        assertEquals("c1", Notation.format(state, move));
        Analysis analysis = search.analysis().orElseThrow();
        // How many iterations fit in 50 ms depends on the machine: only that some were done.
        assertTrue(analysis.iterations() > 0);
        assertEquals(analysis.iterations(), analysis.candidates().stream().mapToInt(Analysis.Candidate::visits).sum());
    }
}
