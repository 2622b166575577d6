package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'captures go to hand' (docs/language.md section 3) for every way a piece is captured: by a piece
 * landing on it, by a capture the move records (at its end, or 'now' inside a chain, which the
 * rest of the chain sees), by an 'after' program, by a neutral piece placed on it, by a sowing; a
 * stack gives as many pieces as it holds, and neutral pieces go nowhere. 'capture ... into' is not
 * a capture into the hand: the pieces go to the cell. Every move is taken back to where it began.
 */
class HandCapturesTest {

    /** A game on a grid of the size, white first, with captures going to hand and the items given. */
    static Game game(String size, String items) {
        return Gamut.load("t.gamut", "game \"T\" {\n players white, black\n board grid " + size
                + "\n captures go to hand\n" + items + "\n}\n", List.of());
    }

    /**
     * Plays the move from the position and asserts the position it leads to, that its hash is that of
     * the same position set up from nothing, and that taking the move back restores everything.
     */
    static void assertMove(Game game, String position, String move, String expected) {
        State s = game.position(position);
        Snapshot before = Snapshot.of(s);
        Games.play(s, move);
        assertEquals(expected, PositionFormat.format(s), move);
        assertEquals(game.position(expected).hash(), s.hash(), move + ": hash");
        s.unmake();
        before.assertSame(s, move + " taken back");
    }

    static final String STEP = """
            pieces { man }
            moves man { step n  move }
            """;

    @Test
    void aStackTakenByLandingGivesAsManyPiecesAndNeutralPiecesGoNowhere() {
        Game g = game("2 by 2", STEP);
        String position = "white: a1 b1; black: a2*3; neutral: man b2";
        assertEquals(List.of("a1xa2", "b1xb2"), Games.moves(g.position(position)));
        assertMove(g, position, "a1xa2", "white: b1 a2\nreserve white: man 3\nblack:\nneutral: b2\nturn: black");
        assertMove(g, position, "b1xb2", "white: a1 b2\nblack: a2*3\nturn: black");
        // An unlimited reserve stays without limit; a piece landing on its own kind stacks and takes nothing.
        assertMove(g, "white: a1 b1; black: a2; reserve white: man unlimited", "a1xa2",
                "white: b1 a2\nreserve white: man unlimited\nblack:\nturn: black");
        assertMove(g, "white: a1 a2; black: b2", "a1-a2", "white: a2*2\nblack: b2\nturn: black");
    }

    @Test
    void theCaptorIsThePlayerWhoMakesTheMoveEvenWithAnOpponentsPiece() {
        Game g = game("1 by 2", """
                pieces { man }
                moves man of opponent { step s  move }
                """);
        assertMove(g, "white: a1; black: a2", "a2xa1", "white:\nreserve white: man 1\nblack: a1\nturn: black");
    }

    @Test
    void aCaptureRecordedInTheMoveIsMadeIntoTheHandAtItsEnd() {
        Game g = game("3 by 2", """
                pieces { man, king }
                demote king to man
                moves man { step e  verify enemy  capture  step n  verify empty  move }
                """);
        assertEquals(List.of("Ma1-b2 xb1"), Games.moves(g.position("white: man a1; black: king b1*2")));
        assertMove(g, "white: man a1; black: king b1*2", "Ma1-b2 xb1",
                "white: man b2\nreserve white: man 2\nblack:\nturn: black");
    }

    /** A man jumps east over enemies, each taken at once, for as long as its owner holds fewer than two in hand. */
    static final String JUMPS = """
            pieces { man }
            moves man {
                chain {
                    verify in_reserve(mover, man) < 2
                    step e
                    verify enemy
                    capture now
                    step e
                    verify empty
                    land
                }
            }
            """;

    @Test
    void aChainSeesTheHandFillAsItsCapturesAreMade() {
        Game g = game("7 by 1", JUMPS);
        String position = "white: a1; black: b1 d1 f1";
        // With two pieces in hand it stops at e1; without the hand it jumps f1 as well.
        assertEquals(List.of("a1xc1xe1"), Games.moves(g.position(position)));
        Game leaving = Gamut.load("t.gamut", "game \"T\" {\n players white, black\n board grid 7 by 1\n" + JUMPS + "}\n",
                List.of());
        assertEquals(List.of("a1xc1xe1xg1"), Games.moves(leaving.position(position)));
        assertMove(g, position, "a1xc1xe1", "white: e1\nreserve white: man 2\nblack: f1\nturn: black");
        // Generating the moves leaves the position exactly as it was.
        State s = g.position(position);
        Snapshot before = Snapshot.of(s);
        Games.moves(s);
        before.assertSame(s, "after generating");
    }

    @Test
    void anAfterProgramCapturesIntoTheMoversHand() {
        Game g = game("3 by 2", """
                pieces { man, king }
                demote king to man
                moves man { step n  verify empty  move }
                after {
                    for d in e w {
                        step d
                        verify enemy
                        capture
                    }
                }
                """);
        assertMove(g, "white: man b1; black: king a2*2 man c2", "Mb1-b2",
                "white: man b2\nreserve white: man 3\nblack:\nturn: black");
    }

    @Test
    void aNeutralPiecePlacedOnAnEnemyCapturesItIntoTheHand() {
        Game g = game("2 by 2", """
                pieces { man, block }
                moves man {
                    step n
                    verify empty
                    let dest = here
                    step e
                    verify enemy
                    place block
                    goto dest
                    move
                }
                """);
        assertMove(g, "white: man a1; black: man b2", "Ma1-a2 +B@b2",
                "white: man a2\nreserve white: man 1\nblack:\nneutral: block b2\nturn: black");
    }

    @Test
    void aSowingCapturesWhereItLandsButWhatItLiftsIsNoCapture() {
        Game g = game("3 by 1", """
                pieces { stone }
                track path of white = a1, b1, c1
                moves stone { sow along path }
                """);
        assertMove(g, "white: a1*2; black: c1", "sow a1",
                "white: b1 c1\nreserve white: stone 1\nblack:\nturn: black");
    }

    @Test
    void aCaptureIntoACellMovesThePiecesThereAndNotIntoTheHand() {
        Game g = game("3 by 2", """
                pieces { man }
                moves man { step e  verify enemy  capture into c1  goto origin  step n  verify empty  move }
                """);
        assertMove(g, "white: a1; black: b1", "a1-a2 xb1>c1", "white: a2\nblack: c1\nturn: black");
    }
}
