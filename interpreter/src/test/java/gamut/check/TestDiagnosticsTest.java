package gamut.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.base.Diagnostic;
import gamut.load.GameLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Mistakes in a file's tests are reported by the checker at their place, as every other mistake. */
class TestDiagnosticsTest {
    static final String GAME = """
            game "Row" {
                players white, black
                board grid 3 by 3
                pieces { stone }
                setup {
                    reserve white: stone 5
                }
                drops stone { for c in cells where empty { drop } }
                no_moves => draw
                variant big {
                    source "a test"
                    board grid 4 by 4
                    TEST_IN_VARIANT
                }
                variant size=small {
                    source "a test"
                    board grid 2 by 2
                }
                variant size=tiny {
                    source "a test"
                    board grid 1 by 1
                }
            TESTS
            }
            """;

    static List<String> messages(String inVariant, String tests) {
        GameLoader.Checked checked = GameLoader.check("row.gamut",
                GAME.replace("TEST_IN_VARIANT", inVariant).replace("TESTS", tests));
        return checked.diagnostics().stream().map(d -> d.pos().line() + ":" + d.pos().column() + " " + d.message()).toList();
    }

    @Test
    void soundTestsCheckClean() {
        assertEquals(List.of(), messages("", """
                test "a" {
                    under base, big, big + size=small
                    position "white: stone a1"
                    after "S@b1"
                    moves 7
                    after "S@c1"
                    result white wins by 1
                }
                test "b" { result draw }
                """));
    }

    @Test
    void eachMistakeIsNamedAtItsPlace() {
        assertEquals(List.of(
                "13:9 test \"inside\" belongs to the game, not to variant 'big': put it at the top level with 'under big'",
                "24:11 unknown variant 'bgi' (did you mean 'big'?)",
                "24:16 'base' is the game without variants: it combines with none",
                "24:41 variants 'size=small' and 'size=tiny' both set 'size'; choose one",
                "25:5 test \"a\" has two 'under' fields (first at line 24): list every variant set in one",
                "27:5 test \"a\": 'position' comes first, before the moves and checks; a test starts from one position",
                "28:5 perft counts lines of at least one ply: depth 0",
                "29:12 a test's result names a player (white, black), not 'mover'",
                "30:28 a test's result scores a number: 'by 2'",
                "31:12 a test's result names who won: 'white wins', 'white wins by 2', 'white wins by 3.5', 'draw' or 'none'",
                "33:1 test \"a\" is declared twice (first at line 23)",
                "33:1 test \"a\" checks nothing: add 'moves', 'turns', 'perft', 'legal', 'illegal' or 'result'"),
                messages("test \"inside\" { moves 3 }", """
                test "a" {
                    under bgi, base + big, size=small + size=tiny
                    under big
                    after "S@a1"
                    position "white: stone a1"
                    perft 0 = 1
                    result mover wins
                    result white wins by 1 + 1
                    result highest count(mover) wins
                }
                test "a" {
                    after "S@a1"
                }
                """));
    }

    @Test
    void aPerftDeeperThanTheCommandCountsIsRefused() {
        // 'gamut perft -d' counts at most 64 plies deep; a test's perft deeper ran out of memory or
        // failed with an internal error (issue 34).
        assertEquals(List.of(
                "25:5 perft counts lines of at most 64 plies, as 'gamut perft -d' does: 'perft 65'",
                "26:5 perft counts lines of at most 64 plies, as 'gamut perft -d' does: 'perft 1000000000'",
                "27:5 perft counts lines of at most 64 plies, as 'gamut perft -d' does: 'perft 2147483647'"),
                messages("", """
                test "deep" {
                    perft 64 = 1
                    perft 65 = 1
                    perft 1000000000 = 1
                    perft 2147483647 = 1
                }
                """));
    }

    @Test
    void aNameQuotedFromTheFileHasItsControlCharactersEscaped() {
        GameLoader.Checked checked = GameLoader.check("row.gamut",
                GAME.replace("TEST_IN_VARIANT", "").replace("TESTS", "test \"\u001b[2J\u001b[H\" { }"));
        assertEquals("row.gamut:23:1: error: test \"\\u001b[2J\\u001b[H\" checks nothing: add 'moves', 'turns',"
                + " 'perft', 'legal', 'illegal' or 'result'\ntest \"\\u001b[2J\\u001b[H\" { }\n^", checked.report());
    }

    @Test
    void testWordsStayNamesElsewhere() {
        assertEquals(List.of(), messages("", """
                define result() = 1
                zone test = a1
                zone under = a1
                define perft(legal, illegal) = legal + illegal
                """));
        assertEquals(false, Diagnostic.anyError(List.of()));
    }
}
