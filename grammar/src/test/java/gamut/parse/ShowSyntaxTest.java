package gamut.parse;

import static gamut.parse.SyntaxDiagnosticsTest.diagnostics;
import static gamut.parse.SyntaxDiagnosticsTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ast.Item;
import gamut.ast.Name;
import gamut.base.Pos;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The 'show' lines (docs/language.md, "How pieces and zones look"): each form parses to its node
 * with the positions of its parts, the words 'show', 'symbol' and 'image' still name things, and
 * a line cut short says what was expected.
 */
class ShowSyntaxTest {

    private static List<Item> shown(String... lines) {
        SourceParser.Result result = SourceParser.parse("tiny.gamut",
                with("    no_moves => pass\n", "    no_moves => pass\n" + String.join("\n", lines) + "\n"));
        assertEquals(List.of(), result.diagnostics());
        return result.file().items().stream().filter(i -> i instanceof Item.Show || i instanceof Item.ShowZone).toList();
    }

    private static Pos at(int line, int column) {
        return new Pos("tiny.gamut", line, column);
    }

    @Test
    void eachFormHasItsNodeAndPositions() {
        List<Item> items = shown(
                "    show stone as crown",
                "    show stone of red as symbol \"♛\"",
                "    show stone of blue as image \"pieces/blue.svg\"",
                "    show zone home");
        assertEquals(List.of(
                new Item.Show(at(24, 5), new Name(at(24, 10), "stone"), null,
                        new Item.Look.Shape(at(24, 19), new Name(at(24, 19), "crown"))),
                new Item.Show(at(25, 5), new Name(at(25, 10), "stone"), new Name(at(25, 19), "red"),
                        new Item.Look.Symbol(at(25, 26), "♛")),
                new Item.Show(at(26, 5), new Name(at(26, 10), "stone"), new Name(at(26, 19), "blue"),
                        new Item.Look.Image(at(26, 27), "pieces/blue.svg")),
                new Item.ShowZone(at(27, 5), new Name(at(27, 15), "home"))), items);
    }

    @Test
    void theNewWordsStillNameThings() {
        SourceParser.Result result = SourceParser.parse("tiny.gamut", with("pieces { stone }", "pieces { show, symbol, image }")
                .replace("moves stone", "moves show"));
        assertEquals(List.of(), result.diagnostics());
        List<Item> items = shown("    show image as symbol \"I\"", "    show symbol as image \"s.svg\"");
        assertEquals("image", ((Item.Show) items.get(0)).piece().text());
        assertEquals(new Item.Look.Image(at(25, 20), "s.svg"), ((Item.Show) items.get(1)).look());
    }

    @Test
    void aLineCutShortSaysWhatWasExpected() {
        assertEquals(List.of("24:5: unexpected 'no_moves', expecting 'of' or 'as'"),
                diagnostics(with("    no_moves => pass\n", "    show stone\n    no_moves => pass\n")));
        assertEquals(List.of("24:5: 'no_moves' is a keyword; choose another name", "24:14: unexpected '=>'"),
                diagnostics(with("    no_moves => pass\n", "    show stone as\n    no_moves => pass\n")));
        assertEquals(List.of("23:26: unexpected 'crown'"),
                diagnostics(with("    no_moves => pass\n", "    show stone as symbol crown\n    no_moves => pass\n")));
    }
}
