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
    private final int[] totals = new int[2];
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
        if (!result.isDraw()) {
            totals[result.winner()] += PointsMatch.worth(game, result.scores(), result.winner());
        }
        played++;
        return !over();
    }

    boolean over() {
        return Math.max(totals[0], totals[1]) >= target;
    }

    /**
     * The match in words, with the game on the board counted when it is over ({@code finished}, or
     * null): "match to 5, game 3 (second): white 2, black 1", "match to 5: white 4, black 1 after
     * game 3; New game: first", "white wins the match 5 to 1".
     */
    String describe(Game game, Result finished) {
        int[] t = totals.clone();
        if (finished != null && !finished.isDraw() && !over()) {
            t[finished.winner()] += PointsMatch.worth(game, finished.scores(), finished.winner());
        }
        if (Math.max(t[0], t[1]) >= target) {
            int w = t[0] >= target ? 0 : 1;
            return String.format(Locale.ROOT, "%s wins the match %d to %d", game.playerName(w), t[w], t[1 - w]);
        }
        String score = String.format(Locale.ROOT, "%s %d, %s %d", game.playerName(0), t[0], game.playerName(1), t[1]);
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
