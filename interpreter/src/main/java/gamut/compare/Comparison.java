package gamut.compare;

import gamut.ai.Player;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Coverage;
import gamut.engine.Game;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.apache.commons.lang3.Validate;

/**
 * Plays the same numbered games under each variant (game k always with seed S+k-1, so differences
 * come from the rules) and reports how the variants differ. It keeps nothing itself: it is told
 * which games are already done, so that an interrupted run can be resumed wherever its games were
 * kept, and hands each game to a sink the moment it is finished.
 */
public final class Comparison {
    public static final String BASE = "base";

    /** The definition as messages name it (its path), and the file's name alone, as the settings hold it. */
    private final String name;
    private final String fileName;
    /** The definition's text, as read once: standard input cannot be read again. */
    private final String text;
    private final List<String> variants;
    private final String[] players;
    private final int games;
    private final long seed;
    /** The position every game starts from, as text; null for each variant's own start. */
    private String position;
    private final List<Game> rules = new ArrayList<>();
    /** Each variant's rule coverage over the games this run plays, when asked for ({@link #countCoverage}). */
    private final Map<String, Coverage> coverage = new java.util.LinkedHashMap<>();
    /**
     * Makes each game's players from their specs and seeds; tests put players of their own here.
     * Null for {@link Player#parse} in the variant played, whose definition says what its levels are.
     */
    private BiFunction<String, Long, Player> makePlayer;

    /**
     * Reads the definition file and compiles each variant ({@code base} is the game as written,
     * {@code A+B} applies both); the players are one a seat, or one for every seat.
     */
    public Comparison(Path file, List<String> variants, String[] players, int games, long seed) {
        this(file, Gamut.read(Validate.notNull(file, "file")), variants, players, games, seed);
    }

    /**
     * The same comparison from the definition's text, where the file itself is not at hand (a Spark
     * executor is sent the text); {@code file} names it in messages and in the settings.
     */
    public Comparison(Path file, String text, List<String> variants, String[] players, int games, long seed) {
        this(Validate.notNull(file, "file").toString(), file.getFileName().toString(), text, variants, players, games, seed);
    }

    /**
     * The same comparison of a definition that is no file (one read from standard input, say): {@code name}
     * ("&lt;stdin&gt;") names it in messages and in the settings.
     */
    public Comparison(String name, String text, List<String> variants, String[] players, int games, long seed) {
        this(name, name, text, variants, players, games, seed);
    }

    private Comparison(String name, String fileName, String text, List<String> variants, String[] players, int games,
                       long seed) {
        Validate.notEmpty(variants, "no variants to compare");
        Validate.notEmpty(players, "no players");
        Validate.isTrue(games >= 1, "games: at least 1, not %d", games);
        this.name = name;
        this.fileName = fileName;
        this.text = text;
        this.variants = List.copyOf(variants);
        this.games = games;
        this.seed = seed;
        for (String v : this.variants) {
            List<String> chosen = v.equals(BASE) ? List.of() : Gamut.variants(v.replace('+', ','));
            rules.add(Gamut.load(name, text, chosen));
            List<String> seats = seats(rules.get(rules.size() - 1));
            if (!seats.equals(seats(rules.get(0)))) {
                // Each variant plays the same numbered games with the same players, seat by seat.
                throw new GamutException("compare: variants " + this.variants.get(0) + " and " + v
                        + " have different players (" + String.join(", ", seats(rules.get(0))) + "; "
                        + String.join(", ", seats) + "): compare variants played by the same players");
            }
        }
        this.players = Player.forEverySeat(players, rules.get(0).players(), "compare");
    }

    /**
     * Starts every game of every variant from the position (as {@code gamut perft -p} reads it)
     * rather than from the variant's own start; a position that a variant cannot hold is refused,
     * naming that variant.
     */
    public Comparison from(String position) {
        for (int v = 0; v < variants.size(); v++) {
            try {
                rules.get(v).position(position);
            } catch (GamutException e) {
                throw new GamutException(e.getMessage() + (variants.size() > 1 ? " (variant " + variants.get(v) + ")" : ""));
            }
        }
        this.position = position;
        return this;
    }

    /** The position every game starts from, or null when each starts from its variant's own start. */
    public String position() {
        return position;
    }

