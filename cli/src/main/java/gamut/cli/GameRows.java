package gamut.cli;

import gamut.base.GamutException;
import gamut.base.SourceText;
import gamut.compare.Observations;
import gamut.compare.Observed;
import gamut.compare.PlayedGame;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.commons.lang3.StringUtils;

/**
 * The rows of a CSV that a run resumes, read back as games and checked against the run's settings
 * before any is trusted: each field of its kind and within its range, the variant one of the run's,
 * the seed the one the settings give the game's number, the players the game's. A row that is not
 * is refused in one line that names the file and the line it is on ({@code games.csv:17: ...}). The
 * names read are shared, so that many rows hold one copy of each.
 */
final class GameRows {
    private static final Pattern WHOLE = Pattern.compile("-?[0-9]{1,19}");
    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,300}(\\.[0-9]{1,300})?");
    private static final Pattern FRACTION = Pattern.compile("-?[0-9]{1,9}\\.[0-9]{1,9}");
    private static final String REMEDY = "; correct or remove that row, or give another --csv";

    private final Path file;
    private final RunSettings settings;
    private final List<String> players;
    /** How many observed figures' columns the file has (a row gets the others, empty). */
    private final int kept;
    private final int fields;
    /** Whether each row ends with a place per player ('mover finishes'). */
    private final boolean places;
    /** One copy of each name read (variants, players, ends). */
    private final Map<String, String> names = new HashMap<>();

    /** The rows of a file with every observed figure's column, without places. */
    GameRows(Path file, RunSettings settings, List<String> players) {
        this(file, settings, players, GamesCsv.OBSERVED.size(), false);
    }

    /**
     * The rows of a file with the first {@code kept} observed figures' columns, and the places of a
     * game that gives them (a file written before any observed figure has none).
     */
    GameRows(Path file, RunSettings settings, List<String> players, int kept, boolean places) {
        this.file = file;
        this.settings = settings;
        this.players = List.copyOf(players);
        this.kept = kept;
        this.places = places && kept > 0;
        this.fields = GamesCsv.COLUMNS.size() + players.size() + kept + (this.places ? players.size() : 0);
    }

    /** The game of a row that starts on {@code line}; refused in one line when the row is not one of this run. */
    PlayedGame read(List<String> row, long line) {
        if (row.size() != fields) {
            throw refused(line, row.size() + (row.size() == 1 ? " field" : " fields") + " where the header has " + fields);
        }
        List<String> f = kept < GamesCsv.OBSERVED.size() ? GamesCsv.upgrade(row, players.size(), kept) : row;
        String variant = f.get(0);
        if (!settings.variants().contains(variant)) {
            throw refused(line, "variant " + quoted(variant) + " is not one of this run's ("
                    + String.join(", ", settings.variants()) + ")");
        }
        int game = whole(f.get(1), "game", 1, line);
        long seed = number(f.get(2), "seed", line);
        if (seed != settings.seedOf(game)) {
            throw refused(line, "game " + game + " has the seed " + seed + ", but the settings' seed " + settings.seed()
                    + " gives it " + settings.seedOf(game));
        }
        String first = player(f.get(3), "first", false, line);
        String winner = player(f.get(4), "winner", true, line);
        int plies = whole(f.get(5), "plies", 0, line);
        int turns = whole(f.get(6), "turns", 0, line);
        if (f.get(7).isEmpty()) {
            throw refused(line, "end is empty");
        }
        double branching = decimal(f.get(8), "branching", Double.MAX_VALUE, false, line);
        double[] scores = new double[players.size()];
        for (int p = 0; p < scores.length; p++) {
            scores[p] = score(f.get(GamesCsv.COLUMNS.size() + p), "score_" + players.get(p), line);
        }
        int o = GamesCsv.COLUMNS.size() + players.size();
        return new PlayedGame(shared(variant), game, seed, first, winner, plies, turns, shared(f.get(7)), branching,
                scores, observed(f, o, line), places(f, o + GamesCsv.OBSERVED.size(), line));
    }

    /** The figures observed of the game, from field {@code from} on; an empty field is one not available (0 for a count). */
    private Observations observed(List<String> f, int from, long line) {
        double[] values = new double[GamesCsv.OBSERVED.size()];
        for (Observed figure : Observed.values()) {
            String field = f.get(from + figure.ordinal());
            values[figure.ordinal()] = !figure.whole() ? decimal(field, figure.column(), figure.most(), true, line)
                    : field.isEmpty() ? 0 : whole(field, figure.column(), 0, line);
        }
        return new Observations(values);
    }

    /** The places of a row that has them (null otherwise), each from 1 to the number of players. */
    private int[] places(List<String> f, int from, long line) {
        if (!places) {
            return null;
        }
        int[] placed = new int[players.size()];
        for (int p = 0; p < placed.length; p++) {
            placed[p] = whole(f.get(from + p), "place_" + players.get(p), 1, line);
            if (placed[p] > placed.length) {
                throw refused(line, "place_" + players.get(p) + " is " + placed[p] + ", beyond the " + placed.length
                        + " players");
            }
        }
        return placed;
    }

    /** A player's name; for the winner ({@code orDraw}) also a draw, and in a game of one player none, its loss. */
    private String player(String name, String what, boolean orDraw, long line) {
        boolean lone = players.size() == 1;
        if (players.contains(name) || orDraw && (name.equals(PlayedGame.DRAW) || lone && name.equals(PlayedGame.NONE))) {
            return shared(name);
        }
        throw refused(line, what + " " + quoted(name) + " is not a player of this game (" + String.join(", ", players)
                + (orDraw ? lone ? ", draw, or none" : ", or draw" : "") + ")");
    }

    private String shared(String name) {
        return names.computeIfAbsent(name, n -> n);
    }

    /** A whole number of at least {@code least}, written as gamut writes it. */
    private int whole(String text, String what, int least, long line) {
        long n = number(text, what, line);
        if (n < least || n > Integer.MAX_VALUE) {
            throw refused(line, what + " is " + text + ", not a whole number from " + (least == Integer.MIN_VALUE
                    ? String.format(Locale.ROOT, "%,d", least) : least) + " to " + String.format(Locale.ROOT, "%,d",
                    Integer.MAX_VALUE));
        }
        return (int) n;
    }

    /** A player's points: a whole number, or one with a fraction (a margin over a compensation, 3.5). */
    private double score(String text, String what, long line) {
        if (FRACTION.matcher(text).matches()) {
            return Double.parseDouble(text);
        }
        return whole(text, what, Integer.MIN_VALUE, line);
    }

    private long number(String text, String what, long line) {
        if (WHOLE.matcher(text).matches()) {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                // beyond a long: refused below
            }
        }
        throw refused(line, what + " is " + quoted(text) + ", not a whole number");
    }

    /** A number from 0 to {@code most} (NaN for an empty field where {@code optional}). */
    private double decimal(String text, String what, double most, boolean optional, long line) {
        if (text.isEmpty() && optional) {
            return Double.NaN;
        }
        if (DECIMAL.matcher(text).matches()) {
            double v = Double.parseDouble(text);
            if (v <= most) {
                return v;
            }
        }
        throw refused(line, what + " is " + quoted(text) + ", not a number from 0" + (most == 1 ? " to 1" : "")
                + (optional ? " or empty" : ""));
    }

    /** A field quoted in a message: its first 40 characters, control characters escaped. */
    static String quoted(String text) {
        return "'" + SourceText.printable(StringUtils.abbreviate(text, 40)) + "'";
    }

    private GamutException refused(long line, String reason) {
        return new GamutException(file + ":" + line + ": " + reason + REMEDY);
    }
}
