package gamut.compare;

import gamut.ai.Player;
import gamut.base.GamutException;
import gamut.base.Limits;
import gamut.engine.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * A match played to a number of points, as the race games with dice are played: games of one or
 * more definitions in turn (three games of one board, in a cycle), each won game adding
 * its worth to the winner's total (its points with 'wins by', else 1; a draw adds nothing), until
 * a player reaches the target. The two match players keep their places in every game: the first
 * plays each game's first player. Game k is played with seed S+k-1, so a match replays exactly.
 */
public final class PointsMatch {
    /** One of the definitions played in turn, with the label it is reported by. */
    public record Entry(String label, Game game) {}

    /** A game of the match as it ended, and the totals after it. */
    public record Played(int number, String label, long seed, PlayedGame game, String result, int[] totals) {}

    private final List<Entry> entries;
    private final String[] players;
    private final int target;

    public PointsMatch(List<Entry> entries, String[] players, int target) {
        if (entries.isEmpty()) {
            throw new GamutException("match: name at least one game file");
        }
        if (target < 1 || target > Limits.MATCH_GAMES) {
            throw new GamutException(String.format(Locale.ROOT, "match: --to must be 1 to %,d points, not %d",
                    Limits.MATCH_GAMES, target));
        }
        for (Entry e : entries) {
            if (e.game().players() != players.length) {
                throw new GamutException("match: " + e.label() + " is a game of " + e.game().players()
                        + " players; the match has " + players.length);
            }
        }
        this.entries = List.copyOf(entries);
        this.players = players.clone();
        this.target = target;
    }

    /** Plays the match from seed S, telling {@code each} every game as it ends; the games played. */
    public List<Played> play(long seed, Consumer<Played> each) {
        int[] totals = new int[players.length];
        List<Played> played = new ArrayList<>();
        for (int k = 1; leader(totals) < target; k++) {
            if (k > Limits.MATCH_GAMES) {
                throw new GamutException(String.format(Locale.ROOT, "match: no player reached %d points in %,d"
                        + " games: do the games keep ending in draws?", target, Limits.MATCH_GAMES));
            }
            Entry e = entries.get((k - 1) % entries.size());
            long gameSeed = seed + k - 1;
            PlayedGame game = Match.play(e.game(), e.label(), players, k, gameSeed, null,
                    (spec, s) -> Player.parse(spec, s, e.game()));
            // A draw, and a lone player's loss, add nothing to anyone's total.
            boolean won = !game.winner().equals(PlayedGame.DRAW) && !game.winner().equals(PlayedGame.NONE);
            int winner = won ? indexOf(e.game(), game.winner()) : -1;
            if (winner >= 0) {
                totals[winner] += worth(e.game(), game, winner);
            }
            Played p = new Played(k, e.label(), gameSeed, game, describe(e.game(), game, winner), totals.clone());
            played.add(p);
            each.accept(p);
        }
        return played;
    }

    /** The index of the player who won the match (the first to reach the target). */
    public static int winner(int[] totals) {
        int best = 0;
        for (int p = 1; p < totals.length; p++) {
            if (totals[p] > totals[best]) {
                best = p;
            }
        }
        return best;
    }

    /** What a won game adds: its points when the game scores, else 1. */
    private static int worth(Game game, PlayedGame played, int winner) {
        return worth(game, played.scores(), winner);
    }

    /** What a game won by {@code winner} with these final scores adds to a match total: its whole points, at least 1. */
    public static int worth(Game game, double[] scores, int winner) {
        return game.keepsScore() ? Math.max(1, (int) scores[winner]) : 1;
    }

    private static String describe(Game game, PlayedGame played, int winner) {
        if (winner < 0) {
            return played.outcome(game) + " (" + played.end() + ")";
        }
        int points = worth(game, played, winner);
        return played.winner() + " wins " + points + (points == 1 ? " point" : " points") + " (" + played.end() + ")";
    }

    private static int leader(int[] totals) {
        return totals[winner(totals)];
    }

    private static int indexOf(Game game, String name) {
        for (int p = 0; p < game.players(); p++) {
            if (game.playerName(p).equals(name)) {
                return p;
            }
        }
        throw new IllegalStateException("no player " + name);
    }
}