    /**
     * Counts rule coverage from now on: each game played is added to its variant's coverage, from
     * whichever thread played it ({@link Coverage} sums them safely). Games already done are not.
     */
    public void countCoverage() {
        for (int v = 0; v < variants.size(); v++) {
            coverage.putIfAbsent(variants.get(v), new Coverage(rules.get(v)));
        }
    }

    /**
     * Plays with the players {@code make} gives for a spec and a seed instead of
     * {@link Player#parse}: players that report scripted estimates, say.
     */
    void playersFrom(BiFunction<String, Long, Player> make) {
        makePlayer = make;
    }

    /** The variant's rule coverage over the games played since {@link #countCoverage}, or null when not counted. */
    public Coverage coverage(String variant) {
        return coverage.get(variant);
    }

    /**
     * The settings in one line: the file's name, the variants, the players, the seed and the
     * position the games start from, when one is given. Games kept
     * under other settings are not the same games; the number of games is not among them, since a
     * longer run only adds games.
     */
    public String settings() {
        return "gamut compare " + fileName + " variants=" + String.join(";", variants) + " players="
                + String.join(";", players) + " seed=" + seed + (position == null ? "" : " position=" + position);
    }

    /** Plays every game. */
    public Map<String, Map<Integer, PlayedGame>> run(int threads) throws InterruptedException {
        return run(threads, List.of(), game -> { });
    }

    /** How many games {@link #run} has to play when {@code done} holds these: the progress a caller shows counts them. */
    public int toPlay(Collection<PlayedGame> done) {
        return Math.toIntExact(variants.size() * (long) games - keep(done).values().stream().mapToLong(Map::size).sum());
    }

