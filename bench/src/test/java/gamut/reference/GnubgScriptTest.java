package gamut.reference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.bench.ShippedGames;
import gamut.engine.Game;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The conversion of backgammon records to gnubg's commands, without gnubg. */
class GnubgScriptTest {
    private static GameRecord record(Path game, String moves) {
        return new GameRecord(game, List.of(), 1, Arrays.asList(moves.split("; ")), "");
    }

    @Test
    void theOpeningTurnsFromEachSide() {
        Path file = ShippedGames.file("backgammon");
        Game game = Gamut.load(file, List.of());
        // White's 3-1 makes its 5 point; Black's 6-4 (Gamut's cells are White's numbering, Black's
        // point p is cell 25 - p) runs a back checker and brings one down from the mid-point; each
        // double is four plays of one die, in one gnubg move
        List<String> commands = GnubgScript.game(game, record(file,
                "opening roll 3-1; 8-5; 6-5; roll 6-4; 1-7; 12-16; roll 2-2; 6-4; 6-4; 13-11; 13-11; "
                        + "roll 6-6; 12-18; 12-18; 17-23; 17-23"));
        assertEquals(List.of("new game", "set turn white", "set dice 3 1", "move 8/5 6/5",
                "set dice 6 4", "move 24/18 13/9", "set dice 2 2", "move 6/4 6/4 13/11 13/11",
                "set dice 6 6", "move 13/7 13/7 8/2 8/2"), commands);
    }

    @Test
    void aHitPassesTheBarAndBearingOff(@TempDir Path dir) throws Exception {
        // the rules of games/backgammon.gamut from a position near the end: White's last checker out
        // (on its 12) hits Black's blot and closes the board, Black dances twice, White bears off
        // and opens its 6 point, where Black enters
        String text = Files.readString(ShippedGames.file("backgammon"));
        String setup = text.substring(text.indexOf("setup {"), text.indexOf('}', text.indexOf("setup {")) + 1);
        Path file = dir.resolve("near-the-end.gamut");
        Files.writeString(file, text.replace(setup,
                "setup {\n white: 1*3, 2*2, 3*2, 4*2, 5*2, 6*3, 12*1\n black: 23*14, 7*1\n }"));
        Game game = Gamut.load(file, List.of());
        List<String> commands = GnubgScript.game(game, record(file,
                "opening roll 5-1; 12x7; 7-6; roll 4-3; pass; roll 6-1; 6-off (6); 1-off (1); roll 2-1; pass; "
                        + "roll 6-6; 6-off (6); 6-off (6); 6-off (6); 5-off (6); roll 6-1; o@6; 6-7"));
        assertEquals(List.of("new game", "set turn white", "set dice 5 1", "move 12/7* 7/6",
                "set dice 4 3", "move", "set dice 6 1", "move 6/off 1/off", "set dice 2 1", "move",
                "set dice 6 6", "move 6/off 6/off 6/off 5/off", "set dice 6 1", "move bar/19 19/18"), commands);
    }

    @Test
    void theSettingsAndWhatCannotBeSaid() {
        Game game = ShippedGames.load("backgammon");
        List<String> settings = GnubgScript.settings(game);
        assertEquals("set player 0 name white", settings.get(1));
        assertEquals(true, settings.contains("set cube use off") && settings.contains("set jacoby off"));
        assertEquals("bar/19", GnubgScript.step("o@6", 1));
        assertEquals("19/off", GnubgScript.step("6-off", 1));
        // the game's own notation, as records are written now, is gnubg's already: the mover's points
        assertEquals("bar/20", GnubgScript.step("bar/20", 1));
        assertEquals("8/2*", GnubgScript.step("8/2*", 0));
        assertEquals("6/off", GnubgScript.step("6/off", 0));
        assertThrows(IllegalArgumentException.class, () -> GnubgScript.step("double", 0));
    }

    @Test
    void gnubgsStatisticsAreRead() {
        List<String> output = List.of("Chequerplay statistics", "",
                "Total moves                                2                       3                    ",
                "Unforced moves                             2                       2                    ",
                "Error total EMG (Points)                      -0.100 ( -0.100)        -0.858 ( -0.858)  ",
                "Error rate mEMG (Points)                     -49.8   ( -0.050)      -429.2   ( -0.429)  ",
                "Chequerplay rating                       Casual player           Awful!                 ",
                "", "Luck statistics", "Error total EMG (Points)          -9.000 ( -9.000)   -9.000 ( -9.000)");
        GnubgStatistics[] sides = GnubgStatistics.parse(output);
        assertEquals(new GnubgStatistics(2, 2, 0.100, "Casual player"), sides[0]);
        assertEquals(new GnubgStatistics(3, 2, 0.858, "Awful!"), sides[1]);
        assertEquals(429.0, sides[1].millipointsPerMove(), 1e-9);
        assertArrayEquals(new String[] {"Supernatural", "Advanced", "Intermediate", "Awful!"}, new String[] {
            GnubgStatistics.words(0.001), GnubgStatistics.words(0.0119), GnubgStatistics.words(0.012),
            GnubgStatistics.words(0.2)});
    }
}
