package gamut.engine;

import static gamut.testing.Games.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A set-up line of several layers puts a column of pieces on each of its cells, bottom first, as a
 * position's 'beneath' clauses can (docs/language.md, section 3, setup): the start holds the
 * column, the top moves first, and what it buried comes back on top when it leaves.
 */
class SetupColumnsTest {
    /** A big piece under a small one on a1, and on c1 a column of a neutral stone, two big and a small. */
    static final String TOWER = """
            game "Tower" {
                players solo
                board grid 3 by 1
                directions { e = (1, 0)  w = (-1, 0) }
                pieces { small "S", big "B", stone "X" }
                captures stay beneath
                setup {
                    solo big, solo small: a1
                    neutral stone, solo big, solo big, solo small: c1
                }
                moves small {
                    for c in cells where empty or is(big) {
                        move
                    }
                }
                moves big {
                    for c in cells where empty {
                        move
                    }
                }
            }
            """;

    private static State start(String text) {
        return Gamut.load("tower.gamut", text, List.of()).newState();
    }

    @Test
    void theColumnIsSetUpBottomFirstAndWrittenAsAPositionWritesIt() {
        State s = start(TOWER);
        assertEquals("solo: small a1 c1\nbeneath solo: big a1 c1*2\nbeneath neutral: stone c1\nturn: solo",
                PositionFormat.format(s));
        assertEquals(5, s.board().onBoard[0]);
        assertEquals(3, s.board().buried[0]);
        assertEquals(" 1 S/B    .      S/B2/x\n   a      b      c\n", BoardText.draw(s));
    }

    @Test
    void theTopMovesAndWhatItBuriedComesBackOnTop() {
        State s = start(TOWER);
        assertEquals(sorted("Sa1-b1 Sc1-b1"), Games.moves(s));
        Games.play(s, "Sa1-b1");
        assertEquals("solo: big a1 small b1 c1\nbeneath solo: big c1*2\nbeneath neutral: stone c1\nturn: solo",
                PositionFormat.format(s));
        Games.play(s, "Sc1-a1");
        // Either small piece goes on the two big ones on top of c1; the big one on a1 is buried again.
        assertEquals(sorted("Sa1-c1 Sb1-c1"), Games.moves(s));
        s.unmake();
        s.unmake();
        assertEquals(PositionFormat.format(start(TOWER)), PositionFormat.format(s));
    }

    @Test
    void aPieceBuryingItsOwnTakesNothingAndIsWrittenWithADashAnEnemyPinnedWithAnX() {
        // Under 'captures stay beneath' nothing leaves the board; only a piece of another owner is taken.
        String text = TestGames.replace(TOWER, "players solo", "players white, black",
                "solo big, solo small: a1", "white big, white small: a1",
                "neutral stone, solo big, solo big, solo small: c1", "black small: c1");
        State s = start(text);
        assertEquals(sorted("Sa1-b1"), Games.moves(s));
        Games.play(s, "Sa1-b1");
        assertEquals(sorted("Sc1xa1"), Games.moves(s));
        Games.play(s, "Sc1xa1");
        assertEquals("white: small b1\nblack: small a1\nbeneath white: big a1\nturn: white", PositionFormat.format(s));
    }

    @Test
    void theSameStartReadAsAPositionIsTheSame() {
        State s = start(TOWER);
        State read = Gamut.load("tower.gamut", TOWER, List.of()).position(PositionFormat.format(s));
        assertEquals(s.hash(), read.hash());
        assertEquals(new Perft(s).count(4), new Perft(read).count(4));
    }

    // ---- mistakes, each at its line and column

    private static String firstLine(String text) {
        var report = Gamut.check("tower.gamut", text);
        return report.diagnostics().get(0).format(text).lines().findFirst().orElseThrow();
    }

    @Test
    void aColumnOfDifferentPiecesNeedsCapturesStayBeneath() {
        String text = TestGames.replace(TOWER, "    captures stay beneath\n", "");
        assertEquals("tower.gamut:7:9: error: a column of different pieces on one cell needs 'captures stay beneath':"
                + " only then does a piece stand on others", firstLine(text));
        assertEquals(2, Gamut.check("tower.gamut", text).diagnostics().size());
    }

    @Test
    void aLayerWrittenTwiceIsAStackAndNeedsNothingMore() {
        String text = TestGames.replace(TOWER, "    captures stay beneath\n", "",
                "        solo big, solo small: a1\n", "        solo big, solo big: a1\n",
                "        neutral stone, solo big, solo big, solo small: c1\n", "");
        assertEquals(List.of(), Gamut.check("tower.gamut", text).diagnostics());
        assertEquals("solo: big a1*2\nturn: solo", PositionFormat.format(start(text)));
    }

    @Test
    void theCellsOfAColumnTakeNoCount() {
        assertEquals("tower.gamut:8:31: error: the cells of a column take no '*N': a layer written twice is a stack of"
                + " two ('solo big, solo big: a1')", firstLine(TestGames.replace(TOWER, "small: a1", "small: a1*2")));
    }

    @Test
    void aCellWithAColumnIsSetUpOnce() {
        assertEquals("tower.gamut:9:60: error: cell 'a1' is already set up at line 8",
                firstLine(TestGames.replace(TOWER, "small: c1", "small: c1, a1")));
    }

    @Test
    void eachLayerSaysWhichPieceItIs() {
        assertEquals("tower.gamut:8:19: error: say which piece 'solo' places here: this game has small, big, stone",
                firstLine(TestGames.replace(TOWER, "solo big, solo small: a1", "solo big, solo: a1")));
    }
}
