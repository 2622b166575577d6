package gamut.ai;

import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.engine.EngineMoves;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The specs of players as typed on a command line or chosen in a menu, and what each stands for. */
public final class PlayerSpecs {
    /**
     * The named strengths, weakest first, each a budget of iterations so that it replays per seed
     * as any iteration budget does. What a move costs on this machine (2 cores) in Lines of Action,
     * opening to middle game, is in the README; it grows with the game's length and moves.
     */
    public static final Map<String, String> LEVELS = levels();

    /** The longest a move may take: a day. */
    static final long MOST_MILLIS = 86_400_000L;

    static final Pattern TIME = Pattern.compile("([0-9]+)(ms|s)");
    private static final String FORMS = "mcts, mcts:ITERATIONS[:THREADS] or mcts:TIME[:THREADS] (2s, 500ms)";
    private static final String AB_FORMS = "ab, ab:DEPTH or ab:TIME";
    private static final String MCTS_OPTIONS = "+solver, +mast, +cut=PLIES";
    /** The longest playout a cut may ask for before the evaluation scores it. */
    static final int MOST_CUT = 10_000;
    private static final String ENGINE_FORMS = "uci:PATH[:TIME][?NAME=VALUE&...] (or usi:)";
    /** The depth of {@code ab} alone. */
    static final int AB_DEPTH = 4;
    /** The deepest an alpha-beta search may be asked to go: half its guard of the stack. */
    static final int AB_MOST_DEPTH = AlphaBeta.MOST_DEPTH;

    private PlayerSpecs() {}

    private static Map<String, String> levels() {
        Map<String, String> levels = new LinkedHashMap<>();
        levels.put("easy", "mcts:200");
        levels.put("medium", "mcts:2000");
        levels.put("hard", "mcts:10000");
        levels.put("strongest", "mcts:40000:2");
        return java.util.Collections.unmodifiableMap(levels);
    }

    static Player parse(String spec, long seed) {
        String s = spec.trim();
        if (s.equals("random")) {
            return Player.random(seed);
        }
        String level = LEVELS.get(s);
        if (level != null) {
            return search(level, seed, s + " (" + level + ")");
        }
        if (s.equals("mcts") || s.startsWith("mcts:") || s.startsWith("mcts+")) {
            return search(s, seed, null);
        }
        if (s.equals("ab") || s.startsWith("ab:")) {
            return alphaBeta(s, seed);
        }
        for (EngineMoves.Protocol protocol : EngineMoves.Protocol.values()) {
            if (s.startsWith(protocol.word() + ":")) {
                return EnginePlayer.parse(s, protocol);
            }
        }
        throw new GamutException("unknown player '" + s + "': use random, " + String.join(", ", LEVELS.keySet())
                + ", " + FORMS + "; " + AB_FORMS + "; " + ENGINE_FORMS);
    }

    /**
     * The spec with its budget replaced by what a front end asks of one move: {@code depth} plies
     * (alpha-beta alone) or {@code millis} milliseconds (either search), 0 for none; each capped at
     * the most a spec may ask, so that a front end's "as long as you like" is the most there is. A
     * spec without such a budget (random, a level, an engine) is returned as it is.
     */
    public static String withBudget(String spec, int depth, long millis) {
        String[] parts = spec.trim().split(":", -1);
        if (parts[0].equals("ab")) {
            return depth > 0 ? "ab:" + Math.min(depth, AB_MOST_DEPTH)
                    : millis > 0 ? "ab:" + Math.min(millis, MOST_MILLIS) + "ms" : spec;
        }
        if (parts[0].equals("mcts") && millis > 0) {
            return "mcts:" + Math.min(millis, MOST_MILLIS) + "ms" + (parts.length > 2 ? ":" + parts[2] : "");
        }
        return spec;
    }

    /** {@code ab} (depth {@link #AB_DEPTH}), {@code ab:DEPTH} or {@code ab:TIME}. */
    private static Player alphaBeta(String s, long seed) {
        String[] parts = s.split(":", -1);
        if (parts.length > 2) {
            throw new GamutException("player '" + s + "': use " + AB_FORMS);
        }
        String budget = parts.length > 1 ? parts[1] : String.valueOf(AB_DEPTH);
        Matcher time = TIME.matcher(budget);
        if (time.matches()) {
            return new AlphaBetaPlayer(0, millis(s, time), seed, "ab:" + budget);
        }
        if (!budget.matches("[0-9]+")) {
            throw new GamutException("player '" + s + "': the budget must be a depth in plies or a time such as"
                    + " 2s or 500ms, not '" + budget + "'");
        }
        int depth = number(s, budget, "plies");
        if (depth > AB_MOST_DEPTH) {
            throw new GamutException("player '" + s + "': at most " + AB_MOST_DEPTH + " plies, not " + depth);
        }
        return new AlphaBetaPlayer(depth, 0, seed, "ab:" + depth);
    }

    /** What a tree search adds to plain UCT: proofs, MAST playouts, playouts cut and scored by the evaluation. */
    record MctsOptions(boolean solver, boolean mast, int cut) {
        static final MctsOptions PLAIN = new MctsOptions(false, false, 0);

        /** The options written after the budget, each after a '+': solver, mast, cut=N. */
        static MctsOptions parse(String spec, String[] words) {
            boolean solver = false;
            boolean mast = false;
            int cut = 0;
            for (String w : words) {
                if (w.equals("solver")) {
                    solver = true;
                } else if (w.equals("mast")) {
                    mast = true;
                } else if (w.startsWith("cut=")) {
                    cut = number(spec, w.substring(4), "plies");
                    if (cut > MOST_CUT) {
                        throw new GamutException("player '" + spec + "': a cut of at most " + MOST_CUT + " plies, not " + cut);
                    }
                } else {
                    throw new GamutException("player '" + spec + "': unknown option '" + w + "': use " + MCTS_OPTIONS);
                }
            }
            return new MctsOptions(solver, mast, cut);
        }
    }

    private static Player search(String spec, long seed, String name) {
        String[] words = spec.split("\\+", -1);
        String s = words[0];
        MctsOptions options = MctsOptions.parse(spec, java.util.Arrays.copyOfRange(words, 1, words.length));
        String added = words.length > 1 ? spec.substring(s.length()) : "";
        String[] parts = s.split(":", -1);
        if (parts.length > 3) {
            throw new GamutException("player '" + s + "': use " + FORMS);
        }
        String budget = parts.length > 1 ? parts[1] : "1000";
        int threads = parts.length > 2 ? number(s, parts[2], "threads") : 1;
        if (threads > Limits.THREADS) {
            throw new GamutException("player '" + s + "': at most " + Limits.THREADS + " threads, not " + threads);
        }
        String suffix = threads > 1 ? ":" + threads : "";
        Matcher time = TIME.matcher(budget);
        if (time.matches()) {
            long millis = millis(s, time);
            return new SearchPlayer(0, millis, threads, seed, options,
                    name != null ? name : "mcts:" + budget + suffix + added);
        }
        if (!budget.matches("[0-9]+")) {
            throw new GamutException("player '" + s + "': the budget must be a number of iterations or a time such as"
                    + " 2s or 500ms, not '" + budget + "'");
        }
        int iterations = number(s, budget, "iterations");
        return new SearchPlayer(iterations, 0, threads, seed, options,
                name != null ? name : "mcts:" + iterations + suffix + added);
    }

    /** The milliseconds of a time such as 2s or 500ms matched by {@link #TIME}, at least 1 and at most a day. */
    static long millis(String s, Matcher time) {
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
