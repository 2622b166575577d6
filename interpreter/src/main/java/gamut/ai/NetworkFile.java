package gamut.ai;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.kernel.Kernel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A {@link Network} as a text file beside the definition: {@code G.gamut}'s is
 * {@code G.net}, and with variants in play {@code G.VARIANT.net}
 * ({@code +} between several). Written by {@code gamut train --network}:
 * <pre>
 * # comments start with '#'
 * network base            the variants it was learned for, as a weights file's section names them
 * inputs 250              how many inputs (checked against what the rules give)
 * hidden 40               hidden units
 * levels 1 2 3            the points a win may give that the outputs tell apart
 * unit 0 B W0 W1 ...      a hidden unit: its bias, then its weight from each input
 * output 0 B W0 W1 ...    an output: its bias, then its weight from each hidden unit
 * </pre>
 */
public final class NetworkFile {
    private NetworkFile() {}

    /** The network file of the variants in play beside the definition read under that name, or null when it is no file. */
    static Path beside(String definition, Game game) {
        return named(WeightsFile.beside(definition), WeightsFile.sectionName(game));
    }

    /**
     * The network files beside the definition read under that name, by the variants they are named
     * for as a weights file's section names them ({@code base}, {@code a,b}); none when it is no file.
     */
    static java.util.Map<String, Path> present(String definition) {
        Path weights = WeightsFile.beside(definition);
        java.util.Map<String, Path> out = new java.util.LinkedHashMap<>();
        if (weights != null) {
            String stem = stem(weights);
            for (Path file : siblings(weights, definition)) {
                String name = file.getFileName().toString();
                String part = name.equals(stem + ".net") ? "" : name.substring(stem.length() + 1, name.length() - ".net".length());
                out.put(part.isEmpty() ? WeightsFile.BASE : part.replace('+', ','), file);
            }
        }
        return out;
    }

    /** The network file of the variants in play beside a definition file. */
    public static Path beside(Path definition, Game game) {
        return named(WeightsFile.beside(definition), WeightsFile.sectionName(game));
    }

    /** The network of the variants named after the weights file beside the same definition (null for none). */
    private static Path named(Path weights, String section) {
        return weights == null ? null : weights.resolveSibling(stem(weights) + variantPart(section) + ".net");
    }

    private static String stem(Path weights) {
        String name = weights.getFileName().toString();
        return name.substring(0, name.length() - ".weights".length());
    }

    static String variantPart(String section) {
        return section.equals(WeightsFile.BASE) ? "" : "." + section.replace(',', '+');
    }

    /**
     * Checks the networks beside a definition file ({@code STEM.net}, {@code STEM.VARIANTS.net}),
     * each against the rules of the variants it names: the files checked, or a
     * {@link GamutException} at the first mistake.
     */
    public static List<Path> check(Path definition) {
        List<Path> found = siblings(WeightsFile.beside(definition), definition.toString());
        for (Path file : found) {
            checkOne(definition, file);
        }
        return found;
    }

