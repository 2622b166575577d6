package gamut.api;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.lang3.Validate;

/**
 * A played game as a text file that replays it exactly: the definition file, the variants, the
 * seed, and every move in notation, rolls of the dice included ({@code roll 6-5}).
 * <pre>
 * # gamut record
 * game: games/my-race-game.gamut
 * variants: opening=reroll
 * seed: 7
 * moves: opening roll 3-1; 24-21; 21-20; roll 2-2; ...
 * result: white wins 2 points (borne_off)
 * </pre>
 * Moves are separated by semicolons; lines starting with '#' are comments. The result, written
 * when the game is over, is for readers: replaying the moves decides it. A viewer that was stepping
 * through the game keeps where it was, {@code shown: N} (the position after N of the moves; left out
 * at the last), and each line of play left behind when another move was made at an earlier point,
 * {@code other: MOVES} (from the start, in the same notation), one line each; other readers may
 * leave both aside.
 */
public record GameRecord(Path game, List<String> variants, long seed, List<String> moves, String result, int shown,
                         List<List<String>> others) {
    public GameRecord {
        Validate.notNull(game, "a record names its game file");
        variants = List.copyOf(variants);
        moves = List.copyOf(moves);
        result = result == null ? "" : result;
        Validate.isTrue(shown >= 0 && shown <= moves.size(), "shown: 0 to %d, not %d", moves.size(), shown);
        others = others.stream().map(List::copyOf).toList();
    }

    /** A record of one line of play, shown at its end. */
    public GameRecord(Path game, List<String> variants, long seed, List<String> moves, String result) {
        this(game, variants, seed, moves, result, moves.size(), List.of());
    }

    /** The record of the state's line of play (it must start from the game's initial position). */
    public static GameRecord of(Path game, List<String> variants, long seed, State state) {
        State replay = state.game().newState();
        List<String> moves = new ArrayList<>();
        for (int move : state.line()) {
            moves.add(Notation.format(replay, move));
            replay.make(move);
        }
        return new GameRecord(game, List.copyOf(variants), seed, moves,
                state.isOver() ? state.game().describe(state.result()) : "");
    }

    /** The same game shown after {@code shown} of its moves, with these other lines of play. */
    public GameRecord showing(int shown, List<List<String>> others) {
        return new GameRecord(game, variants, seed, moves, result, shown, others);
    }

    public String text() {
        StringBuilder text = new StringBuilder("# gamut record\n"
                + "game: " + game + "\n"
                + "variants: " + String.join(",", variants) + "\n"
                + "seed: " + seed + "\n"
                + "moves: " + String.join("; ", moves) + "\n"
                + (result.isEmpty() ? "" : "result: " + result + "\n")
                + (shown == moves.size() ? "" : "shown: " + shown + "\n"));
        for (List<String> other : others) {
            text.append("other: ").append(String.join("; ", other)).append('\n');
        }
        return text.toString();
    }

    /** Writes the record with {@link AtomicWrite}, so a failed save leaves the old file whole. */
    public void save(Path target) {
        AtomicWrite.writeString(target, text());
    }

    /**
     * Reads a record. Its game file is looked for beside the record first, then from the working
     * folder; {@link #game()} is the file found (an absolute name stays as written). Every problem
     * is a GamutException naming the record and, where there is one, the line and column:
     * {@code game.record:3:7: error: the seed must be a number, not 'x'}.
     */
    public static GameRecord read(Path file) {
        return read(file, Gamut.read(file));
    }

    /** The same of a record's text already read; {@code file} names it in messages and is where its game is looked for. */
    public static GameRecord read(Path file, String text) {
        if (!startsAsRecord(text)) {
            // Not quoted: a file of another kind is no business of a message.
            throw new GamutException(file + ": not a game record: a record's lines are 'game: FILE', 'moves: ...' and"
                    + " the like, and its first (blank lines and # comments aside) is none of them");
        }
        Path game = null;
        int gameLine = 0;
        int gameColumn = 0;
        List<String> variants = List.of();
        long seed = 1;
        List<String> moves = new ArrayList<>();
        String result = "";
        int shown = -1;
        int[] shownAt = null;
        List<List<String>> others = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int number = i + 1;
            int keyColumn = raw.indexOf(line.charAt(0)) + 1;
            int colon = raw.indexOf(':');
            if (colon < 0) {
                throw problem(file, number, keyColumn, "expected 'key: value', found '" + shown(line) + "'");
            }
            String key = raw.substring(0, colon).strip();
            String value = raw.substring(colon + 1).strip();
            int valueColumn = value.isEmpty() ? colon + 2 : colon + 2 + raw.substring(colon + 1).indexOf(value.charAt(0));
            Integer earlier = seen.putIfAbsent(key, number);
            if (earlier != null && KEYS.contains(key)) {
                throw problem(file, number, keyColumn, "'" + key + "' is given twice (first at line " + earlier + ")");
            }
            switch (key) {
                case "game" -> {
                    game = gamePath(file, number, valueColumn, value);
                    gameLine = number;
                    gameColumn = valueColumn;
                }
                case "variants" -> variants = Gamut.variants(value);
                case "seed" -> seed = seed(file, number, valueColumn, value);
                case "moves" -> moves = moves(value);
                case "other" -> others.add(moves(value));
                case "shown" -> {
                    shown = shownCount(file, number, valueColumn, value);
                    shownAt = new int[] {number, valueColumn};
                }
                // Written for readers of the file; the replay of the moves decides the result.
                case "result" -> result = value;
                default -> throw problem(file, number, keyColumn, "unknown key '" + shown(key)
                        + "' (a record has game, variants, seed, moves, result, shown and other)");
            }
        }
        if (game == null) {
            throw new GamutException(file + ": a record needs a line 'game: FILE'");
        }
        if (shown > moves.size()) {
            throw problem(file, shownAt[0], shownAt[1], "shown: " + shown + " is past the last of the " + moves.size()
                    + " moves");
        }
        return new GameRecord(find(file, gameLine, gameColumn, game), variants, seed, moves, result,
                shown < 0 ? moves.size() : shown, others);
    }

    /** Whether the text's first line that is neither blank nor a '#' comment is one of a record's keys and a colon. */
    private static boolean startsAsRecord(String text) {
        for (String line : text.split("\r?\n", -1)) {
            String s = line.strip();
            if (!s.isEmpty() && !s.startsWith("#")) {
                int colon = s.indexOf(':');
                String key = colon < 0 ? "" : s.substring(0, colon).strip();
                return KEYS.contains(key) || key.equals("other");
            }
        }
        return false;
    }

    /** The keys given once at most; {@code other} may come once a line of play. */
    private static final List<String> KEYS = List.of("game", "variants", "seed", "moves", "result", "shown");

    private static List<String> moves(String value) {
        List<String> moves = new ArrayList<>();
        for (String m : value.split(";")) {
            if (!m.isBlank()) {
                moves.add(m.strip());
            }
        }
        return moves;
    }

    private static int shownCount(Path file, int line, int column, String value) {
        try {
            int shown = Integer.parseInt(value);
            if (shown >= 0) {
                return shown;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw problem(file, line, column, "shown: the number of moves before the position shown, not '" + shown(value)
                + "'");
    }

    /**
     * Whether a text is a record rather than a definition: its first line that is neither blank nor
     * a '#' comment is {@code game: ...}, which no definition can start with ({@code game "Name" {}).
     */
    public static boolean isRecord(String text) {
        for (String line : text.split("\r?\n", -1)) {
            String s = line.strip();
            if (!s.isEmpty() && !s.startsWith("#")) {
                return s.startsWith("game") && s.substring(4).strip().startsWith(":");
            }
        }
        return false;
    }

    private static GamutException problem(Path file, int line, int column, String message) {
        return new GamutException(file + ":" + line + ":" + column + ": error: " + message);
    }

    /**
     * The file a record's {@code game:} names, which must be a definition by its name ({@code .gamut}):
     * a record from anywhere must not have any other file read as a definition, whose messages would
     * quote it.
     */
    private static Path gamePath(Path file, int line, int column, String value) {
        if (value.isEmpty()) {
            throw problem(file, line, column, "'game:' names no file");
        }
        Path game;
        try {
            game = Path.of(value);
        } catch (InvalidPathException e) {
            throw problem(file, line, column, "'" + shown(value) + "' is not a file name (" + e.getReason() + ")");
        }
        if (game.getFileName() == null || !game.getFileName().toString().endsWith(".gamut")) {
            throw problem(file, line, column, "'game:' names " + shown(value) + ", which is not a definition: a record's"
                    + " game is a .gamut file");
        }
        return game;
    }

    private static long seed(Path file, int line, int column, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw problem(file, line, column, "the seed must be a whole number, not '" + shown(value) + "'");
        }
    }

    /** The game file: beside the record, else from the working folder; an absolute name as it is. */
    private static Path find(Path record, int line, int column, Path game) {
        if (game.isAbsolute()) {
            if (!Files.isRegularFile(game)) {
                throw problem(record, line, column, "no game file " + game);
            }
            return game;
        }
        Path dir = record.toAbsolutePath().getParent();
        Path beside = dir == null ? game : dir.resolve(game).normalize();
        if (Files.isRegularFile(beside)) {
            return beside;
        }
        if (Files.isRegularFile(game)) {
            return game;
        }
        throw problem(record, line, column, "no game file " + game + " beside the record (in " + dir
                + ") or in the working folder");
    }

    /** Text from a file as a message may quote it: a control character (a NUL, say) as its Java escape. */
    private static String shown(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return out.toString();
    }

    /**
     * The state after replaying the moves in the given rules. A move that is not legal where it
     * stands stops the replay there; {@code stoppedAt} then says which (and why), and the state
     * holds every move before it.
     */
    public Replay replay(Game loaded) {
        State state = loaded.newState();
        for (int i = 0; i < moves.size(); i++) {
            String written = moves.get(i);
            try {
                state.make(Notation.parse(state, written));
            } catch (GamutException e) {
                return new Replay(state, i, "move " + (i + 1) + " '" + written + "': " + e.getMessage());
            }
        }
        return new Replay(state, -1, null);
    }

    public record Replay(State state, int stoppedAt, String problem) {}
}
