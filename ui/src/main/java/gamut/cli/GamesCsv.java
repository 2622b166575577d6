package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.compare.Observations;
import gamut.compare.PlayedGame;
import java.io.Closeable;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The games of a run, selfplay's or compare's, one CSV row per finished game as it ends, so that
 * an interrupted run resumes. Both commands write the same columns, {@code variant, game, seed,
 * first, winner, plies, turns, end, branching, score_P..., coverage, searched, lead_changes, drama,
 * decisiveness, decision_moves} (the last six what the design metrics observed of the game, empty
 * where not available); the settings the games depend on (the
 * command, the game file, the variants, the players, the seed) are in a JSON file beside the CSV,
 * {@code OUT.csv.json}, so that the CSV itself is a header and rows (RFC 4180) that any reader takes.
 */
final class GamesCsv implements Closeable {
    static final List<String> COLUMNS = List.of("variant", "game", "seed", "first", "winner", "plies", "turns", "end",
            "branching");
    /**
     * The design metrics' observations of a game ({@link Observations}), after the scores: a file
     * written before them (without these columns) still resumes, and gets them, empty for its
     * games, once a game is added.
     */
    static final List<String> OBSERVED = List.of("coverage", "searched", "lead_changes", "drama", "decisiveness",
            "decision_moves");

    private final String command;
    private final Path file;
    private final String settings;
    private final List<String> playerNames;
    /** Whether a file that is not gamut's may be replaced (--force). */
    private final boolean force;
    /** The run's hold on the file, from {@link #load} to {@link #close}. */
    private CsvLock lock;
    /** Whether the file was written without the observations' columns: they are added before a row is. */
    private boolean older;

    /**
     * The CSV of a run of {@code command} with these settings ({@link #settings}) and the game's
     * players; {@code force} lets it replace a file at its name, or its side file's, that is not gamut's.
     */
    GamesCsv(String command, Path file, String settings, List<String> playerNames, boolean force) {
        this.command = command;
        this.file = file;
        this.settings = settings;
        this.playerNames = List.copyOf(playerNames);
        this.force = force;
    }

    /**
     * Refuses the CSV or its side file when it is an input of the run (its definition, say); both
     * are then inputs themselves, read again on resuming, which no later output may replace.
     */
    void notInputsOf(Outputs run) {
        Path side = sideFile(file);
        run.notAnInput(file, "the CSV", "give another --csv");
        run.notAnInput(side, "the CSV's settings file", "give another --csv");
        run.input(file, "the CSV").input(side, "the CSV's settings file");
    }

    /** Whether a file is a CSV of games as gamut writes it: its header's first columns are gamut's. */
    static boolean holdsGames(Path file) {
        String head = new String(Outputs.head(file, 4096), StandardCharsets.UTF_8);
        return head.startsWith(String.join(",", COLUMNS.subList(0, 3)) + ",");
    }

    /** Whether a file is a side file as gamut writes it: a JSON object that begins with the command. */
    private static boolean holdsSettings(Path file) {
        return compact(new String(Outputs.head(file, 1 << 16), StandardCharsets.UTF_8)).startsWith("{\"command\":");
    }

    /** The side file of a CSV: its name with {@code .json} added. */
    static Path sideFile(Path csv) {
        return csv.resolveSibling(csv.getFileName() + ".json");
    }

    /**
     * The settings as the side file holds them: a JSON object of the command, the game file's name
     * (not its folder: a moved folder still resumes), the variants, the players and the seed of game 1.
     */
    static String settings(String command, String gameFile, List<String> variants, List<String> players, long seed) {
        return "{\n  \"command\": " + json(command) + ",\n  \"game_file\": " + json(gameFile) + ",\n  \"variants\": "
                + variants.stream().map(GamesCsv::json).collect(Collectors.joining(", ", "[", "]")) + ",\n  \"players\": "
                + players.stream().map(GamesCsv::json).collect(Collectors.joining(", ", "[", "]")) + ",\n  \"seed\": " + seed
                + "\n}\n";
    }

    List<String> header() {
        List<String> header = olderHeader();
        header.addAll(OBSERVED);
        return header;
    }

