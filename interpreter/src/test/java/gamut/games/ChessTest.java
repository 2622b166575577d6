package gamut.games;

import static gamut.testing.Games.play;
import static gamut.testing.Games.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.engine.Perft;
import gamut.engine.PositionFormat;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chess (games/chess.gamut): perft in plies against the published numbers from the start,
 * "Kiwipete" (castling both ways, en passant, promotions, pins) and "position 3" (en passant
 * and checks along ranks); scripted games for checkmate, stalemate, castling, en passant and the
 * choice of promotion. The deeper counts (start to 5, Kiwipete to 4) run by the documented command.
 */
class ChessTest {
    static final String FILE = "chess.gamut";
    /** r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - */
    static final String KIWIPETE = "white: king e1, queen f3, rook a1 h1, bishop d2 e2, knight c3 e5,"
            + " pawn a2 b2 c2 d5 e4 f2 g2 h2; black: king e8, queen e7, rook a8 h8, bishop a6 g7, knight b6 f6,"
            + " pawn a7 b4 c7 d7 e6 f7 g6 h3; turn: white";
    /** 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - (no castling: kings and rooks have moved). */
    static final String POSITION_3 = "white: king a5 [moved], rook b4 [moved], pawn b5 e2 g2;"
            + " black: king h4 [moved], rook h5 [moved], pawn c7 d6 f4; turn: white";

    static Rules rules() {
        return Games.load(FILE);
    }

    private static void perft(State s, long... expected) {
        Perft perft = new Perft(s);
        for (int d = 1; d <= expected.length; d++) {
            assertEquals(expected[d - 1], perft.count(d), "perft(" + d + ")");
        }
    }

    @Test
    void perftFromTheStartIsThePublishedOne() {
        perft(Games.start(rules()), 20, 400, 8902, 197281);
    }

    @Test
    void perftOfKiwipeteIsThePublishedOne() {
        perft(position(rules(), KIWIPETE), 48, 2039, 97862);
    }

    @Test
    void perftOfPosition3IsThePublishedOne() {
        perft(position(rules(), POSITION_3), 14, 191, 2812, 43238);
    }

    @Test
    void kiwipeteCastlesBothWaysAndTheRookComesAlong() {
        State s = position(rules(), KIWIPETE);
        List<String> moves = Games.moves(s);
        assertTrue(moves.contains("O-O"), moves.toString());
        assertTrue(moves.contains("O-O-O"), moves.toString());
        play(s, "O-O-O");
        // Written in board order; the king has moved, so the rook's flag no longer matters.
        assertEquals("white: king c1 [moved] rook d1 h1 pawn a2 b2 c2 bishop d2 e2 pawn f2 g2 h2 knight c3 queen f3 pawn e4 d5 knight e5",
                PositionFormat.format(s).lines().filter(l -> l.startsWith("white:")).findFirst().orElseThrow());
    }

    @Test
    void foolsMateIsCheckmate() {
        State s = Games.start(rules());
        play(s, "Pf2-f3", "Pe7-e5", "Pg2-g4", "Qd8-h4");
        assertEquals("black wins (checkmate)", Games.describe(s));
    }

    @Test
    void aKingWithNoMoveOutOfCheckIsStalemated() {
        // Black: king a8; White: king b6, queen c6... after Qc6-c7 Black cannot move and is not in check.
        State s = position(rules(), "white: king b6 [moved], queen c6; black: king a8 [moved]; turn: white");
        play(s, "Qc6-c7");
        assertEquals("draw (stalemate)", Games.describe(s));
    }

    @Test
    void enPassantOnlyRightAfterTheDoubleStep() {
        State s = position(rules(), "white: king e1 [moved], pawn e5; black: king e8 [moved], pawn d7; turn: black");
        play(s, "Pd7-d5");
        assertTrue(Games.moves(s).contains("exd6"), Games.moves(s).toString());
        play(s, "exd6");
        assertEquals(1, s.onBoard(1));
        State late = position(rules(), "white: king e1 [moved], pawn e5; black: king e8 [moved], pawn d7, pawn h7; turn: black");
        play(late, "Pd7-d5", "Ke1-f1", "Ph7-h6");
        assertTrue(Games.moves(late).stream().noneMatch(m -> m.endsWith("d6")), Games.moves(late).toString());
    }

    @Test
    void aPawnOnTheFarRankBecomesThePieceItsPlayerChooses() {
        State s = position(rules(), "white: king e1 [moved], pawn a7; black: king h8 [moved]; turn: white");
        List<String> moves = Games.moves(s);
        assertTrue(moves.containsAll(List.of("a8=Q+", "a8=R+", "a8=B", "a8=N")), moves.toString());
        play(s, "a8=N");
        assertEquals("knight", s.game().pieceName(s.piece(s.game().geometry().cell("a8"))));
    }

    @Test
    void aPinnedPieceMayNotMoveAndTheKingMayNotStepIntoCheck() {
        State s = position(rules(), "white: king e1 [moved], bishop e2; black: king h8 [moved], rook e8 [moved], rook d8 [moved]; turn: white");
        List<String> moves = Games.moves(s);
        assertTrue(moves.stream().noneMatch(m -> m.startsWith("B")), moves.toString());
        assertEquals(List.of("Kf1", "Kf2"), moves.stream().sorted().toList());
    }
}
