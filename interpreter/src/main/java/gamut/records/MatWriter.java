package gamut.records;

import gamut.base.GamutException;
import gamut.engine.Game;
import gamut.engine.Notation;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a game of two players with dice as the match file of gnubg and Jellyfish (.mat):
 * the match length, {@code Game 1}, the score line, then one numbered line for each exchange, the
 * first player's roll and plies on the left and the other's on the right ({@code 31: 8/5 6/5}),
 * the doubling cube's decisions in the column of who makes them ({@code Doubles => 2},
 * {@code Takes}, {@code Drops}), and {@code Wins N point} under the winner. The plies are written
 * in the game's notation, one die at a time.
 */
final class MatWriter {
    /** The tag of the match length, and those of the players' names (Player1, Player2). */
    static final String LENGTH = "Match length";
    static final String PLAYER = "Player";

    private MatWriter() {}

    /** Where the right-hand column starts after a line's number: the left one is this wide. */
    static final int LEFT = 28;

    /** One player's part of an exchange: a roll and its plies, or a decision of the cube. */
    private record Part(int player, String text) {}

    static String write(Imported imported, Map<String, String> tags) {
        Game game = imported.game();
        if (game.players() != 2) {
            throw new GamutException("a match file records games of two players");
        }
        if (imported.start() != null) {
            throw new GamutException("a match file is written from the game's start, and this one starts from a"
                    + " position of its own; write it as " + imported.format());
        }
        List<Part> parts = parts(imported);
        StringBuilder out = new StringBuilder();
        out.append(' ').append(tags.getOrDefault(LENGTH, "1")).append(" point match\n\n");
        out.append(" Game 1\n");
        String left = tags.getOrDefault(PLAYER + 1, game.playerName(0)) + " : 0";
        out.append(' ').append(column(left, LEFT + 3)).append(tags.getOrDefault(PLAYER + 2, game.playerName(1)))
                .append(" : 0\n");
        List<String[]> lines = new ArrayList<>();
        for (Part p : parts) {
            String[] last = lines.isEmpty() ? null : lines.get(lines.size() - 1);
            if (p.player() == 1 && last != null && last[1] == null) {
                last[1] = p.text();
            } else {
                lines.add(p.player() == 0 ? new String[] {p.text(), null} : new String[] {"", p.text()});
            }
        }
        for (int i = 0; i < lines.size(); i++) {
            String[] l = lines.get(i);
            out.append((String.format("%3d) ", i + 1) + column(l[0], LEFT) + (l[1] == null ? "" : l[1])).stripTrailing())
                    .append('\n');
        }
        State end = imported.state();
        if (end.isOver() && end.result().hasWinner()) {
            int points = (int) Math.round(end.result().points());
            String wins = "Wins " + points + " point" + (points == 1 ? "" : "s");
            out.append(("      " + (end.result().winner() == 0 ? wins : column("", LEFT - 1) + wins)).stripTrailing())
                    .append('\n');
        }
        return out.append('\n').toString();
    }

    /** The text padded to the width, as the left column of a line is; a space after it when it is wider. */
    private static String column(String text, int width) {
        return text.length() < width ? text + " ".repeat(width - text.length()) : text + " ";
    }

    /** The game's moves as each player's parts in turn. */
    private static List<Part> parts(Imported imported) {
        State state = imported.startState();
        List<Part> parts = new ArrayList<>();
        StringBuilder current = null;
        int cube = 1;
        for (String text : imported.record().moves()) {
            int move = Notation.parse(state, text);
            if (state.isChance()) {
                String roll = Notation.longForm(state, move).replaceAll("^.*roll ", "");
                state.make(move);
                current = new StringBuilder(dice(roll)).append(':');
                parts.add(new Part(state.toMove(), current.toString()));
                continue;
            }
            String written = Notation.ownForm(state, move);
            int player = state.toMove();
            String plain = Notation.longForm(state, move);
            state.make(move);
            switch (plain) {
                case "double" -> {
                    cube *= 2;
                    parts.add(new Part(player, "Doubles => " + cube));
                    current = null;
                }
                case "take" -> parts.add(new Part(player, "Takes"));
                case "drop" -> parts.add(new Part(player, "Drops"));
                case "pass", "no double" -> { }
                default -> {
                    if (current == null || parts.isEmpty() || parts.get(parts.size() - 1).player() != player) {
                        throw new GamutException("move '" + text + "' is played without a roll of the dice before it;"
                                + " a match file writes each player's moves after their roll");
                    }
                    current.append(' ').append(written);
                    parts.set(parts.size() - 1, new Part(player, current.toString()));
                }
            }
        }
        return parts;
    }

    /** "6-5" as a match file writes a roll, the higher die first: "65". */
    private static String dice(String roll) {
        String[] d = roll.split("-");
        if (d.length != 2) {
            throw new GamutException("a match file writes rolls of two dice, not 'roll " + roll + "'");
        }
        int a = Integer.parseInt(d[0].trim());
        int b = Integer.parseInt(d[1].trim());
        return "" + Math.max(a, b) + Math.min(a, b);
    }
}
