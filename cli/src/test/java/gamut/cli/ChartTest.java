package gamut.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import gamut.compare.PlayedGame;
import gamut.compare.Stats;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The chart's whiskers are the table's Wilson intervals: uneven about the share, never below 0%. */
class ChartTest {
    static Map<Integer, PlayedGame> games(int whiteWins, int draws) {
        Map<Integer, PlayedGame> out = new LinkedHashMap<>();
        for (int i = 0; i < whiteWins + draws; i++) {
            out.put(i + 1, new PlayedGame("base", i + 1, i + 1, "white", i < whiteWins ? "white" : "draw", 10, 10, "end", 2.0,
                    new double[] {0, 0}));
        }
        return out;
    }

    @Test
    void eachBarCarriesTheWilsonIntervalOfItsShare() {
        Map<String, Map<Integer, PlayedGame>> records = new LinkedHashMap<>();
        records.put("base", games(9, 1));
        records.put("other", games(2, 8));
        List<Chart.Bar> bars = Chart.bars(List.of("base", "other"), List.of("white", "black"), records);
        assertEquals(6, bars.size());
        double[] nine = Stats.wilson(9, 10);
        assertEquals(new Chart.Bar("base", "white wins", 90.0, 100 * nine[0], 100 * nine[1]), bars.get(0));
        double[] none = Stats.wilson(0, 10);
        assertEquals(new Chart.Bar("base", "black wins", 0.0, 0.0, 100 * none[1]), bars.get(1));
        assertEquals("draws", bars.get(5).outcome());
        assertEquals(80.0, bars.get(5).share());

        BufferedImage image = Chart.draw("title", List.of("base", "other"), bars);
        assertEquals(Chart.WIDTH, image.getWidth());
        // The black-wins bar of 'base' has no height, but its whisker rises from the axis to the upper end.
        int x = 70 + (int) Math.round((Chart.WIDTH - 70 - 170) / 2.0 * 0.1 + (Chart.WIDTH - 70 - 170) / 2.0 * 0.8 / 3 * 1.5);
        int middle = (Chart.y(0) + Chart.y(100 * none[1])) / 2;
        assertNotEquals(0xffffff, image.getRGB(x, middle) & 0xffffff, "a whisker at " + x + "," + middle);
        assertEquals(0xffffff, image.getRGB(x, Chart.y(100 * none[1]) - 6) & 0xffffff, "nothing above the upper end");
    }
}
