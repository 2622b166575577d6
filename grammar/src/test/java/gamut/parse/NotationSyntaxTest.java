package gamut.parse;

import static gamut.parse.SyntaxDiagnosticsTest.diagnostics;
import static gamut.parse.SyntaxDiagnosticsTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.ast.Item;
import gamut.ast.Item.NotationField;
import gamut.ast.Name;
import gamut.base.Pos;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The 'notation' item (docs/language.md section 11): each field parses to its node with the
 * positions of its parts, its words still name things, and a field cut short says what was expected.
 */
class NotationSyntaxTest {

    private static Item.Notation notation(String... lines) {
        SourceParser.Result result = SourceParser.parse("tiny.gamut",
                with("    no_moves => pass\n", "    no_moves => pass\n" + String.join("\n", lines) + "\n"));
        assertEquals(List.of(), result.diagnostics());
        return (Item.Notation) result.file().items().stream().filter(i -> i instanceof Item.Notation).findFirst().orElseThrow();
    }

    private static Pos at(int line, int column) {
        return new Pos("tiny.gamut", line, column);
    }

    @Test
    void eachFieldHasItsNodeAndPositions() {
        Item.Notation n = notation(
                "    notation {",
                "        origin when needed: file, rank, cell",
                "        marks move \"\", capture \"x\", hit \"*\"",
                "        without letter stone",
                "        promote \"=\" letter",
                "        castling written \"O-O\" or \"0-0\" toward e, \"O-O-O\" toward w",
                "        check \"+\", mate \"#\"",
                "        number dark along w then n",
                "    }");
        assertEquals(new Item.Notation(at(24, 5), List.of(
                new NotationField.Origin(at(25, 9), List.of(new Name(at(25, 29), "file"), new Name(at(25, 35), "rank"),
                        new Name(at(25, 41), "cell"))),
                new NotationField.Marks(at(26, 9), List.of(new NotationField.Mark(at(26, 15), "move", ""),
                        new NotationField.Mark(at(26, 24), "capture", "x"), new NotationField.Mark(at(26, 37), "hit", "*"))),
                new NotationField.Unlettered(at(27, 9), List.of(new Name(at(27, 24), "stone"))),
                new NotationField.Promote(at(28, 9), "=", true, null),
                new NotationField.GroupNames(at(29, 9), new Name(at(29, 9), "castling"), List.of(
                        new NotationField.Spelling(at(29, 26), List.of("O-O", "0-0"), new Name(at(29, 48), "e")),
                        new NotationField.Spelling(at(29, 51), List.of("O-O-O"), new Name(at(29, 66), "w")))),
                new NotationField.Check(at(30, 9), "+", "#"),
                new NotationField.Numbering(at(31, 9), new Name(at(31, 16), "dark"), new Name(at(31, 27), "w"),
                        new Name(at(31, 34), "n")))), n);
        assertEquals(new NotationField.Promote(at(24, 16), "+", false, "="),
                notation("    notation { promote \"+\" else \"=\" }").fields().get(0));
    }

    @Test
    void theNewWordsStillNameThings() {
        SourceParser.Result result = SourceParser.parse("tiny.gamut", with("pieces { stone }",
                "pieces { notation, origin, needed, marks, letter, written, toward, check, mate, number }")
                .replace("moves stone", "moves notation"));
        assertEquals(List.of(), result.diagnostics());
    }

    @Test
    void aFieldCutShortSaysWhatWasExpected() {
        assertEquals(List.of("23:35: missing ':' before 'file'"),
                diagnostics(with("    no_moves => pass\n", "    notation { origin when needed file }\n    no_moves => pass\n")));
        assertEquals(List.of("23:33: missing a string before '}'"),
                diagnostics(with("    no_moves => pass\n", "    notation { castling written }\n    no_moves => pass\n")));
    }
}
