package gamut.engine;

import gamut.board.Board;
import gamut.core.Move;
import gamut.core.MoveList;
import gamut.rules.Rules;
import gamut.rules.Setup;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The game's own start: the set-up's pieces and reserves, then its scramble ('scramble N moves seed
 * S'), a random walk of N moves from them that the seed fixes. The end rules do not stop the walk
 * (a puzzle is set up solved, and its goal holds there), and it passes through no position twice
 * while a move to a new one is left, so that it goes away from the set-up rather than back and
 * forth. Where it stops is the start: a position like any other, no move played yet.
 */
final class GameStart {
    private GameStart() {}

    /** Sets the state up at the game's start, the first player to move; the caller starts the line. */
    static void setUp(State state, Rules rules, Board board) {
        state.clear(rules.firstPlayer());
        Setup setup = rules.setup();
        for (Setup.Placed p : setup.pieces()) {
            p.putOn(board);
        }
        for (int p = 0; p < rules.players(); p++) {
            for (int t = 0; t < rules.pieces(); t++) {
                board.setReserve(p, t, setup.reserve()[p][t]);
            }
        }
        if (setup.scramble() > 0) {
            walk(state, setup.scramble(), setup.seed());
        }
    }

    /**
     * Plays {@code moves} random moves from the position set up (and on to the end of a turn of
     * several parts), each drawn from those that lead to a position not yet passed through, or from
     * all when none does; it stops early where the player to move has no move but a pass. Then the
     * state holds the position reached as a set-up: the move history, the turn count and the last
     * move are gone.
     */
    private static void walk(State state, int moves, int seed) {
        state.startLine();
        SplittableRandom random = new SplittableRandom(seed);
        Set<Long> passed = new HashSet<>();
        passed.add(state.hash());
        MoveList legal = new MoveList();
        MoveList fresh = new MoveList();
        for (int k = 0; k < moves || !state.turns.partsDone.isEmpty(); k++) {
            state.legalMoves(legal);
            if (legal.size() == 0 || legal.get(0) == Move.PASS_MOVE) {
                break;
            }
            fresh.clear();
            for (int i = 0; i < legal.size(); i++) {
                state.make(legal.get(i));
                if (!passed.contains(state.hash())) {
                    fresh.add(legal.get(i));
                }
                state.unmake();
            }
            MoveList from = fresh.size() > 0 ? fresh : legal;
            state.make(from.get(random.nextInt(from.size())));
            passed.add(state.hash());
        }
        StartPosition.of(state, state.board(), state.toMove(), state.turns.resumedPlan, state.turns.resumedParts)
                .putPieces(state);
    }
}
