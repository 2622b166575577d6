package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scores with a fraction (a margin over a compensation) in the CSV of games: written as players write them, read back. */
class FractionalScoresCsvTest {
    private static final PlayedGame GAME = new PlayedGame("base", 1, 1, "black", "white", 120, 120, "both_passed", 40.5,
            new double[] {0, 3.5});

    @Test
    void aFractionIsWrittenAndWholePointsAreWrittenAsBefore() {
        List<String> row = GamesCsv.row(GAME);
        int first = GamesCsv.COLUMNS.size();
        assertEquals(List.of("0", "3.5"), row.subList(first, first + 2));
        PlayedGame back = GamesCsv.parse(row, 2);
        assertArrayEquals(new double[] {0, 3.5}, back.scores());
    }

    @Test
    void aResumedRunReadsTheFractionBack() {
        RunSettings settings = new RunSettings("selfplay", "go.gamut", List.of("base"), List.of("random", "random"), 1);
        GameRows rows = new GameRows(Path.of("games.csv"), settings, List.of("black", "white"));
        List<String> row = new java.util.ArrayList<>(GamesCsv.row(GAME));
        row.set(GamesCsv.COLUMNS.size(), "-7.5");
        assertArrayEquals(new double[] {-7.5, 3.5}, rows.read(row, 2).scores());
    }
}
