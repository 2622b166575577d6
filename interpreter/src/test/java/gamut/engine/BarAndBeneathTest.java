package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Captured pieces that go back to their owner's reserve and enter again from it ('captures go to
 * reserve', 'advance' from the reserve, 'point'), and pieces that stay beneath the piece landing
 * on them ('captures stay beneath', 'beneath_in', the 'beneath' clause of positions):
 * docs/language.md sections 3, 5, 7 and 11, each on a small race game of its own.
 */
class BarAndBeneathTest {

    /**
     * White runs 1 to 6, Black 6 to 1, two points a move; a single enemy is hit to its owner's
     * reserve, which must be emptied first: a piece enters two points along its track (or, in the
     * variant, on the point numbered 4, wherever its track goes).
     */
    static final String LITTLE_BAR = """
            game "Little bar" {
                players white, black
                board points 6
                track path of white = 1..6 then off
                track path of black = 6..1 then off
                pieces { checker "o" }
                setup {
                    white: 1*2
                    black: 6, 4
                }
                captures go to reserve
                drops checker {
                    advance 2
                    verify not enemy or stack == 1
                    drop
                }
                moves checker {
                    verify in_reserve(mover, checker) == 0
                    advance 2
                    if off_board { exit } else {
                        verify not enemy or stack == 1
                        move
                    }
                }
                variant entry=four {
                    source "a test of point(N)"
                    drops checker {
                        goto point(4)
                        verify empty
                        drop
                    }
                }
            }
            """;

    /**
     * The same race without a reserve: a piece landing on a single enemy pins it, a point of two
     * pieces (a pinner over a pinned one included) is closed to the other side, and a piece leaves
     * the board only while none of its owner's pieces is pinned.
     */
    static final String LITTLE_PIN = """
            game "Little pin" {
                players white, black
                board points 6
                track path of white = 1..6 then off
                track path of black = 6..1 then off
                pieces { checker "o" }
                setup {
                    white: 1*2
                    black: 6*2
                }
                captures stay beneath
                moves checker {
                    advance 2
                    if off_board {
                        verify pinned(mover) == 0
                        exit
                    } else {
                        verify friend or stack <= 1
                        move
                    }
                }
                define pinned(p) = beneath_in(p, cells)
                end out: exited(mover) == 2 => mover wins
            }
            """;

    static Game bar(String... variants) {
        return Gamut.load("little-bar.gamut", LITTLE_BAR, List.of(variants));
    }

    static Game pin() {
        return Gamut.load("little-pin.gamut", LITTLE_PIN, List.of());
    }

    // ---- captures go to reserve

    @Test
    void aHitPieceGoesToItsOwnersReserveWhichMustBeEmptiedFirst() {
        State s = bar().position("white: 1, 3; black: 5; turn: black");
        assertEquals(sorted("5x3"), Games.moves(s));
        Games.play(s, "5x3");
        assertEquals("white: 1\nreserve white: checker 1\nblack: 3\nturn: white", PositionFormat.format(s));
        // White's piece on 1 may not move while one waits in reserve; two along White's track is 2.
        assertEquals(sorted("o@2"), Games.moves(s));
        Games.play(s, "o@2");
        assertEquals(sorted("3x1"), Games.moves(s));
        Games.play(s, "3x1");
        assertEquals("white: 2\nreserve white: checker 1\nblack: 1\nturn: white", PositionFormat.format(s));
    }

    @Test
    void enteringFromTheReserveStartsBeforeTheTracksFirstCell() {
        // Black's track is 6..1: two along from before its first cell is 5, where White's blot stands.
        State s = bar().position("white: 5; black: 2*2; reserve black: checker 1; turn: black");
        assertEquals(sorted("o@5"), Games.moves(s));
        Games.play(s, "o@5");
        assertEquals("white:\nreserve white: checker 1\nblack: 2*2 5\nturn: white", PositionFormat.format(s));
        // Two White checkers hold 5: Black cannot enter there.
        State held = bar().position("white: 5*2; black: 2; reserve black: checker 1; turn: black");
        assertEquals(List.of("pass"), Games.moves(held));
    }

