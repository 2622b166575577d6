package gamut.ai;

import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The weights of the generic evaluation of one game: a weight per {@link Features feature}, in
 * hundredths of a unit per unit of the feature, so that a position's value is the weighted sum of
 * the differences between a player's features and the others' (their mean). A value of 200 means
 * about three chances in four to win ({@link RootMoves#expected}).
 *
 * <p>The weights come from a weights file beside the definition ({@link WeightsFile}, written by
 * {@code gamut train} and open to editing), or, for rules it does not cover, from the rules alone
 * ({@link PieceValues}): material by what each piece can do, and the pieces borne off.
 */
public final class Heuristics {
    /** The worth of one unit: the least valued piece, where the values are worked out from the rules. */
    public static final int UNIT = 100;

    /** The features weighed (a template: each evaluator takes a copy with scratch space of its own). */
    private final Features features;
    private final double[] weights;
    /** Where the weights came from, for a person: the file and section, or the rules. */
    private final String origin;

    private static final Map<Rules, Heuristics> KNOWN = new WeakHashMap<>();

    Heuristics(Game game, double[] weights, String origin) {
        this.features = new Features(game);
        this.weights = weights.clone();
        this.origin = origin;
    }

    /**
     * The evaluation of the game's rules: its weights file's section for the variants in play when
     * there is one, else the weights worked out from the rules (seeded, so the same rules always
     * give the same weights). Read or worked out once per loaded game.
     */
    public static Heuristics of(Game game) {
        synchronized (KNOWN) {
            return KNOWN.computeIfAbsent(Kernel.rules(game), r -> {
                Path file = WeightsFile.beside(r.source());
                if (file != null && Files.isRegularFile(file)) {
                    Heuristics read = WeightsFile.read(file, game);
                    if (read != null) {
                        return read;
                    }
                }
                return PieceValues.derive(game);
            });
        }
    }

    /** The names of the features, in the order of {@link #weight}. */
    public List<String> names() {
        return features.names();
    }

    public double weight(int feature) {
        return weights[feature];
    }

    public String origin() {
        return origin;
    }

    /** The weight of a piece of the type as material, in hundredths of a unit (for ordering captures). */
    public int value(int type) {
        return (int) Math.round(weights[type]);
    }

    /** An evaluator of these weights with scratch space of its own: one per searching thread. */
    public Evaluator evaluator() {
        Features features = this.features.copy();
        int n = features.size();
        boolean[] wanted = new boolean[n];
        for (int k = 0; k < n; k++) {
            wanted[k] = weights[k] != 0;
        }
        // Royal pieces are worth nothing as material: the search sees their loss as the end.
        int players = features.players();
        int[][] measured = new int[players][n];
        return (State state, int player) -> {
            for (int p = 0; p < players; p++) {
                features.measure(state, p, wanted, measured[p]);
            }
            double sum = 0;
            for (int k = 0; k < n; k++) {
                if (wanted[k]) {
                    sum += weights[k] * difference(measured, player, k);
                }
            }
            return (int) Math.round(sum);
        };
    }

    /** The player's feature less the mean of the others'. */
    static double difference(int[][] measured, int player, int k) {
        int players = measured.length;
        if (players == 1) {
            return measured[0][k];
        }
        double others = 0;
        for (int p = 0; p < players; p++) {
            if (p != player) {
                others += measured[p][k];
            }
        }
        return measured[player][k] - others / (players - 1);
    }

    @Override
    public String toString() {
        return WeightsFile.section(this, names());
    }
}
