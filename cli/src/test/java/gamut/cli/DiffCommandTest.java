package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'gamut diff': the items that differ between two rule sets, exit 0 (same), 1 (they differ, or a side does not check) or 2. */
class DiffCommandTest {
    /** Variant 'same' restates two items, written otherwise; 'other' changes, removes and adds. */
    private static final String GAME = """
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
                    zone bottom =   a1,b1,  c1 // the same zone
                    drops stone {
                        for c in cells where empty {
                            drop
                        }
                    }
                }
                variant other {
                    source "a test"
                    zone bottom = a1, b1
                    end row: none
                    end column: count_in(mover, left) == 3
                        => mover wins
                    zone left = a1, a2, a3
                }
            }
            """;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static String out(Cli.Result r) {
        return r.out().replace("\r\n", "\n");
    }

    @Test
    void itemsAddedRemovedAndChangedExitOne() throws IOException {
        Path f = write("row.gamut", GAME);
        Cli.Result r = Cli.execute("diff", f.toString(), "-v", "other");
        assertEquals("", r.err());
        assertEquals(1, r.code());
        assertEquals("left:  " + f + ", base\nright: " + f + ", other\n"
                + "\nchanged: zone bottom\n  left at " + f + ":10\n      zone bottom = a1, b1, c1\n"
                + "  right at " + f + ":24\n      zone bottom = a1, b1\n"
                + "\nremoved: end row\n  left at " + f + ":11\n      end row: count_in(mover, bottom) == 3 => mover wins\n"
                + "\nadded: end column\n  right at " + f + ":26\n      end column: count_in(mover, left) == 3\n"
                + "          => mover wins\n"
                + "\nadded: zone left\n  right at " + f + ":28\n      zone left = a1, a2, a3\n"
                + "\n4 items differ: 2 added, 1 removed, 1 changed\n", out(r));
    }

    @Test
    void aRestatedItemIsNoDifferenceAndTheSameRulesExitZero() throws IOException {
        Path f = write("row.gamut", GAME);
        Cli.Result r = Cli.execute("diff", f.toString(), "-v", "base", "-v", "same");
        assertEquals(0, r.code(), r.err());
        assertEquals("left:  " + f + ", base\nright: " + f + ", same\n\nthe rule sets are the same\n", out(r));
    }

    @Test
    void twoFilesUnderOneVariantEach() throws IOException {
        Path f = write("row.gamut", GAME);
        Path g = write("row2.gamut", GAME.replace("no_moves => draw", "no_moves => pass"));
        Cli.Result r = Cli.execute("diff", f.toString(), g.toString(), "-v", "same");
        assertEquals(1, r.code(), r.err());
        assertEquals("left:  " + f + ", same\nright: " + g + ", same\n"
                + "\nchanged: no_moves\n  left at " + f + ":12\n      no_moves => draw\n"
                + "  right at " + g + ":12\n      no_moves => pass\n"
                + "\n1 item differs: 1 changed\n", out(r));
    }

    @Test
    void queensGuardLineTrapNamesTheItemsItOverrides() {
        String qg = Cli.game("queens-guard");
        Cli.Result r = Cli.execute("diff", qg, "-v", "base", "-v", "trap=line_same_ring");
        assertEquals(1, r.code(), r.err());
        List<String> lines = out(r).lines().toList();
        assertEquals(List.of("left:  " + qg + ", base", "right: " + qg + ", trap=line_same_ring"), lines.subList(0, 2));
        assertEquals(List.of("changed: define sandwich_at_target()", "changed: define trap_neighbours()",
                "changed: define count_flankers()"), lines.stream().filter(l -> l.matches("(added|removed|changed): .*")).toList());
        assertEquals("3 items differ: 3 changed", lines.get(lines.size() - 1));
    }

    @Test
    void positionsOfQueensGuardDifferWhereTheLineTrapCatches() {
        String qg = Cli.game("queens-guard");
        Cli.Result r = Cli.execute("diff", qg, "-v", "base", "-v", "trap=line_any", "--positions", "200");
        assertEquals(1, r.code(), r.err());
        String out = out(r);
        List<String> lines = out.substring(out.indexOf("\npositions: ") + 1).lines().toList();
        assertEquals("positions: 200 from 20 random games under the left rules (seed 1)", lines.get(0));
        // The trap rules act after a move: the same moves are legal and the game stands the same; a move traps otherwise.
        assertEquals("  legal moves differ in 0 of 200", lines.get(1));
        assertTrue(lines.get(2).matches("  a move legal on both leads elsewhere in [1-9][0-9]* of 200"), lines.get(2));
        assertEquals("  the result differs in 0 of 200", lines.get(3));
        assertTrue(lines.get(4).startsWith("example: white: ") && lines.get(4).contains("; turn: "), lines.get(4));
        assertEquals(List.of("  only left:  (none)", "  only right: (none)"), lines.subList(5, 7));
        assertTrue(lines.get(7).matches("  (\\S+) leads on the left to:  .*") && lines.get(8).contains(" leads on the right to: "),
                out);
        assertEquals(9, lines.size(), out);
    }

    @Test
    void anUnknownVariantIsAnErrorWithASuggestion() throws IOException {
        Path f = write("row.gamut", GAME);
        Cli.Result r = Cli.execute("diff", f.toString(), "-v", "othr");
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(f + ": unknown variant 'othr' (did you mean 'other'?); variants: same, other\n",
                r.err().replace("\r\n", "\n"));
    }

    @Test
    void aMissingFileOrOneThatDoesNotCheckIsAnError() throws IOException {
        Path f = write("row.gamut", GAME);
        Path bad = write("bad.gamut", GAME.replace("zone bottom = a1, b1, c1", "zone bottom = a1, b1, z9"));
        Cli.Result missing = Cli.execute("diff", dir.resolve("none.gamut").toString(), f.toString());
        assertEquals(2, missing.code());
        assertEquals(dir.resolve("none.gamut") + ": no such file\n", missing.err().replace("\r\n", "\n"));
        Cli.Result wrong = Cli.execute("diff", bad.toString(), f.toString());
        assertEquals(1, wrong.code());
        assertEquals("", wrong.out());
        assertEquals(bad + ":10:27: error: no cell 'z9' on this board\n    zone bottom = a1, b1, z9\n"
                + "                          ^\n", wrong.err().replace("\r\n", "\n"));
    }

    @Test
    void theVariantsToCompareMustBeNamedOnceOrTwice() throws IOException {
        Path f = write("row.gamut", GAME);
        Cli.Result none = Cli.execute("diff", f.toString());
        assertEquals(2, none.code());
        assertEquals("diff: with one file, name what to compare: -v A (the base game and A) or -v A -v B\n",
                none.err().replace("\r\n", "\n"));
        Cli.Result three = Cli.execute("diff", f.toString(), "-v", "same", "-v", "other", "-v", "base");
        assertEquals(2, three.code());
        assertEquals("diff: -v names the variants of one side; give it at most twice, not 3 times"
                + " (-v a,b applies a and b together)\n", three.err().replace("\r\n", "\n"));
        Cli.Result zero = Cli.execute("diff", f.toString(), "-v", "other", "--positions", "0");
        assertEquals(2, zero.code());
        assertEquals("diff: --positions must be 1 to 100,000, not 0\n", zero.err().replace("\r\n", "\n"));
    }
}
