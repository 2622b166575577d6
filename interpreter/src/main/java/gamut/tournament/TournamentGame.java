package gamut.tournament;

import gamut.ai.Player;
import gamut.api.GameRecord;
import gamut.core.MoveList;
import gamut.engine.Game;
import gamut.engine.State;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Plays one game of a tournament. The dice come from a generator seeded with the game's seed, as
 * in a comparison's games; the first decisions (the opening) are random moves from a generator of
 * their own, also from the seed. Both games of a pair have the same seed and make the same
 * decisions in the opening whoever plays, so they reach the same position with the same dice to
 * come, and from there each player is on the other side.
 */
final class TournamentGame {
    private TournamentGame() {}

    /**
     * Plays the game with {@code seats[p]} for the game's player p; null when {@code stop} says so
     * before it is over (the tournament has ended).
     */
    static Played play(Game game, Tournament.Scheduled g, Player[] seats, int openings,
                       BooleanSupplier stop, Path recordGame, List<String> variants) {
        State state = game.newState();
        SplittableRandom dice = new SplittableRandom(g.seed());
        SplittableRandom opening = new SplittableRandom(derived(g.seed(), 0));
        MoveList moves = new MoveList();
        boolean inOpening = openings > 0;
        int plies = 0;
        while (!state.isOver()) {
            if (stop.getAsBoolean()) {
                return null;
            }
            if (state.isChance()) {
                state.make(state.randomOutcome(dice));
                continue;
            }
            int move = inOpening ? openingMove(state, moves, opening) : -1;
            if (move == -1) {
                inOpening = false;
                move = seats[state.decider()].choose(state, done -> { }, stop);
            }
            state.make(move);
            plies++;
            inOpening &= plies < openings;
        }
        GameRecord record = recordGame == null ? null : GameRecord.of(recordGame, variants, g.seed(), state);
        return new Played(g, state.result(), plies, record);
    }

    /**
     * A random legal move that does not end the game (an opening is where a game starts, not where
     * it is decided), or -1 when every move would end it: then the players take over there.
     */
    private static int openingMove(State state, MoveList moves, SplittableRandom random) {
        state.generate(moves);
        int[] going = new int[moves.size()];
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            state.make(move);
            if (!state.isOver()) {
                going[count++] = move;
            }
            state.unmake();
        }
        return count == 0 ? -1 : going[random.nextInt(count)];
    }

    /**
     * A seed of its own for each use of a game's seed (0 the opening, 1 + i player i), so that the
     * players and the opening draw apart from the dice, which have the seed itself. Each player's
     * seed depends on who it is, not on its side: a player listed twice plays two different games
     * in a pair, not one game twice.
     */
    static long derived(long seed, int use) {
        long z = seed * 0xBF58476D1CE4E5B9L + (use + 1) * 0x94D049BB133111EBL;
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }
}