    /**
     * Plays the games that {@code done} lacks on {@code threads} threads, hands each to
     * {@code finished} as soon as it is over (on the calling thread, in the order the games were
     * started), and returns every game, the done ones included, by variant then game number. Done
     * games of other variants, or numbered beyond this comparison's games, are left out.
     */
    public Map<String, Map<Integer, PlayedGame>> run(int threads, Collection<PlayedGame> done,
                                                     Consumer<PlayedGame> finished) throws InterruptedException {
        Map<String, Map<Integer, PlayedGame>> all = keep(done);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        List<Future<PlayedGame>> pending = new ArrayList<>();
        for (int k = 1; k <= games; k++) {
            for (int v = 0; v < variants.size(); v++) {
                if (all.get(variants.get(v)).containsKey(k)) {
                    continue;
                }
                String variant = variants.get(v);
                int game = k;
                pending.add(pool.submit(() -> play(variant, game)));
            }
        }
        try {
            for (Future<PlayedGame> f : pending) {
                PlayedGame record = f.get();
                finished.accept(record);
                all.get(record.variant()).put(record.game(), record);
            }
        } catch (ExecutionException e) {
            throw new GamutException("compare: a game failed: " + e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return all;
    }

    /**
     * Plays game {@code game} of one variant, with seed S+game-1, on the calling thread (counted in
     * the coverage when it is). The same game every time: {@link #run} plays its games so, and so
     * may a cluster, where a lost game is simply played again.
     */
    public PlayedGame play(String variant, int game) {
        int v = variants.indexOf(variant);
        Validate.isTrue(v >= 0, "not a variant of this comparison: %s", variant);
        Validate.isTrue(game >= 1 && game <= games, "game: 1 to %d, not %d", games, game);
        Game played = rules.get(v);
        BiFunction<String, Long, Player> make = makePlayer != null ? makePlayer : (spec, s) -> Player.parse(spec, s, played);
        State start = position == null ? played.newState() : played.position(position);
        return Match.play(start, variant, players, game, seed + game - 1, coverage.get(variant), make);
    }

    /** The done games of this comparison's variants and numbers, by variant then game number. */
    private Map<String, Map<Integer, PlayedGame>> keep(Collection<PlayedGame> done) {
        Map<String, Map<Integer, PlayedGame>> all = new TreeMap<>();
        variants.forEach(v -> all.put(v, new TreeMap<>()));
        for (PlayedGame g : done) {
            if (all.containsKey(g.variant()) && g.game() >= 1 && g.game() <= games) {
                all.get(g.variant()).put(g.game(), g);
            }
        }
        return all;
    }

    /** The report with the default metrics ({@link Metric#select}: those that cost nothing more). */
    public String report(Map<String, Map<Integer, PlayedGame>> records) {
        return report(records, Metric.select(null, searching()));
    }

    /** Whether a player searches: then the metrics of the searches' estimates come at no extra cost. */
    public boolean searching() {
        return searches(players);
    }

    /** Whether the game's results give places ('mover finishes'): the CSV then has a place per player. */
    public boolean givesPlaces() {
        return rules.get(0).givesPlaces();
    }

    /**
     * Whether one of the players, as given, searches: every player but {@code random} does (a level,
     * {@code mcts:...}, {@code ab:...}, an engine program) and reports what it thinks of its moves.
     */
    public static boolean searches(String[] players) {
        return java.util.Arrays.stream(players).anyMatch(p -> !p.trim().equals("random"));
    }

    /**
     * The report: the table per variant, then each variant against the first, then the design
     * metrics chosen, per variant and paired against the first.
     */
    public String report(Map<String, Map<Integer, PlayedGame>> records, List<Metric> metrics) {
        Game first = rules.get(0);
        List<String> names = playerNames();
        List<Summary> rows = new ArrayList<>();
        for (String v : variants) {
            rows.add(Summary.of(v, new ArrayList<>(records.get(v).values()), names));
        }
        StringBuilder out = new StringBuilder(Summary.table(rows, names, first.keepsScore()));
        if (variants.size() > 1) {
            out.append("\nAgainst ").append(variants.get(0)).append(", game by game (McNemar's exact test on the ")
                    .append("games where the two differ; significant when p < 0.05):\n\n");
            out.append("| variant | draws: only first / only this | p | first player wins: only first / only this | p |\n");
            out.append("|---|---|---|---|---|\n");
            Map<Integer, PlayedGame> base = records.get(variants.get(0));
            for (String v : variants.subList(1, variants.size())) {
                int[] draws = discordant(base, records.get(v), true);
                int[] firsts = discordant(base, records.get(v), false);
                out.append(String.format(Locale.ROOT, "| %s | %d / %d | %s | %d / %d | %s |%n", v, draws[0], draws[1],
                        verdict(Stats.mcnemar(draws[0], draws[1])), firsts[0], firsts[1],
                        verdict(Stats.mcnemar(firsts[0], firsts[1]))));
            }
        }
        out.append(new DesignReport(metrics, names).report(variants, records));
        return out.toString();
    }

    private static String verdict(double p) {
        return String.format(Locale.ROOT, "%.3g %s", p, p < 0.05 ? "(differs)" : "(no significant difference)");
    }

    /** Games (paired by number) where only the first, or only the other, ended in a draw (or a first-player win). */
    private static int[] discordant(Map<Integer, PlayedGame> a, Map<Integer, PlayedGame> b, boolean draws) {
        int onlyA = 0;
        int onlyB = 0;
        for (Map.Entry<Integer, PlayedGame> e : a.entrySet()) {
            PlayedGame other = b.get(e.getKey());
            if (other == null) {
                continue;
            }
            boolean x = draws ? e.getValue().winner().equals("draw") : e.getValue().winner().equals(e.getValue().first());
            boolean y = draws ? other.winner().equals("draw") : other.winner().equals(other.first());
            onlyA += x && !y ? 1 : 0;
            onlyB += y && !x ? 1 : 0;
        }
        return new int[] {onlyA, onlyB};
    }

    /** The definition as messages name it: its path, or {@code <stdin>}. */
    public String name() {
        return name;
    }

    /** The definition's text, as it was read: what a machine without the file is sent. */
    public String text() {
        return text;
    }

    public List<String> variants() {
        return variants;
    }

    /** The players as given, such as {@code random} or {@code mcts:1000}, in the game's order. */
    public List<String> players() {
        return List.of(players);
    }

    public int games() {
        return games;
    }

    /** The seed of game 1; game k is played with this plus k-1. */
    public long seed() {
        return seed;
    }

    /** The game as its first variant has it. */
    public Game game() {
        return rules.get(0);
    }

    /** The game's title, as its first variant has it. */
    public String title() {
        return rules.get(0).title();
    }

    private static List<String> seats(Game game) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < game.players(); p++) {
            out.add(game.playerName(p));
        }
        return out;
    }

    /** The names of the game's players, in its order. */
    public List<String> playerNames() {
        Game first = rules.get(0);
        List<String> names = new ArrayList<>();
        for (int p = 0; p < first.players(); p++) {
            names.add(first.playerName(p));
        }
        return names;
    }
}
