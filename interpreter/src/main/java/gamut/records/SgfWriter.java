package gamut.records;

import gamut.api.GameRecord;
import gamut.base.GamutException;
import gamut.core.Move;
import gamut.core.Result;
import gamut.engine.Game;
import gamut.engine.State;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a Gamut game as SGF (FF[4]) for the game number the table of formats gives its file: the
 * variants as root properties (size=13 as SZ[13]), the result as RE, and each move as the points
 * of its cells, Black the first player. A pass that was the only legal move is left out, as
 * Othello's records leave it (the reader puts it back); a move that takes the first stone over is
 * written 'swap-pieces'.
 */
final class SgfWriter {
    private SgfWriter() {}

    /** The record as SGF; {@code tags} are game information read from an SGF before (PB, DT, ...), kept. */
    static String write(Imported imported, Map<String, String> tags, Formats formats) {
        GameRecord record = imported.record();
        Game game = imported.game();
        State end = imported.state();
        Formats.SgfGame entry = formats.sgfOf(record.game());
        if (entry == null) {
            throw new GamutException("SGF has no game number for " + record.game().getFileName() + " in "
                    + formats.folder().resolve(Formats.FILE) + " (it has " + formats.sgfNumbers() + ")");
        }
        if (imported.start() != null) {
            throw new GamutException("SGF here records games from the game's start, and this one starts from a position"
                    + " of its own");
        }
        SgfPoints points = new SgfPoints(game.geometry(), entry.letters(), entry.rowsDown());
        StringBuilder out = new StringBuilder("(;FF[4]GM[" + entry.number() + "]CA[UTF-8]AP[Gamut]");
        out.append("SZ[").append(points.size()).append(']'); // the board says it, whichever variant made it
        if (!entry.swap().isEmpty() && record.variants().contains(entry.swap())) {
            out.append("RU[swap]");
        }
        for (Formats.Mapped mapped : entry.variants().values()) {
            if (mapped.property().equals("SZ")) {
                continue;
            }
            String value = mapped.base();
            for (String v : record.variants()) {
                if (v.startsWith(mapped.variant() + "=")) {
                    value = v.substring(mapped.variant().length() + 1);
                }
            }
            out.append(mapped.property()).append('[').append(escape(value)).append(']');
        }
        String header = out.toString();
        // game information read from an SGF before, less what this header says already (RU[swap], KM)
        tags.forEach((id, value) -> {
            if (!header.matches("(?s).*[;\\]]" + id + "\\[.*")) {
                out.append('\n').append(id).append('[').append(escape(value)).append(']');
            }
        });
        String result = result(game, end, record.result());
        if (!result.isEmpty()) {
            out.append("\nRE[").append(escape(result)).append(']');
        }
        moves(out, game, end.line(), points, !entry.swap().isEmpty());
        return out.append(")\n").toString();
    }

    private static void moves(StringBuilder out, Game game, int[] line, SgfPoints points, boolean swaps) {
        State state = game.newState();
        int written = 0;
        for (int move : line) {
            if (state.isChance()) {
                throw new GamutException("SGF has no way to write a roll of the dice");
            }
            boolean pass = MoveCells.isPass(game, move);
            if (!(pass && MoveCells.onlyPass(state))) {
                out.append(written % 10 == 0 ? "\n;" : ";").append(state.toMove() == game.firstPlayer() ? 'B' : 'W')
                        .append('[').append(value(state, move, points, swaps)).append(']');
                written++;
            }
            state.make(move);
        }
    }

    private static String value(State state, int move, SgfPoints points, boolean swaps) {
        Game game = state.game();
        if (MoveCells.isPass(game, move)) {
            return points.letters() ? "" : "pass";
        }
        if (swaps && game.kind(move) == Move.DROP && game.captures(move).length > 0) {
            return "swap-pieces";
        }
        int to = game.to(move);
        boolean captures = game.kind(move) != Move.DROP && to != Move.NONE && state.owner(to) >= 0;
        return points.move(MoveCells.of(game, move), captures);
    }

    /** RE: B+ or W+ with the winner's margin when the game keeps a score, 0 for a draw; a result read from RE kept. */
    private static String result(Game game, State end, String recorded) {
        if (end.isOver()) {
            Result r = end.result();
            if (r.isDraw()) {
                return "0";
            }
            if (!r.hasWinner()) {
                return "";
            }
            String colour = r.winner() == game.firstPlayer() ? "B+" : "W+";
            return colour + (game.keepsScore() ? Result.points(r.points()) : "");
        }
        Matcher kept = Pattern.compile("\\(RE\\[(.*)]\\)$").matcher(recorded);
        return kept.find() ? kept.group(1) : "";
    }

    /** A value as SGF writes text: ']' and '\' escaped. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }
}
