package gamut.records;

import gamut.api.GameRecord;
import gamut.api.Gamut;
import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the first game of a match file as gnubg or Jellyfish writes it (.mat): each numbered line holds
 * the first player's part on the left and the other's on the right, told apart by the column they
 * start in; a part is a roll and its plies ({@code 64: 24/18 13/9}), a decision of the doubling
 * cube ({@code Doubles => 2}, {@code Takes}, {@code Drops}) or {@code Wins N points}. The first roll
 * is the opening roll, its higher die the starter's. The plies of a roll are read in the game's
 * notation, each in the order it can be played; {@code 24/18(2)} and {@code 24/18/13} are read as
 * the plies they stand for.
 */
final class MatReader {

    private static final Pattern LENGTH_LINE = Pattern.compile("\\s*(\\d+)\\s+point\\s+match\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern GAME_LINE = Pattern.compile("\\s*Game\\s+(\\d+)\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern SCORE_LINE = Pattern.compile("\\s*(\\S.*?)\\s*:\\s*(\\d+)\\s+(\\S.*?)\\s*:\\s*(\\d+)\\s*");
    private static final Pattern NUMBERED = Pattern.compile("(\\s*\\d+\\))(.*)");
    private static final Pattern PART = Pattern.compile("(\\d\\d:|Doubles\\b|Takes\\b|Drops\\b|Wins\\b|Beavers\\b)",
            Pattern.CASE_INSENSITIVE);

    private final String name;

    private MatReader(String name) {
        this.name = name;
    }

    /** A player's part as read, where it starts. */
    private record Part(int player, String text, int line, int column) {}

    static Imported read(String name, String text, Formats formats, Path gameOverride, List<String> variants) {
        return new MatReader(name).read(text, formats, gameOverride, variants);
    }

    private Imported read(String text, Formats formats, Path gameOverride, List<String> variantsOverride) {
        Map<String, String> tags = new LinkedHashMap<>();
        List<Part> parts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        int games = 0;
        for (int i = 0; i < lines.length && games < 2; i++) {
            String line = lines[i];
            Matcher m;
            if ((m = LENGTH_LINE.matcher(line)).matches()) {
                tags.put(MatWriter.LENGTH, m.group(1));
            } else if (GAME_LINE.matcher(line).matches()) {
                games++;
            } else if (games == 1 && (m = NUMBERED.matcher(line)).matches()) {
                parts(m.group(2), m.group(1).length(), i + 1, parts);
            } else if (games == 1 && (m = SCORE_LINE.matcher(line)).matches() && parts.isEmpty()) {
                tags.put(MatWriter.PLAYER + 1, m.group(1));
                tags.put(MatWriter.PLAYER + 2, m.group(3));
            } else if (games == 1 && PART.matcher(line.strip()).lookingAt()) {
                parts(line, 0, i + 1, parts);
            }
        }
        if (games == 0) {
            throw problem(1, 1, "no 'Game 1' line: a match file lists its games, each after a line ' Game N'");
        }
        if (games > 1) {
            notes.add("the file holds more than one game; the first is read");
        }
        Formats.MatGame entry = gameOverride == null ? formats.mat() : null;
        if (gameOverride == null && entry == null) {
            throw problem(1, 1, "no game file for match files in " + formats.folder().resolve(Formats.FILE)
                    + " (mat = FILE); give the game file with -g");
        }
        Path file = gameOverride != null ? gameOverride : entry.file();
        List<String> chosen = variantsOverride != null ? variantsOverride : entry == null ? List.of() : entry.variants();
        Game game = Gamut.load(file, chosen);
        State state = game.newState();
        List<String> moves = new ArrayList<>();
        for (Part p : parts) {
            play(state, p, moves);
        }
        String result = state.isOver() ? game.describe(state.result()) : "";
        return new Imported(RecordFormat.MAT, new GameRecord(file, chosen, 1, moves, result), game, null, state, tags,
                notes);
    }

    /** The parts of a line: at most one for each column, the right one past the left column's width. */
    private static void parts(String rest, int offset, int line, List<Part> out) {
        Matcher m = PART.matcher(rest);
        List<int[]> starts = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {m.start()});
        }
        for (int k = 0; k < starts.size(); k++) {
            int start = starts.get(k)[0];
            int end = k + 1 < starts.size() ? starts.get(k + 1)[0] : rest.length();
            int player = starts.size() > 1 ? k : start + offset > MatWriter.LEFT / 2 + 6 ? 1 : 0;
            out.add(new Part(Math.min(player, 1), rest.substring(start, end).strip(), line, start + offset + 1));
        }
    }

    /** Plays one part: a roll and its plies, or a decision of the cube. */
    private void play(State state, Part p, List<String> moves) {
        String[] words = p.text().split("\\s+");
        String first = words[0].toLowerCase();
        if (first.equals("wins")) {
            return;
        }
        forcedPasses(state, moves);
        if (first.endsWith(":")) {
            int a = first.charAt(0) - '0';
            int b = first.charAt(1) - '0';
            boolean opening = moves.isEmpty();
            String roll = opening ? "opening roll " + (p.player() == 0 ? Math.max(a, b) + "-" + Math.min(a, b)
                    : Math.min(a, b) + "-" + Math.max(a, b)) : "roll " + a + "-" + b;
            make(state, p, opening && a == b ? "roll " + a + "-" + b : roll, moves);
            if (state.toMove() != p.player()) {
                throw problem(p.line(), p.column(), "'" + p.text() + "' is in " + state.game().playerName(p.player())
                        + "'s column, and " + state.game().playerName(state.toMove()) + " is to move");
            }
            List<String> plies = new ArrayList<>();
            for (int i = 1; i < words.length; i++) {
                plies.addAll(expanded(words[i]));
            }
            plies(state, p, plies, moves);
        } else {
            String word = switch (first) {
                case "doubles", "beavers" -> "double";
                case "takes" -> "take";
                default -> "drop";
            };
            make(state, p, word, moves);
        }
    }

    /**
     * The plies of a roll, in the first order the game can play them all (bar/20 before 20/14), a ply
     * that could be either of two moves (1/off with either die) as the plies after it allow.
     */
    private void plies(State state, Part p, List<String> plies, List<String> moves) {
        if (playable(state, plies, moves)) {
            return;
        }
        List<String> left = new ArrayList<>(plies);
        while (!left.isEmpty()) {
            int played = -1;
            for (int i = 0; i < left.size() && played < 0; i++) {
                try {
                    int move = Notation.parse(state, left.get(i));
                    moves.add(Notation.format(state, move));
                    state.make(move);
                    played = i;
                } catch (GamutException e) {
                    // tried again after another ply
                }
            }
            if (played < 0) {
                make(state, p, left.get(0), moves); // says why the first cannot be played
            }
            left.remove(played < 0 ? 0 : played);
        }
    }

    /** Whether the plies can all be played in some order; they are then played, and recorded. */
    private static boolean playable(State state, List<String> plies, List<String> moves) {
        if (plies.isEmpty()) {
            return true;
        }
        for (int i = 0; i < plies.size(); i++) {
            for (int move : state.isOver() ? List.<Integer>of() : Notation.candidates(state, plies.get(i))) {
                moves.add(Notation.format(state, move));
                state.make(move);
                List<String> rest = new ArrayList<>(plies);
                rest.remove(i);
                if (playable(state, rest, moves)) {
                    return true;
                }
                state.unmake();
                moves.remove(moves.size() - 1);
            }
        }
        return false;
    }

    /** 24/18(2) as two plies, 24/18/13 as 24/18 18/13 (a star stays with the point it follows). */
    static List<String> expanded(String word) {
        int times = 1;
        Matcher m = Pattern.compile("(.*)\\((\\d)\\)").matcher(word);
        String w = word;
        if (m.matches()) {
            w = m.group(1);
            times = Integer.parseInt(m.group(2));
        }
        String[] points = w.split("/");
        List<String> out = new ArrayList<>();
        for (int t = 0; t < times; t++) {
            for (int i = 0; i + 1 < points.length || i == 0 && points.length == 1; i++) {
                out.add(points.length == 1 ? w : points[i].replace("*", "") + "/" + points[i + 1]);
            }
        }
        return out;
    }

    /** A player who cannot move passes: those plies are not written in a match file. */
    private static void forcedPasses(State state, List<String> moves) {
        while (!state.isOver() && !state.isChance()) {
            gamut.core.MoveList legal = new gamut.core.MoveList();
            state.generate(legal);
            if (legal.size() != 1 || !Notation.longForm(state, legal.get(0)).equals("pass")) {
                return;
            }
            moves.add("pass");
            state.make(legal.get(0));
        }
    }

    private void make(State state, Part p, String text, List<String> moves) {
        if (state.isOver()) {
            throw problem(p.line(), p.column(), "'" + text + "': the game is over ("
                    + state.game().describe(state.result()) + ")");
        }
        try {
            int move = Notation.parse(state, text);
            moves.add(state.isChance() ? Notation.longForm(state, move) : Notation.format(state, move));
            state.make(move);
        } catch (GamutException e) {
            throw problem(p.line(), p.column(), e.getMessage());
        }
    }

    private GamutException problem(int line, int column, String message) {
        return new GamutException(name + ":" + line + ":" + column + ": error: " + message);
    }
}
