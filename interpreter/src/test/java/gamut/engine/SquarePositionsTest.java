package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.base.GamutException;
import gamut.core.MoveList;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Positions given by square numbers, PDN's FEN ({@code position fen { turn ... squares ... }}):
 * read into the pieces the numbers name, written back in order, and each mistake refused with
 * the part quoted.
 */
class SquarePositionsTest {
    private static String fenOf(String game, String fen) {
        return new Game(Games.load(game)).positionText(Games.position(Games.load(game), "fen:" + fen), "fen");
    }

    private static String refusal(String game, String fen) {
        return assertThrows(GamutException.class, () -> Games.position(Games.load(game), "fen:" + fen)).getMessage();
    }

    @Test
    void theStartIsWrittenAsRunsOfNumbersAndReadBack() {
        Game game = new Game(Games.load("international-draughts.gamut"));
        State start = game.newState();
        String numbers = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
                + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";
        assertEquals(numbers, game.positionText(start, "fen"));
        assertEquals(start.hash(), Games.position(Games.load("international-draughts.gamut"), "fen:W:W31-50:B1-20").hash());
        assertEquals(start.hash(), Games.position(Games.load("international-draughts.gamut"), "fen:W:B1-20:W50-31.").hash(),
                "the parts in either order, a run either way, a full stop at the end");
    }

    @Test
    void kingsAndMenStandWhereTheirNumbersSay() {
        String fen = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";
        assertEquals("B:B12,16,20,K22,K25,K29:WK10,K15,18,24,27,28", fenOf("english-draughts.gamut", fen));
        State s = Games.position(Games.load("english-draughts.gamut"), "fen:" + fen);
        MoveList moves = new MoveList();
        s.generate(moves);
        List<String> written = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            written.add(Notation.format(s, moves.get(i)));
        }
        assertEquals(List.of("16-19", "22-26", "22-17", "25-30", "25-21"), written);
    }

    @Test
    void eachMistakeIsRefusedWithItsPart() {
        String game = "international-draughts.gamut";
        assertEquals("position fen: the pieces of black are missing (a part starting with B)", refusal(game, "W:W31-50"));
        assertEquals("position fen: 'W:W31-50:B1-20:X' has 4 fields; this form has 3 (turn, squares, a part for each"
                + " player's squares, separated by ':')", refusal(game, "W:W31-50:B1-20:X"));
        assertEquals("position fen: '31-51': the squares are numbered 1 to 50", refusal(game, "W:W31-51:B1-20"));
        assertEquals("position fen: square 31 is given twice", refusal(game, "W:W31,31:B1"));
        assertEquals("position fen: 'X' names no player to move (W or B)", refusal(game, "X:W1:B2"));
        assertEquals("position fen: 'Q1' is no square number after a piece's letters (none for man, K for king)",
                refusal(game, "W:WQ1:B2"));
        assertEquals("position fen: the pieces of white are given twice ('W1')", refusal(game, "W:W31-50:W1"));
        assertEquals("position fen: 'Z1' starts with no player's letter (W or B)", refusal(game, "W:Z1:B2"));
    }
}
