package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'again' in a drops program (docs/language.md, section 5, *again*): a piece entered from the
 * reserve onto a cell that gives another turn is recorded with it, and its player plays on.
 */
class AgainAfterEnteringTest {
    /** Three cells; entering on a1 gives another turn. White has two men to enter, black one. */
    static final String ENTER = """
            game "Enter twice" {
                players white, black
                board grid 3 by 1
                pieces { man }
                setup {
                    reserve white: man 2
                    reserve black: man 1
                }
                drops man {
                    for c in cells where empty {
                        if here == a1 { again }
                        drop
                    }
                }
                no_moves => mover loses
            }
            """;

    private static Game game() {
        return Gamut.load("enter.gamut", ENTER, List.of());
    }

    @Test
    void theEntryIsWrittenWithItsExtraTurnAndItsPlayerPlaysOn() {
        State s = game().newState();
        assertEquals(List.of("M@a1 again", "M@b1", "M@c1"), Games.moves(s));
        long hash = s.hash();
        Games.play(s, "M@a1 again");
        assertEquals(0, s.toMove(), "white enters again");
        assertEquals(List.of("M@b1", "M@c1"), Games.moves(s));
        s.unmake();
        assertEquals(hash, s.hash());
        assertEquals(0, s.toMove());
        Games.play(s, "M@b1");
        assertEquals(1, s.toMove(), "an entry elsewhere ends the turn");
    }

    @Test
    void perftCountsTheExtraTurns() {
        // Ply 3: after white's a1 and another entry, black fills the last cell; after black's
        // a1 black plays again with nothing left to enter, and has lost.
        Perft perft = new Perft(game().newState());
        assertEquals(3, perft.count(1));
        assertEquals(6, perft.count(2));
        assertEquals(4, perft.count(3));
        assertEquals(0, perft.count(4));
    }
}
