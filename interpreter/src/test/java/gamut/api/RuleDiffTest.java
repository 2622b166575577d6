package gamut.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gamut.base.GamutException;
import gamut.core.RuleChange;
import gamut.core.RuleChange.Kind;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.testing.Games;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The items that differ between two rule sets, and what the difference does to positions of play. */
class RuleDiffTest {
    /** Variant 'same' restates two items, written otherwise; 'other' changes, removes and adds. */
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
                zone bottom = a1, b1, c1
                end row: count_in(mover, bottom) == 3 => mover wins
                no_moves => draw
                variant same {
                    source "a test"
                    // the same zone and program, spaced and commented otherwise
                    zone bottom =   a1,b1,  c1
                    drops stone {
                        for c in cells where empty {
                            drop // anywhere
                        }
                    }
                }
                variant other {
                    source "a test"
                    zone bottom = a1, b1
                    end row: none
                    end column: count_in(mover, left) == 3
                        => mover wins

                    // a comment between items belongs to neither
                    zone left = a1, a2, a3
                }
                variant both extends same, other {
                    source "a test"
                }
            }
            """;

    private static List<RuleChange> changes(List<String> left, List<String> right) {
        return RuleDiff.compare(new RuleDiff.Side("row.gamut", GAME, left), new RuleDiff.Side("row.gamut", GAME, right))
                .changes();
    }

    private static RuleChange.Excerpt at(int line, String text) {
        return at(line, line, text);
    }

    private static RuleChange.Excerpt at(int line, int lastLine, String text) {
        return new RuleChange.Excerpt("row.gamut", line, lastLine, text);
    }

    @Test
    void addedRemovedAndChangedItemsWithTheirText() {
        assertEquals(List.of(
                new RuleChange(Kind.CHANGED, "zone bottom", at(10, "    zone bottom = a1, b1, c1"),
                        at(25, "        zone bottom = a1, b1")),
                new RuleChange(Kind.REMOVED, "end row",
                        at(11, "    end row: count_in(mover, bottom) == 3 => mover wins"), null),
                new RuleChange(Kind.ADDED, "end column", null, at(27, 28,
                        "        end column: count_in(mover, left) == 3\n            => mover wins")),
                new RuleChange(Kind.ADDED, "zone left", null, at(31, "        zone left = a1, a2, a3"))),
                changes(List.of(), List.of("other")));
    }

    @Test
    void anItemRestatedUnchangedIsNoDifference() {
        assertEquals(List.of(), changes(List.of(), List.of("same")));
        assertEquals(List.of(), changes(List.of("same"), List.of()));
        assertEquals(changes(List.of(), List.of("other")).stream().map(RuleChange::item).toList(),
                changes(List.of("same"), List.of("both")).stream().map(RuleChange::item).toList());
    }

    @Test
    void theOtherWayRoundAddedAndRemovedSwap() {
        assertEquals(List.of("changed zone bottom", "removed end column", "removed zone left", "added end row"),
                changes(List.of("other"), List.of()).stream()
                        .map(c -> c.kind().name().toLowerCase() + " " + c.item()).toList());
    }

    @Test
    void twoFilesCompareLikeTwoVariants() {
        String edited = GAME.replace("zone bottom = a1, b1, c1", "zone bottom = a1, b1, c1, a2");
        RuleDiff.Comparison c = RuleDiff.compare(new RuleDiff.Side("row.gamut", GAME, List.of()),
                new RuleDiff.Side("row2.gamut", edited, List.of()));
        assertEquals(List.of(new RuleChange(Kind.CHANGED, "zone bottom", at(10, "    zone bottom = a1, b1, c1"),
                new RuleChange.Excerpt("row2.gamut", 10, 10, "    zone bottom = a1, b1, c1, a2"))), c.changes());
    }

    @Test
    void aSideThatDoesNotLoadSaysWhy() {
        GamutException e = assertThrows(GamutException.class, () -> changes(List.of(), List.of("othr")));
        assertEquals("row.gamut: unknown variant 'othr' (did you mean 'other'?); variants: same, other, both",
                e.getMessage());
    }

    @Test
    void queensGuardLineTrapChangesTheThreeTrapDefinitions() {
        String text = Gamut.read(Games.game("queens-guard.gamut"));
        RuleDiff.Comparison c = RuleDiff.compare(new RuleDiff.Side("qg", text, List.of()),
                new RuleDiff.Side("qg", text, List.of("trap=line_same_ring")));
        List<String> lines = text.lines().toList();
        int variant = lines.indexOf("    variant trap=line_same_ring {");
        List<String> expected = new ArrayList<>();
        for (String name : List.of("sandwich_at_target", "trap_neighbours", "count_flankers")) {
            String header = "    define " + name + "() {";
            int base = lines.indexOf(header) + 1;
            int inVariant = lines.subList(variant, lines.size()).indexOf("    " + header) + variant + 1;
            expected.add("changed define " + name + "() " + base + " " + inVariant);
        }
        assertEquals(expected, c.changes().stream().map(ch -> ch.kind().name().toLowerCase() + " " + ch.item() + " "
                + ch.left().line() + " " + ch.right().line()).toList());
        RuleChange.Excerpt right = c.changes().get(1).right();
        assertTrue(right.text().startsWith("        define trap_neighbours() {\n"), right.text());
        assertTrue(right.text().endsWith("\n        }"), right.text());
    }

    @Test
    void queensGuardWikipediaCombinesItsParents() {
        String text = Gamut.read(Games.game("queens-guard.gamut"));
        RuleDiff.Comparison c = RuleDiff.compare(new RuleDiff.Side("qg", text, List.of()),
                new RuleDiff.Side("qg", text, List.of("wikipedia")));
        // In the base game's order.
        assertEquals(List.of("define sandwich_at_target()", "define trap_neighbours()", "define count_flankers()",
                "moves queen as relocate", "moves guard as relocate", "end loss"),
                c.changes().stream().map(RuleChange::item).toList());
    }

    @Test
    void positionsOfQueensGuardPartWhereTheLineTrapCatchesOtherPieces() {
        Game base = game("queens-guard.gamut");
        Game line = game("queens-guard.gamut", "trap=line_any");
        PositionDiff.Report r = PositionDiff.run(base, line, 200, 1);
        assertEquals(200, r.positions());
        assertEquals(20, r.games());
        // The trap rules act after a move: in one position the same moves are legal, and the game stands the same.
        assertEquals(0, r.movesDiffer());
        assertEquals(0, r.resultsDiffer());
        assertEquals(0, r.unreadable());
        assertTrue(r.movesLeadElsewhere() > 0, "positions where a move leads elsewhere");
        PositionDiff.Example e = r.example();
        assertNotNull(e.move());
        assertEquals(List.of(), e.onlyLeft());
        assertEquals(List.of(), e.onlyRight());
        assertEquals(after(base, e.position(), e.move()), e.leftAfter());
        assertEquals(after(line, e.position(), e.move()), e.rightAfter());
        assertTrue(!e.leftAfter().equals(e.rightAfter()));
    }

    private static Game game(String file, String... variants) {
        return Kernel.game(Games.load(file, variants));
    }

    private static String after(Game game, String position, String move) {
        State state = game.position(position);
        state.make(gamut.engine.Notation.parse(state, move));
        return game.positionText(state, null) + (state.isOver() ? "\n(" + game.describe(state.result()) + ")" : "");
    }

    @Test
    void aDiceGameCarriesTheRollMadeInThePosition() {
        PositionDiff.Report r = PositionDiff.run(game("portes.gamut"), game("plakoto.gamut"), 50, 1);
        assertEquals(50, r.positions());
        assertTrue(r.movesDiffer() > 0);
        assertTrue(r.example().roll().startsWith("roll "), r.example().roll());
    }

    @Test
    void positionsTheOtherSideCannotReadAreCountedNotFatal() {
        PositionDiff.Report r = PositionDiff.run(game("tic-tac-toe.gamut"),
                game("connect-four.gamut"), 20, 1);
        assertEquals(20, r.positions());
        assertEquals(20, r.unreadable());
        assertEquals(0, r.movesDiffer() + r.movesLeadElsewhere() + r.resultsDiffer());
        assertTrue(r.unreadableReason().startsWith("the right rules cannot read a position: "), r.unreadableReason());
    }
}
