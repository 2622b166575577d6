package gamut.records;

import gamut.base.GamutException;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a game as PGN: the Seven Tag Roster first (Event, Site, Date, Round, White, Black, Result,
 * '?' where nothing is known), the variant tag when the game is not the table's Standard, SetUp and
 * FEN for a game from a position of its own, the other tags read before; then the moves numbered
 * by whole turns in the game's notation, 80 characters a line at most, and the result token;
 * and PDN, the same with the GameType tag, square numbers and its own result tokens.
 */
final class PgnWriter {
    private PgnWriter() {}

    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    static String write(Imported imported, Map<String, String> tags, Formats formats) {
        Game game = imported.game();
        Formats.PgnGame entry = formats.pgnOf(imported.record().game(), imported.record().variants());
        if (entry == null) {
            throw new GamutException("PGN has no variant for " + imported.record().game().getFileName() + " under "
                    + variants(imported) + " in " + formats.folder().resolve(Formats.FILE) + " (it has "
                    + String.join(", ", formats.pgnTags()) + ")");
        }
        if (game.players() != 2) {
            throw new GamutException("PGN records games of two players, White and Black");
        }
        String result = result(game, imported.state(), imported.record().result(), List.of("1-0", "0-1", "1/2-1/2"));
        Map<String, String> all = roster(tags, result);
        if (!entry.tag().equals("Standard")) {
            all.put("Variant", entry.tag());
        }
        if (imported.start() != null) {
            all.put("SetUp", "1");
            all.put("FEN", game.positionText(imported.startState(), "fen"));
        }
        return text(imported, all, tags, result);
    }

    /**
     * Writes a game as PDN: the Seven Tag Roster, GameType by the table of formats, the other tags
     * read before, then the moves numbered as in PGN, in the game's notation (square numbers), and
     * the result token of that GameType (2-0, 0-2 and 1-1 in some, PGN's in others).
     */
    static String writePdn(Imported imported, Map<String, String> tags, Formats formats) {
        Formats.PdnGame entry = formats.pdnOf(imported.record().game(), imported.record().variants());
        if (entry == null) {
            throw new GamutException("PDN has no GameType for " + imported.record().game().getFileName() + " under "
                    + variants(imported) + " in " + formats.folder().resolve(Formats.FILE) + " (it has "
                    + formats.pdnTypes() + ")");
        }
        String result = result(imported.game(), imported.state(), imported.record().result(), entry.results());
        Map<String, String> all = roster(tags, result);
        all.put("GameType", entry.type());
        if (imported.start() != null) {
            if (!imported.game().letterForms().contains("fen")) {
                throw new GamutException("a PDN game from a position of its own gives it in its FEN tag, and "
                        + imported.game().title() + " declares no position in letters named fen; write it as " + imported.format());
            }
            all.put("SetUp", "1");
            all.put("FEN", imported.game().positionText(imported.startState(), "fen"));
        }
        return text(imported, all, tags, result);
    }

    private static String variants(Imported imported) {
        return imported.record().variants().isEmpty() ? "no variant" : String.join(",", imported.record().variants());
    }

    private static Map<String, String> roster(Map<String, String> tags, String result) {
        Map<String, String> all = new LinkedHashMap<>();
        for (String tag : ROSTER) {
            all.put(tag, tags.getOrDefault(tag, tag.equals("Date") ? "????.??.??" : "?"));
        }
        all.put("Result", result);
        return all;
    }

    private static String text(Imported imported, Map<String, String> all, Map<String, String> tags, String result) {
        State start = imported.startState();
        tags.forEach(all::putIfAbsent);
        StringBuilder out = new StringBuilder();
        all.forEach((tag, value) -> out.append('[').append(tag).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
        out.append('\n');
        List<String> words = moves(start, imported.state().line(), imported.start());
        words.add(result);
        int width = 0;
        for (String w : words) {
            if (width > 0 && width + 1 + w.length() > 80) {
                out.append('\n');
                width = 0;
            } else if (width > 0) {
                out.append(' ');
                width++;
            }
            out.append(w);
            width += w.length();
        }
        return out.append("\n\n").toString();
    }

    /** The moves with their numbers: "1." before the first player's, "1..." before a first move of the second. */
    private static List<String> moves(State state, int[] line, String start) {
        Game game = state.game();
        List<String> words = new ArrayList<>();
        int number = start == null ? 1 : fullMove(start);
        for (int i = 0; i < line.length; i++) {
            int move = line[i];
            boolean first = state.toMove() == game.firstPlayer();
            if (first || i == 0) {
                words.add(number + (first ? "." : "..."));
            }
            words.add(token(state, move, i + 1));
            state.make(move);
            if (!first) {
                number++;
            }
        }
        return words;
    }

    /** The move number a FEN gives in its sixth field, else 1. */
    private static int fullMove(String start) {
        String[] fields = start.trim().split("\\s+");
        return fields.length >= 6 && fields[5].matches("[0-9]{1,6}") ? Integer.parseInt(fields[5]) : 1;
    }

    /**
     * The move as one word of movetext: its notation, or where that has words after the first
     * ('Pe5xd6 xd5') the first word alone when the notation reads it back as the same move.
     */
    private static String token(State state, int move, int number) {
        String written = Notation.format(state, move);
        if (!written.contains(" ")) {
            return written;
        }
        String first = written.substring(0, written.indexOf(' '));
        try {
            if (Notation.parse(state, first) == move) {
                return first;
            }
        } catch (GamutException e) {
            // said below
        }
        throw new GamutException("move " + number + " '" + written + "' cannot be written as one word of PGN movetext");
    }

    /**
     * The result token: of {@code tokens} (the first player's win, the other's, a draw) by the
     * game's end, else by a result read from PGN or PDN, else '*'.
     */
    private static String result(Game game, State end, String recorded, List<String> tokens) {
        if (end.isOver()) {
            Result r = end.result();
            return r.isDraw() ? tokens.get(2) : !r.hasWinner() ? "*"
                    : r.winner() == game.firstPlayer() ? tokens.get(0) : tokens.get(1);
        }
        Matcher kept = Pattern.compile("\\((1-0|0-1|1/2-1/2|2-0|0-2|1-1)\\)$").matcher(recorded);
        if (!kept.find()) {
            return "*";
        }
        int index = List.of("1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1").indexOf(kept.group(1)) % 3;
        return tokens.get(index);
    }
}
