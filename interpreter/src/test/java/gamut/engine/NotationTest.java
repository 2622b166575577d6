package gamut.engine;

import static gamut.testing.Games.loa;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.testing.Games;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Move notation and position text both read back what they write. */
class NotationTest {

    @Test
    void everyLegalMoveAlongRandomGamesRoundTrips() {
        int checked = 0;
        for (String variant : new String[] {null, "no_move=loses", "setup=scrambled_eggs"}) {
            State s = Games.start(variant == null ? loa() : loa(variant));
            MoveList moves = new MoveList();
            for (long seed = 1; seed <= 4; seed++) {
                s.reset();
                SplittableRandom random = new SplittableRandom(seed);
                while (!s.isOver()) {
                    s.generate(moves);
                    int[] all = moves.toArray();
                    for (int m : s.ply() % 3 == 0 ? all : new int[0]) {
                        String text = Notation.format(s, m);
                        assertEquals(m, Notation.parse(s, text), text);
                        if (s.ply() % 8 == 0) {
                            // Case, spaces and the capture mark do not matter when reading.
                            assertEquals(m, Notation.parse(s, " " + text.toUpperCase() + " "), text);
                            assertEquals(m, Notation.parse(s, text.replace('x', '-')), text);
                        }
                        checked++;
                    }
                    s.make(all[random.nextInt(all.length)]);
                }
            }
        }
        assertEquals(true, checked > 1_000, "moves checked: " + checked);
    }

    @Test
    void passRoundTrips() {
        State s = Games.position(loa(), "black: a1 h8; white: b1 a2 b2 g8 h7 g7; turn: black");
        assertEquals("pass", Notation.format(s, Move.PASS_MOVE));
        assertEquals(Move.PASS_MOVE, Notation.parse(s, "pass"));
    }

    @Test
    void illegalMovesAreRejected() {
        State s = Games.start(loa());
        assertThrows(GamutException.class, () -> Notation.parse(s, "b1-b2"));
        assertThrows(GamutException.class, () -> Notation.parse(s, "a2-a4"), "not Black's piece");
        assertThrows(GamutException.class, () -> Notation.parse(s, "z9-b3"));
        Games.play(s, "c1xa3");
        assertEquals(11, s.onBoard(1));
    }

    /** The message of the refusal of a move as typed. */
    private static String refusal(State s, String typed) {
        return assertThrows(GamutException.class, () -> Notation.parse(s, typed)).getMessage();
    }

    @Test
    void aRefusalSaysWhyAndListsTheNearestMoves() {
        State s = Games.start(loa());
        String legal = "; 36 legal moves, such as b1-b3 b1-d3 b1-h1";
        assertEquals("'@@@' is not a legal move here: it is not written as a move (moves look like b1-b3)" + legal,
                refusal(s, "@@@"));
        assertEquals("'nonsense' is not a legal move here: it is not written as a move (moves look like b1-b3)" + legal,
                refusal(s, "nonsense"));
        assertEquals("'zz9-q' is not a legal move here: there is no cell 'zz9' on this board" + legal, refusal(s, "zz9-q"));
        assertEquals("'b1-z9' is not a legal move here: there is no cell 'z9' on this board; moves from b1: b1-b3 b1-d3 b1-h1",
                refusal(s, "b1-z9"));
        assertEquals("'b3-b8' is not a legal move here: no piece stands on b3" + legal, refusal(s, "b3-b8"));
        assertEquals("'b2-b3' is not a legal move here: no piece stands on b2; moves to b3: b1-b3 d1-b3", refusal(s, "b2-b3"));
        assertEquals("'a2-a4' is not a legal move here: the piece on a2 is white's, and black is to move" + legal,
                refusal(s, "a2-a4"));
        assertEquals("'c1-c2' is not a legal move here: the piece on c1 cannot go to c2; moves from c1: c1-c3 c1-e3 c1xa3",
                refusal(s, "c1-c2"));
        assertEquals("'Q@a4' is not a legal move here: no piece is written 'Q' in this game" + legal, refusal(s, "Q@a4"));
    }

