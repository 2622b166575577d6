package gamut.ai;

import gamut.engine.Game;
import gamut.engine.State;

/**
 * What the alpha-beta search makes of a position that goes on in a game of places for three
 * players or more ('mover finishes'): the places of the players who have finished are no longer to
 * be had, so the root player's evaluation is worth something only between the best place still
 * open and the last. Without this a player one move from a middle place would rather stay where an
 * even evaluation says it stands than take the place, whose worth is below even, and two such
 * players shuffle until the limit.
 *
 * <p>Values are on the search's scale: a place worth w (from 0, last, to 1, first) reached n plies
 * ahead is {@code (2w - 1) * (WIN - n)}, as the search values a finished game. A position that goes
 * on is valued at the middle of the band between the last place and the best place still open,
 * plus its evaluation, and kept inside the band (short of the best place by the most plies a search
 * may reach), so that any place the player can still take outranks it and the last place falls below it.
 */
final class PlaceValues {
    private final Game game;
    private final boolean places;
    /** The search's scale: a win at the root, the least value of a decided game, the most plies a line may take. */
    private final int win;
    private final int won;
    private final int plies;

    PlaceValues(Game game, int win, int won, int plies) {
        this.game = game;
        this.places = game.players() > 2 && game.givesPlaces();
        this.win = win;
        this.won = won;
        this.plies = plies;
    }

    /** The value for {@code root} of the position, not over, that it evaluates at {@code evaluation}, {@code ply} plies from the root. */
    int value(State state, int root, int evaluation, int ply) {
        if (!places) {
            return evaluation;
        }
        int n = game.players();
        int own = game.placeOf(state, root);
        if (own != 0) {
            return worth(own, n, ply);
        }
        int finished = 0;
        for (int p = 0; p < n; p++) {
            finished += game.placeOf(state, p) != 0 ? 1 : 0;
        }
        // Inside the values the search takes for decided games too (beyond WON), which the table keeps apart.
        long best = Math.min(worth(finished + 1, n, 0) - plies - 1L, won - 1L);
        long worst = -won + 1L;
        long middle = (best + worst) / 2;
        return (int) Math.max(worst, Math.min(best, middle + evaluation));
    }

    /** The worth of place {@code place} of {@code n} on the search's scale, reached {@code ply} plies ahead. */
    private int worth(int place, int n, int ply) {
        double w = (double) (n - place) / (n - 1);
        return (int) Math.round((2 * w - 1) * (win - ply));
    }
}
