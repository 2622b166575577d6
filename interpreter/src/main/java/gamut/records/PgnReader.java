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

/**
 * Reads the first game of a PGN text: its tags (all kept, in order), the variant tag that finds
 * the game file in the table of formats, a start position from the tag FEN (read as the game's
 * position in letters named fen), and the moves, each read by the game's own notation reader so
 * that whatever it reads (SAN once the game's notation has it) a PGN may hold. Comments in braces
 * and after ';', NAGs ($1), move numbers and variations in parentheses are passed over; the result
 * token ends the game.
 */
final class PgnReader extends TextCursor {
    private final String name;
    private final boolean pdn;

    private PgnReader(String name, String text, boolean pdn) {
        super(text);
        this.name = name;
        this.pdn = pdn;
    }

    /** The game file and variants a PDN's GameType names, and its result tokens. */
    private record Chosen(Path file, List<String> variants, List<String> results) {}

    /** A token of the movetext and where it starts. */
    private record Token(String text, int line, int column) {}

    static Imported read(String name, String text, Formats formats, Path game, List<String> variants) {
        return new PgnReader(name, text, false).read(formats, game, variants);
    }

    /**
     * Reads the first game of a PDN text the same way: the tag GameType (its number before any ',';
     * 20 without it, as PDN 3.0 has it) finds the game, the moves are the square numbers the game's
     * notation writes, and the result tokens are 2-0, 0-2 and 1-1 as well as PGN's.
     */
    static Imported readPdn(String name, String text, Formats formats, Path game, List<String> variants) {
        return new PgnReader(name, text, true).read(formats, game, variants);
    }

    private Imported read(Formats formats, Path gameOverride, List<String> variantsOverride) {
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, int[]> tagAt = new LinkedHashMap<>();
        tags(tags, tagAt);
        List<Token> tokens = movetext();
        Chosen found = pdn ? pdnGame(formats, tags, tagAt, gameOverride) : pgnGame(formats, tags, tagAt, gameOverride);
        Path file = gameOverride != null ? gameOverride : found.file();
        List<String> chosen = variantsOverride != null ? variantsOverride : found.variants();
        Game game = Gamut.load(file, chosen);
        String start = start(game, tags, tagAt);
        State state = start == null ? game.newState() : game.position(start);
        List<String> moves = new ArrayList<>();
        String resultToken = "*";
        for (Token t : tokens) {
            if (t.text().matches("1-0|0-1|1/2-1/2|2-0|0-2|1-1|\\*")) {
                resultToken = t.text();
                break;
            }
            int move = move(state, t, moves.size() + 1);
            moves.add(Notation.format(state, move));
            state.make(move);
        }
        String result = state.isOver() ? game.describe(state.result()) : result(game, resultToken);
        tags.remove(pdn ? "GameType" : "Variant");
        tags.remove("SetUp");
        tags.remove("FEN");
        GameRecord record = new GameRecord(file, chosen, 1, moves, result);
        return new Imported(pdn ? RecordFormat.PDN : RecordFormat.PGN, record, game, start, state, tags, List.of());
    }

    /** The game of the tag Variant in the table, Standard without it. */
    private Chosen pgnGame(Formats formats, Map<String, String> tags, Map<String, int[]> tagAt, Path gameOverride) {
        String tag = tags.getOrDefault("Variant", "Standard");
        Formats.PgnGame entry = formats.pgn(tag);
        if (entry == null && gameOverride == null) {
            int[] at = tagAt.getOrDefault("Variant", new int[] {1, 1});
            throw problem(at[0], at[1], "no game file for the PGN variant '" + tag + "' in "
                    + formats.folder().resolve(Formats.FILE) + " (it has " + String.join(", ", formats.pgnTags())
                    + "); give the game file with -g");
        }
        return entry == null ? new Chosen(null, List.of(), List.of()) : new Chosen(entry.file(), entry.variants(), List.of());
    }

    /** The game of the tag GameType in the table, 20 without it. */
    private Chosen pdnGame(Formats formats, Map<String, String> tags, Map<String, int[]> tagAt, Path gameOverride) {
        String type = tags.getOrDefault("GameType", "20").split(",")[0].trim();
        Formats.PdnGame entry = formats.pdn(type);
        if (entry == null && gameOverride == null) {
            int[] at = tagAt.getOrDefault("GameType", new int[] {1, 1});
            throw problem(at[0], at[1], "no game file for the PDN GameType " + type + " in "
                    + formats.folder().resolve(Formats.FILE) + " (it has " + formats.pdnTypes()
                    + "); give the game file with -g");
        }
        return entry == null ? new Chosen(null, List.of(), List.of()) : new Chosen(entry.file(), entry.variants(),
                entry.results());
    }

    /** The start position of tag FEN (with SetUp "1", or alone as some programs write it), or null for the game's start. */
    private String start(Game game, Map<String, String> tags, Map<String, int[]> tagAt) {
        String fen = tags.get("FEN");
        if (fen == null || "0".equals(tags.get("SetUp"))) {
            return null;
        }
        int[] at = tagAt.get("FEN");
        if (!game.letterForms().contains("fen")) {
            throw problem(at[0], at[1], "[FEN]: " + game.title() + " declares no position in letters named fen, so the"
                    + " start position cannot be read");
        }
        try {
            game.position("fen:" + fen);
        } catch (GamutException e) {
            throw problem(at[0], at[1], "[FEN \"" + fen + "\"]: " + e.getMessage());
        }
        return "fen:" + fen;
    }

