package gamut.ai;

import gamut.base.GamutException;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.WeakHashMap;

/**
 * A neural network that values the positions of a game of two players from where its pieces are
 * ({@link NetworkInputs}): one layer of hidden units and sigmoid outputs, learned from games it
 * plays itself by temporal differences ({@link NetworkTrainer}), as Tesauro's first networks learned.
 *
 * <p>Its outputs are chances, all of the first player's games: output 0 that the first player
 * wins (a draw half); then, for each level of points above the least a win gives
 * ({@link #levels}), that the first player wins by that many or more, and after them that the
 * second does. From them comes a position's equity ({@link #equity}): the points a player may
 * expect, wins counted with what they are worth, which is what a player of money games maximises.
 *
 * <p>It is kept in a text file beside the definition ({@link NetworkFile}). A network is shared;
 * the scratch space of a valuation is a {@link Valuer}'s, one per thread.
 */
public final class Network {
    /** The most levels of points a network tells apart; a game whose wins give more kinds of points is valued by wins alone. */
    static final int MOST_LEVELS = 8;
    /** The most hidden units: a limit that keeps a network's file and its learning within reach. */
    public static final int MOST_HIDDEN = 1000;

    final NetworkInputs inputs;
    final int hidden;
    /** The points a win may give, least first; one level (the win itself) where points are not told apart. */
    final double[] levels;
    /** Per input, per hidden unit: input {@code i}'s weight into unit {@code j} at {@code i * hidden + j}. */
    final double[] inWeights;
    final double[] inBias;
    /** Per output, per hidden unit. */
    final double[] outWeights;
    final double[] outBias;
    /** The variants it was learned for, as a weights file's section names them. */
    final String section;
    /** How it was made, for a person reading the file. */
    final String origin;

    Network(Game game, int hidden, double[] levels, String section, String origin) {
        this.inputs = new NetworkInputs(game);
        this.hidden = hidden;
        this.levels = levels.clone();
        this.inWeights = new double[inputs.size() * hidden];
        this.inBias = new double[hidden];
        this.outWeights = new double[outputs() * hidden];
        this.outBias = new double[outputs()];
        this.section = section;
        this.origin = origin;
    }

    private static final Map<Rules, Network> KNOWN = new WeakHashMap<>();

    /**
     * The network beside the game's definition, read once per loaded game: the variants' own, else
     * that of the most of them that has one, down to the base game's, when the variants keep its
     * inputs (a variant that changes how pieces move but not what there is to see, as a weights
     * file's sections serve); a clear error where none serves.
     */
    static Network of(Game game) {
        if (game.players() != 2) {
            throw new GamutException("a network values games of two players; " + game.title() + " has " + game.players());
        }
        synchronized (KNOWN) {
            Network known = KNOWN.get(Kernel.rules(game));
            if (known == null) {
                known = read(game);
                KNOWN.put(Kernel.rules(game), known);
            }
            return known;
        }
    }

    private static Network read(Game game) {
        String definition = Kernel.rules(game).source();
        Path own = NetworkFile.beside(definition, game);
        if (own != null && Files.isRegularFile(own)) {
            return NetworkFile.read(own, game);
        }
        String missing = "no network for " + game.title() + (own == null ? "" : ": " + own + " does not exist");
        java.util.Map<String, Path> present = NetworkFile.present(definition);
        List<String> refused = new ArrayList<>();
        for (String section : WeightsFile.fewer(WeightsFile.sectionName(game), present.keySet())) {
            try {
                return NetworkFile.read(present.get(section), game, section);
            } catch (GamutException e) {
                refused.add(e.getMessage());
            }
        }
        if (!refused.isEmpty()) {
            missing += ", and " + (refused.size() == 1 ? "the network" : "the networks") + " of fewer of these variants"
                    + " cannot value them (" + String.join("; ", refused) + ")";
        }
        throw new GamutException(missing + "; learn one with 'gamut train FILE --network'");
    }

    int outputs() {
        return 2 * levels.length - 1;
    }

