package gamut.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The design metrics of a comparison as Markdown: a table of each variant's figures with their 95%
 * intervals, then, where games of two variants share a seed (game k of each), the difference of
 * each variant from the first over the games both played, with its interval. A metric no game could
 * give (one of the estimates, with random players) is {@code -}.
 */
final class DesignReport {
    private final List<Metric> metrics;
    private final List<String> players;

    DesignReport(List<Metric> metrics, List<String> players) {
        this.metrics = List.copyOf(metrics);
        this.players = List.copyOf(players);
    }

    /** The tables of the variants' games, by variant (the first is the one the others are paired with), then game number. */
    String report(List<String> variants, Map<String, Map<Integer, PlayedGame>> records) {
        if (metrics.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nDesign metrics (95% intervals: Wilson for shares of games, Student's t"
                + " for means, a seeded bootstrap for balance; README, \"Design metrics\"):\n\n");
        header(out, "variant", "games");
        for (String v : variants) {
            List<PlayedGame> games = new ArrayList<>(records.get(v).values());
            List<String> cells = new ArrayList<>(List.of(v, Integer.toString(games.size())));
            for (Metric m : metrics) {
                cells.add(figure(m, games));
            }
            out.append("| ").append(String.join(" | ", cells)).append(" |\n");
        }
        if (variants.size() > 1) {
            out.append("\nAgainst ").append(variants.get(0)).append(", game by game (the mean difference over the games"
                    + " both played, in points for shares, with its 95% interval):\n\n");
            header(out, "variant", "games paired");
            Map<Integer, PlayedGame> base = records.get(variants.get(0));
            for (String v : variants.subList(1, variants.size())) {
                List<PlayedGame[]> pairs = pairs(base, records.get(v));
                List<String> cells = new ArrayList<>(List.of(v, Integer.toString(pairs.size())));
                for (Metric m : metrics) {
                    cells.add(difference(m, pairs));
                }
                out.append("| ").append(String.join(" | ", cells)).append(" |\n");
            }
        }
        return out.toString();
    }

    private void header(StringBuilder out, String... first) {
        List<String> head = new ArrayList<>(List.of(first));
        metrics.forEach(m -> head.add(m.label()));
        out.append("| ").append(String.join(" | ", head)).append(" |\n");
        out.append("|").append("---|".repeat(head.size())).append('\n');
    }

    /** The metric over the variant's games with its interval, {value, low, high}; NaN when no game gives it. */
    double[] interval(Metric m, List<PlayedGame> games) {
        return switch (m.kind()) {
            case SHARE -> {
                int n = games.size();
                int k = (int) games.stream().filter(g -> m.of(g) == 1).count();
                double[] ci = Stats.wilson(k, n);
                yield n == 0 ? new double[] {Double.NaN, Double.NaN, Double.NaN}
                        : new double[] {(double) k / n, ci[0], ci[1]};
            }
            case WHOLE -> games.isEmpty() ? new double[] {Double.NaN, Double.NaN, Double.NaN}
                    : Stats.bootstrap(games.size(), pick -> balance(games, pick));
            default -> within(Stats.meanT(Metric.values(games, m::of)), 0, m.kind() == Metric.Kind.NUMBER ? Double.MAX_VALUE : 1);
        };
    }

    /**
     * The interval cut to the values the metric can take: a t interval is symmetric, and a share near
     * 0% would otherwise reach below it (as the chart's bars once did), a difference of shares past 100 points.
     */
    static double[] within(double[] v, double least, double most) {
        if (!Double.isNaN(v[1])) {
            v[1] = Math.max(least, v[1]);
            v[2] = Math.min(most, v[2]);
        }
        return v;
    }

    private String figure(Metric m, List<PlayedGame> games) {
        return format(m, interval(m, games), false);
    }

    /** Game k of the first variant and of the other, for each k both played. */
    static List<PlayedGame[]> pairs(Map<Integer, PlayedGame> first, Map<Integer, PlayedGame> other) {
        List<PlayedGame[]> pairs = new ArrayList<>();
        for (Map.Entry<Integer, PlayedGame> e : first.entrySet()) {
            PlayedGame o = other.get(e.getKey());
            if (o != null) {
                pairs.add(new PlayedGame[] {e.getValue(), o});
            }
        }
        return pairs;
    }

    /** The mean of (other - first) over the pairs where both give the metric, {mean, low, high}. */
    double[] differenceInterval(Metric m, List<PlayedGame[]> pairs) {
        if (m.kind() == Metric.Kind.WHOLE) {
            List<PlayedGame> a = pairs.stream().map(p -> p[0]).toList();
            List<PlayedGame> b = pairs.stream().map(p -> p[1]).toList();
            return pairs.isEmpty() ? new double[] {Double.NaN, Double.NaN, Double.NaN}
                    : Stats.bootstrap(pairs.size(), pick -> balance(b, pick) - balance(a, pick));
        }
        double[] d = pairs.stream().mapToDouble(p -> m.of(p[1]) - m.of(p[0])).filter(v -> !Double.isNaN(v)).toArray();
        return m.kind() == Metric.Kind.NUMBER ? Stats.meanT(d) : within(Stats.meanT(d), -1, 1);
    }

    private String difference(Metric m, List<PlayedGame[]> pairs) {
        return format(m, differenceInterval(m, pairs), true);
    }

    /** 1 - (highest - lowest share of games won by a player) over the games picked (with repeats). */
    private double balance(List<PlayedGame> games, int[] pick) {
        int[] wins = new int[players.size()];
        for (int i : pick) {
            int w = players.indexOf(games.get(i).winner());
            if (w >= 0) {
                wins[w]++;
            }
        }
        int most = 0;
        int least = Integer.MAX_VALUE;
        for (int w : wins) {
            most = Math.max(most, w);
            least = Math.min(least, w);
        }
        return 1 - (double) (most - least) / pick.length;
    }

    /** The figure in the metric's unit: percent (points, for a difference), a count, or a fraction. */
    static String format(Metric m, double[] v, boolean signed) {
        if (Double.isNaN(v[0])) {
            return "-";
        }
        boolean percent = m.kind() != Metric.Kind.NUMBER && m.kind() != Metric.Kind.FRACTION;
        double scale = percent ? 100 : 1;
        String digits = m.kind() == Metric.Kind.FRACTION ? "3" : "1";
        String number = "%" + (signed ? "+" : "") + "." + digits + "f";
        String bound = "%." + digits + "f";
        String unit = percent && !signed ? "%%" : "";
        double shown = m.kind() == Metric.Kind.FRACTION ? 0.0005 : 0.05;
        return String.format(Locale.ROOT, number + unit + " [" + bound + ", " + bound + "]", clean(scale * v[0], shown),
                clean(scale * v[1], shown), clean(scale * v[2], shown));
    }

    /** A value that prints as zero is zero: a difference of nothing is "+0.0", never "-0.0". */
    private static double clean(double v, double half) {
        return Math.abs(v) < half ? 0 : v;
    }
}
