package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.MoveList;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The moves of a turn plan's parts are kept from one question to the next while the position
 * stays the same: whatever was made, taken back or set up in between, they are what a state that
 * never asked before generates.
 */
class PlannedMovesTest {
    /** Two parts a turn, the second a move that may not leave a man on the edge (judged by trying it). */
    private static final String FORBIDDING = """
            game "Plans" {
                players white, black
                board grid 4 by 4
                pieces { man }
                setup {
                    reserve white: man 6
                    reserve black: man 6
                }
                drops man as place { for c in cells where empty { drop } }
                moves man as shift {
                    for d in n e s w {
                        step d
                        verify empty
                        move
                    }
                }
                forbid edge at each_move: pieces_in(mover, man, rim) > 3
                zone rim where not can_step(n) or not can_step(s) or not can_step(e) or not can_step(w)
                turn normal: each of place, shift in any order
                no_moves => pass
                limit 60 turns => draw
            }
            """;

    @Test
    void theKeptMovesAreThoseOfAFreshState() {
        List<Integer> asked = List.of(walk(Games.start(Games.load("run-knizia.gamut")), 11),
                walk(Games.start(Games.load("run-knizia.gamut", "first_turn=normal")), 12),
                walk(Gamut.load("plans.gamut", FORBIDDING, List.of()).newState(), 13));
        assertEquals(List.of(170, 174, 70), asked);
    }

    @Test
    void aPositionSetUpAfterAQuestionIsAskedAgain() {
        State s = Games.start(Games.load("run-knizia.gamut", "first_turn=normal"));
        MoveList before = new MoveList();
        s.generate(before);
        Rules rules = s.rules();
        s.clear(s.toMove());
        s.board().put(rules.geometry.cell("d1"), 0, 0, 1);
        s.board().setReserve(0, 1, 1);
        s.startLine();
        MoveList after = new MoveList();
        s.generate(after);
        MoveList fresh = new MoveList();
        s.copy().generate(fresh);
        assertEquals(asList(fresh), asList(after));
        assertEquals(12, before.size());
        assertEquals(List.of("Cd1-d2", "B@e2", "B@f3", "B@g4", "B@h5", "B@i6"),
                Games.moveList(s));
    }

    /** Plays a seeded random game, taking back every fifth move, comparing each generation with a fresh state's; how many were compared. */
    private static int walk(State s, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        MoveList fresh = new MoveList();
        int asked = 0;
        while (!s.isOver() && s.ply() < 300) {
            s.generate(moves);
            s.copy().generate(fresh);
            assertEquals(asList(fresh), asList(moves), "ply " + s.ply());
            asked++;
            if (moves.size() == 0) {
                break;
            }
            s.make(moves.get(random.nextInt(moves.size())));
            if (s.ply() % 5 == 0 && random.nextBoolean()) {
                s.unmake();
                s.generate(moves);
                s.make(moves.get(random.nextInt(moves.size())));
            }
        }
        return asked;
    }

    private static List<Integer> asList(MoveList list) {
        return java.util.Arrays.stream(list.toArray()).boxed().toList();
    }
}
