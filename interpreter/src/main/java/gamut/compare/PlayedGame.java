package gamut.compare;

import gamut.core.Result;
import gamut.engine.Game;
import org.apache.commons.lang3.builder.EqualsBuilder;
import org.apache.commons.lang3.builder.HashCodeBuilder;
import org.apache.commons.lang3.builder.ToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;

/**
 * One game of a comparison: which variant and game number, its seed, who decided first, the winner
 * ({@link #DRAW} for a draw, {@link #NONE} for the loss of a game's one player), its length in plies and turns, how it ended, the mean number of legal
 * moves per decision, the final scores in the game's player order, what the design metrics
 * observed of it ({@link Observations}), and in a game of places ('mover finishes') each player's
 * place in the game's player order (null otherwise; {@link Result#places}).
 */
public record PlayedGame(String variant, int game, long seed, String first, String winner, int plies, int turns, String end,
                         double branching, double[] scores, Observations observed, int[] places) {
    /** The winner of a drawn game; no player may be called so ('draw' is a word of the language). */
    public static final String DRAW = "draw";
    /** The winner of a game that no player won and that is no draw: the loss of its one player. */
    public static final String NONE = "none";

    /** The winner of a result as a record names it: a player's name, {@link #DRAW} or {@link #NONE}. */
    public static String winner(Game game, Result result) {
        return result.isDraw() ? DRAW : result.isLoss() ? NONE : game.playerName(result.winner());
    }

    /** A game without places. */
    public PlayedGame(String variant, int game, long seed, String first, String winner, int plies, int turns, String end,
                      double branching, double[] scores, Observations observed) {
        this(variant, game, seed, first, winner, plies, turns, end, branching, scores, observed, null);
    }

    /**
     * The result in words: "white wins", "draw", "solo loses" (the loss of the game's one player),
     * "red 1st, green 2nd, blue 3rd" (places).
     */
    public String outcome(Game game) {
        if (places != null && !winner.equals(DRAW)) {
            return game.places(new Result(Result.DRAW, scores, end, places));
        }
        return winner.equals(DRAW) ? DRAW : winner.equals(NONE) ? game.playerName(0) + " loses" : winner + " wins";
    }

    /** A game of which nothing beyond its result and length is known ({@link Observations#NONE}). */
    public PlayedGame(String variant, int game, long seed, String first, String winner, int plies, int turns, String end,
                      double branching, double[] scores) {
        this(variant, game, seed, first, winner, plies, turns, end, branching, scores, Observations.NONE);
    }

    /** Equal when every figure is, the scores compared by content. */
    @Override
    public boolean equals(Object o) {
        return o instanceof PlayedGame g && new EqualsBuilder().append(variant, g.variant).append(game, g.game)
                .append(seed, g.seed).append(first, g.first).append(winner, g.winner).append(plies, g.plies)
                .append(turns, g.turns).append(end, g.end).append(branching, g.branching).append(scores, g.scores)
                .append(observed, g.observed).append(places, g.places).isEquals();
    }

    @Override
    public int hashCode() {
        return new HashCodeBuilder().append(variant).append(game).append(seed).append(first).append(winner)
                .append(plies).append(turns).append(end).append(branching).append(scores).append(observed)
                .append(places).toHashCode();
    }

    @Override
    public String toString() {
        return new ToStringBuilder(this, ToStringStyle.SHORT_PREFIX_STYLE).append("variant", variant)
                .append("game", game).append("seed", seed).append("first", first).append("winner", winner)
                .append("plies", plies).append("turns", turns).append("end", end).append("branching", branching)
                .append("scores", scores).append("observed", observed).append("places", places).toString();
    }
}
