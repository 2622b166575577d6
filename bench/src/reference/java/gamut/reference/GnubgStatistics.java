package gamut.reference;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GNU Backgammon's chequer-play figures of one side of an analysed game, read from the
 * "Chequerplay statistics" table of {@code show statistics game}: the plays it rated (those with a
 * choice, "Unforced moves"), their error in total (EMG, equity in points of a money game) and its
 * rating words.
 */
public record GnubgStatistics(int moves, int unforced, double errorTotal, String rating) {
    /** gnubg's thresholds (analysis.c, arThrsRating) in errors per unforced move, best first. */
    private static final double[] THRESHOLDS = {0.002, 0.005, 0.008, 0.012, 0.018, 0.026, 0.035};
    private static final String[] WORDS = {"Supernatural", "World class", "Expert", "Advanced", "Intermediate",
        "Casual player", "Beginner", "Awful!"};
    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+(?:\\.\\d+)?");

    /** The error per unforced play in millipoints (gnubg's "Error rate mEMG"), 0 without one. */
    public double millipointsPerMove() {
        return unforced == 0 ? 0 : 1000 * errorTotal / unforced;
    }

    /** gnubg's words for an error per unforced move, in points (a positive number). */
    public static String words(double errorPerMove) {
        for (int i = 0; i < THRESHOLDS.length; i++) {
            if (errorPerMove < THRESHOLDS[i]) {
                return WORDS[i];
            }
        }
        return WORDS[WORDS.length - 1];
    }

    /**
     * Both sides' figures, in gnubg's order (player 0, then player 1), from the output of
     * {@code show statistics game}.
     *
     * @throws IllegalArgumentException when the output holds no such table
     */
    public static GnubgStatistics[] parse(List<String> output) {
        int start = output.indexOf("Chequerplay statistics");
        if (start < 0) {
            throw new IllegalArgumentException("gnubg printed no chequer-play statistics");
        }
        double[][] moves = null;
        double[][] error = null;
        String[] words = null;
        for (int i = start + 1; i < output.size() && !output.get(i).startsWith("Luck statistics"); i++) {
            String line = output.get(i);
            if (line.startsWith("Total moves")) {
                moves = new double[][] {numbers(line), null};
            } else if (line.startsWith("Unforced moves") && moves != null) {
                moves[1] = numbers(line);
            } else if (line.startsWith("Error total EMG")) {
                error = new double[][] {numbers(line.substring(line.indexOf(')') + 1))};
            } else if (line.startsWith("Chequerplay rating")) {
                String[] parts = line.trim().split("\\s{2,}");
                words = parts.length == 3 ? new String[] {parts[1], parts[2]} : new String[] {"n/a", "n/a"};
            }
        }
        if (moves == null || moves[1] == null || error == null || words == null) {
            throw new IllegalArgumentException("gnubg's chequer-play statistics lack a line");
        }
        GnubgStatistics[] sides = new GnubgStatistics[2];
        for (int p = 0; p < 2; p++) {
            // each side's error is written twice, in points and in parentheses normalised: take the first
            sides[p] = new GnubgStatistics((int) moves[0][p], (int) moves[1][p], -error[0][2 * p], words[p]);
        }
        return sides;
    }

    private static double[] numbers(String line) {
        Matcher m = NUMBER.matcher(line);
        return m.results().mapToDouble(r -> Double.parseDouble(r.group())).toArray();
    }
}