    /** The header of a file written before the design metrics. */
    private List<String> olderHeader() {
        List<String> header = new ArrayList<>(COLUMNS);
        playerNames.forEach(p -> header.add("score_" + p));
        return header;
    }

    /**
     * The games the file already holds, which must have been played with the same settings; the
     * file is this run's until {@link #close}, and another run given it is refused. A new file gets
     * its side file and header; a last row cut short by an interruption is dropped from the file, and
     * its game is played again; a row of a game the file already holds (two runs that wrote the same
     * file) is dropped from it, and said on {@code err}.
     */
    List<PlayedGame> load(PrintWriter err) {
        Path side = sideFile(file);
        AtomicWrite.check(file);
        AtomicWrite.check(side);
        boolean ours = Outputs.replaceable(file, GamesCsv::holdsGames);
        if (!ours && !force) {
            throw new GamutException(command + ": the CSV " + file + " exists and is not a CSV of gamut's games; give"
                    + " another --csv, or pass --force to replace it");
        }
        if (lock == null) {
            lock = CsvLock.take(command, file);
        }
        CsvFile.Table table = ours ? CsvFile.read(file) : new CsvFile.Table(List.of(), List.of(), true);
        if (table.isEmpty()) {
            if (!force && !Outputs.replaceable(side, GamesCsv::holdsSettings)) {
                throw new GamutException(command + ": the CSV's settings file " + side + " exists and is not gamut's;"
                        + " give another --csv, or pass --force to replace it");
            }
            AtomicWrite.writeString(side, settings);
            CsvFile.write(file, header(), List.of());
            return List.of();
        }
        if (!Files.exists(side)) {
            throw new GamutException(command + ": " + file + " has no settings file " + side + " beside it; give another"
                    + " --csv or remove it");
        }
        String kept = Gamut.read(side);
        older = table.header().equals(olderHeader());
        if (!compact(kept).equals(compact(settings)) || !(older || table.header().equals(header()))) {
            throw new GamutException(command + ": " + file + " was made with other settings (" + side + ": "
                    + abbreviate(compact(kept)) + "); give another --csv or remove it");
        }
        return games(table, err);
    }

