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
     * scores), half for a draw, 0 for a loss. In a game of more players, the player whose seats
     * took the better places on average (what the places are worth, {@link Result#value}) wins,
     * and an even share is a draw.
     */
    public double firstScore() {
        int seats = result.scores().length;
        double first = 0;
        double second = 0;
        for (int s = 0; s < seats; s++) {
            if (s % 2 == 0) {
                first += result.value(s);
            } else {
                second += result.value(s);
            }
        }
        double difference = first / ((seats + 1) / 2) - second / (seats / 2);
        return Math.abs(difference) < 1e-9 ? 0.5 : difference > 0 ? 1 : 0;
    }

    /** The points of the pairing's first player (a), whichever side it played. */
    public double scoreOfA() {
        return game.first() == game.pairing().a() ? firstScore() : 1 - firstScore();
    }
}
