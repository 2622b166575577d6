package gamut.compare;

import gamut.base.GamutException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The design metrics a comparison can report, after Browne 2008 and Ludii's metrics, each defined
 * in one line (the README's "Design metrics" repeats these lines). Most are a value per game
 * (NaN where a game cannot give one), averaged over a variant's games; balance is a figure of the
 * games together. The value-based ones need players that search; a metric observed while a game
 * is played reads its figure from the game's record ({@link Observed}).
 */
public enum Metric {
    BALANCE("balance", Kind.WHOLE, false,
            "1 - (highest - lowest share of games won by a player): 100% when every player wins as often",
            g -> Double.NaN),
    COMPLETION("completion", Kind.SHARE, false, "share of games won by a player (not drawn, whatever ended them)",
            g -> g.winner().equals(PlayedGame.DRAW) ? 0 : 1),
    DRAWISHNESS("drawishness", Kind.SHARE, false, "share of games drawn by the rules, not ended by the limit",
            g -> g.winner().equals(PlayedGame.DRAW) && !timedOut(g) ? 1 : 0),
    TIMEOUTS("timeouts", Kind.SHARE, false,
            "share of games ended by the definition's limit or the engine's cap on a game's length",
            g -> timedOut(g) ? 1 : 0),
    DURATION("duration", Kind.NUMBER, false, "turns per game (a turn of several decisions is one)", PlayedGame::turns),
    COVERAGE("coverage", Kind.PERCENT, false,
            "share of the board's cells a piece stood on at some point of the game, its start included",
            observed(Observed.COVERAGE)),
    DECISIVENESS("decisiveness", Kind.NUMBER, true,
            "plies from the first decision at which a player's estimate reached 0.9 to the end; 0 when none did",
            observed(Observed.DECISIVENESS)),
    LEAD_CHANGES("lead_changes", Kind.NUMBER, true,
            "times per game the player with the highest estimate changed (ties skipped)",
            observed(Observed.LEAD_CHANGES)),
    DRAMA("drama", Kind.FRACTION, true,
            "mean over decisions of how far the eventual winner's estimate was below the best other one's (0 if"
                    + " never behind; draws left out)",
            observed(Observed.DRAMA)),
    DECISION_MOVES("decision_moves", Kind.PERCENT, true,
            "share of decisions where the search's choice was clear: the move chosen had at least half the root's"
                    + " visits",
            observed(Observed.DECISION_MOVES));

    /** How a metric's value is aggregated and printed. */
    enum Kind {
        /** A yes or no per game: a share with its Wilson interval, in percent. */
        SHARE,
        /** A share per game, averaged with a t interval, in percent. */
        PERCENT,
        /** A count or length per game, averaged with a t interval. */
        NUMBER,
        /** A fraction per game, averaged with a t interval, to three decimals. */
        FRACTION,
        /** A figure of all the games together, with a bootstrap interval, in percent. */
        WHOLE
    }

    private final String name;
    private final Kind kind;
    private final boolean needsSearch;
    private final String definition;
    private final ToDoubleFunction<PlayedGame> value;

    Metric(String name, Kind kind, boolean needsSearch, String definition, ToDoubleFunction<PlayedGame> value) {
        this.name = name;
        this.kind = kind;
        this.needsSearch = needsSearch;
        this.definition = definition;
        this.value = value;
    }

    /** The value of a figure the game's record kept. */
    private static ToDoubleFunction<PlayedGame> observed(Observed figure) {
        return g -> g.observed().get(figure);
    }

    /** The metric's name on the command line and in the table, such as {@code lead_changes}. */
    public String label() {
        return name;
    }

    /** What it measures, in one line. */
    public String definition() {
        return definition;
    }

    /** Whether it is drawn from the searching players' estimates (not available with random players). */
    public boolean needsSearch() {
        return needsSearch;
    }

    Kind kind() {
        return kind;
    }

    /** The game's value (1 or 0 for a share), NaN when the game gives none; balance has none per game. */
    double of(PlayedGame g) {
        return value.applyAsDouble(g);
    }

    /** The definition's own limit and the engine's cap on a game's length both cut a game short. */
    static boolean timedOut(PlayedGame g) {
        return g.end().equals("limit") || g.end().equals("cap");
    }

    /** The values of the games that give one. */
    static double[] values(List<PlayedGame> games, ToDoubleFunction<PlayedGame> value) {
        return games.stream().mapToDouble(value).filter(v -> !Double.isNaN(v)).toArray();
    }

    /**
     * The metrics {@code spec} names: {@code all}, {@code none}, names separated by commas, or null
     * for the default, those that cost nothing more to report: the ones of the results, lengths and
     * board always, the ones of the estimates when a player searches.
     */
    public static List<Metric> select(String spec, boolean search) {
        if (spec == null) {
            return Arrays.stream(values()).filter(m -> search || !m.needsSearch).toList();
        }
        String s = spec.trim().toLowerCase(Locale.ROOT);
        if (s.equals("all")) {
            return List.of(values());
        }
        if (s.equals("none")) {
            return List.of();
        }
        EnumSet<Metric> chosen = EnumSet.noneOf(Metric.class);
        for (String name : s.split(",", -1)) {
            Metric m = Arrays.stream(values()).filter(x -> x.name.equals(name.trim())).findFirst()
                    .orElseThrow(() -> new GamutException("compare: no metric '" + name.trim() + "' in --metrics; use all,"
                            + " none or names among " + names()));
            chosen.add(m);
        }
        return new ArrayList<>(chosen);
    }

    /** Every metric's name, separated by commas. */
    public static String names() {
        return Arrays.stream(values()).map(m -> m.name).collect(Collectors.joining(","));
    }
}
