package gamut.ai;

import gamut.base.GamutException;
import gamut.core.GameInfo;
import gamut.engine.Game;
import gamut.kernel.Kernel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The weights of a game's evaluation as a text file beside its definition ({@code chess.gamut}:
 * {@code chess.weights}), written by {@code gamut train} and meant to be read and edited:
 * <pre>
 * # comments start with '#'
 * [base]                  the rules without variants; [a,b] for the variants a and b in that order
 * piece man 100           a feature and its weight, in hundredths of a unit per unit of the feature
 * mobility 2.5
 * </pre>
 * A feature left out weighs 0. The section for the variants in play is used, else that of the most
 * of them that has one (down to the base game's) when the variants keep its features; rules with
 * none are valued as if there were no file.
 */
public final class WeightsFile {
    static final String BASE = "base";

    private WeightsFile() {}

    /**
     * The weights file beside the definition read under that name, or null when the name is no
     * regular file (standard input, a definition given as text).
     */
    static Path beside(String definition) {
        if (definition == null) {
            return null;
        }
        try {
            Path file = Path.of(definition);
            return Files.isRegularFile(file) ? beside(file) : null;
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    /** The weights file beside a definition file. */
    public static Path beside(Path definition) {
        if (definition == null) {
            return null;
        }
        String name = definition.getFileName().toString();
        String stem = name.endsWith(".gamut") ? name.substring(0, name.length() - ".gamut".length()) : name;
        return definition.resolveSibling(stem + ".weights");
    }

    /**
     * The section name of the variants in play: {@code base}, or the variants in order with commas,
     * as a person names them: a variant that another in play extends goes without saying.
     */
    public static String sectionName(Game game) {
        GameInfo info = game.info();
        java.util.Set<String> implied = new java.util.HashSet<>();
        for (String v : info.applied()) {
            addParents(info, v, implied);
        }
        List<String> named = new ArrayList<>();
        for (String v : info.applied()) {
            if (!implied.contains(v)) {
                named.add(v);
            }
        }
        return named.isEmpty() ? BASE : String.join(",", named);
    }

    private static void addParents(GameInfo info, String variant, java.util.Set<String> into) {
        GameInfo.Variant v = info.variant(variant);
        if (v != null) {
            for (String parent : v.parents()) {
                if (into.add(parent)) {
                    addParents(info, parent, into);
                }
            }
        }
    }

    /**
     * Checks the weights file beside a definition, when there is one: every section names variants
     * of the definition and gives known features numbers. Returns the file checked, or null when
     * there is none; the first mistake is a GamutException saying where and what.
     */
    public static Path check(Path definition) {
        Path file = beside(definition);
        if (file == null || !Files.isRegularFile(file)) {
            return null;
        }
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException | RuntimeException e) {
            throw new GamutException(file + ": cannot read the weights: " + e.getMessage());
        }
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("[") && line.endsWith("]") && line.length() > 2) {
                String section = line.substring(1, line.length() - 1).strip();
                List<String> variants = variants(section);
                Game game;
                try {
                    game = Kernel.game(gamut.load.GameLoader.load(definition, variants));
                } catch (GamutException e) {
                    String why = e.getMessage().startsWith(definition + ": ")
                            ? e.getMessage().substring(definition.toString().length() + 2) : e.getMessage();
                    throw new GamutException(file + ":" + (i + 1) + ":1: section [" + section + "]: " + why);
                }
                parse(file.toString(), text, game);
            }
        }
        parse(file.toString(), text, Kernel.game(gamut.load.GameLoader.load(definition, List.of())));
        return file;
    }

    /** The weights of the game's section of the file, or null when it has none; a mistake is a GamutException. */
    static Heuristics read(Path file, Game game) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException | RuntimeException e) {
            throw new GamutException(file + ": cannot read the weights: " + e.getMessage());
        }
        return parseOrFewer(file.toString(), text, game);
    }

    /** The weights of the game's section of the text, or null when it has none. */
    static Heuristics parse(String name, String text, Game game) {
        return parse(name, text, game, sectionName(game));
    }

    /**
     * The weights of the variants in play, or else of the largest set of fewer of them that has a
     * section (down to the base game), for rules whose features are the same (a variant that
     * changes the rules but not the pieces and players: its search is then valued as the other's,
     * not by the rules alone, and two variants compared by alpha-beta players are valued alike);
     * null when no section serves.
     */
    static Heuristics parseOrFewer(String name, String text, Game game) {
        Heuristics own = parse(name, text, game);
        if (own != null) {
            return own;
        }
        for (String section : fewer(sectionName(game), sections(text))) {
            try {
                Heuristics h = parse(name, text, game, section);
                if (h != null) {
                    return h;
                }
            } catch (GamutException e) {
                // That section's features are not these rules' (another piece, another player).
            }
        }
        return null;
    }

    /** The section names of a weights file's text, in order. */
    private static List<String> sections(String text) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String l = line.strip();
            if (l.startsWith("[") && l.endsWith("]") && l.length() > 2) {
                out.add(l.substring(1, l.length() - 1).strip());
            }
        }
        return out;
    }

    /**
     * Of the sections present, those learned for fewer of the variants in play (named as
     * {@link #sectionName} names them), most variants first and the base game last, in the order
     * given where they have as many: what may serve the variants in play when they have none.
     */
    static List<String> fewer(String inPlay, java.util.Collection<String> present) {
        java.util.Set<String> playing = new java.util.HashSet<>(variants(inPlay));
        List<String> out = new ArrayList<>();
        for (String section : present) {
            if (!section.equals(inPlay) && !out.contains(section) && playing.containsAll(variants(section))) {
                out.add(section);
            }
        }
        out.sort(java.util.Comparator.comparingInt(section -> -variants(section).size()));
        return out;
    }

    /** The variants a section name names: none for the base game. */
    static List<String> variants(String section) {
        return section.equals(BASE) ? List.of() : List.of(section.split(",", -1));
    }

    private static Heuristics parse(String name, String text, Game game, String wanted) {
        List<String> features = new Features(game).names();
        String section = null;
        double[] weights = null;
        boolean[] given = new boolean[features.size()];
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            String at = name + ":" + (i + 1) + ":";
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]") || line.length() < 3) {
                    throw new GamutException(at + "1: a section is written [base] or [VARIANT,...], not '" + line + "'");
                }
                section = line.substring(1, line.length() - 1).strip();
                given = new boolean[features.size()];
                continue;
            }
            if (section == null) {
                throw new GamutException(at + "1: a weight before any section: start with [base] or [VARIANT,...]");
            }
            if (!section.equals(wanted)) {
                continue;
            }
            if (weights == null) {
                weights = new double[features.size()];
            }
            int space = line.lastIndexOf(' ');
            String feature = space < 0 ? line : line.substring(0, space).strip().replaceAll("\\s+", " ");
            int k = features.indexOf(feature);
            int column = lines[i].indexOf(line.charAt(0)) + 1;
            if (space < 0 || k < 0) {
                throw new GamutException(at + column + ": unknown feature '" + feature + "': " + game.title()
                        + " has " + String.join(", ", features));
            }
            if (given[k]) {
                throw new GamutException(at + column + ": '" + feature + "' has a weight already in [" + section + "]");
            }
            given[k] = true;
            weights[k] = number(line.substring(space + 1), at + (lines[i].lastIndexOf(' ') + 2));
        }
        return weights == null ? null : new Heuristics(game, weights, name + " [" + wanted + "]");
    }

    private static double number(String text, String at) {
        try {
            double v = Double.parseDouble(text);
            if (Double.isFinite(v) && Math.abs(v) <= 1e6 && text.matches("-?[0-9]+(\\.[0-9]+)?")) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new GamutException(at + ": a weight is a number between -1000000 and 1000000 such as 12 or -0.5, not '"
                + text + "'");
    }

    /** The section of the weights as the file writes it, header first, the features that weigh nothing left out. */
    static String section(Heuristics heuristics, List<String> names) {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < names.size(); k++) {
            double w = heuristics.weight(k);
            if (w != 0) {
                s.append(names.get(k)).append(' ').append(format(w)).append('\n');
            }
        }
        return s.toString();
    }

    static String format(double w) {
        String text = String.format(Locale.ROOT, "%.2f", w);
        return text.replaceAll("\\.?0+$", "");
    }

    /**
     * The text of a weights file with the game's section set to the weights (in place of the one
     * there was, or added at the end), every other line kept as it was.
     */
    public static String merged(String existing, Game game, Heuristics weights, String comment) {
        String wanted = sectionName(game);
        List<String> out = new ArrayList<>();
        boolean skipping = false;
        if (existing != null) {
            for (String line : existing.split("\\R", -1)) {
                String s = line.strip();
                if (s.startsWith("[") && s.endsWith("]")) {
                    skipping = s.substring(1, s.length() - 1).strip().equals(wanted);
                }
                if (!skipping) {
                    out.add(line);
                }
            }
            while (!out.isEmpty() && out.get(out.size() - 1).isBlank()) {
                out.remove(out.size() - 1);
            }
        }
        StringBuilder s = new StringBuilder();
        if (existing == null) {
            s.append("# The weights of the evaluation of ").append(game.title())
                    .append(" for the alpha-beta player (docs/language.md, Evaluation weights).\n")
                    .append("# A line is a feature and its weight; a feature left out weighs 0. Edit freely.\n\n");
        }
        for (String line : out) {
            s.append(line).append('\n');
        }
        if (!out.isEmpty()) {
            s.append('\n');
        }
        s.append('[').append(wanted).append("]\n").append("# ").append(comment).append('\n');
        s.append(section(weights, weights.names()));
        return s.toString();
    }
}
