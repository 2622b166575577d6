package gamut.compare;

import gamut.engine.Coverage;
import java.util.ArrayList;
import java.util.List;

/**
 * Rule coverage as text: a Markdown table of every item (its identity, file:line, count and what
 * it counts, and the variant that put it in place when one did), its columns padded so that it
 * reads in a terminal too, then a line for each item that never did what it counts.
 */
public final class CoverageReport {
    private CoverageReport() {}

    public static String of(Coverage coverage) {
        return of(null, coverage);
    }

    /** The same, titled with what was covered (a variant compared, say); null for no title of its own. */
    public static String of(String label, Coverage coverage) {
        List<Coverage.Row> rows = coverage.rows();
        boolean variants = rows.stream().anyMatch(r -> r.variant() != null);
        List<String[]> cells = new ArrayList<>();
        cells.add(variants ? new String[] {"item", "where", "count", "counted", "variant"}
                : new String[] {"item", "where", "count", "counted"});
        for (Coverage.Row r : rows) {
            String count = r.counted() ? Long.toString(r.count()) : "-";
            String what = r.runs() >= 0 ? r.what() + ", of " + r.runs() + " runs" : r.what();
            cells.add(variants ? new String[] {r.item(), r.where(), count, what, r.variant() == null ? "" : r.variant()}
                    : new String[] {r.item(), r.where(), count, what});
        }
        StringBuilder out = new StringBuilder("Rule coverage" + (label == null ? "" : " of " + label) + " over " + coverage.games()
                + (coverage.games() == 1 ? " game" : " games") + ":\n\n");
        table(cells, out);
        out.append('\n');
        boolean any = false;
        for (Coverage.Row r : rows) {
            if (r.never()) {
                out.append("never: ").append(r.item()).append(" (").append(r.where()).append(")\n");
                any = true;
            }
        }
        if (!any) {
            out.append("never: none\n");
        }
        return out.toString();
    }

    /** The rows as a Markdown table, each column as wide as its widest cell; the count column to the right. */
    private static void table(List<String[]> cells, StringBuilder out) {
        int columns = cells.get(0).length;
        int[] width = new int[columns];
        for (String[] row : cells) {
            for (int c = 0; c < columns; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        for (int r = 0; r < cells.size(); r++) {
            line(cells.get(r), width, out);
            if (r == 0) {
                String[] rule = new String[columns];
                for (int c = 0; c < columns; c++) {
                    rule[c] = c == 2 ? "-".repeat(width[c] - 1) + ":" : "-".repeat(width[c]);
                }
                line(rule, width, out);
            }
        }
    }

    private static void line(String[] row, int[] width, StringBuilder out) {
        StringBuilder line = new StringBuilder("|");
        for (int c = 0; c < row.length; c++) {
            String cell = row[c];
            String pad = " ".repeat(width[c] - cell.length());
            line.append(' ').append(c == 2 ? pad + cell : cell + pad).append(" |");
        }
        out.append(line).append('\n');
    }
}
