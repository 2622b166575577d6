package gamut.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.api.FileTests;
import gamut.testing.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shipped game carries tests in its file, and they hold ('gamut test games/*.gamut'); a
 * copy of each with one rule broken fails them, at a field that names the difference.
 */
class InFileTestsTest {
    /** Per game, a rule broken: the first occurrence of the text is replaced. */
    record Break(String game, String text, String broken) {}

    static final List<Break> BREAKS = List.of(
            new Break("amazons", "while empty or here == origin {", "while empty {"),
            new Break("backgammon", "        verify in_reserve(mover, checker) == 0\n", ""),
            new Break("breakthrough", "            verify empty\n", "            verify not friend\n"),
            new Break("chess", "verify empty and not attacked(here)", "verify empty"),
            new Break("chinese-checkers", "chain distinct {", "chain {"),
            new Break("connect-four", "in_a_row(mover, 4)", "in_a_row(mover, 5)"),
            new Break("english-draughts", "priority jumps", "// priority jumps"),
            // tiles that slide aslant (without 'verify empty' a tile lands on another, and perft 6 took two minutes)
            new Break("fifteen-puzzle", "directions { n = (0, 1)  e = (1, 0)  s = (0, -1)  w = (-1, 0) }", ""),
            new Break("go", "    repetition forbidden\n", ""),
            new Break("hex", "if turn_number == 2 {", "if turn_number >= 2 {"),
            new Break("international-draughts", "keep most captures", ""),
            new Break("kalah", "if stack > 0 {", "if stack >= 0 {"),
            new Break("knights-tour", "            verify empty\n", ""),
            new Break("lines-of-action", "connected(mover) and connected(opponent) => draw",
                    "connected(mover) and connected(opponent) => mover wins"),
            new Break("nine-mens-morris", "verify row_through(here) < 3", "verify row_through(here) < 4"),
            new Break("othello", "no_moves => pass", "no_moves => mover loses"),
            new Break("oware", "if taken < total_in(opponent, pits) {", "if taken <= total_in(opponent, pits) {"),
            new Break("peg-solitaire", "            capture\n", ""),
            new Break("plakoto", "15 - exited(mover) and pinned(mover) == 0", "15 - exited(mover)"),
            new Break("portes", "must play most_dice then larger_die, opening reroll",
                    "must play most_dice then larger_die, opening single_dice"),
            new Break("queens-guard", "                set trapped at flanked\n", ""),
            new Break("quoridor", "if contacts >= 2 {", "if contacts >= 3 {"),
            new Break("run-fevga", "occupied_in(mover, mother) == 6", "occupied_in(mover, mother) == 7"),
            new Break("run-knizia", "    fallback cow_action => cow_removal\n", ""),
            new Break("shogi", "verify not (friend and is(pawn))", "verify not (friend and is(tokin))"),
            new Break("tic-tac-toe", "in_a_row(mover, 3)", "in_a_row(mover, 4)"),
            new Break("tower-of-hanoi", "where empty or size(here) > size(origin)", "where empty or size(here) != size(origin)"),
            new Break("xiangqi", "verify in(home) and not friend", "verify not friend"));

    private static List<Path> shipped() throws IOException {
        try (Stream<Path> files = Files.list(Games.root().resolve("games"))) {
            return files.filter(p -> p.toString().endsWith(".gamut")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyShippedGameCarriesTestsThatHold() throws IOException {
        return shipped().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            FileTests.Report r = FileTests.run("games/" + file.getFileName(), Files.readString(file));
            assertEquals(null, r.problems());
            assertEquals(List.of(), r.failures().stream().map(FileTests.Failure::format).toList());
            assertTrue(r.tests() >= 5, r.tests() + " tests");
        }));
    }

    @TestFactory
    Stream<DynamicTest> aBrokenRuleFailsTheTests() throws IOException {
        List<String> games = shipped().stream().map(p -> p.getFileName().toString().replace(".gamut", "")).toList();
        assertEquals(games, BREAKS.stream().map(Break::game).toList(), "one break for every shipped game");
        return BREAKS.stream().map(b -> DynamicTest.dynamicTest(b.game(), () -> {
            String text = Files.readString(Games.game(b.game() + ".gamut"));
            int at = text.indexOf(b.text());
            assertTrue(at >= 0, "no '" + b.text() + "' in " + b.game());
            String broken = text.substring(0, at) + b.broken() + text.substring(at + b.text().length());
            FileTests.Report r = FileTests.run(b.game() + ".gamut", broken);
            assertEquals(null, r.problems());
            assertFalse(r.failures().isEmpty(), "the broken " + b.game() + " passes its tests");
            String first = r.failures().get(0).format();
            assertTrue(first.matches(b.game() + "\\.gamut:\\d+:\\d+: test \".+\".*: .+"), first);
        }));
    }
}
