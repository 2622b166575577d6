package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tracks that pass a cell more than once (docs/language.md section 3, "track"): a figure eight
 * whose middle cell is passed twice. A piece keeps its pass over its cell, so the next cell along
 * the track is known by its place on the track; a move onto a later pass is written with the pass,
 * and positions write and read it.
 */
class TrackPassesTest {

    /**
     * Each player's runner goes one or two cells along a figure eight of its own: White's a1 b2 c3
     * c2 c1 b2 a3 a2 (places 0 to 7, b2 passed at 1 and 5), Black's the same on files d to f.
     */
    static final String EIGHT = """
            game "Eight" {
                players white, black
                board grid 6 by 3
                pieces { runner }
                setup { white runner: a1  black runner: d1 }
                track eight of white = a1, b2, c3, c2, c1, b2, a3, a2
                track eight of black = d1, e2, f3, f2, f1, e2, d3, d2
                moves runner as one { advance 1  verify empty  move }
                moves runner as two { advance 2  verify empty  move }
            }
            """;

    static Game game() {
        return Gamut.load("eight.gamut", EIGHT, List.of());
    }

    @Test
    void aPieceOnACellPassedTwiceGoesOnFromItsOwnPass() {
        Game g = game();
        assertEquals(sorted("b2-c3 b2-c2"), Games.moves(g.position("white: b2; black: d1")));
        assertEquals(sorted("b2-a3 b2-a2"), Games.moves(g.position("white: b2 [2nd]; black: d1")));
        // From c2 (place 3) two steps reach b2's second pass, written with it; one step c1.
        assertEquals(List.of("c2-b2 [2nd]", "c2-c1"), Games.moves(g.position("white: c2; black: d1")));
        assertEquals(sorted("a1-b2 a1-c3"), Games.moves(g.newState()));
    }

    @Test
    void thePassGoesWithTheMoveAndComesBackWithUnmake() {
        Game g = game();
        State s = g.position("white: c2; black: f1");
        Snapshot before = Snapshot.of(s);
        MoveList moves = new MoveList();
        s.generate(moves);
        for (int i = 0; i < moves.size(); i++) {
            String written = Notation.format(s, moves.get(i));
            s.make(moves.get(i));
            s.unmake();
            before.assertSame(s, written);
        }
        Games.play(s, "c2-b2 [2nd]", "f1-e2 [2nd]");
        assertEquals(sorted("b2-a3 b2-a2"), Games.moves(s));
        String text = g.positionText(s, null);
        assertTrue(text.contains("b2 [2nd]") && text.contains("e2 [2nd]"), text);
        State read = g.position(text);
        assertEquals(s.hash(), read.hash());
        // The same cells on their first passes are another position.
        assertNotEquals(s.hash(), g.position("white: b2; black: e2").hash());
        Games.play(s, "b2-a2");
        Snapshot after = Snapshot.of(s);
        s.unmake();
        Games.play(s, "b2-a2");
        after.assertSame(s, "b2-a2 again");
    }

    @Test
    void perftCountsThePlacesNotTheCells() {
        // White on c1 and Black on f1 (place 4): each goes to its b2's second pass (5) or to a3 (6);
        // from place 5 two moves (6, 7), from 6 one (7). Depth 3: (2 + 1) * 2 = 6; depth 4: 3 * 3 = 9.
        // A piece taken for b2's first pass would have two moves there (c3, c2): 8 and 12.
        Perft perft = new Perft(game().position("white: c1; black: f1"));
        assertEquals(2, perft.count(1));
        assertEquals(4, perft.count(2));
        assertEquals(6, perft.count(3));
        assertEquals(9, perft.count(4));
    }

    @Test
    void tooManyPassesForTheFlagsIsAnErrorAtTheTrack() {
        StringBuilder flags = new StringBuilder("flags f0");
        for (int i = 1; i < 32; i++) {
            flags.append(", f").append(i);
        }
        String text = EIGHT.replace("pieces { runner }", "pieces { runner }\n    " + flags);
        GamutException e = assertThrows(GamutException.class, () -> Gamut.load("eight.gamut", text, List.of()));
        assertTrue(e.getMessage().contains("eight.gamut:7:11: error: track 'eight' passes 'b2' 2 times: a piece keeps its"
                + " pass as a flag, and the game's 32 flags and the passes after the first make more than 32"), e.getMessage());
    }
}
