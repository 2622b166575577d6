package gamut.tournament;

import gamut.api.GameRecord;
import gamut.core.Result;

/**
 * A game of a tournament as it ended: the game scheduled, its result, its length in decisions
 * (plies, rolls of the dice not counted), and its record when the tournament keeps them (else null).
 */
public record Played(Tournament.Scheduled game, Result result, int plies, GameRecord record) {
    /**
     * The points of the game's player on the first side: 1 for a win (whatever points the game
     * scores), half for a draw, 0 for a loss.
     */
    public double firstScore() {
        return result.isDraw() ? 0.5 : result.winner() == 0 ? 1 : 0;
    }

    /** The points of the pairing's first player (a), whichever side it played. */
    public double scoreOfA() {
        return game.first() == game.pairing().a() ? firstScore() : 1 - firstScore();
    }
}