    @Test
    void makeAndUnmakeRestoreTheReserveOfTheHitPiece() {
        State s = bar().position("white: 3; black: 5; turn: black");
        String before = PositionFormat.format(s);
        long hash = s.hash();
        Games.play(s, "5x3");
        assertEquals("white:\nreserve white: checker 1\nblack: 3\nturn: white", PositionFormat.format(s));
        assertNotEquals(hash, s.hash());
        s.unmake();
        assertEquals(before, PositionFormat.format(s));
        assertEquals(hash, s.hash());
    }

    @Test
    void pointNamesACellByItsNumber() {
        State s = bar("entry=four").position("white: 1; reserve white: checker 1; black: 6; turn: white");
        assertEquals(sorted("o@4"), Games.moves(s));
    }

    // ---- captures stay beneath

    @Test
    void aPieceLandingOnASingleEnemyPinsIt() {
        State s = pin().position("white: 1; black: 3, 6; turn: white");
        assertEquals(sorted("1x3"), Games.moves(s));
        Games.play(s, "1x3");
        assertEquals("white: 3\nblack: 6\nbeneath black: 3\nturn: black", PositionFormat.format(s));
        // The pinned piece does not move; the one on 6 does.
        assertEquals(sorted("6-4"), Games.moves(s));
        assertEquals(2, s.board().onBoard[1], "a pinned piece is still on the board");
        assertEquals(1, s.board().buried[1]);
    }

    @Test
    void aPinnerOverAPinnedPieceHoldsThePointAndFreesItWhenItLeaves() {
        State s = pin().position("white: 3; black: 5; beneath black: 3; turn: black");
        // 5 to 3 would land on a column of two: closed.
        assertEquals(List.of("pass"), Games.moves(s));
        Games.play(s, "pass");
        Games.play(s, "3x5");
        assertEquals("white: 5\nblack: 3\nbeneath black: 5\nturn: black", PositionFormat.format(s));
        assertEquals(sorted("3-1"), Games.moves(s));
    }

    @Test
    void thePinnerStacksOnItsOwnColumn() {
        State s = pin().position("white: 1, 3; black: 6; beneath black: 3; turn: white");
        assertEquals(sorted("1-3 3-5"), Games.moves(s));
        Games.play(s, "1-3");
        assertEquals("white: 3*2\nblack: 6\nbeneath black: 3\nturn: black", PositionFormat.format(s));
        // White is X, Black O: two White checkers on 3 over a pinned Black one.
        assertEquals("4    5    6\n.    .    O\n\nX2/O .    .\n3    2    1\n", BoardText.draw(s));
    }

    @Test
    void aPlayerWithAPinnedPieceCannotBearOff() {
        State free = pin().position("white: 5, 6; black: 1; turn: white");
        assertEquals(sorted("5-off 6-off"), Games.moves(free));
        State s = pin().position("white: 5, 6; black: 2; beneath white: 2; turn: white");
        assertEquals(List.of("pass"), Games.moves(s));
    }

    @Test
    void makeAndUnmakeRestoreTheColumnAndTheHash() {
        State s = pin().position("white: 1*2; black: 3; turn: white");
        String before = PositionFormat.format(s);
        long hash = s.hash();
        Games.play(s, "1x3");
        long pinned = s.hash();
        s.unmake();
        assertEquals(before, PositionFormat.format(s));
        assertEquals(hash, s.hash());
        State same = pin().position("white: 1, 3; beneath black: 3; turn: black");
        assertEquals(pinned, same.hash(), "the same column, reached by a move or read from text, hashes the same");
    }

    @Test
    void positionsWriteAndReadBuriedLayers() {
        String text = "white: 3*2\nblack: 5\nbeneath black: 3\nturn: black";
        assertEquals(text, PositionFormat.format(pin().position(text)));
        GamutException noTop = assertThrows(GamutException.class, () -> pin().position("white: 3; beneath black: 4"));
        assertEquals("position: 'beneath black: 4' buries pieces on 4, where no piece stands on top", noTop.getMessage());
        GamutException notHere = assertThrows(GamutException.class,
                () -> bar().position("white: 3; beneath black: 3"));
        assertEquals("position: 'beneath black: 3' buries pieces, but in this game nothing stays beneath a piece"
                + " ('captures stay beneath')", notHere.getMessage());
    }
}
