package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 'every cell but CELLS' in a set-up line: the pieces go on every cell of the board but those
 * (docs/language.md, section 3, setup), as peg solitaire starts with every hole filled but one.
 */
class EveryCellButTest {
    /** Peg solitaire on the plus-shaped board of 21 holes, the centre empty, a stone on a corner of the plus. */
    static final String PLUS = """
            game "Plus" {
                players solo
                board grid 5 by 5 without a1, b1, d1, e1, a2, e2, a4, e4, a5, b5, d5, e5
                directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }
                pieces { peg "P", stone "S" }
                setup {
                    solo peg: every cell but c3, c5
                    neutral stone: c5
                }
                moves peg {
                    for d in directions {
                        step d
                        verify friend
                        capture
                        step d
                        verify empty
                        move
                    }
                }
            }
            """;

    private static State start(String text) {
        return Gamut.load("plus.gamut", text, List.of()).newState();
    }

    @Test
    void everyCellButThoseListedHoldsAPiece() {
        State s = start(PLUS);
        assertEquals("solo: peg c1 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4\nneutral: stone c5\nturn: solo", PositionFormat.format(s));
        assertEquals(11, s.board().onBoard[0]);
        assertEquals(3, new Perft(s).count(1), "into c3 from c1, a3 and e3; the stone on c5 does not jump");
    }

    @Test
    void aColumnGoesOnEveryCellButThoseListed() {
        String text = TestGames.replace(PLUS, "        solo peg: every cell but c3, c5\n",
                "        solo stone, solo peg: every cell but c3, c5, b2, b3, b4, c1, c2, d2, d3, d4, e3\n",
                "pieces {", "captures stay beneath\n    pieces {");
        State s = start(text);
        assertEquals("solo: peg a3 c4\nneutral: stone c5\nbeneath solo: stone a3 c4\nturn: solo", PositionFormat.format(s));
    }

    // ---- mistakes, each at its line and column

    private static List<String> check(String text) {
        return Gamut.check("plus.gamut", text).diagnostics().stream()
                .map(d -> d.format(text).lines().findFirst().orElseThrow()).toList();
    }

    @Test
    void aCellSetUpBeforeIsReportedWhereEveryCellIsWritten() {
        assertEquals(List.of("plus.gamut:8:19: error: cell 'c1' is already set up at line 7"),
                check(TestGames.replace(PLUS, "        solo peg: every cell but c3, c5\n",
                        "        neutral stone: c1\n        solo peg: every cell but c3, c5\n",
                        "        neutral stone: c5\n", "")));
    }

    @Test
    void theCellsLeftOutAreCellsOfTheBoard() {
        assertEquals(List.of("plus.gamut:7:38: error: no cell 'c6' on this board (did you mean 'c1'?)",
                        "plus.gamut:8:24: error: cell 'c5' is already set up at line 7"),
                check(TestGames.replace(PLUS, "but c3, c5", "but c3, c6")));
        assertEquals(List.of("plus.gamut:7:38: error: cell 'c3' is listed twice in the cells left out"),
                check(TestGames.replace(PLUS, "but c3, c5", "but c3, c3, c5")));
        assertEquals(List.of("plus.gamut:7:34: error: a cell left out takes no '*N'"),
                check(TestGames.replace(PLUS, "but c3, c5", "but c3*2, c5")));
    }

    @Test
    void theThreeWordsAreEveryCellBut() {
        assertEquals(List.of("plus.gamut:7:19: error: 'every cells but' is no list of cells: write 'every cell but"
                        + " CELLS', every cell of the board but those"),
                check(TestGames.replace(PLUS, "every cell but", "every cells but")));
        assertEquals(List.of("plus.gamut:7:22: error: unexpected 'b2': cells are listed with commas between them"
                        + " ('a1, b1'), or as 'every cell but CELLS'"),
                check(TestGames.replace(PLUS, "every cell but c3, c5", "a1 b2 c3 c5")));
    }
}
