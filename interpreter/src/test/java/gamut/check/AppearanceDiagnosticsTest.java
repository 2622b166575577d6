package gamut.check;

import static gamut.testing.TestGames.check;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.testing.TestGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker's messages for 'show' lines (docs/language.md, "How pieces and zones look"), each
 * with its line and column, on {@link TestGames#TINY} with three piece types and a zone per player.
 */
class AppearanceDiagnosticsTest {

    /** Three types (stone, tower, crown) and 'zone home of red/blue' (lines 9, 10); the lines given from line 11 on. */
    static String withLines(String... lines) {
        String three = TestGames.tiny("pieces { stone }", "pieces { stone, tower, crown }",
                "red: a1, b1", "red stone: a1, b1", "blue: a3, c3", "blue stone: a3, c3");
        String zoned = TestGames.insertAfter(three, 8, "    zone home of red = a1, b1, c1", "    zone home of blue = a3, b3, c3");
        return TestGames.insertAfter(zoned, 10, lines);
    }

    @Test
    void everyFormChecksClean() {
        assertEquals(List.of(), check(withLines("    show stone as square", "    show tower of red as symbol \"♜\"",
                "    show tower of blue as symbol \"R\"", "    show crown of neutral as star", "    show zone home")));
    }

    @Test
    void unknownPiecePlayerShapeAndZone() {
        assertEquals(List.of("11:10: unknown piece 'towr' (did you mean 'tower'?)",
                        "12:19: unknown player 'green'",
                        "13:19: unknown shape 'sqare' (did you mean 'square'?) (shapes: disc, square, diamond, triangle,"
                                + " hexagon, star, cross, pentagon, octagon, crown, tower, shield, ring, kite; or symbol"
                                + " \"...\", image \"FILE.svg\")",
                        "14:15: unknown zone 'hom' (did you mean 'home'?)"),
                check(withLines("    show towr as square", "    show stone of green as square", "    show stone as sqare",
                        "    show zone hom")));
    }

    @Test
    void aSymbolIsAFewCharacters() {
        assertEquals(List.of("11:19: a symbol is 1 to 3 characters drawn in the piece, not \"\"",
                        "12:19: a symbol is 1 to 3 characters drawn in the piece, not \"king\""),
                check(withLines("    show stone as symbol \"\"", "    show tower as symbol \"king\"")));
    }

    @Test
    void anImageIsAnSvgFileInTheDefinitionsFolder() {
        assertEquals(List.of("11:19: no image file \"pieces/nowhere.svg\" in the definition's folder"),
                check(withLines("    show stone as image \"pieces/nowhere.svg\"")));
        assertEquals(List.of("11:19: image \"../stone.svg\": name a file in the definition's folder or under it, such as"
                                + " \"pieces/red.svg\"",
                        "12:19: image \"/tmp/tower.svg\": name a file in the definition's folder or under it, such as"
                                + " \"pieces/red.svg\"",
                        "13:19: image \"crown.png\" is not an SVG file (.svg)"),
                check(withLines("    show stone as image \"../stone.svg\"", "    show tower as image \"/tmp/tower.svg\"",
                        "    show crown as image \"crown.png\"")));
    }

    @Test
    void oneLinePerPieceAndOwnerAndPerZone() {
        assertEquals(List.of("12:5: 'show stone' is declared twice (first at line 11)",
                        "14:5: 'show zone home' is declared twice (first at line 13)"),
                check(withLines("    show stone as square", "    show stone as star", "    show zone home",
                        "    show zone home", "    show stone of red as star")));
    }

    @Test
    void aVariantsLinesAreCheckedToo() {
        assertEquals(List.of("14:23: unknown shape 'blob' (shapes: disc, square, diamond, triangle,"
                        + " hexagon, star, cross, pentagon, octagon, crown, tower, shield, ring, kite; or symbol"
                        + " \"...\", image \"FILE.svg\")"),
                check(withLines("    variant towers {", "        source \"Somebody\"", "        show zone home",
                        "        show tower as blob", "    }")));
    }
}
