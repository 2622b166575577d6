package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A variant's {@code also} (docs/language.md section 9, "Adding to a program"): the variant's
 * statements go at the end of the game's program of the same identity, so its moves are the
 * program's and the added ones; an after program runs both parts; a program the game does not
 * have, or an item that is no program, is an error at its line and column.
 */
class VariantAlsoTest {

    /** Men step north; variant backwards also lets them step south; variant mark also flips after a move. */
    static final String GAME = """
            game "T" {
             players white, black
             board grid 3 by 3
             pieces { man }
             setup { white man: b2  black man: a3 }
 zone west = a1, a2, a3
             moves man as walk {
                 for d in n {
                     step d
                     verify empty
                     move
                 }
             }
             after { }
             end none_left: count(opponent) == 0 => mover wins
             variant backwards {
                 source "a test"
                 also moves man as walk {
                     for d in s {
                         step d
                         verify empty
                         move
                     }
                 }
             }
             variant taking extends backwards {
                 source "a test"
                 also moves man as walk {
                     for d in w { step d  verify enemy  move }
                 }
                 also after { if in(west) { flip to opponent } }
             }
            }
            """;

    static Game game(String... variants) {
        return Gamut.load("t.gamut", GAME, List.of(variants));
    }

    @Test
    void theAddedStatementsAddMovesToTheProgram() {
        assertEquals(sorted("b2-b3"), Games.moves(game().newState()));
        assertEquals(sorted("b2-b3 b2-b1"), Games.moves(game("backwards").newState()));
        // White 2 (b3, b1); Black's a3 man steps south to a2 (north is off the board); White from b3
        // only to b2 (b4 is off the board), from b1 only to b2.
        Perft perft = new Perft(game("backwards").newState());
        assertEquals(2, perft.count(1));
        assertEquals(2, perft.count(2));
        assertEquals(2, perft.count(3));
    }

    @Test
    void anAddedAfterProgramRunsAfterTheGamesOwnAndVariantsStack() {
        Game g = game("taking");
        State s = g.position("white: b3; black: a3");
        assertEquals(sorted("b3-b2 b3xa3"), Games.moves(s));
        Snapshot before = Snapshot.of(s);
        Games.play(s, "b3xa3");
        // The added after program flips the man that landed on file a: it becomes Black's.
        assertEquals(1, s.owner(g.geometry().cell("a3")));
        s.unmake();
        before.assertSame(s, "after unmake");
    }

    @Test
    void addingToAProgramTheGameDoesNotHaveIsAnErrorAtItsPlace() {
        String text = GAME.replaceFirst("also moves man as walk", "also moves man as slide");
        GamutException e = assertThrows(GamutException.class, () -> Gamut.load("t.gamut", text, List.of("backwards")));
        assertTrue(e.getMessage().contains("t.gamut:18:17: error: variant 'backwards' adds to 'moves man as slide', which the game does not have (did you mean 'moves man as walk'?)"),
                e.getMessage());
        String zone = GAME.replaceFirst("(?s)also moves man as walk \\{.*?move\\s*}\\s*}", "also zone goal = a1");
        GamutException z = assertThrows(GamutException.class, () -> Gamut.load("t.gamut", zone, List.of("backwards")));
        assertTrue(z.getMessage().contains("t.gamut:18:17: error: 'also' adds statements to a program ('moves', 'drops' or 'after'), not to 'zone goal'"),
                z.getMessage());
        String top = GAME.replace(" after { }", " also after { }");
        GamutException t = assertThrows(GamutException.class, () -> Gamut.load("t.gamut", top, List.of()));
        assertTrue(t.getMessage().contains("t.gamut:14:13: error: only a variant can add to a program with 'also'"), t.getMessage());
    }
}
