package gamut.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A comparison repeated at rising strengths of the players (a ladder of rungs), and whether what it
 * finds holds as the players get stronger: for each variant and design metric, the difference from
 * the first variant, game by game, at every rung, and a verdict. A difference whose interval leaves
 * out 0 on the same side at every rung keeps its sign; one that leaves out 0 on both sides at
 * different rungs changes sign; one whose sign holds but whose intervals at the weakest and the
 * strongest rung do not meet changes size. "No significant difference" at a rung is not "no
 * effect": the verdict counts the rungs that tell the difference from 0.
 */
public final class Ladder {
    /** One rung: the players (as the table names them) and the games each variant played. */
    public record Rung(String players, Map<String, Map<Integer, PlayedGame>> records) { }

    private Ladder() {}

    /** The tables of the ladder, one per metric, a row per variant other than the first. */
    public static String report(List<String> variants, List<String> playerNames, List<Rung> rungs, List<Metric> metrics) {
        if (variants.size() < 2 || rungs.isEmpty()) {
            return "";
        }
        DesignReport design = new DesignReport(metrics, playerNames);
        StringBuilder out = new StringBuilder("\nAlong the ladder, each variant against " + variants.get(0)
                + ", game by game (the mean difference, in points for shares, with its 95% interval, at each rung):\n");
        for (Metric m : metrics) {
            out.append("\n").append(m.label()).append(":\n\n| variant |");
            for (Rung r : rungs) {
                out.append(' ').append(r.players()).append(" |");
            }
            out.append(" verdict |\n|---|").append("---|".repeat(rungs.size() + 1)).append('\n');
            for (String v : variants.subList(1, variants.size())) {
                List<double[]> found = new ArrayList<>();
                out.append("| ").append(v).append(" |");
                for (Rung r : rungs) {
                    double[] d = design.differenceInterval(m, DesignReport.pairs(r.records().get(variants.get(0)),
                            r.records().get(v)));
                    found.add(d);
                    out.append(' ').append(DesignReport.format(m, d, true)).append(" |");
                }
                out.append(' ').append(verdict(found)).append(" |\n");
            }
        }
        return out.toString();
    }

    /** What the rungs say together: same sign, sign changes, size changes, or how many rungs tell it from 0. */
    static String verdict(List<double[]> rungs) {
        int above = 0;
        int below = 0;
        int known = 0;
        for (double[] d : rungs) {
            if (Double.isNaN(d[0])) {
                continue;
            }
            known++;
            above += d[1] > 0 ? 1 : 0;
            below += d[2] < 0 ? 1 : 0;
        }
        if (known == 0) {
            return "-";
        }
        if (above > 0 && below > 0) {
            return "sign changes";
        }
        if (above == known || below == known) {
            double[] first = rungs.get(0);
            double[] last = rungs.get(rungs.size() - 1);
            boolean meet = first[1] <= last[2] && last[1] <= first[2];
            return meet ? "same sign at every rung" : "same sign, size changes";
        }
        int told = above + below;
        return told == 0 ? "no rung tells it from 0" : "told from 0 at " + told + " of " + known + " rungs";
    }
}