    /** The network files named after the weights file {@code weights} beside {@code definition}, in the order of their names. */
    private static List<Path> siblings(Path weights, String definition) {
        String stem = stem(weights);
        List<Path> found = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> siblings = Files.list(weights.toAbsolutePath().getParent())) {
            siblings.filter(f -> {
                String name = f.getFileName().toString();
                return name.endsWith(".net") && (name.equals(stem + ".net") || name.startsWith(stem + "."))
                        && Files.isRegularFile(f);
            }).sorted().forEach(f -> found.add(weights.resolveSibling(f.getFileName())));
        } catch (IOException e) {
            throw new GamutException(definition + ": cannot list the files beside it: " + e.getMessage());
        }
        return found;
    }

    private static void checkOne(Path definition, Path file) {
        String section = WeightsFile.BASE;
        int line = 1;
        List<String> lines = lines(file);
        for (int n = 0; n < lines.size(); n++) {
            if (lines.get(n).strip().startsWith("network ")) {
                section = lines.get(n).strip().substring("network ".length()).strip();
                line = n + 1;
                break;
            }
        }
        List<String> variants = WeightsFile.variants(section);
        Game game;
        try {
            game = Kernel.game(gamut.load.GameLoader.load(definition, variants));
        } catch (GamutException e) {
            throw new GamutException(file + ":" + line + ":1: network " + section + ": " + e.getMessage());
        }
        Path expected = beside(definition, game);
        if (!expected.getFileName().equals(file.getFileName())) {
            throw new GamutException(file + ":" + line + ":1: a network for [" + section + "] is kept in "
                    + expected.getFileName() + ", where the net player looks for it");
        }
        new Reading(file, game, WeightsFile.sectionName(game), lines).network();
    }

    /** The network's text, with the comment lines given above it. */
    public static String write(Network network, List<String> comments) {
        StringBuilder out = new StringBuilder();
        for (String c : comments) {
            out.append("# ").append(c).append('\n');
        }
        out.append("network ").append(network.section).append('\n');
        out.append("inputs ").append(network.inputs.size()).append('\n');
        out.append("hidden ").append(network.hidden).append('\n');
        out.append("levels");
        for (double level : network.levels) {
            out.append(' ').append(number(level));
        }
        out.append('\n');
        int h = network.hidden;
        for (int j = 0; j < h; j++) {
            out.append("unit ").append(j).append(' ').append(number(network.inBias[j]));
            for (int i = 0; i < network.inputs.size(); i++) {
                out.append(' ').append(number(network.inWeights[i * h + j]));
            }
            out.append('\n');
        }
        for (int o = 0; o < network.outputs(); o++) {
            out.append("output ").append(o).append(' ').append(number(network.outBias[o]));
            for (int j = 0; j < h; j++) {
                out.append(' ').append(number(network.outWeights[o * h + j]));
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String number(double x) {
        String s = String.format(Locale.ROOT, "%.5g", x);
        return s.contains("e") ? s : s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }

    /** The network in the file, for the game; a {@link GamutException} saying where the file is wrong. */
    static Network read(Path file, Game game) {
        return read(file, game, WeightsFile.sectionName(game));
    }

    /**
     * The network in the file, learned for the variants named (the base game's, read for a variant
     * that has none of its own), for the game; a {@link GamutException} saying where the file is wrong.
     */
    static Network read(Path file, Game game, String learnedFor) {
        return new Reading(file, game, learnedFor, lines(file)).network();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new GamutException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** The reading of one file: header lines first, then the units and outputs in any order. */
    private static final class Reading {
        private final Path file;
        private final Game game;
        private final String wanted;
        private final List<String> lines;
        private String section;
        private int inputs = -1;
        private int hidden = -1;
        private double[] levels;
        private Network network;

        Reading(Path file, Game game, String wanted, List<String> lines) {
            this.file = file;
            this.game = game;
            this.wanted = wanted;
            this.lines = lines;
        }

        Network network() {
            boolean[] unitSeen = null;
            boolean[] outputSeen = null;
            for (int n = 0; n < lines.size(); n++) {
                String line = lines.get(n).strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] words = line.split("\\s+");
                switch (words[0]) {
                    case "network" -> section = line.substring("network".length()).strip();
                    case "inputs" -> inputs = count(words, n, 1, Integer.MAX_VALUE);
                    case "hidden" -> hidden = count(words, n, 1, Network.MOST_HIDDEN);
                    case "levels" -> levels = numbers(words, 1, words.length - 1, n);
                    case "unit", "output" -> {
                        made(n);
                        boolean unit = words[0].equals("unit");
                        int k = count(words, n, 0, unit ? hidden - 1 : network.outputs() - 1);
                        int width = unit ? inputs : hidden;
                        double[] w = numbers(words, 2, width + 1, n);
                        boolean[] seen = unit ? unitSeen : outputSeen;
                        if (seen == null) {
                            seen = unit ? (unitSeen = new boolean[hidden]) : (outputSeen = new boolean[network.outputs()]);
                        }
                        seen[k] = true;
                        set(unit, k, w);
                    }
                    default -> throw error(n, "unknown line '" + words[0] + "': a network file has network, inputs, hidden,"
                            + " levels, unit and output lines");
                }
            }
            if (network == null) {
                throw new GamutException(file + ": the network is incomplete: it needs the lines network, inputs, hidden"
                        + " and levels, then a unit line per hidden unit and an output line per output");
            }
            if (!all(unitSeen) || !all(outputSeen)) {
                throw new GamutException(file + ": the network is incomplete: every unit 0 to " + (hidden - 1)
                        + " and output needs its line");
            }
            return network;
        }

        /** Makes the network once the header is read, checking it against the game. */
        private void made(int n) {
            if (network != null) {
                return;
            }
            if (section == null || inputs < 0 || hidden < 0 || levels == null || levels.length == 0) {
                throw error(n, "the lines network, inputs, hidden and levels come before the first unit");
            }
            if (!section.equals(wanted)) {
                throw error(n, "learned for the variants [" + section + "], not [" + wanted + "]: learn one with 'gamut train"
                        + " --network'");
            }
            network = new Network(game, hidden, levels, section, file.getFileName().toString());
            if (network.inputs.size() != inputs) {
                throw error(n, "the rules give " + network.inputs.size() + " inputs, not " + inputs
                        + ": the network was learned for other rules; learn it again with 'gamut train --network'");
            }
        }

        private void set(boolean unit, int k, double[] w) {
            int h = network.hidden;
            if (unit) {
                network.inBias[k] = w[0];
                for (int i = 1; i < w.length; i++) {
                    network.inWeights[(i - 1) * h + k] = w[i];
                }
            } else {
                network.outBias[k] = w[0];
                System.arraycopy(w, 1, network.outWeights, k * h, h);
            }
        }

        private int count(String[] words, int n, int least, int most) {
            if (words.length < 2) {
                throw error(n, "'" + words[0] + "' needs a number");
            }
            try {
                int v = Integer.parseInt(words[1]);
                if (v >= least && v <= most) {
                    return v;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw error(n, "'" + words[0] + "' takes a whole number from " + least + " to " + most + ", not '" + words[1] + "'");
        }

        private double[] numbers(String[] words, int first, int count, int n) {
            if (words.length - first != count) {
                throw error(n, "'" + words[0] + "' needs " + count + " numbers here, not " + (words.length - first));
            }
            double[] out = new double[count];
            for (int i = 0; i < count; i++) {
                try {
                    out[i] = Double.parseDouble(words[first + i]);
                } catch (NumberFormatException e) {
                    throw error(n, "'" + words[first + i] + "' is not a number");
                }
                if (!Double.isFinite(out[i])) {
                    throw error(n, "'" + words[first + i] + "' is not a finite number");
                }
            }
            return out;
        }

        private GamutException error(int n, String message) {
            return new GamutException(file + ":" + (n + 1) + ":1: " + message);
        }

        private static boolean all(boolean[] seen) {
            if (seen == null) {
                return false;
            }
            for (boolean s : seen) {
                if (!s) {
                    return false;
                }
            }
            return true;
        }
    }
}
