package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.Notation;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Chess written and read in Standard Algebraic Notation, as games/chess.gamut's 'notation' item
 * declares it: every legal move of many positions written once and read back, the forms fixed for
 * exact positions, and a published game replayed from its score.
 */
class ChessSanTest {
    private static final Rules CHESS = Games.load("chess.gamut", "counting");

    private static State fen(String text) {
        return Games.position(CHESS, "fen:" + text);
    }

    /** Every legal move to the depth: written once, no two alike, read back as itself, and from the long form too. */
    private static int roundTrip(State s, int depth) {
        MoveList moves = new MoveList();
        s.generate(moves);
        int[] all = moves.toArray();
        Set<String> seen = new HashSet<>();
        for (int m : all) {
            String text = Notation.format(s, m);
            assertTrue(seen.add(text), "two moves written " + text);
            assertEquals(m, Notation.parse(s, text), text);
            assertEquals(m, Notation.parse(s, Notation.longForm(s, m)), Notation.longForm(s, m));
        }
        int checked = all.length;
        for (int m : depth > 1 ? all : new int[0]) {
            s.make(m);
            checked += roundTrip(s, depth - 1);
            s.unmake();
        }
        return checked;
    }

    @Test
    void everyLegalMoveOfThePerftPositionsIsWrittenOnceAndReadBack() {
        int checked = 0;
        checked += roundTrip(Games.start(CHESS), 3);
        checked += roundTrip(fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 2);
        checked += roundTrip(fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 3);
        checked += roundTrip(fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"), 2);
        checked += roundTrip(fen("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"), 2);
        assertEquals(8902 + 400 + 20 + 2039 + 48 + 2812 + 191 + 14 + 264 + 6 + 1486 + 44, checked);
    }

    @Test
    void theOriginIsWrittenOnlyAsFarAsItTellsTheMovesApart() {
        State knights = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        List<String> moves = Games.moves(knights);
        assertTrue(moves.containsAll(List.of("Nbd2", "Nfd2", "Nd4", "Na3")), moves.toString());
        State rooks = fen("k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1");
        assertTrue(Games.moves(rooks).containsAll(List.of("R1e2", "R3e2", "Rd1", "Rd3")), Games.moves(rooks).toString());
        State queens = fen("6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1");
        assertTrue(Games.moves(queens).containsAll(List.of("Qa1b2", "Q3b2", "Qcb2", "Q1a2+", "Q3a2+", "Qa1c3", "Q3c3", "Qcc3")), Games.moves(queens).toString());
        GamutException e = assertThrows(GamutException.class, () -> Notation.parse(knights, "Nd2"));
        assertEquals("'Nd2' is ambiguous: Nbd2 or Nfd2", e.getMessage());
    }

    @Test
    void aTypedMoveThatIsNotLegalIsRefusedInTheWordsOfSan() {
        State promotion = fen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals("'e8' is not a legal move here: the pawn promotes there; say to what: e8=Q+, e8=R+, e8=B or e8=N",
                assertThrows(GamutException.class, () -> Notation.parse(promotion, "e8")).getMessage());
        State start = Games.start(CHESS);
        assertEquals("'Nd5' is not a legal move here: no knight can go to d5; knight moves: Na3 Nc3 Nf3 Nh3",
                assertThrows(GamutException.class, () -> Notation.parse(start, "Nd5")).getMessage());
        assertEquals("'Bc4' is not a legal move here: no bishop can go to c4; no bishop can move",
                assertThrows(GamutException.class, () -> Notation.parse(start, "Bc4")).getMessage());
        assertEquals("'e5' is not a legal move here: no pawn can go to e5; pawn moves: a3 a4 b3 b4 c3 c4 d3 d4 e3 e4"
                + " f3 f4 g3 g4 h3 h4", assertThrows(GamutException.class, () -> Notation.parse(start, "e5")).getMessage());
    }

    @Test
    void pawnsCastlingPromotionCheckAndMateAreWrittenAsPlayersWriteThem() {
        State passant = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertTrue(Games.moves(passant).containsAll(List.of("e6", "exd6")), Games.moves(passant).toString());
        State promotion = fen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertTrue(Games.moves(promotion).containsAll(List.of("e8=Q+", "e8=R+", "e8=B", "e8=N")),
                Games.moves(promotion).toString());
        assertEquals("e8=Q+", Notation.format(promotion, Notation.parse(promotion, "e8Q")));
        State castles = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertTrue(Games.moves(castles).containsAll(List.of("O-O", "O-O-O", "Rxa8+", "Rxh8+")), Games.moves(castles).toString());
        assertEquals(Notation.parse(castles, "O-O-O"), Notation.parse(castles, "0-0-0"));
        assertEquals(Notation.parse(castles, "O-O-O"), Notation.parse(castles, "Ke1-c1 Ra1-d1"));
        State fools = Games.start(CHESS);
        Games.play(fools, "f3", "e5", "g4");
        assertEquals("Qh4#", Notation.format(fools, Notation.parse(fools, "Qh4")));
        State captures = fen("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
        assertEquals("bxc3", Notation.format(captures, Notation.parse(captures, "bxc3")));
        assertEquals("Bxc3", Notation.format(captures, Notation.parse(captures, "Bxc3")));
    }

    @Test
    void movesAreReadAsOtherProgramsWriteThem() {
        State s = Games.start(CHESS);
        int knight = Notation.parse(s, "Nf3");
        for (String text : List.of("Nf3", "Ngf3", "N1f3", "Ng1f3", "Ng1-f3", "g1f3", "nf3", "Nf3!?", "Nf3?", "Nf3+")) {
            assertEquals(knight, Notation.parse(s, text), text);
        }
        int pawn = Notation.parse(s, "e4");
        for (String text : List.of("e4", "e2e4", "e2-e4", "Pe2-e4", "e4!")) {
            assertEquals(pawn, Notation.parse(s, text), text);
        }
        assertThrows(GamutException.class, () -> Notation.parse(s, "e5"));
    }

    /** Paul Morphy against the Duke of Brunswick and Count Isouard, Paris Opera, 1858, as the score is published. */
    private static final String OPERA_GAME = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5"
            + " Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

    @Test
    void theOperaGameReplaysFromItsScoreToItsFinalPosition() {
        State s = Games.start(Games.load("chess.gamut"));
        for (String move : OPERA_GAME.split(" ")) {
            int m = Notation.parse(s, move);
            assertEquals(move, Notation.format(s, m), "written as the score writes it");
            s.make(m);
        }
        assertEquals("1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17", s.game().positionText(s, "fen"));
        assertEquals("white wins (checkmate)", Games.describe(s));
    }
}
