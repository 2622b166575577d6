package gamut.cli;

import gamut.api.AtomicWrite;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.base.SourceText;
import gamut.compare.Observations;
import gamut.compare.Observed;
import gamut.compare.PlayedGame;
import gamut.core.Result;
import java.io.Closeable;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The games of a run, selfplay's or compare's, one CSV row per finished game as it ends, so that
 * an interrupted run resumes. Both commands write the same columns, {@code variant, game, seed,
 * first, winner, plies, turns, end, branching, score_P...} and then the figures observed of the game
 * ({@link Observed}: coverage, searched, lead_changes, drama, decisiveness, decision_moves; empty
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
    static final List<String> OBSERVED = Observed.columns();

    private final String command;
    private final Path file;
    private final RunSettings settings;
    private final List<String> playerNames;
    /** Whether a file that is not gamut's may be replaced (--force). */
    private final boolean force;
    /** The run's hold on the file, from {@link #load} to {@link #close}. */
    private CsvLock lock;
    /**
     * How many of the observed figures' columns the file has: fewer than {@link #OBSERVED} when it
     * was written before the others were added, which are then added (empty) before a row is.
     */
    private int figuresKept = OBSERVED.size();
    /** Whether the game gives places ('mover finishes'): each player's place follows the observations. */
    private boolean places;

    /**
     * The CSV of a run with these settings (its command among them) and the game's players;
     * {@code force} lets it replace a file at its name, or its side file's, that is not gamut's.
     */
    GamesCsv(Path file, RunSettings settings, List<String> playerNames, boolean force) {
        this.command = settings.command();
        this.file = file;
        this.settings = settings;
        this.playerNames = List.copyOf(playerNames);
        this.force = force;
    }

    /** For a game of places: a column {@code place_<player>} per player after the observations. */
    GamesCsv places(boolean gives) {
        this.places = gives;
        return this;
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

    /** Whether a file is a side file as gamut writes it, in any layout: a JSON object that names the command. */
    private static boolean holdsSettings(Path file) {
        return RunSettings.isSettings(new String(Outputs.head(file, 1 << 16), StandardCharsets.UTF_8));
    }

    /** The side file of a CSV: its name with {@code .json} added. */
    static Path sideFile(Path csv) {
        return csv.resolveSibling(csv.getFileName() + ".json");
    }

    List<String> header() {
        return header(OBSERVED.size());
    }

    /**
     * The header of a file with the first {@code figures} observed figures' columns; a file
     * written before any (before the design metrics) has no places either.
     */
    private List<String> header(int figures) {
        List<String> header = new ArrayList<>(COLUMNS);
        playerNames.forEach(p -> header.add("score_" + p));
        header.addAll(OBSERVED.subList(0, figures));
        if (places && figures > 0) {
            playerNames.forEach(p -> header.add("place_" + p));
        }
        return header;
    }

    /**
     * The games the file already holds, which must have been played with the same settings; the
     * file is this run's until {@link #close}, and another run given it is refused. A new file gets
     * its side file and header; a last row cut short by an interruption (without its line break, or
     * with fewer fields than the header) is dropped from the file, and its game is played again; a row of a game the file already holds (two runs that wrote the same
     * file) is dropped from it, and said on {@code err}. The file is read a row at a time, and each
     * row is checked against the settings ({@link GameRows}).
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
        try (CsvFile.Reader in = ours ? CsvFile.Reader.open(file) : null) {
            if (in == null || in.header().isEmpty()) {
                if (!force && !Outputs.replaceable(side, GamesCsv::holdsSettings)) {
                    throw new GamutException(command + ": the CSV's settings file " + side + " exists and is not gamut's;"
                            + " give another --csv, or pass --force to replace it");
                }
                AtomicWrite.writeString(side, settings.json());
                CsvFile.write(file, header(), List.of());
                return List.of();
            }
            sameSettings(side, in.header());
            return games(in, err);
        }
    }

    /** Refuses the file unless its side file holds this run's settings (in any layout) and its header is this run's. */
    private void sameSettings(Path side, List<String> header) {
        if (!Files.exists(side)) {
            throw new GamutException(command + ": " + file + " has no settings file " + side + " beside it; give another"
                    + " --csv or remove it");
        }
        String kept = Gamut.read(side);
        Object values;
        try {
            values = Json.parse(kept);
        } catch (Json.NotJson e) {
            throw new GamutException(side + ":" + e.line + ": cannot read the settings: " + e.getMessage()
                    + "; give another --csv or remove it");
        }
        figuresKept = -1;
        for (int figures = 0; figures <= OBSERVED.size() && figuresKept < 0; figures++) {
            figuresKept = header.equals(header(figures)) ? figures : -1;
        }
        if (!settings.heldBy(values) || figuresKept < 0) {
            throw new GamutException(command + ": " + file + " was made with other settings (" + side + ": "
                    + abbreviate(SourceText.printable(compact(kept))) + "); give another --csv or remove it");
        }
    }

    /**
     * The games of the rows, each checked; a cut last row and the rows of games met before are
     * dropped, from the file too (written again, a row at a time).
     */
    private List<PlayedGame> games(CsvFile.Reader in, PrintWriter err) {
        GameRows reader = new GameRows(file, settings, playerNames, figuresKept, places);
        List<PlayedGame> done = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        Set<Long> dropped = new HashSet<>();
        int copies = 0;
        long n = 0;
        for (CsvFile.Row row = in.next(), next; row != null; row = next, n++) {
            next = in.next();
            if (next == null && (!in.complete() || row.fields().size() < in.header().size())) {
                dropped.add(n); // cut short by an interruption: its game is played again
                break;
            }
            PlayedGame game = reader.read(row.fields(), row.line());
            // Game k of a variant is one game (its seed is the run's + k - 1): a second row of it is a copy.
            if (seen.add((long) settings.variants().indexOf(game.variant()) << 32 | game.game())) {
                done.add(game);
            } else {
                dropped.add(n);
                copies++;
            }
        }
        if (!dropped.isEmpty()) {
            CsvFile.rewrite(file, null, (rows, out) -> {
                long k = 0;
                for (CsvFile.Row row = rows.next(); row != null; row = rows.next(), k++) {
                    if (!dropped.contains(k)) {
                        out.accept(row.fields());
                    }
                }
            });
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
     * before some of the observed figures' columns is written again with them first (empty for its
     * games), so that every row has the header's fields; with no game {@code toPlay} it is left as it
     * is.
     */
    CsvFile.Appender appender(int toPlay) {
        if (figuresKept < OBSERVED.size() && toPlay > 0) {
            int figures = figuresKept;
            CsvFile.rewrite(file, header(), (rows, out) -> {
                for (CsvFile.Row row = rows.next(); row != null; row = rows.next()) {
                    out.accept(upgrade(row.fields(), playerNames.size(), figures));
                }
            });
            figuresKept = OBSERVED.size();
        }
        return CsvFile.append(file);
    }

    /**
     * Puts the rows in the order one machine writes them, game by game and each variant in turn,
     * when they are not (a runner that hands games back as they finish); the file is replaced whole.
     * Only the rows from the first out of order on are held, sorted and merged with those before,
     * which are read again: the rows of the games this run played, most often.
     */
    void order(List<String> variants) {
        long firstOut = -1;
        try (CsvFile.Reader in = CsvFile.Reader.open(file)) {
            long last = Long.MIN_VALUE;
            long n = 0;
            for (CsvFile.Row row = in.next(); row != null && firstOut < 0; row = in.next(), n++) {
                long key = key(row.fields(), variants);
                firstOut = key < last ? n : -1;
                last = key;
            }
        }
        if (firstOut < 0) {
            return;
        }
        long from = firstOut;
        List<List<String>> rest = new ArrayList<>();
        try (CsvFile.Reader in = CsvFile.Reader.open(file)) {
            long n = 0;
            for (CsvFile.Row row = in.next(); row != null; row = in.next(), n++) {
                if (n >= from) {
                    rest.add(row.fields());
                }
            }
        }
        rest.sort(Comparator.comparingLong(r -> key(r, variants)));
        CsvFile.rewrite(file, null, (rows, out) -> {
            int next = 0;
            long n = 0;
            for (CsvFile.Row row = rows.next(); row != null && n < from; row = rows.next(), n++) {
                long key = key(row.fields(), variants);
                while (next < rest.size() && key(rest.get(next), variants) < key) {
                    out.accept(rest.get(next++));
                }
                out.accept(row.fields());
            }
            rest.subList(next, rest.size()).forEach(out);
        });
    }

    /** Where a row goes: by its game's number, then its variant's place in the run's (a variant not there last). */
    private static long key(List<String> row, List<String> variants) {
        int v = variants.indexOf(row.get(0));
        return (long) number(row.get(1)) << 32 | (v < 0 ? Integer.MAX_VALUE : v);
    }

    private static int number(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }

    /**
     * A row of a game of {@code players} from a file that has only the first {@code figures}
     * observed figures' columns, with the others added, empty.
     */
    static List<String> upgrade(List<String> row, int players, int figures) {
        List<String> longer = new ArrayList<>(row);
        longer.addAll(COLUMNS.size() + players + figures, Collections.nCopies(OBSERVED.size() - figures, ""));
        return longer;
    }

    static List<String> row(PlayedGame g) {
        List<String> row = new ArrayList<>(List.of(g.variant(), Integer.toString(g.game()), Long.toString(g.seed()),
                g.first(), g.winner(), Integer.toString(g.plies()), Integer.toString(g.turns()), g.end(),
                String.format(Locale.ROOT, "%.3f", g.branching())));
        for (double s : g.scores()) {
            row.add(Result.points(s));
        }
        for (Observed figure : Observed.values()) {
            row.add(decimal(g.observed().get(figure)));
        }
        if (g.places() != null) {
            for (int place : g.places()) {
                row.add(Integer.toString(place));
            }
        }
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

    /**
     * The game of a row, or null when the row is not one of a game with this many players; a row
     * with a place per player after the observations is one of a game of places.
     */
    static PlayedGame parse(List<String> f, int players) {
        int fields = COLUMNS.size() + players + OBSERVED.size();
        if (f.size() != fields && f.size() != fields + players) {
            return null;
        }
        try {
            int[] places = null;
            if (f.size() > fields) {
                places = new int[players];
                for (int p = 0; p < players; p++) {
                    places[p] = Integer.parseInt(f.get(fields + p));
                }
            }
            double[] scores = new double[players];
            for (int p = 0; p < players; p++) {
                scores[p] = Double.parseDouble(f.get(COLUMNS.size() + p));
            }
            int o = COLUMNS.size() + players;
            double[] values = new double[OBSERVED.size()];
            for (Observed figure : Observed.values()) {
                String field = f.get(o + figure.ordinal());
                values[figure.ordinal()] = !figure.whole() ? undecimal(field) : field.isEmpty() ? 0 : Integer.parseInt(field);
            }
            Observations observed = new Observations(values);
            return new PlayedGame(f.get(0), Integer.parseInt(f.get(1)), Long.parseLong(f.get(2)), f.get(3), f.get(4),
                    Integer.parseInt(f.get(5)), Integer.parseInt(f.get(6)), f.get(7), Double.parseDouble(f.get(8)), scores,
                    observed, places);
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
