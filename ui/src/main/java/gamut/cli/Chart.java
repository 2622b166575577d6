package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.compare.Comparison;
import gamut.compare.PlayedGame;
import gamut.compare.Stats;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/** A bar chart of outcome shares per variant, with the 95% Wilson interval of each as error bars. */
final class Chart {
    private Chart() {}

    /** Writes the chart of a comparison's games as a PNG image (atomically: an old image stays whole on failure). */
    static void write(Path png, Comparison comparison, Map<String, Map<Integer, PlayedGame>> records) {
        String title = comparison.title() + ": outcomes by variant (" + String.join(" vs ", comparison.players())
                + ", " + comparison.games() + " games each)";
        CategoryChart chart = chart(title, comparison.variants(), comparison.playerNames(), records);
        AtomicWrite.write(png, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
    }

    static CategoryChart chart(String title, List<String> variants, List<String> players,
                               Map<String, Map<Integer, PlayedGame>> records) {
        CategoryChart chart = new CategoryChartBuilder().width(900).height(500).title(title)
                .xAxisTitle("variant").yAxisTitle("share of games (%)").build();
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(100.0);
        List<String> outcomes = new ArrayList<>();
        players.forEach(p -> outcomes.add(p + " wins"));
        outcomes.add("draws");
        for (String outcome : outcomes) {
            List<Double> share = new ArrayList<>();
            List<Double> error = new ArrayList<>();
            for (String v : variants) {
                List<PlayedGame> games = new ArrayList<>(records.get(v).values());
                String winner = outcome.equals("draws") ? "draw" : outcome.substring(0, outcome.length() - " wins".length());
                int k = (int) games.stream().filter(g -> g.winner().equals(winner)).count();
                int n = games.size();
                double p = n == 0 ? 0 : 100.0 * k / n;
                double[] ci = Stats.wilson(k, n);
                share.add(p);
                // XChart draws symmetric bars: the larger half of the Wilson interval, so none is understated.
                error.add(Math.max(p - 100 * ci[0], 100 * ci[1] - p));
            }
            chart.addSeries(outcome, variants, share, error);
        }
        return chart;
    }
}
