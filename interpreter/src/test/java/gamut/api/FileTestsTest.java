package gamut.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tests a definition file carries: each field checked where it stands, under each variant
 * set, with failures that say what was expected and what the rules give.
 */
class FileTestsTest {
    /** Three in a row on a 3 by 3 board; the variant 'big' plays on 4 by 4. TESTS stands for the tests. */
    static final String GAME = """
            game "Row" {
                players white, black
                board grid 3 by 3
                pieces { stone }
                setup {
                    reserve white: stone 5
                    reserve black: stone 5
                }
                drops stone { for c in cells where empty { drop } }
                end row: count_in(mover, bottom) == 3 => mover wins
                zone bottom = a1, b1, c1
                no_moves => draw
            TESTS
                variant big {
                    source "a test"
                    board grid 4 by 4
                }
            }
            """;

    static FileTests.Report run(String tests) {
        return FileTests.run("row.gamut", GAME.replace("TESTS", tests));
    }

    static List<String> failures(String tests) {
        return run(tests).failures().stream().map(FileTests.Failure::format).toList();
    }

    @Test
    void testsThatHoldPass() {
        FileTests.Report r = run("""
                    test "the start" {
                        under base, big
                        legal "S@c3"
                    }
                    test "nine drops" {
                        moves 9
                        turns 9
                        perft 2 = 72
                        legal "S@a1"
                        illegal "S@d4"
                        result none
                    }
                    test "three in the bottom row win" {
                        after "S@a1 S@a3 S@b1 S@b3 S@c1"
                        result white wins
                        moves 0
                    }
                """);
        assertNull(r.problems());
        assertEquals(List.of(), r.failures());
        assertEquals(3, r.tests());
        assertEquals(4, r.runs());
        assertTrue(r.passed());
    }

    @Test
    void eachFieldThatDoesNotHoldIsAFailureAtItsPlace() {
        assertEquals(List.of(
                "row.gamut:14:9: test \"counts\": expected 8 legal moves, got 9 (S@a1 S@b1 S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3)",
                "row.gamut:15:9: test \"counts\": expected 10 legal turns, got 9",
                "row.gamut:16:9: test \"counts\": perft 2: expected 71, got 72",
                "row.gamut:17:9: test \"counts\": 'S@d4' is not legal (S@a1 S@b1 S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3)",
                "row.gamut:18:9: test \"counts\": 'S@a1' is legal (S@a1 S@b1 S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3)",
                "row.gamut:19:9: test \"counts\": expected black wins, got the game goes on"), failures("""
                    test "counts" {
                        moves 8
                        turns 10
                        perft 2 = 71
                        legal "S@d4"
                        illegal "S@a1"
                        result black wins
                    }
                """));
    }

    @Test
    void aMoveSetNamesTheMovesMissingAndExtraUnderEachVariantSet() {
        assertEquals(List.of(
                "row.gamut:16:9: test \"after two\": the legal moves differ: expected 8, got 7; missing: S@d4",
                "row.gamut:16:9: test \"after two\" under big: the legal moves differ: expected 8, got 14;"
                        + " extra: S@d1 S@d2 S@d3 S@a4 S@b4 S@c4"),
                failures("""
                    test "after two" {
                        under base, big
                        after "S@a1 S@b1"
                        moves "S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3 S@d4"
                    }
                """));
    }

    @Test
    void aMoveSetCountsEachMoveSoThatOneListedTwiceFails() {
        // A second drops program gives each drop again: the same moves, each listed twice.
        assertEquals(List.of("row.gamut:16:9: test \"twice\": the legal moves differ: expected 7, got 14;"
                + " listed more than once by the rules: S@c1 (2 times), S@a2 (2 times), S@b2 (2 times),"
                + " S@c2 (2 times), S@a3 (2 times), S@b3 (2 times), S@c3 (2 times)"), failures("""
                    drops stone as more { for c in cells where empty { drop } }
                    test "twice" {
                        after "S@a1 S@b1"
                        moves "S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3"
                    }
                """));
        // A move the test writes twice, and the rules give once, is as wrong.
        assertEquals(List.of("row.gamut:15:9: test \"written twice\": the legal moves differ: expected 8, got 7;"
                + " written more than once in the test: S@c1 (2 times)"), failures("""
                    test "written twice" {
                        after "S@a1 S@b1"
                        moves "S@c1 S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3"
                    }
                """));
    }

    @Test
    void aMoveListedTwiceIsNamedBesideTheMovesMissingAndExtra() {
        assertEquals("the legal moves differ: expected 2, got 3; missing: c1-d1; extra: a1-a2;"
                        + " listed more than once by the rules: a1-b1 (2 times)",
                FileTests.sameMoves(List.of("a1-b1", "c1-d1"), List.of("a1-b1", "a1-a2", "a1-b1")));
        assertEquals(null, FileTests.sameMoves(List.of("a1-b1", "c1-d1"), List.of("c1-d1", "a1-b1")));
    }