    /** The games of the rows: a cut last row and the rows of games met before are dropped, from the file too. */
    private List<PlayedGame> games(CsvFile.Table table, PrintWriter err) {
        List<List<String>> rows = table.rows();
        List<List<String>> kept = new ArrayList<>();
        List<PlayedGame> done = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < rows.size(); i++) {
            boolean last = i == rows.size() - 1;
            List<String> row = older ? upgrade(rows.get(i)) : rows.get(i);
            PlayedGame game = last && !table.complete() ? null : parse(row, playerNames.size());
            if (game == null && !last) {
                throw new GamutException(command + ": cannot read the CSV row '" + CsvFile.line(rows.get(i)) + "'");
            }
            // Game k of a variant is one game (its seed is the run's + k - 1): a second row of it is a copy.
            if (game != null && seen.add(game.variant() + "\n" + game.game())) {
                done.add(game);
                kept.add(rows.get(i));
            }
        }
        int copies = rows.size() - kept.size() - (table.complete() ? 0 : 1);
        if (kept.size() < rows.size()) {
            CsvFile.write(file, table.header(), kept);
        }
        if (copies > 0) {
            err.println(command + ": " + file + " held " + copies + (copies == 1 ? " row" : " rows") + " of games it"
                    + " already had (written by two runs at once); " + (copies == 1 ? "it was" : "they were") + " dropped");
            err.flush();
        }
        return done;
    }

    /** Lets another run have the file. */
    @Override
    public void close() {
        if (lock != null) {
            lock.close();
            lock = null;
        }
    }

    /**
     * Adds the games to the end of the file as they finish; close it after the last. A file written
     * before the observations' columns is written again with them first (empty for its games), so
     * that every row has the header's fields; with no game {@code toPlay} it is left as it is.
     */
    CsvFile.Appender appender(int toPlay) {
        if (older && toPlay > 0) {
            CsvFile.Table table = CsvFile.read(file);
            CsvFile.write(file, header(), table.rows().stream().map(GamesCsv::upgrade).toList());
            older = false;
        }
        return CsvFile.append(file);
    }

    /**
     * Puts the rows in the order one machine writes them, game by game and each variant in turn,
     * when they are not (a runner that hands games back as they finish); the file is replaced whole.
     */
    void order(List<String> variants) {
        CsvFile.Table table = CsvFile.read(file);
        Comparator<List<String>> byGame = Comparator.comparingInt(r -> number(r.get(1)));
        List<List<String>> sorted = new ArrayList<>(table.rows());
        sorted.sort(byGame.thenComparingInt(r -> {
            int v = variants.indexOf(r.get(0));
            return v < 0 ? Integer.MAX_VALUE : v;
        }));
        if (!sorted.equals(table.rows())) {
            CsvFile.write(file, table.header(), sorted);
        }
    }

    private static int number(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }

    /** A row of a file written before the observations' columns, with them empty. */
    private static List<String> upgrade(List<String> row) {
        List<String> longer = new ArrayList<>(row);
        OBSERVED.forEach(c -> longer.add(""));
        return longer;
    }

    static List<String> row(PlayedGame g) {
        List<String> row = new ArrayList<>(List.of(g.variant(), Integer.toString(g.game()), Long.toString(g.seed()),
                g.first(), g.winner(), Integer.toString(g.plies()), Integer.toString(g.turns()), g.end(),
                String.format(Locale.ROOT, "%.3f", g.branching())));
        for (int s : g.scores()) {
            row.add(Integer.toString(s));
        }
        Observations o = g.observed();
        row.add(decimal(o.coverage()));
        row.add(Integer.toString(o.searched()));
        row.add(decimal(o.leadChanges()));
        row.add(decimal(o.drama()));
        row.add(decimal(o.decisiveness()));
        row.add(decimal(o.decisionMoves()));
        return row;
    }

    /** Six decimals at most, trailing zeros dropped (0.75, 2), empty for NaN: read back, the same double. */
    static String decimal(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        String s = String.format(Locale.ROOT, "%.6f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static double undecimal(String s) {
        return s.isEmpty() ? Double.NaN : Double.parseDouble(s);
    }

    /** The game of a row, or null when the row is not one of a game with this many players. */
    static PlayedGame parse(List<String> f, int players) {
        if (f.size() != COLUMNS.size() + players + OBSERVED.size()) {
            return null;
        }
        try {
            int[] scores = new int[players];
            for (int p = 0; p < players; p++) {
                scores[p] = Integer.parseInt(f.get(COLUMNS.size() + p));
            }
            int o = COLUMNS.size() + players;
            String searched = f.get(o + 1);
            Observations observed = new Observations(undecimal(f.get(o)), searched.isEmpty() ? 0 : Integer.parseInt(searched),
                    undecimal(f.get(o + 2)), undecimal(f.get(o + 3)), undecimal(f.get(o + 4)), undecimal(f.get(o + 5)));
            return new PlayedGame(f.get(0), Integer.parseInt(f.get(1)), Long.parseLong(f.get(2)), f.get(3), f.get(4),
                    Integer.parseInt(f.get(5)), Integer.parseInt(f.get(6)), f.get(7), Double.parseDouble(f.get(8)), scores,
                    observed);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A JSON string: quoted, with quotes, backslashes and control characters escaped. */
    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> b.append(c < 0x20 ? String.format(Locale.ROOT, "\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return b.append('"').toString();
    }

    /** JSON text without the white space between its tokens: a side file laid out again still matches. */
    static String compact(String json) {
        StringBuilder b = new StringBuilder();
        boolean inString = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (inString) {
                b.append(c);
                if (c == '\\' && i + 1 < json.length()) {
                    b.append(json.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
            } else if (!Character.isWhitespace(c)) {
                b.append(c);
                inString = c == '"';
            }
        }
        return b.toString();
    }

    private static String abbreviate(String text) {
        return text.length() <= 300 ? text : text.substring(0, 300) + "...";
    }
}
