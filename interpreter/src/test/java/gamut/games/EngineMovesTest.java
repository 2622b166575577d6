package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.engine.EngineMoves;
import gamut.engine.EngineMoves.Protocol;
import gamut.engine.State;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Moves as UCI and USI write them, worked out from Chess's and Shogi's cells and their positions in
 * letters: plain moves, promotions, castling (the first piece's cells), en passant, drops.
 */
class EngineMovesTest {
    private static State chess(String fen) {
        return Games.position(Games.load("chess.gamut"), "fen:" + fen);
    }

    private static State shogi(String sfen) {
        return Games.position(Games.load("shogi.gamut"), "sfen:" + sfen);
    }

    /** Every legal move as the protocol writes it, in the order generated. */
    private static List<String> written(State state, Protocol protocol) {
        EngineMoves moves = EngineMoves.of(state.game(), protocol);
        MoveList list = new MoveList();
        state.generate(list);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String text = moves.format(state, list.get(i));
            out.add(text);
            assertEquals(list.get(i), moves.parse(state, text), text);
        }
        assertEquals(out.size(), new HashSet<>(out).size(), "each move written apart: " + out);
        return out;
    }

    @Test
    void chessMovesAreTheirCellsAndAPromotionItsLetter() {
        State start = Games.start(Games.load("chess.gamut"));
        List<String> moves = written(start, Protocol.UCI);
        assertEquals(20, moves.size());
        assertTrue(moves.containsAll(List.of("e2e4", "e2e3", "g1f3", "b1c3")), moves.toString());
        assertTrue(written(chess("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), Protocol.UCI).containsAll(List.of("e1g1", "e1c1")));
        assertTrue(written(chess("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), Protocol.UCI)
                .containsAll(List.of("a7a8q", "a7a8r", "a7a8b", "a7a8n")));
        assertTrue(written(chess("4k3/8/8/KPp5/8/8/8/8 w - c6 0 1"), Protocol.UCI).contains("b5c6"));
        written(chess("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), Protocol.UCI);
        assertEquals(-1, EngineMoves.of(start.game(), Protocol.UCI).parse(start, "e2e5"));
        assertEquals("e2e4", EngineMoves.of(start.game(), Protocol.UCI).format(start,
                EngineMoves.of(start.game(), Protocol.UCI).parse(start, "E2E4")));
    }

    @Test
    void shogiSquaresAreColumnsFromTheRightAndRowsFromTheTop() {
        List<String> start = written(Games.start(Games.load("shogi.gamut")), Protocol.USI);
        assertEquals(30, start.size());
        assertTrue(start.containsAll(List.of("7g7f", "2g2f", "5i5h", "2h1h", "9i9h")), start.toString());
        assertTrue(written(shogi("4k4/9/9/9/9/9/9/9/4K4 b P 1"), Protocol.USI).contains("P*5e"));
        List<String> promotions = written(shogi("4k4/9/9/7P1/9/9/9/9/4K4 b - 1"), Protocol.USI);
        assertTrue(promotions.containsAll(List.of("2d2c", "2d2c+")), promotions.toString());
    }

    @Test
    void aGameWithoutThePositionInLettersIsRefused() {
        GamutException e = assertThrows(GamutException.class,
                () -> EngineMoves.of(Games.start(Games.loa()).game(), Protocol.UCI));
        assertEquals("Lines of Action declares no position in letters named 'fen' ('position fen { ... }'),"
                + " which UCI sends positions in", e.getMessage());
        assertThrows(GamutException.class, () -> EngineMoves.of(Games.start(Games.load("chess.gamut")).game(), Protocol.USI));
    }
}
