package gamut.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.api.Gamut;
import gamut.core.Looks;
import gamut.core.Looks.Kind;
import gamut.core.Looks.Shape;
import gamut.testing.Games;
import gamut.testing.TestGames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How pieces and zones look, as {@link Game#look} and {@link Game#shownZones} give them from the
 * 'show' lines (docs/language.md, "How pieces and zones look"): defaults, owners, variants, images.
 */
class LooksTest {
    /** Three types (stone, tower, crown), 'zone home' of each player, the lines given after line 10. */
    private static String withLines(String... lines) {
        String three = TestGames.tiny("pieces { stone }", "pieces { stone, tower, crown }",
                "red: a1, b1", "red stone: a1, b1", "blue: a3, c3", "blue stone: a3, c3");
        String zoned = TestGames.insertAfter(three, 8, "    zone home of red = a1, b1, c1", "    zone home of blue = a3, b3, c3");
        return TestGames.insertAfter(zoned, 10, lines);
    }

    private static Game load(String text, String... variants) {
        return Gamut.load(TestGames.NAME, text, List.of(variants));
    }

    private static Looks.Look shape(Shape shape) {
        return new Looks.Look(Kind.SHAPE, shape, "");
    }

    @Test
    void typesLeftAloneGetShapesOfTheirOwnInOrder() {
        Game plain = load(withLines());
        assertEquals(shape(Shape.DISC), plain.look(0, 0));
        assertEquals(shape(Shape.SQUARE), plain.look(1, 1));
        assertEquals(shape(Shape.DIAMOND), plain.look(2, 2), "neutral pieces too");
        assertEquals(List.of(), plain.shownZones());
        Game one = load(TestGames.TINY);
        assertEquals(shape(Shape.DISC), one.look(0, 0), "a game of one type keeps its discs");
    }

    @Test
    void aShapeNamedIsNotHandedOutAgain() {
        Game game = load(withLines("    show tower as disc", "    show crown of blue as crown"));
        assertEquals(shape(Shape.SQUARE), game.look(0, 0));
        assertEquals(shape(Shape.DISC), game.look(0, 1));
        assertEquals(shape(Shape.DIAMOND), game.look(0, 2), "red's crowns get the next shape left");
        assertEquals(shape(Shape.CROWN), game.look(1, 2));
    }

    @Test
    void anOwnersLineWinsOverTheLineForAll() {
        Game game = load(withLines("    show stone of red as symbol \"♙\"", "    show stone as symbol \"♟\""));
        assertEquals(new Looks.Look(Kind.SYMBOL, Shape.DISC, "♙"), game.look(0, 0), "the default shape stands behind");
        assertEquals(new Looks.Look(Kind.SYMBOL, Shape.DISC, "♟"), game.look(1, 0));
        assertEquals(new Looks.Look(Kind.SYMBOL, Shape.DISC, "♟"), game.look(2, 0));
    }

    @Test
    void shownZonesKeepTheirOwners() {
        Game game = load(withLines("    show zone home"));
        List<Looks.ShownZone> zones = game.shownZones();
        assertEquals(2, zones.size());
        assertEquals("home", zones.get(0).name());
        assertEquals(0, zones.get(0).owner());
        assertArrayEquals(new int[] {game.geometry().cell("a1"), game.geometry().cell("b1"), game.geometry().cell("c1")},
                zones.get(0).cells());
        assertEquals(1, zones.get(1).owner());
    }

    @Test
    void aVariantReplacesOrAddsLooks() {
        String text = withLines("    show stone as star",
                "    variant looks {", "        source \"Somebody\"", "        show stone as cross", "        show zone home", "    }");
        assertEquals(shape(Shape.STAR), load(text).look(0, 0));
        assertEquals(List.of(), load(text).shownZones());
        Game varied = load(text, "looks");
        assertEquals(shape(Shape.CROSS), varied.look(0, 0));
        assertEquals(shape(Shape.DISC), varied.look(0, 1));
        assertEquals(2, varied.shownZones().size());
    }

    @Test
    void anImageIsFoundBesideTheDefinition(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("pieces"));
        Files.writeString(dir.resolve("pieces/stone.svg"), "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>");
        Path file = dir.resolve("looks.gamut");
        Files.writeString(file, withLines("    show stone of blue as image \"pieces/stone.svg\""));
        Game game = Gamut.load(file, List.of());
        assertEquals(new Looks.Look(Kind.IMAGE, Shape.DISC, dir.resolve("pieces/stone.svg").toString()), game.look(1, 0));
        assertEquals(shape(Shape.DISC), game.look(0, 0));
        Files.delete(dir.resolve("pieces/stone.svg"));
        assertEquals("looks.gamut:11:27: error: no image file \"pieces/stone.svg\" in the definition's folder",
                Gamut.check(file.getFileName().toString(), Files.readString(file)).diagnostics().get(0)
                        .format(Files.readString(file)).lines().findFirst().orElseThrow());
    }

    @Test
    void everyShippedGameCanBeToldApartByShape() throws IOException {
        List<Path> games;
        try (var files = Files.list(Games.root().resolve("games"))) {
            games = files.filter(f -> f.toString().endsWith(".gamut")).sorted().toList();
        }
        assertEquals(28, games.size());
        for (Path path : games) {
            Game game = Gamut.load(path, List.of());
            for (int a = 0; a < game.pieces(); a++) {
                for (int b = a + 1; b < game.pieces(); b++) {
                    for (int p = 0; p < game.players(); p++) {
                        Looks.Look x = game.look(p, a);
                        Looks.Look y = game.look(p, b);
                        boolean differ = x.kind() != Kind.SHAPE || y.kind() != Kind.SHAPE ? !x.equals(y) : x.shape() != y.shape();
                        assertEquals(true, differ, path.getFileName() + ": " + game.pieceName(a) + " and " + game.pieceName(b));
                    }
                }
            }
        }
    }
}