    @Test
    void aFailureEscapesTheControlCharactersOfTheTextItQuotes() {
        // A test's name and its moves are the file's text: an escape sequence in them must not reach the terminal.
        assertEquals(List.of("row.gamut:14:9: test \"clear\\u001b[2J\": 'S@a1\\u001b[2J' is not legal"
                        + " (S@a1 S@b1 S@c1 S@a2 S@b2 S@c2 S@a3 S@b3 S@c3)"), failures("""
                    test "clear\u001b[2J" {
                        legal "S@a1\u001b[2J"
                    }
                """));
    }

    @Test
    void checksStandWhereTheyAreWrittenBetweenMoves() {
        assertEquals(List.of(), failures("""
                    test "step by step" {
                        legal "S@a1"
                        after "S@a1"
                        illegal "S@a1"
                        moves 8
                        after "S@a2; S@b1"
                        moves 6
                        after "S@a3 S@c1"
                        result white wins
                    }
                """));
    }

    @Test
    void resultsNameTheWinnerTheDrawOrAGameGoingOn() {
        assertEquals(List.of(
                "row.gamut:15:9: test \"won\": expected black wins, got white wins (row)",
                "row.gamut:16:9: test \"won\": expected a draw, got white wins (row)",
                "row.gamut:17:9: test \"won\": expected the game to go on, got white wins (row)",
                "row.gamut:18:9: test \"won\": expected white loses, got white wins (row)",
                "row.gamut:19:9: test \"won\": expected white wins by 2, got white wins (row)"), failures("""
                    test "won" {
                        after "S@a1 S@a3 S@b1 S@b3 S@c1"
                        result black wins
                        result draw
                        result none
                        result white loses
                        result white wins by 2
                        result white wins
                    }
                """));
    }

    @Test
    void aMoveOrPositionThatCannotBeReadStopsTheTestThere() {
        List<String> got = failures("""
                    test "bad move" {
                        after "S@a1 S@z9"
                        moves 1
                    }
                    test "bad position" {
                        position "white: stone q7"
                        moves 1
                    }
                """);
        assertEquals(2, got.size(), got.toString());
        assertTrue(got.get(0).startsWith("row.gamut:14:9: test \"bad move\": after: move 'S@z9' (ply 2): "), got.get(0));
        assertTrue(got.get(1).startsWith("row.gamut:18:9: test \"bad position\": "), got.get(1));
    }

    @Test
    void movesAreWrittenInFull() throws java.io.IOException {
        // Reading a player's move forgives a capture written with '-'; a test does not.
        String loa = java.nio.file.Files.readString(gamut.testing.Games.game("lines-of-action.gamut"));
        String text = loa.substring(0, loa.lastIndexOf('}')) + """
                    test "short" {
                        position "black: d5 f5; white: a5 h5; turn: black"
                        after "d5-h5"
                        result white wins
                    }
                }
                """;
        int line = (int) text.lines().takeWhile(l -> !l.contains("after \"d5-h5\"")).count() + 1;
        assertEquals(List.of("loa.gamut:" + line + ":9: test \"short\": after: move 'd5-h5' (ply 1): 'd5-h5' stands for"
                + " d5xh5 here; a test writes moves in full"),
                FileTests.run("loa.gamut", text).failures().stream().map(FileTests.Failure::format).toList());
    }

    @Test
    void aFileThatDoesNotCheckRunsNoTest() {
        FileTests.Report r = run("""
                    test "nothing" {
                        under large
                    }
                """);
        assertFalse(r.passed());
        assertEquals(0, r.runs());
        assertTrue(r.problems().startsWith("row.gamut:13:5: error: test \"nothing\" checks nothing"), r.problems());
        assertTrue(r.problems().contains("row.gamut:14:15: error: unknown variant 'large'"), r.problems());
    }

    @Test
    void aPerftTooDeepIsAnErrorOfTheFileNotARun() {
        FileTests.Report r = run("""
                    test "deep" {
                        perft 2147483647 = 1
                    }
                """);
        assertEquals(0, r.runs());
        assertEquals("""
                row.gamut:14:9: error: perft counts lines of at most 64 plies, as 'gamut perft -d' does: 'perft 2147483647'
                        perft 2147483647 = 1
                        ^""", r.problems());
    }

    @Test
    void movesAreSeparatedBySpacesOrSemicolonsWithRollsAndKnownMovesKeptWhole() {
        assertEquals(List.of("opening roll 6-5", "24/18", "roll 3-1", "8/5"),
                FileTests.moves("opening roll 6-5 24/18 roll 3-1 8/5", List.of()));
        assertEquals(List.of("roll 6-5", "24/18 18/13"), FileTests.moves("roll 6-5; 24/18 18/13", List.of()));
        assertEquals(List.of("sow d1 again", "sow d1", "e4"),
                FileTests.moves("sow d1 again sow d1 e4", List.of("sow d1", "sow d1 again", "sow e2")));
        assertEquals(List.of(), FileTests.moves("  ", List.of()));
    }
}
