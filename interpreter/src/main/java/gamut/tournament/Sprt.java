package gamut.tournament;

import gamut.base.GamutException;
import java.util.Locale;

/**
 * A sequential probability ratio test between two Elo differences, H0 (elo0) and H1 (elo1), as
 * fishtest runs it: the generalized SPRT on the logistic Elo scale. The results are an empirical
 * distribution of scores (games: loss, draw, win; or pairs of games: 0 to 2 points), and the
 * log-likelihood ratio compares the distributions of greatest likelihood whose mean score is that
 * of elo1 and of elo0 (fishtest's LLRcalc, "expectation" statistic). The test stops once the ratio
 * leaves [ln(beta/(1-alpha)), ln((1-beta)/alpha)]: below, H0 is accepted; above, H1.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** What the test says so far. */
    public enum Decision { H0, H1, NONE }

    /** Counts of zero are replaced by this small prior, as fishtest does, so that every outcome has a probability. */
    private static final double PRIOR = 1e-3;

    /** The largest Elo difference a hypothesis may state. */
    private static final int MOST_ELO = 2000;

    public Sprt {
        if (!(elo0 < elo1)) {
            throw new GamutException("tournament: --sprt: ELO0 must be below ELO1, not " + number(elo0) + " and "
                    + number(elo1));
        }
        // Beyond this a score rounds to 0 or 1, where the test's distributions do not exist.
        if (Math.abs(elo0) > MOST_ELO || Math.abs(elo1) > MOST_ELO) {
            throw new GamutException("tournament: --sprt: ELO0 and ELO1 must lie within -" + MOST_ELO + " to " + MOST_ELO
                    + ", not " + number(elo0) + " and " + number(elo1));
        }
        if (!(alpha > 0 && beta > 0 && alpha + beta < 1)) {
            throw new GamutException("tournament: --sprt: ALPHA and BETA must be above 0 and add up to less than 1, not "
                    + number(alpha) + " and " + number(beta));
        }
    }

    /** The test as written on the command line: {@code ELO0,ELO1} or {@code ELO0,ELO1,ALPHA,BETA} (alpha = beta = 0.05). */
    public static Sprt parse(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 2 && parts.length != 4) {
            throw badText(text);
        }
        double[] values = new double[4];
        values[2] = 0.05;
        values[3] = 0.05;
        for (int i = 0; i < parts.length; i++) {
            String number = parts[i].strip();
            // Plain decimals only: Java would also read NaN, Infinity, hexadecimal and 1d.
            if (!number.matches("[-+]?([0-9]{1,15}(\\.[0-9]{0,15})?|\\.[0-9]{1,15})")) {
                throw badText(text);
            }
            values[i] = Double.parseDouble(number);
        }
        return new Sprt(values[0], values[1], values[2], values[3]);
    }

    private static GamutException badText(String text) {
        return new GamutException("tournament: --sprt wants ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA (such as 0,10 or"
                + " 0,10,0.05,0.05), not '" + text + "'");
    }

    /** The bound below which H0 is accepted. */
    public double lower() {
        return Math.log(beta / (1 - alpha));
    }

    /** The bound above which H1 is accepted. */
    public double upper() {
        return Math.log((1 - beta) / alpha);
    }

    /** The decision a log-likelihood ratio makes. */
    public Decision decide(double llr) {
        return llr >= upper() ? Decision.H1 : llr <= lower() ? Decision.H0 : Decision.NONE;
    }

    /**
     * The log-likelihood ratio of the results: three counts (losses, draws, wins) or five (pairs
     * by the points made, 0, 0.5, 1, 1.5, 2). The outcomes' values are spread evenly over 0..1.
     */
    public double llr(int[] counts) {
        if (counts.length != 3 && counts.length != 5) {
            throw new IllegalArgumentException("results: 3 or 5 counts, not " + counts.length);
        }
        double n = 0;
        double[] kept = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            kept[i] = counts[i] == 0 ? PRIOR : counts[i];
            n += kept[i];
        }
        if (n == counts.length * PRIOR) {
            return 0; // nothing played yet
        }
        double[] values = new double[counts.length];
        double[] p = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            values[i] = (double) i / (counts.length - 1);
            p[i] = kept[i] / n;
        }
        double[] p0 = closest(values, p, Elo.score(elo0));
        double[] p1 = closest(values, p, Elo.score(elo1));
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            sum += p[i] * (Math.log(p1[i]) - Math.log(p0[i]));
        }
        return n * sum;
    }

    /**
     * The distribution over the values of greatest likelihood for the observed {@code p} among those
     * whose mean is {@code s}: p_i / (1 + x (v_i - s)), where x solves sum p_i (v_i - s) / (1 + x (v_i - s)) = 0
     * (fishtest's MLE_expected; the sum falls as x grows, so halving the interval finds x).
     */
    private static double[] closest(double[] values, double[] p, double s) {
        double most = values[values.length - 1] - s;
        double least = values[0] - s;
        double low = -1 / most + 1e-9;
        double high = -1 / least - 1e-9;
        for (int i = 0; i < 200; i++) {
            double mid = (low + high) / 2;
            if (mid <= low || mid >= high) {
                break;
            }
            double f = 0;
            for (int k = 0; k < p.length; k++) {
                f += p[k] * (values[k] - s) / (1 + mid * (values[k] - s));
            }
            if (f > 0) {
                low = mid;
            } else {
                high = mid;
            }
        }
        double x = (low + high) / 2;
        double[] out = new double[p.length];
        for (int k = 0; k < p.length; k++) {
            out[k] = p[k] / (1 + x * (values[k] - s));
        }
        return out;
    }

    /** The test in one line: its hypotheses, error rates and bounds. */
    public String describe() {
        return String.format(Locale.ROOT, "elo0 %s, elo1 %s, alpha %s, beta %s; bounds [%.2f, %.2f]", number(elo0),
                number(elo1), number(alpha), number(beta), lower(), upper());
    }

    /** A number as a person wrote it: 10 rather than 10.0, 0.05 as it is. */
    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v);
    }
}