    /** The legal move a token names, as the game's notation reads it (marks such as '+', '!' or '?' tried without). */
    private int move(State state, Token t, int number) {
        String ply = "move " + number + " (" + state.game().playerName(state.toMove()) + ") '" + t.text() + "': ";
        if (state.isOver()) {
            throw problem(t.line(), t.column(), ply + "the game is over (" + state.game().describe(state.result()) + ")");
        }
        try {
            return Notation.parse(state, t.text());
        } catch (GamutException e) {
            String bare = t.text().replaceAll("[+#!?]+$", "");
            if (!bare.equals(t.text()) && !bare.isEmpty()) {
                try {
                    return Notation.parse(state, bare);
                } catch (GamutException ignored) {
                    // the message of the token as written says it
                }
            }
            throw problem(t.line(), t.column(), ply + e.getMessage());
        }
    }

    private static String result(Game game, String token) {
        return switch (token) {
            case "1-0" -> game.playerName(game.firstPlayer()) + " wins (1-0)";
            case "0-1" -> game.playerName(1 - game.firstPlayer()) + " wins (0-1)";
            case "2-0" -> game.playerName(game.firstPlayer()) + " wins (2-0)";
            case "0-2" -> game.playerName(1 - game.firstPlayer()) + " wins (0-2)";
            case "1/2-1/2", "1-1" -> "draw (" + token + ")";
            default -> "";
        };
    }

    /** The tag pairs at the start: [Name "value"], a '\' escaping '"' or '\' in the value. */
    private void tags(Map<String, String> tags, Map<String, int[]> tagAt) {
        while (true) {
            skipSpaceAndComments();
            if (peek() != '[') {
                return;
            }
            advance();
            int[] at = {line, column};
            StringBuilder tag = new StringBuilder();
            while (Character.isLetterOrDigit(peek()) || peek() == '_') {
                tag.append(advance());
            }
            while (peek() == ' ' || peek() == '\t') {
                advance();
            }
            if (tag.length() == 0 || peek() != '"') {
                throw problem(line, column, "a tag is [Name \"value\"]");
            }
            advance();
            StringBuilder value = new StringBuilder();
            while (peek() != '"') {
                if (peek() == 0 || peek() == '\n') {
                    throw problem(at[0], at[1], "the value of the tag " + tag + " is not closed: '\"' is missing");
                }
                char c = advance();
                value.append(c == '\\' ? advance() : c);
            }
            advance();
            while (peek() == ' ' || peek() == '\t') {
                advance();
            }
            if (peek() != ']') {
                throw problem(line, column, "the tag " + tag + " is not closed: ']' is missing");
            }
            advance();
            tags.put(tag.toString(), value.toString());
            tagAt.put(tag.toString(), at);
        }
    }

    /** The movetext's moves and result up to the next game's tags, comments, NAGs, numbers and variations left out. */
    private List<Token> movetext() {
        List<Token> tokens = new ArrayList<>();
        int depth = 0;
        int[] open = null;
        while (true) {
            skipSpaceAndComments();
            char c = peek();
            if (c == 0 || (c == '[' && depth == 0)) {
                break;
            }
            int[] at = {line, column};
            if (c == '(') {
                advance();
                open = depth == 0 ? at : open;
                depth++;
                continue;
            }
            if (c == ')') {
                if (depth == 0) {
                    throw problem(line, column, "a ')' closes no variation");
                }
                advance();
                depth--;
                continue;
            }
            StringBuilder word = new StringBuilder();
            while (peek() != 0 && !Character.isWhitespace(peek()) && "(){};".indexOf(peek()) < 0) {
                word.append(advance());
            }
            String w = word.toString().replaceFirst("^[0-9]+\\.+", "");
            if (depth == 0 && !w.isEmpty() && !w.startsWith("$") && !w.matches("[0-9]+")) {
                tokens.add(new Token(w, at[0], at[1] + word.length() - w.length()));
            }
        }
        if (depth > 0) {
            throw problem(open[0], open[1], "a variation '(' is not closed: ')' is missing");
        }
        return tokens;
    }

    /** White space, {comments}, comments from ';' to the line's end, and lines starting with '%'. */
    private void skipSpaceAndComments() {
        while (true) {
            char c = peek();
            if (Character.isWhitespace(c) && c != 0) {
                advance();
            } else if (c == '{') {
                int[] at = {line, column};
                while (peek() != '}') {
                    if (peek() == 0) {
                        throw problem(at[0], at[1], "a comment '{' is not closed: '}' is missing");
                    }
                    advance();
                }
                advance();
            } else if (c == ';' || (c == '%' && column == 1)) {
                while (peek() != 0 && peek() != '\n') {
                    advance();
                }
            } else {
                return;
            }
        }
    }

    private GamutException problem(int line, int column, String message) {
        return new GamutException(name + ":" + line + ":" + column + ": error: " + message);
    }
}
