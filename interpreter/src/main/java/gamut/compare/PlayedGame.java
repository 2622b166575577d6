package gamut.compare;

import gamut.base.GamutException;
import java.util.Arrays;

/** One game of a comparison, as a row of its CSV file. */
public record PlayedGame(String variant, int game, long seed, String first, String winner, int plies, int turns, String end,
                         double branching, int[] scores) {

    public static final String HEADER = "variant,game,seed,first,winner,plies,turns,end,branching";

    public String csv() {
        StringBuilder row = new StringBuilder();
        row.append(quote(variant)).append(',').append(game).append(',').append(seed).append(',').append(first).append(',').append(winner)
                .append(',').append(plies).append(',').append(turns).append(',').append(end).append(',')
                .append(String.format(java.util.Locale.ROOT, "%.3f", branching));
        for (int s : scores) {
            row.append(',').append(s);
        }
        return row.toString();
    }

    public static PlayedGame parse(String line, int players) {
        String[] f = splitCsv(line);
        if (f.length != 9 + players) {
            throw new GamutException("compare: cannot read the CSV row '" + line + "'");
        }
        try {
            int[] scores = new int[players];
            for (int p = 0; p < players; p++) {
                scores[p] = Integer.parseInt(f[9 + p]);
            }
            return new PlayedGame(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]), f[3], f[4], Integer.parseInt(f[5]),
                    Integer.parseInt(f[6]), f[7], Double.parseDouble(f[8]), scores);
        } catch (NumberFormatException e) {
            throw new GamutException("compare: cannot read the CSV row '" + line + "'");
        }
    }

    private static String quote(String s) {
        return s.contains(",") ? "\"" + s + "\"" : s;
    }

    private static String[] splitCsv(String line) {
        java.util.List<String> out = new java.util.ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (char ch : line.toCharArray()) {
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                out.add(field.toString());
                field.setLength(0);
            } else {
                field.append(ch);
            }
        }
        out.add(field.toString());
        return out.toArray(String[]::new);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PlayedGame r && csv().equals(r.csv());
    }

    @Override
    public int hashCode() {
        return csv().hashCode();
    }

    @Override
    public String toString() {
        return csv() + " " + Arrays.toString(scores);
    }
}
