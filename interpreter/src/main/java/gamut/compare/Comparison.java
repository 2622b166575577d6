package gamut.compare;

import gamut.load.GameLoader;
import gamut.base.GamutException;
import gamut.rules.Rules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Plays the same numbered games under each variant (game k always with seed S+k-1, so differences
 * come from the rules), writes each finished game to the CSV at once, and on a rerun with the same
 * settings plays only the games the CSV lacks.
 */
public final class Comparison {
    public static final String BASE = "base";

    private final Path file;
    private final String text;
    private final List<String> variants;
    private final String[] players;
    private final int games;
    private final long seed;
    private final Path csv;

    public Comparison(Path file, List<String> variants, String[] players, int games, long seed, Path csv) {
        this.file = file;
        this.text = GameLoader.read(file);
        this.variants = variants;
        this.players = players;
        this.games = games;
        this.seed = seed;
        this.csv = csv;
    }

    private Rules rules(String variant) {
        List<String> chosen = variant.equals(BASE) ? List.of() : GameLoader.splitVariants(variant.replace('+', ','));
        return GameLoader.load(file.toString(), text, chosen);
    }

    private String settings() {
        return "# gamut compare " + file.getFileName() + " variants=" + String.join(";", variants) + " players="
                + String.join(";", players) + " seed=" + seed;
    }

    /** Runs what is missing and returns every record, by variant then game. */
    public Map<String, Map<Integer, PlayedGame>> run(int threads, PrintWriter progress) throws IOException, InterruptedException {
        List<Rules> rules = new ArrayList<>();
        for (String v : variants) {
            rules.add(rules(v));
        }
        int playerCount = rules.get(0).players();
        if (players.length != playerCount) {
            throw new GamutException("compare: --players names " + players.length + " players; this game has " + playerCount);
        }
        Map<String, Map<Integer, PlayedGame>> done = load(playerCount);
        try (BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            if (Files.size(csv) == 0) {
                out.write(settings() + "\n" + PlayedGame.HEADER + scoreColumns(rules.get(0)) + "\n");
                out.flush();
            }
            ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
            List<Future<PlayedGame>> pending = new ArrayList<>();
            for (int k = 1; k <= games; k++) {
                for (int v = 0; v < variants.size(); v++) {
                    if (done.get(variants.get(v)).containsKey(k)) {
                        continue;
                    }
                    Rules r = rules.get(v);
                    String variant = variants.get(v);
                    int game = k;
                    pending.add(pool.submit(() -> Match.play(r, variant, players, game, seed + game - 1)));
                }
            }
            Progress bar = new Progress(pending.size(), progress);
            try {
                for (Future<PlayedGame> f : pending) {
                    PlayedGame record = f.get();
                    synchronized (this) {
                        out.write(record.csv() + "\n");
                        out.flush();
                    }
                    done.get(record.variant()).put(record.game(), record);
                    bar.step();
                }
            } catch (java.util.concurrent.ExecutionException e) {
                throw new GamutException("compare: a game failed: " + e.getCause());
            } finally {
                pool.shutdownNow();
                bar.finish();
            }
        }
        return done;
    }

    private static String scoreColumns(Rules rules) {
        StringBuilder s = new StringBuilder();
        for (int p = 0; p < rules.players(); p++) {
            s.append(",score_").append(rules.playerName(p));
        }
        return s.toString();
    }

    /** The games already in the CSV, which must have been made with the same settings. */
    private Map<String, Map<Integer, PlayedGame>> load(int playerCount) throws IOException {
        Map<String, Map<Integer, PlayedGame>> done = new TreeMap<>();
        variants.forEach(v -> done.put(v, new TreeMap<>()));
        if (!Files.exists(csv) || Files.size(csv) == 0) {
            return done;
        }
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        if (!lines.get(0).equals(settings())) {
            throw new GamutException("compare: " + csv + " was made with other settings (" + lines.get(0)
                    + "); give another --csv or remove it");
        }
        List<String> kept = new ArrayList<>(lines.subList(0, Math.min(2, lines.size())));
        for (int i = 2; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            PlayedGame r;
            try {
                r = PlayedGame.parse(line, playerCount);
            } catch (GamutException e) {
                if (i == lines.size() - 1) {
                    // A row cut short by an interruption: drop it, the game is played again.
                    Files.write(csv, kept, StandardCharsets.UTF_8);
                    break;
                }
                throw e;
            }
            kept.add(line);
            if (done.containsKey(r.variant()) && r.game() <= games) {
                done.get(r.variant()).put(r.game(), r);
            }
        }
        return done;
    }

    /** The report: the table per variant, then each variant against the first. */
    public String report(Map<String, Map<Integer, PlayedGame>> records) {
        Rules first = rules(variants.get(0));
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

    /** The game's title, as its first variant has it. */
    public String title() {
        return rules(variants.get(0)).title();
    }

    /** The names of the game's players, in its order. */
    public List<String> playerNames() {
        Rules first = rules(variants.get(0));
        List<String> names = new ArrayList<>();
        for (int p = 0; p < first.players(); p++) {
            names.add(first.playerName(p));
        }
        return names;
    }
}