    /** Small random weights drawn from the seed, where learning starts. */
    void randomise(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < inWeights.length; i++) {
            inWeights[i] = random.nextDouble(-0.1, 0.1);
        }
        for (int i = 0; i < outWeights.length; i++) {
            outWeights[i] = random.nextDouble(-0.1, 0.1);
        }
        Arrays.fill(inBias, 0);
        Arrays.fill(outBias, 0);
    }

    /**
     * What a finished game's result says the outputs should have been: 1 or 0 for each chance,
     * a draw half a win.
     */
    double[] target(Result result) {
        double[] y = new double[outputs()];
        y[0] = result.value(0);
        int winner = result.winner();
        double points = result.points();
        for (int k = 1; k < levels.length; k++) {
            y[k] = winner == 0 && points >= levels[k] ? 1 : 0;
            y[levels.length - 1 + k] = winner == 1 && points >= levels[k] ? 1 : 0;
        }
        return y;
    }

    /** The points the player may expect from the outputs: positive ahead, a win worth its points. */
    double equity(double[] out, int player) {
        double e = levels[0] * (2 * out[0] - 1);
        for (int k = 1; k < levels.length; k++) {
            e += (levels[k] - levels[k - 1]) * (out[k] - out[levels.length - 1 + k]);
        }
        return player == 0 ? e : -e;
    }

    /** The same of a finished game: the points won, negative lost, 0 for a draw. */
    static double equity(Result result, int player) {
        int winner = result.winner();
        return winner == player ? result.points() : winner >= 0 ? -result.points() : 0;
    }

    /** A valuation's scratch space: one per thread. */
    Valuer valuer() {
        return new Valuer();
    }

    /** Values positions with the network, and moves its weights towards targets (learning is for one thread alone). */
    final class Valuer {
        final int[] index = new int[inputs.most()];
        final double[] value = new double[inputs.most()];
        int active;
        final double[] units = new double[hidden];
        final double[] out = new double[Network.this.outputs()];
        private final double[] back = new double[hidden];

        /** The outputs for the state, left in {@link #out}. */
        double[] outputs(State state) {
            active = inputs.read(state, index, value);
            forward();
            return out;
        }

        /** The equity of the state for the player: a finished game's points, else the network's. */
        double equity(State state, int player) {
            return state.isOver() ? Network.equity(state.result(), player) : Network.this.equity(outputs(state), player);
        }

        private void forward() {
            System.arraycopy(inBias, 0, units, 0, hidden);
            for (int a = 0; a < active; a++) {
                int row = index[a] * hidden;
                double x = value[a];
                for (int j = 0; j < hidden; j++) {
                    units[j] += inWeights[row + j] * x;
                }
            }
            for (int j = 0; j < hidden; j++) {
                units[j] = sigmoid(units[j]);
            }
            for (int o = 0; o < out.length; o++) {
                double sum = outBias[o];
                int row = o * hidden;
                for (int j = 0; j < hidden; j++) {
                    sum += outWeights[row + j] * units[j];
                }
                out[o] = sigmoid(sum);
            }
        }

        /**
         * One step of learning: the outputs of a position, given by its inputs that are not 0 (as
         * {@link #outputs} leaves them), are moved towards {@code target} by the gradient of their
         * squared error, at the rate given.
         */
        void learn(int[] inputIndex, double[] inputValue, int count, double[] target, double rate) {
            System.arraycopy(inputIndex, 0, index, 0, count);
            System.arraycopy(inputValue, 0, value, 0, count);
            active = count;
            forward();
            Arrays.fill(back, 0);
            for (int o = 0; o < out.length; o++) {
                double delta = (target[o] - out[o]) * out[o] * (1 - out[o]) * rate;
                int row = o * hidden;
                for (int j = 0; j < hidden; j++) {
                    back[j] += delta * outWeights[row + j];
                    outWeights[row + j] += delta * units[j];
                }
                outBias[o] += delta;
            }
            for (int j = 0; j < hidden; j++) {
                back[j] *= units[j] * (1 - units[j]);
                inBias[j] += back[j];
            }
            for (int a = 0; a < active; a++) {
                int row = index[a] * hidden;
                double x = value[a];
                for (int j = 0; j < hidden; j++) {
                    inWeights[row + j] += back[j] * x;
                }
            }
        }
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
