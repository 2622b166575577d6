package gamut.load;

import gamut.core.MoveList;
import gamut.engine.State;
import gamut.kernel.Kernel;
import gamut.rules.Rules;
import java.util.SplittableRandom;

/**
 * Whether random games of the rules end: a few seeded games are played to a length far beyond
 * what a real game takes. A game still going then is the evidence a lint warning gives for adding
 * a 'limit'.
 */
final class EndlessGames {
    static final int GAMES = 8;
    static final int PLIES = 3_000;

    private EndlessGames() {}

    /** How many of {@link #GAMES} random games were still going after {@link #PLIES} plies. */
    static int stillGoing(Rules rules) {
        State s = Kernel.start(rules);
        MoveList moves = new MoveList();
        int going = 0;
        for (int seed = 1; seed <= GAMES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            s.reset();
            while (!s.isOver() && s.ply() < PLIES) {
                int move = s.isChance() ? s.randomOutcome(random) : s.randomMove(moves, random);
                if (move < 0) {
                    break;
                }
                s.make(move);
            }
            going += s.isOver() ? 0 : 1;
        }
        return going;
    }
}
