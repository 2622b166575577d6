package gamut.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.engine.Notation;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The search by default replays the moves it has always chosen: seeded games are compared against
 * records kept of them, so a change to the search must leave its default alone. The lines below
 * were recorded with UCB1 at sqrt(2), no proofs, and a tree per side kept from move to move.
 */
class MctsReplayTest {
    /** The moves of both sides, then the last search's iterations and its candidates' visits. */
    private static String play(String file, int plies, int iterations, long seed, UnaryOperator<Mcts> setUp) {
        State state = Kernel.start(Games.load(file));
        Mcts[] side = {setUp.apply(new Mcts(iterations, seed)), setUp.apply(new Mcts(iterations, seed + 1))};
        List<String> line = new ArrayList<>();
        String last = "";
        for (int ply = 0; ply < plies && !state.isOver(); ply++) {
            Mcts search = side[state.decider()];
            int move = search.choose(state);
            Analysis analysis = search.analysis().orElseThrow();
            StringBuilder visits = new StringBuilder();
            for (Analysis.Candidate c : analysis.candidates()) {
                visits.append(' ').append(c.visits());
            }
            last = analysis.iterations() + ":" + visits;
            line.add(Notation.format(state, move));
            state.make(move);
        }
        return String.join(" ", line) + " | " + last;
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "lines-of-action.gamut; 10; 200; 11; d8-f6 h5-f3 g8-e6 f3-h5 d1-b3 h4-f2 b1-b4 h2-f4 b4-e4 a7-d4"
                + " | 200: 9 8 8 8 7 7 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 5 5 5 5 4 4 4 4 4 4 4 3 3 3",
        // Turns of two decisions by the same player.
        "run-knizia.gamut; 10; 150; 5; C@d1 C@a4 B@f9 B@e2 C@g4 B@b5 C@d7 Be2-d2 C@f3 Bb5-c5"
                + " | 150: 18 17 15 14 13 12 12 11 11 10 9 8",
        "connect-four.gamut; 12; 300; 3; O@e1 O@e2 O@d1 O@f1 O@b1 O@c1 O@e3 O@f2 O@d2 O@d3 O@b2 O@f3"
                + " | 300: 74 53 49 41 40 32 19"
    })
    void theDefaultSearchChoosesAsItAlwaysHas(String file, int plies, int iterations, long seed, String recorded) {
        assertEquals(recorded, play(file, plies, iterations, seed, search -> search));
        // The default policy and proofs turned off are the default search.
        assertEquals(recorded, play(file, plies, iterations, seed,
                search -> search.selection(new Ucb1(Math.sqrt(2))).solving(false)));
    }
}
