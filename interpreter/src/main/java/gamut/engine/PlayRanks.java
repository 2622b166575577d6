package gamut.engine;

import gamut.board.Board;
import gamut.rules.DiceRules;
import gamut.rules.Rules;
import gamut.rules.Tracks;

/**
 * How the dice rules rank the plays of a roll: their measures in order (most dice, larger dice,
 * most distance), each in a field of twelve bits, then the number of 'prefer' conditions met.
 */
final class PlayRanks {
    private PlayRanks() {
    }

    /** The rank of ending the turn here. */
    static long rank(State state, Rules rules, int player) {
        DiceRules dice = rules.dice();
        long rank = 0;
        int[] values = state.diceValues();
        int used = state.diceUsed();
        for (DiceRules.Usage usage : dice.usage()) {
            long measure = switch (usage) {
                case MOST_DICE -> Integer.bitCount(used);
                case LARGER_DIE -> pips(values, used);
                case MAX_DISTANCE -> progress(state, rules, player);
            };
            rank = (rank << 12) | (measure & 0xfff);
        }
        return (rank << 8) | state.judge.countHolding(dice.preferred(), player);
    }

    /**
     * The rank of a play that uses every die and meets every preference: no play ranks higher. A
     * rule that ranks by distance gives no such bound (Long.MAX_VALUE, which no rank reaches).
     */
    static long bestPossible(State state, Rules rules) {
        DiceRules dice = rules.dice();
        int[] values = state.diceValues();
        int all = (1 << values.length) - 1;
        long rank = 0;
        for (DiceRules.Usage usage : dice.usage()) {
            long measure = switch (usage) {
                case MOST_DICE -> values.length;
                case LARGER_DIE -> pips(values, all);
                case MAX_DISTANCE -> -1;
            };
            if (measure < 0) {
                return Long.MAX_VALUE;
            }
            rank = (rank << 12) | (measure & 0xfff);
        }
        return (rank << 8) | dice.preferred().length;
    }

    private static int pips(int[] values, int used) {
        int pips = 0;
        for (int i = 0; i < values.length; i++) {
            if ((used & (1 << i)) != 0) {
                pips += values[i];
            }
        }
        return pips;
    }

    /** The mover's progress along the first track: the sum of places of its pieces, exits counting full length. */
    private static int progress(State state, Rules rules, int player) {
        Tracks t = rules.tracks();
        Board board = state.board();
        if (t.count() == 0) {
            return 0;
        }
        int[] cells = t.cells(0, player);
        int total = board.exited[player] * cells.length;
        for (int i = 0; i < cells.length; i++) {
            if (board.owner[cells[i]] == player) {
                total += board.height[cells[i]] * i;
            }
        }
        return total;
    }
}
