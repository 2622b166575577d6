package gamut.ui.controller;

import gamut.base.GamutException;
import gamut.compare.PointsMatch;
import gamut.core.Result;
import gamut.engine.Game;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A match to a number of points played in the window: the definitions in turn, each finished
 * game banked when the next one starts, so that taking moves back before then changes nothing in
 * the totals. The first listed player of every game is the first match player.
 */
public final class MatchPlay {
    /** A definition file of the match and its variants. */
    record Entry(Path file, List<String> variants) {}

    private final List<Entry> entries;
    private final int target;
    /** Each match player's points, as many as the games have players (sized by the first game banked or shown). */
    private int[] totals = new int[0];
    private int played;

    MatchPlay(List<Entry> entries, int target) {
        if (entries.isEmpty() || target < 1) {
            throw new GamutException("a match needs a game and at least 1 point to play to");
        }
        this.entries = List.copyOf(entries);
        this.target = target;
    }

    /**
     * A controller for a match to {@code target} points: the files (each with its variants) in
     * turn, starting with the first; 'New game' after a finished game moves on ({@link GameController#nextGame}).
     */
    public static GameController open(List<Path> files, List<List<String>> variants, int target, List<String> players,
            long seed, UiHost host, java.util.concurrent.Executor background) {
        List<Entry> entries = new java.util.ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            entries.add(new Entry(files.get(i), variants.get(i)));
        }
        MatchPlay match = new MatchPlay(entries, target);
        GameController c = GameController.open(files.get(0), variants.get(0), players, seed, host, background);
        c.playMatch(match);
        return c;
    }

    Entry current() {
        return entries.get(played % entries.size());
    }

    /** Counts a finished game to its winner and moves on to the next definition; false once the match is won. */
    boolean bank(Game game, Result result) {
        int[] t = totals(game);
        if (result.hasWinner()) {
            t[result.winner()] += PointsMatch.worth(game, result.scores(), result.winner());
        }
        played++;
        return !over();
    }

    boolean over() {
        return totals.length > 0 && totals[PointsMatch.winner(totals)] >= target;
    }

    private int[] totals(Game game) {
        if (totals.length < game.players()) {
            totals = java.util.Arrays.copyOf(totals, game.players());
        }
        return totals;
    }

    /**
     * The match in words, with the game on the board counted when it is over ({@code finished}, or
     * null): "match to 5, game 3 (second): white 2, black 1", "match to 5: white 4, black 1 after
     * game 3; New game: first", "white wins the match 5 to 1" ("solo wins the match with 3 points" for one player).
     */
    String describe(Game game, Result finished) {
        int[] t = totals(game).clone();
        if (finished != null && finished.hasWinner() && !over()) {
            t[finished.winner()] += PointsMatch.worth(game, finished.scores(), finished.winner());
        }
        int w = PointsMatch.winner(t);
        if (t[w] >= target) {
            StringBuilder others = new StringBuilder();
            for (int p = 0; p < t.length; p++) {
                others.append(p == w ? "" : " to " + t[p]);
            }
            return game.playerName(w) + " wins the match " + (t.length == 1 ? "with " + t[w] + (t[w] == 1 ? " point" : " points") : t[w] + others.toString());
        }
        List<String> each = new java.util.ArrayList<>();
        for (int p = 0; p < t.length; p++) {
            each.add(game.playerName(p) + " " + t[p]);
        }
        String score = String.join(", ", each);
        if (finished == null) {
            return String.format(Locale.ROOT, "match to %d, game %d (%s): %s", target, played + 1, name(played), score);
        }
        return String.format(Locale.ROOT, "match to %d: %s after game %d; New game: %s", target, score, played + 1,
                name(played + 1));
    }

    /** The name of the k-th game's file, without '.gamut'. */
    private String name(int k) {
        String file = entries.get(k % entries.size()).file().getFileName().toString();
        return file.endsWith(".gamut") ? file.substring(0, file.length() - ".gamut".length()) : file;
    }
}
