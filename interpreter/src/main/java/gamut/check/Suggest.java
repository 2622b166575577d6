package gamut.check;

import gamut.base.Diagnostic;
import gamut.base.Limits;
import java.util.List;

/** "Did you mean" for misspelt names: the closest candidate within a small edit distance. */
public final class Suggest {
    private Suggest() {}

    /**
     * Names longer than this get no suggestion: comparing two long names costs the product of
     * their lengths, and no one misspells a name of this length.
     */
    static final int LONGEST = 100;

    /**
     * {@link #didYouMean(String, Iterable)} while the file has fewer diagnostics than are shown
     * ({@link Limits#DIAGNOSTICS}); then the empty string. Each suggestion compares the name with
     * every candidate, so a file of many unknown names among many declared ones would otherwise
     * take the product of the two.
     */
    public static String didYouMean(String wrong, Iterable<String> candidates, List<Diagnostic> found) {
        return found.size() < Limits.DIAGNOSTICS ? didYouMean(wrong, candidates) : "";
    }

    /** {@code " (did you mean 'x'?)"}, or the empty string when nothing is close. */
    public static String didYouMean(String wrong, Iterable<String> candidates) {
        if (wrong.length() > LONGEST) {
            return "";
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int limit = Math.max(1, wrong.length() / 3);
        String lower = wrong.toLowerCase();
        for (String candidate : candidates) {
            // Each edit changes the length by at most one.
            if (Math.abs(candidate.length() - wrong.length()) > limit) {
                continue;
            }
            int d = distance(lower, candidate.toLowerCase());
            if (d <= limit && d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    static int distance(String a, String b) {
        // Optimal string alignment distance: a swap of two neighbouring letters costs one edit.
        int[] beforePrevious = new int[b.length() + 1];
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
                }
            }
            int[] t = beforePrevious;
            beforePrevious = previous;
            previous = current;
            current = t;
        }
        return previous[b.length()];
    }
}
