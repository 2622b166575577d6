package gamut.games;

import static gamut.testing.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.engine.Perft;
import gamut.engine.State;
import gamut.rules.Rules;
import gamut.testing.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Chess positions in FEN (games/chess.gamut's 'position fen'): the text written along a game as
 * chess programs write it, and the published perft numbers of positions chosen by chess programmers
 * for their pitfalls (en passant that would expose the king, castling that gives check, promotion
 * out of check), read from their FEN and counted in the 'counting' variant, in which, as in those
 * numbers, a game ends only by checkmate or stalemate. A quick selection runs in the suite;
 * {@code -Dgamut.chess.full=true} runs them all, with the start to depth 5 and Kiwipete to depth 4.
 */
class ChessFenTest {
    /** FEN, depth, published count. */
    static final String[][] SUITE = {
        {"3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", "6", "1134888"},
        {"8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", "6", "1015133"},
        {"8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", "6", "1440467"},
        {"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "6", "661072"},
        {"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "6", "803711"},
        {"r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", "4", "1274206"},
        {"r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", "4", "1720476"},
        {"2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", "6", "3821001"},
        {"8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", "5", "1004658"},
        {"4k3/1P6/8/8/8/8/K7/8 w - - 0 1", "6", "217342"},
        {"8/P1k5/K7/8/8/8/8/8 w - - 0 1", "6", "92683"},
        {"K1k5/8/P7/8/8/8/8/8 w - - 0 1", "6", "2217"},
        {"8/k1P5/8/1K6/8/8/8/8 w - - 0 1", "7", "567584"},
        {"8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", "4", "23527"},
        {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", "4", "422333"},
        {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "4", "2103487"},
        {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", "4", "3894594"},
    };

    static Rules counting() {
        return Games.load("chess.gamut", "counting");
    }

    static State fen(Rules rules, String fen) {
        return Games.position(rules, "fen:" + fen);
    }

    static String fen(State s) {
        return s.game().positionText(s, "fen");
    }

    @Test
    void aGameIsWrittenAsChessProgramsWriteIt() {
        State s = Games.start(Games.load("chess.gamut"));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen(s));
        play(s, "Pe2-e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", fen(s));
        play(s, "Pc7-c5");
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", fen(s));
        play(s, "Ng1-f3");
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", fen(s));
        play(s, "Pd7-d6", "Bf1-b5", "Bc8-d7", "Ke1-g1 Rh1-f1");
        assertEquals("rn1qkbnr/pp1bpppp/3p4/1Bp5/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 4", fen(s));
    }

    @Test
    void whatIsReadIsWrittenBackAndCountsAsPublished() {
        for (String[] p : SUITE) {
            assertEquals(p[0], fen(fen(counting(), p[0])));
        }
        State kiwipete = fen(Games.load("chess.gamut"), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -");
        assertEquals(gamut.engine.PositionFormat.format(Games.position(Games.load("chess.gamut"), ChessTest.KIWIPETE)),
                gamut.engine.PositionFormat.format(kiwipete));
        assertEquals(gamut.engine.PositionFormat.format(Games.position(Games.load("chess.gamut"), ChessTest.POSITION_3)),
                gamut.engine.PositionFormat.format(fen(Games.load("chess.gamut"), "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -")));
        assertEquals(97862, new Perft(kiwipete).count(3));
        assertEquals(43238, new Perft(fen(Games.load("chess.gamut"), "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -")).count(4));
    }

    @Test
    void aVariantWithoutCastlingWritesItsFieldsAsDashes() {
        Rules losAlamos = Games.load("chess.gamut", "los_alamos");
        State s = Games.start(losAlamos);
        assertEquals("rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1", fen(s));
        play(s, "Pc2-c3", "Nb6-c4");
        assertEquals("r1qknr/pppppp/2n3/2P3/PP1PPP/RNQKNR w - - 1 2", fen(s));
        assertEquals("position fen: 'K': 'K' is no right (this game has none: '-')", assertThrows(GamutException.class,
                () -> Games.position(losAlamos, "fen:rnqknr/pppppp/6/6/PPPPPP/RNQKNR w K - 0 1")).getMessage());
    }

    /** Kings step aside and back: the same position again, the same player to move. */
    static void shuffle(State s) {
        play(s, "Ke8-d8", "Ke1-d1", "Kd8-e8", "Kd1-e1");
    }

    @Test
    void theEnPassantSquareIsPartOfThePositionWhenACaptureInPassingCouldFollow() {
        // After e2-e4 Black may take en passant: that position differs from the same board later.
        State s = fen(Games.load("chess.gamut"), "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
        play(s, "Pe2-e4");
        assertEquals(1, s.repetitionsOfCurrent());
        shuffle(s);
        assertEquals(1, s.repetitionsOfCurrent(), "the same board, but no capture in passing now");
        shuffle(s);
        assertEquals(2, s.repetitionsOfCurrent());
        // With no black pawn beside e4 the square passed over changes nothing.
        State plain = fen(Games.load("chess.gamut"), "4k3/8/8/8/2p5/8/4P3/4K3 w - - 0 1");
        play(plain, "Pe2-e4");
        shuffle(plain);
        assertEquals(2, plain.repetitionsOfCurrent());
        // Read from FEN, the square passed over counts the same way.
        State read = fen(Games.load("chess.gamut"), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        shuffle(read);
        assertEquals(1, read.repetitionsOfCurrent());
    }

    @Test
    void castlingRightsNotFlagsMakeThePosition() {
        // Once the king has moved, a rook's first move changes no possible move: the position
        // before it comes back. (The flags alone would tell the two apart.)
        State s = Games.position(Games.load("chess.gamut"), "white: king e1 [moved], rook a1, pawn h2; black: king e8 [moved], pawn h7");
        play(s, "Ra1-a2", "Ke8-d8", "Ra2-a1", "Kd8-e8");
        assertEquals(2, s.repetitionsOfCurrent());
        play(s, "Ra1-a2", "Ke8-d8", "Ra2-a1", "Kd8-e8");
        assertEquals("draw (repetition)", Games.describe(s));
        // While the king may still castle, the rook's first move takes a right away.
        State rights = fen(Games.load("chess.gamut"), "4k3/7p/8/8/8/8/7P/R3K3 w Q - 0 1");
        play(rights, "Ra1-a2", "Ke8-d8", "Ra2-a1", "Kd8-e8");
        assertEquals(1, rights.repetitionsOfCurrent());
    }

    @Test
    void deadPositionsAreDrawn() {
        Rules chess = Games.load("chess.gamut");
        assertEquals("draw (bishops_of_one_colour)", Games.describe(fen(chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
        assertEquals("draw (bishops_of_one_colour)", Games.describe(fen(chess, "4k3/8/8/8/8/8/8/3BK3 w - - 0 1")));
        assertEquals("draw (bishops_of_one_colour)", Games.describe(fen(chess, "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")),
                "c1 and f8 are both dark");
        assertEquals("not over", Games.describe(fen(chess, "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1")), "g8 is light");
        assertEquals("not over", Games.describe(fen(chess, "4k3/8/8/8/8/8/8/2BBK3 w - - 0 1")));
        assertEquals("draw (lone_knight)", Games.describe(fen(chess, "4k3/8/8/8/8/8/8/4KN2 w - - 0 1")));
        assertEquals("not over", Games.describe(fen(chess, "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1")));
        // Taking the last other piece ends the game at once.
        State s = fen(chess, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
        play(s, "Ke1xd2");
        assertEquals("draw (bishops_of_one_colour)", Games.describe(s));
    }

    @Test
    void enPassantIsReadFromThePassedSquare() {
        State s = fen(counting(), "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");
        assertTrue(Games.moves(s).contains("cxd3+"), Games.moves(s).toString());
        State later = fen(counting(), "8/8/1k6/2b5/2pP4/8/5K2/8 b - - 0 1");
        assertTrue(!Games.moves(later).contains("cxd3+"), "no en passant without the passed square");
    }

    @Test
    void aQuickSelectionCountsAsPublished() {
        for (int i : new int[] {11, 13, 14}) {
            assertEquals(Long.parseLong(SUITE[i][2]), new Perft(fen(counting(), SUITE[i][0])).count(Integer.parseInt(SUITE[i][1])),
                    SUITE[i][0]);
        }
        assertEquals(62379, new Perft(fen(counting(), SUITE[15][0])).count(3));
        assertEquals(89890, new Perft(fen(counting(), SUITE[16][0])).count(3));
        assertEquals(9467, new Perft(fen(counting(), SUITE[14][0])).count(3));
    }

    @Test
    @EnabledIfSystemProperty(named = "gamut.chess.full", matches = "true")
    void everyPositionCountsAsPublished() {
        for (String[] p : SUITE) {
            assertEquals(Long.parseLong(p[2]), new Perft(fen(counting(), p[0])).count(Integer.parseInt(p[1])), p[0]);
        }
        Rules chess = Games.load("chess.gamut");
        assertEquals(4865609, new Perft(Games.start(chess)).count(5));
        assertEquals(4085603, new Perft(fen(chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")).count(4));
        assertEquals(674624, new Perft(fen(chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -")).count(5));
    }
}
