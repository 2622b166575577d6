package gamut.core;

import gamut.base.GamutException;
import gamut.base.Limits;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player's spec as typed on a command line, chosen in a menu or written in a definition's
 * {@code computer} line, read into what it asks for without making the player: a definition is
 * checked against it before any search exists, and the searches are made from it.
 *
 * @param family   what kind of player
 * @param name     how the player describes itself ({@code mcts:2000}, {@code ab:4}, {@code hard})
 * @param depth    an alpha-beta search's depth in plies, 0 for a time budget; the turns a network looks ahead
 * @param iterations a tree search's iterations, 0 for a time budget
 * @param millis   the time a move may take, 0 for a depth or iterations
 * @param threads  the trees a tree search grows at once
 * @param options  what a tree search adds to plain UCT ({@link TreeOptions#PLAIN} for the other families)
 * @param nodes    an alpha-beta search's budget of nodes, 0 for a depth or a time
 * @param contempt what a draw costs an alpha-beta search, in the evaluation's units (0: a draw is even)
 */
public record PlayerSpec(Family family, String name, int depth, int iterations, long millis, int threads,
                         TreeOptions options, long nodes, int contempt) {
    /** A spec whose draws are even. */
    public PlayerSpec(Family family, String name, int depth, int iterations, long millis, int threads,
                      TreeOptions options, long nodes) {
        this(family, name, depth, iterations, millis, threads, options, nodes, 0);
    }

    /** The kinds of players. */
    public enum Family { RANDOM, LEVEL, TREE_SEARCH, ALPHA_BETA, NETWORK, ENGINE }

    /**
     * What a tree search adds to plain UCT, each an option after a '+'.
     *
     * @param solver a tree search proves wins and losses
     * @param mast   its playouts prefer moves that did well (MAST)
     * @param cut    its playouts stop after this many plies and are scored by the evaluation; 0 for none
     * @param rave   it values moves by all-moves-as-first statistics too (RAVE)
     */
    public record TreeOptions(boolean solver, boolean mast, int cut, boolean rave) {
        public static final TreeOptions PLAIN = new TreeOptions(false, false, 0, false);
    }

    /** The named strengths, weakest first. */
    public static final List<String> LEVELS = List.of("easy", "medium", "hard", "strongest");
    /** The protocols an engine program may speak, each the word that starts its spec. */
    public static final List<String> PROTOCOLS = List.of("uci", "usi");
    /** The longest a move may take: a day. */
    public static final long MOST_MILLIS = 86_400_000L;
    /** The deepest an alpha-beta search may be asked to go. */
    public static final int MOST_DEPTH = 200;
    /** The depth of {@code ab} alone. */
    public static final int AB_DEPTH = 4;
    /** The iterations of {@code mcts} alone. */
    public static final int MCTS_ITERATIONS = 1000;
    /** The longest playout a cut may ask for before the evaluation scores it. */
    public static final int MOST_CUT = 10_000;
    /** A time such as 2s or 500ms. */
    public static final Pattern TIME = Pattern.compile("([0-9]+)(ms|s)");

    private static final String FORMS = "mcts, mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms)";
    private static final String AB_FORMS = "ab, ab:DEPTH, ab:TIME or ab:NODESnodes";
    private static final String AB_OPTIONS = "+contempt=N";
    /** The most a draw may cost: a tenth of a win, so that a draw is never valued as a game lost. */
    public static final int MOST_CONTEMPT = 100_000;
    /** A budget of nodes such as 20000nodes. */
    private static final Pattern NODES = Pattern.compile("([0-9]+)nodes");
    private static final String MCTS_OPTIONS = "+solver, +mast, +cut=PLIES, +rave";
    private static final String NET_FORMS = "net or net:TURNS (1 or 2)";
    /** The most turns a network's player looks ahead: two already weigh every answer to every roll. */
    public static final int MOST_NET_TURNS = 2;
    private static final String ENGINE_FORMS = "uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)";

    /** The spec read, or a {@link GamutException} saying what is wrong with it. */
    public static PlayerSpec parse(String spec) {
        String s = spec.trim();
        if (s.equals("random")) {
            return new PlayerSpec(Family.RANDOM, s, 0, 0, 0, 1, TreeOptions.PLAIN, 0);
        }
        if (LEVELS.contains(s)) {
            return new PlayerSpec(Family.LEVEL, s, 0, 0, 0, 1, TreeOptions.PLAIN, 0);
        }
        if (s.equals("mcts") || s.startsWith("mcts:") || s.startsWith("mcts+")) {
            return treeSearch(s);
        }
        if (s.equals("ab") || s.startsWith("ab:") || s.startsWith("ab+")) {
            return alphaBeta(s);
        }
        if (s.equals("net") || s.startsWith("net:")) {
            return network(s);
        }
        for (String protocol : PROTOCOLS) {
            if (s.startsWith(protocol + ":")) {
                return new PlayerSpec(Family.ENGINE, s, 0, 0, 0, 1, TreeOptions.PLAIN, 0);
            }
        }
        throw new GamutException("unknown player '" + s + "': use random, " + String.join(", ", LEVELS)
                + ", " + FORMS + "; " + AB_FORMS + "; " + NET_FORMS + "; " + ENGINE_FORMS);
    }

    /** {@code net} (one turn ahead) or {@code net:TURNS}. */
    private static PlayerSpec network(String s) {
        String[] parts = s.split(":", -1);
        String budget = parts.length > 1 ? parts[1] : "1";
        if (parts.length > 2 || !budget.matches("[0-9]+")) {
            throw new GamutException("player '" + s + "': use " + NET_FORMS);
        }
        int turns = number(s, budget, "turns");
        if (turns > MOST_NET_TURNS) {
            throw new GamutException("player '" + s + "': a network looks at most " + MOST_NET_TURNS + " turns ahead, not " + turns);
        }
        return new PlayerSpec(Family.NETWORK, "net:" + turns, turns, 0, 0, 1, TreeOptions.PLAIN, 0);
    }

    /**
     * {@code ab} (depth {@link #AB_DEPTH}), {@code ab:DEPTH}, {@code ab:TIME} or {@code ab:NODESnodes},
     * and its option {@code +contempt=N}: a draw valued as a loss of N for the side searching, so
     * that it plays on rather than settle for a draw it could avoid at a smaller cost.
     */
    private static PlayerSpec alphaBeta(String spec) {
        String[] words = spec.split("\\+", -1);
        int contempt = 0;
        for (int i = 1; i < words.length; i++) {
            if (!words[i].startsWith("contempt=")) {
                throw new GamutException("player '" + spec + "': unknown option '" + words[i] + "': use " + AB_OPTIONS);
            }
            contempt = number(spec, words[i].substring(9), "points");
            if (contempt > MOST_CONTEMPT) {
                throw new GamutException("player '" + spec + "': a contempt of at most " + MOST_CONTEMPT + ", not " + contempt);
            }
        }
        PlayerSpec plain = alphaBetaBudget(words[0]);
        if (words.length == 1) {
            return plain;
        }
        return new PlayerSpec(Family.ALPHA_BETA, plain.name() + spec.substring(words[0].length()), plain.depth(), 0,
                plain.millis(), 1, TreeOptions.PLAIN, plain.nodes(), contempt);
    }

    private static PlayerSpec alphaBetaBudget(String s) {
        String[] parts = s.split(":", -1);
        if (parts.length > 2) {
            throw new GamutException("player '" + s + "': use " + AB_FORMS);
        }
        String budget = parts.length > 1 ? parts[1] : String.valueOf(AB_DEPTH);
        Matcher time = TIME.matcher(budget);
        if (time.matches()) {
            return new PlayerSpec(Family.ALPHA_BETA, "ab:" + budget, 0, 0, millis(s, time), 1, TreeOptions.PLAIN, 0);
        }
        Matcher nodes = NODES.matcher(budget);
        if (nodes.matches()) {
            int n = number(s, nodes.group(1), "nodes");
            return new PlayerSpec(Family.ALPHA_BETA, "ab:" + n + "nodes", 0, 0, 0, 1, TreeOptions.PLAIN, n);
        }
        if (!budget.matches("[0-9]+")) {
            throw new GamutException("player '" + s + "': the budget must be a depth in plies, a time such as"
                    + " 2s or 500ms or a number of nodes such as 20000nodes, not '" + budget + "'");
        }
        int depth = number(s, budget, "plies");
        if (depth > MOST_DEPTH) {
            throw new GamutException("player '" + s + "': at most " + MOST_DEPTH + " plies, not " + depth);
        }
        return new PlayerSpec(Family.ALPHA_BETA, "ab:" + depth, depth, 0, 0, 1, TreeOptions.PLAIN, 0);
    }

    /** {@code mcts[:BUDGET[:THREADS]]} and its options, each after a '+': solver, mast, cut=N, rave. */
    private static PlayerSpec treeSearch(String spec) {
        String[] words = spec.split("\\+", -1);
        String s = words[0];
        boolean solver = false;
        boolean mast = false;
        int cut = 0;
        boolean rave = false;
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            if (w.equals("solver")) {
                solver = true;
            } else if (w.equals("mast")) {
                mast = true;
            } else if (w.equals("rave")) {
                rave = true;
            } else if (w.startsWith("cut=")) {
                cut = number(spec, w.substring(4), "plies");
                if (cut > MOST_CUT) {
                    throw new GamutException("player '" + spec + "': a cut of at most " + MOST_CUT + " plies, not " + cut);
                }
            } else {
                throw new GamutException("player '" + spec + "': unknown option '" + w + "': use " + MCTS_OPTIONS);
            }
        }
        TreeOptions options = new TreeOptions(solver, mast, cut, rave);
        String added = words.length > 1 ? spec.substring(s.length()) : "";
        String[] parts = s.split(":", -1);
        if (parts.length > 3) {
            throw new GamutException("player '" + s + "': use " + FORMS);
        }
        String budget = parts.length > 1 ? parts[1] : String.valueOf(MCTS_ITERATIONS);
        int threads = parts.length > 2 ? number(s, parts[2], "threads") : 1;
        if (threads > Limits.THREADS) {
            throw new GamutException("player '" + s + "': at most " + Limits.THREADS + " threads, not " + threads);
        }
        String suffix = (threads > 1 ? ":" + threads : "") + added;
        Matcher time = TIME.matcher(budget);
        if (time.matches()) {
            return new PlayerSpec(Family.TREE_SEARCH, "mcts:" + budget + suffix, 0, 0, millis(s, time), threads,
                    options, 0);
        }
        if (!budget.matches("[0-9]+")) {
            throw new GamutException("player '" + s + "': the budget must be a number of iterations or a time such as"
                    + " 2s or 500ms, not '" + budget + "'");
        }
        int iterations = number(s, budget, "iterations");
        return new PlayerSpec(Family.TREE_SEARCH, "mcts:" + iterations + suffix, 0, iterations, 0, threads,
                options, 0);
    }

    /** The milliseconds of a time such as 2s or 500ms matched by {@link #TIME}, at least 1 and at most a day. */
    public static long millis(String s, Matcher time) {
        long most = time.group(2).equals("s") ? MOST_MILLIS / 1000 : MOST_MILLIS;
        String digits = time.group(1);
        long value = digits.length() > 12 ? Long.MAX_VALUE : Long.parseLong(digits);
        if (value > most) {
            throw new GamutException("player '" + s + "': at most a day (86400s), not " + time.group());
        }
        long millis = time.group(2).equals("s") ? value * 1000 : value;
        if (millis < 1) {
            throw new GamutException("player '" + s + "': at least 1ms a move, not " + time.group());
        }
        return millis;
    }

    private static int number(String spec, String text, String what) {
        long value;
        try {
            value = text.length() > 12 ? Long.MAX_VALUE : Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new GamutException("player '" + spec + "': the " + what + " must be a number, not '" + text + "'");
        }
        if (value < 1) {
            String one = what.endsWith("ies") ? what.substring(0, what.length() - 3) + "y" : what.substring(0, what.length() - 1);
            throw new GamutException("player '" + spec + "': at least 1 " + one);
        }
        if (value > Integer.MAX_VALUE) {
            throw new GamutException("player '" + spec + "': at most " + Integer.MAX_VALUE + " " + what + ", not " + text);
        }
        return (int) value;
    }
}
