package gamut.check;

import static gamut.testing.TestGames.check;
import static gamut.testing.TestGames.tinyWithLinesAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.load.GameLoader;
import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker's view of the 'notation' item (docs/language.md section 11): every field checks
 * clean where it is sound, and each mistake is named where it is, with its exact message.
 */
class NotationDiagnosticsTest {

    private static List<String> withLines(String... lines) {
        return check(tinyWithLinesAfter(12, lines));
    }

    @Test
    void aNotationOfEveryFieldChecksClean() {
        assertEquals(List.of(), withLines("    zone squares where true", "    royal stone", "    notation {",
                "        origin when needed: file, rank, cell", "        marks move \"\", capture \":\", drop \"*\", exit \"out\", hit \"!\"",
                "        without letter stone", "        promote \"+\" else \"=\"", "        check \"+\", mate \"#\"",
                "        number squares along e then n", "    }"));
        assertEquals(List.of(), withLines("    moves stone as slide { step n  verify empty  move }",
                "    notation { slide written \"S\" or \"s\" toward n, \"T\" }"));
    }

    @Test
    void aGridsFilesAndRanksTakeLabelsOneEachNoneTwice() {
        assertEquals(List.of(), withLines("    notation { files \"3 2 1\", ranks \"c b a\" }"));
        assertEquals(List.of("13:16: 'file' is no field of 'notation' here; a grid's labels are written files \"...\", ranks \"...\""),
                withLines("    notation { file \"3 2 1\", ranks \"c b a\" }"));
        assertEquals(List.of("13:16: the board has 3 files, and \"3 2\" labels 2 (labels are separated by spaces)"),
                withLines("    notation { files \"3 2\", ranks \"c b a\" }"));
        assertEquals(List.of("13:16: the board has 3 ranks, and \"cba\" labels 1 (labels are separated by spaces)"),
                withLines("    notation { files \"3 2 1\", ranks \"cba\" }"));
        assertEquals(List.of("13:16: a label is letters and digits only, so that it cannot be read as a mark: '2-'"),
                withLines("    notation { files \"3 2- 1\", ranks \"c b a\" }"));
        assertEquals(List.of("13:16: the label '1' is given to two files"),
                withLines("    notation { files \"1 2 1\", ranks \"c b a\" }"));
        assertEquals(List.of("13:16: files and ranks need a 'grid' board"),
                check(TestGames.replace(tinyWithLinesAfter(12, "    notation { files \"3 2 1\", ranks \"c b a\" }"),
                        "board grid 3 by 3", "board hex 3 by 3")));
    }

    @Test
    void eachMistakeIsNamedWhereItIs() {
        assertEquals(List.of("13:36: 'colour' is no part of a cell (parts: file, rank, cell)"),
                withLines("    notation { origin when needed: colour }"));
        assertEquals(List.of("13:22: 'jump' is nothing a mark is written for (marks: move, capture, drop, exit, hit)"),
                withLines("    notation { marks jump \"j\" }"));
        assertEquals(List.of("13:32: the mark of 'move' is given twice"), withLines("    notation { marks move \"-\", move \"/\" }"));
        assertEquals(List.of("13:22: a mark may hold no space, since spaces part the moves of a list: \"- \""),
                withLines("    notation { marks move \"- \" }"));
        assertEquals(List.of("13:31: unknown piece 'pawn'"), withLines("    notation { without letter pawn }"));
        assertEquals(List.of("13:16: 'castling' is no group of moves (this game has none)"),
                withLines("    notation { castling written \"O-O\" toward e }"));
        assertEquals(List.of("14:16: 'castle' is no group of moves (groups: castling)"),
                withLines("    moves stone as castling { step e  verify empty  move }",
                        "    notation { castle written \"O-O\" }"));
        assertEquals(List.of("14:46: unknown direction 'east'"),
                withLines("    moves stone as castling { step e  verify empty  move }",
                        "    notation { castling written \"O-O\" toward east }"));
        assertEquals(List.of("14:33: a move's name must be written without spaces, not \"O O\""),
                withLines("    moves stone as castling { step e  verify empty  move }",
                        "    notation { castling written \"O O\" }"));
        assertEquals(List.of("13:16: 'check' marks a move that attacks a royal piece, and this game has none (royal PIECE, ...)"),
                withLines("    notation { check \"+\" }"));
        assertEquals(List.of("13:23: unknown zone 'dark'"), withLines("    notation { number dark along e then n }"));
        assertEquals(List.of("14:44: the rows must go across the direction along them: 'e' and 'w' lie on one line"),
                withLines("    zone squares where true", "    notation { number squares along e then w }"));
        assertEquals(List.of("15:23: zone 'home' is declared for each player; the cells numbered are every player's"),
                withLines("    zone home of red where true", "    zone home of blue where true",
                        "    notation { number home along e then n }"));
        assertEquals(List.of("13:35: unknown track 'path' (this game has none)"),
                withLines("    notation { number along track path }"));
        assertEquals(List.of("14:35: track 'path' is not declared for blue; the cells are numbered along each player's own"),
                withLines("    track path of red = a1, b1, c1", "    notation { number along track path }"));
        assertEquals(List.of("16:47: the cells are numbered twice in 'notation'"),
                withLines("    zone squares where true", "    track path of red = a1, b1, c1", "    track path of blue = c3, b3, a3",
                        "    notation { number squares along e then n  number along track path }"));
        assertEquals(List.of("13:31: this field is given twice in 'notation' (first at line 13)"),
                withLines("    notation { marks move \"-\" marks capture \"x\" }"));
        assertEquals(List.of("14:5: 'notation' is declared twice (first at line 13)"),
                withLines("    notation { }", "    notation { }"));
    }

    @Test
    void aMistakeIsReportedWithItsFileLineAndColumn() {
        var diagnostics = GameLoader.check(TestGames.NAME, tinyWithLinesAfter(12, "    notation { without letter pawn }"))
                .diagnostics();
        assertTrue(diagnostics.get(0).format(tinyWithLinesAfter(12, "    notation { without letter pawn }"))
                .startsWith("tiny.gamut:13:31: error: unknown piece 'pawn'"), diagnostics.toString());
    }
}
