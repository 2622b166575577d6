package gamut.engine;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'place PIECE of PLAYER' in an after-program (docs/language.md, section 5, *place*): a piece of a
 * player's, not a neutral one, put on a cell at once, replacing what stood there; undone with the move.
 */
class PlaceOwnedTest {
    /** A man steps right and leaves a man of his own behind, and one of the opponent's two cells on. */
    static final String SEEDING = """
            game "Seeding" {
                players white, black
                board grid 4 by 1
                pieces { man }
                setup {
                    white: a1
                    black: d1
                }
                moves man {
                    step e
                    verify empty
                    move
                }
                after {
                    place man of mover at last_from
                    place man of opponent at d1
                }
                no_moves => mover loses
            }
            """;

    @Test
    void theMoversPieceIsLeftBehindAndTheMoveUndoesIt() {
        State s = Gamut.load("seeding.gamut", SEEDING, List.of()).newState();
        long hash = s.hash();
        Games.play(s, "a1-b1");
        assertEquals(List.of(0, 0, -1, 1), List.of(s.owner(0), s.owner(1), s.owner(2), s.owner(3)));
        assertEquals(1, s.toMove());
        s.unmake();
        assertEquals(hash, s.hash());
        assertEquals(List.of(0, -1, -1, 1), List.of(s.owner(0), s.owner(1), s.owner(2), s.owner(3)));
    }

    @Test
    void aMoveRecordsNeutralPiecesOnly() {
        String text = SEEDING.replace("    after {\n        place man of mover at last_from\n", "    after {\n")
                .replace("    no_moves", "    moves man as seed { place man of mover }\n    no_moves");
        assertEquals(List.of("17:25: 'place man of ...' puts a player's piece at once, in an 'after' program;"
                + " a move records neutral pieces only ('place man')"), check(text));
    }
}
