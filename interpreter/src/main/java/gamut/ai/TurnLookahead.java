package gamut.ai;

import gamut.core.MoveList;
import gamut.engine.State;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Chooses a move by the {@link Network}'s value of the positions the mover's turn can end in:
 * every way to finish the turn (each part of it a decision of its own, such as a die's move) is
 * played out, and the move that starts the best is chosen. Looking two turns ahead, each end is
 * valued instead by the other player's best answer to each roll, weighed by its chance: what
 * programs of race games with dice call looking two plies ahead. Positions reached twice (the same moves in
 * another order) are valued once.
 */
final class TurnLookahead {
    private final Network network;
    private final Network.Valuer valuer;
    private final int turns;
    /** The ends valued during one choice, per turns left, by their hash. */
    private final List<Map<Long, Double>> valued = new ArrayList<>();

    /** {@code turns} 1 to value the ends of the mover's turn, 2 to look at the answers to them too. */
    TurnLookahead(Network network, int turns) {
        this.network = network;
        this.valuer = network.valuer();
        this.turns = turns;
        for (int t = 0; t <= turns; t++) {
            valued.add(new HashMap<>());
        }
    }

    Network.Valuer valuer() {
        return valuer;
    }

    /** The mover's best move in the state (which offers a decision); the state is left as it was. */
    int choose(State state) {
        MoveList moves = new MoveList();
        state.generate(moves);
        if (moves.size() == 1) {
            return moves.get(0);
        }
        for (Map<Long, Double> m : valued) {
            m.clear();
        }
        int mover = state.toMove();
        int turn = state.turnNumber();
        int best = moves.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            state.make(moves.get(i));
            double v = bestEnd(state, mover, turn, turns);
            state.unmake();
            if (v > bestValue) {
                bestValue = v;
                best = moves.get(i);
            }
        }
        return best;
    }

    /** The mover's best equity over the ends of the turn from the state, each valued with {@code left} turns to look at. */
    private double bestEnd(State state, int mover, int turn, int left) {
        if (turnOver(state, mover, turn)) {
            return ended(state, mover, left);
        }
        MoveList moves = new MoveList();
        state.generate(moves);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            state.make(moves.get(i));
            best = Math.max(best, bestEnd(state, mover, turn, left));
            state.unmake();
        }
        return best;
    }

    /** Whether the mover's turn {@code turn} is over in the state: the game ended, the dice roll, or another decides. */
    static boolean turnOver(State state, int mover, int turn) {
        return state.isOver() || state.isChance() || state.toMove() != mover || state.turnNumber() != turn;
    }

    /** The equity for {@code player}, whose turn has just ended in the state. */
    private double ended(State state, int player, int left) {
        if (state.isOver()) {
            return Network.equity(state.result(), player);
        }
        Map<Long, Double> known = valued.get(left);
        Double seen = known.get(state.hash());
        if (seen != null) {
            return seen;
        }
        double v = left <= 1 ? valuer.equity(state, player) : answered(state, player, left - 1);
        known.put(state.hash(), v);
        return v;
    }

    /** The equity for the player once the next turn is played: each roll by its chance, then the best answer to it. */
    private double answered(State state, int player, int left) {
        if (state.isOver()) {
            return Network.equity(state.result(), player);
        }
        if (state.isChance()) {
            MoveList outcomes = new MoveList();
            List<Integer> weights = new ArrayList<>();
            state.chanceOutcomes(outcomes, weights);
            double sum = 0;
            double total = 0;
            for (int i = 0; i < outcomes.size(); i++) {
                state.make(outcomes.get(i));
                sum += weights.get(i) * answered(state, player, left);
                state.unmake();
                total += weights.get(i);
            }
            return sum / total;
        }
        int who = state.toMove();
        double best = bestEnd(state, who, state.turnNumber(), left);
        return who == player ? best : -best;
    }
}
