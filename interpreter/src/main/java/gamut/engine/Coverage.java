package gamut.engine;

import gamut.rules.RuleCounts;
import gamut.rules.RuleSites;
import gamut.rules.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * Rule coverage over games of one {@link Game}: for each item of its rules (move program, after
 * program and the statements in it that change the board, turn plan, fallback, forbid and prefer
 * rule, end rule, repetition, limit, no_moves, and the other items the chosen variants put in
 * place), how often it produced a move or fired. Each game added is replayed on a state of its own
 * (the games themselves run with no counting at all); {@link #add(State)} may be called from
 * several threads at once, each replaying apart and the counts summed under this object's lock.
 */
public final class Coverage {
    private final Game game;
    private final RuleSites sites;
    private final RuleCounts counts;
    private long games;
    private long capped;

    /** No games yet. */
    public Coverage(Game game) {
        this.game = game;
        this.sites = game.rules().sites();
        this.counts = new RuleCounts(sites.size());
    }

    /**
     * One item: its identity and where it starts ("file:line"), the chosen variant that put it in
     * place (null: the base game), its count and what it counts, and for after programs and their
     * statements the runs the count is out of (-1 otherwise); {@code counted} is false for an item
     * nothing is counted for (its count is then 0).
     */
    public record Row(String item, String where, String variant, long count, long runs, String what, boolean counted) {
        /** Counted and never did what it counts. */
        public boolean never() {
            return counted && count == 0;
        }
    }

    /** Adds the game the state has played, from the start of its line to its current position. */
    public void add(State played) {
        if (played.game() != game) {
            throw new IllegalArgumentException("a state of another game");
        }
        RuleCounts one = new RuleCounts(sites.size());
        boolean cap = CoverageReplay.count(played, one);
        synchronized (this) {
            counts.add(one);
            games++;
            capped += cap ? 1 : 0;
        }
    }

    /** Adds the games another coverage of the same game counted. */
    public void add(Coverage other) {
        if (other.game != game) {
            throw new IllegalArgumentException("the coverage of another game");
        }
        RuleCounts theirs = new RuleCounts(sites.size());
        long theirGames;
        long theirCapped;
        synchronized (other) {
            theirs.add(other.counts);
            theirGames = other.games;
            theirCapped = other.capped;
        }
        synchronized (this) {
            counts.add(theirs);
            games += theirGames;
            capped += theirCapped;
        }
    }

    public synchronized long games() {
        return games;
    }

    /** The items in the rules' order (what makes moves, what runs after them, what judges, what ends), then the engine's cap when it ended a game. */
    public synchronized List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < sites.size(); i++) {
            Site s = sites.site(i);
            long count = counts.hits(i);
            if (s.kind() == Site.Kind.DEFINE) {
                count = 0;
                for (int user : s.related()) {
                    count += counts.hits(user);
                }
            }
            boolean runs = s.kind() == Site.Kind.AFTER || s.kind() == Site.Kind.EFFECT;
            String what = s.kind() == Site.Kind.DEFINE ? users(s) : what(s.kind());
            rows.add(new Row(s.name(), s.where(), s.variant(), count, runs ? counts.runs(i) : -1, what,
                    s.kind() != Site.Kind.OTHER));
        }
        if (capped > 0) {
            rows.add(new Row("cap", "-", null, capped, -1, "games ended by the engine's cap on a game's length", true));
        }
        return rows;
    }

    /** What a macro counts: what the items it is expanded into count together. */
    private String users(Site macro) {
        if (macro.related().length == 0) {
            return "used by no rule";
        }
        List<String> names = new ArrayList<>();
        for (int user : macro.related()) {
            names.add(sites.site(user).name());
        }
        return (names.size() == 1 ? "the count of " : "the counts of ") + String.join(", ", names);
    }

    private static String what(Site.Kind kind) {
        return switch (kind) {
            case MOVES -> "moves made";
            case AFTER, EFFECT -> "runs that changed the board";
            case TURN -> "moves made under it";
            case FALLBACK -> "moves made standing in";
            case FORBID_MOVE -> "moves refused";
            case FORBID_PLAY -> "plays refused";
            case PREFER -> "turns it decided";
            case END -> "games ended";
            case PASS -> "passes";
            case DEFINE -> "the counts of the items using it";
            case OTHER -> "not counted";
        };
    }
}