    @Test
    void thePiecesLetterMayBeLeftOutWhereTheCellSaysWhichPieceMoves() {
        State s = Games.start(Games.load("queens-guard.gamut"));
        int queen = Notation.parse(s, "Qf1-f2");
        assertEquals(queen, Notation.parse(s, "f1-f2"));
        assertEquals(queen, Notation.parse(s, "qf1-f2"));
        assertEquals(false, Notation.isWrittenAs(s, queen, "f1-f2"));
        assertEquals(true, Notation.isWrittenAs(s, queen, " qf1-F2 "));
        assertEquals("'G@a4' is not a legal move here: no G can be dropped on a4; moves to a4: Ga5-a4", refusal(s, "G@a4"));
        // A drop is still written with its letter: '@a4' names no piece.
        assertEquals("'@a4' is not a legal move here: it is not written as a move (moves look like Qf1-g2); 27 legal moves,"
                + " such as Qf1-g2 Qf1-f2 Qf1-e1", refusal(s, "@a4"));
    }

    @Test
    void aDropMayBeWrittenAsItsCellWhereOnlyOnePieceCanGoThere() {
        State s = Games.start(Games.load("tic-tac-toe.gamut"));
        int centre = Notation.parse(s, "X@b2");
        assertEquals(centre, Notation.parse(s, "b2"));
        assertEquals(true, Notation.isWrittenAs(s, centre, "b2"), "tic-tac-toe's notation writes the cell alone");
        assertEquals("b2", Notation.format(s, centre));
        s.make(centre);
        // Noughts' mark goes down the same way, and a taken cell is refused as before.
        assertEquals(Notation.parse(s, "X@a1"), Notation.parse(s, "a1"));
        assertThrows(GamutException.class, () -> Notation.parse(s, "b2"));
    }

    @Test
    void aLetterThatIsADigitMayBeLeftOutToo() {
        State s = gamut.api.Gamut.load("tiles.gamut", """
                game "Tiles" {
                    players solo
                    board grid 3 by 1
                    pieces { one "1", two "2" }
                    setup {
                        solo one: a1
                        solo two: c1
                    }
                    moves one, two {
                        for c in cells where empty {
                            move
                        }
                    }
                }
                """, java.util.List.of()).newState();
        int one = Notation.parse(s, "1a1-b1");
        assertEquals(one, Notation.parse(s, "a1-b1"));
        assertEquals(false, Notation.isWrittenAs(s, one, "a1-b1"));
        assertEquals(Notation.parse(s, "2c1-b1"), Notation.parse(s, "c1-b1"));
    }

    @Test
    void positionTextRoundTripsAlongRandomGames() {
        int checked = 0;
        for (String variant : new String[] {null, "first=white", "setup=scrambled_eggs"}) {
            State s = Games.start(variant == null ? loa() : loa(variant));
            State copy = Games.start(variant == null ? loa() : loa(variant));
            MoveList moves = new MoveList();
            for (long seed = 1; seed <= 6; seed++) {
                s.reset();
                SplittableRandom random = new SplittableRandom(seed);
                while (true) {
                    String text = PositionFormat.format(s);
                    PositionFormat.apply(copy, text);
                    assertEquals(s.hash(), copy.hash(), text);
                    assertEquals(s.toMove(), copy.toMove(), text);
                    assertEquals(text, PositionFormat.format(copy));
                    assertEquals(java.util.Arrays.toString(s.board().owner), java.util.Arrays.toString(copy.board().owner));
                    if (!s.isOver()) {
                        assertEquals(Games.moves(s), Games.moves(copy), text);
                    }
                    checked++;
                    if (s.isOver()) {
                        break;
                    }
                    s.generate(moves);
                    s.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertEquals(true, checked > 1000, "positions checked: " + checked);
    }

    @Test
    void positionTextOfTheInitialPosition() {
        State s = Games.start(loa());
        assertEquals("black: b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8\n"
                + "white: a2 h2 a3 h3 a4 h4 a5 h5 a6 h6 a7 h7\n"
                + "turn: black", PositionFormat.format(s));
        State t = Games.position(loa(), "black: d5 f5; white: a5 h5; turn: black");
        assertEquals("black: d5 f5\nwhite: a5 h5\nturn: black", PositionFormat.format(t));
    }
}
